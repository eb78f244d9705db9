/// Glue for generated code: a mock member that can be created from its name and reset. Not for direct use.
///
/// ``MockMethod``, ``AsyncMockMethod`` and the property types adopt it, which lets the runtime create
/// members on first use (static members, and the members a mock gets from the protocols its protocol
/// refines) and reset them all at once.
public protocol __MockMember: Sendable {
    /// Creates a member whose messages call it `name`; a `strict` member reports every call without an
    /// implementation as a test failure; a static one is configured through its type in messages' fixes.
    /// Failures about its calls point at the requirement's declaration: `fileID`, `filePath`, `line`, `column`.
    init(
        _ name: String, strict: Bool, isStatic: Bool, fileID: StaticString, filePath: StaticString, line: UInt,
        column: UInt)

    /// Forgets every recorded call and removes every implementation.
    func reset()

}
