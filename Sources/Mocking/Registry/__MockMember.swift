/// Glue for generated code: a mock member that can be created from its name and reset. Not for direct use.
///
/// ``MockMethod``, ``AsyncMockMethod`` and the property types adopt it, which lets the runtime create
/// members on first use (static members) and reset them all at once.
public protocol __MockMember: Sendable {
    /// Creates a member whose messages call it `name`; a `strict` member reports every call without an
    /// implementation as a test failure; a static one is configured through its type in messages' fixes.
    init(_ name: String, strict: Bool, isStatic: Bool)

    /// Forgets every recorded call and removes every implementation.
    func reset()
}
