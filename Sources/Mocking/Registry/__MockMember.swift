/// Glue for generated code: a mock member that can be created from its name and reset. Not for direct use.
///
/// ``MockMethod``, ``AsyncMockMethod`` and the property types adopt it, which lets the runtime create
/// members on first use (static members) and reset them all at once.
public protocol __MockMember: Sendable {
    /// Creates a member whose messages call it `name`.
    init(_ name: String)

    /// Forgets every recorded call and removes every implementation.
    func reset()
}
