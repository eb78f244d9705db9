/// Glue for generated code: a mock member that can be created from its name and reset. Not for direct use.
///
/// ``MockMethod``, ``AsyncMockMethod`` and the property types adopt it, which lets the runtime create
/// members on first use (static members) and reset them all at once.
public protocol __MockMember: Sendable {
    /// Creates a member whose messages call it `name`; a `strict` member reports every call without an
    /// implementation as a test failure; a static one is configured through its type in messages' fixes.
    /// Failures about its calls point at the requirement's declaration: `fileID`, `filePath`, `line`, `column`.
    init(
        _ name: String, strict: Bool, isStatic: Bool, fileID: StaticString, filePath: StaticString, line: UInt,
        column: UInt)

    /// Forgets every recorded call and removes every implementation.
    func reset()

    /// The objects whose `__invoke` a call of the member runs: the method itself, or a subscript's or
    /// property's getter, then its setter. What the struct of a parent's members that a mock stores in
    /// place keeps, unretained (see `__MockedMembers_Parent.InPlace` in the generated code).
    var __accessors: [AnyObject] { get }
}

extension MockMethod {
    /// The method itself, the one object a call runs.
    public var __accessors: [AnyObject] { [self] }
}

extension AsyncMockMethod {
    /// The method itself, the one object a call runs.
    public var __accessors: [AnyObject] { [self] }
}

extension MockReadOnlySubscript {
    /// The getter.
    public var __accessors: [AnyObject] { [getter] }
}

extension AsyncMockReadOnlySubscript {
    /// The getter.
    public var __accessors: [AnyObject] { [getter] }
}

extension MockReadWriteSubscript {
    /// The getter, then the setter.
    public var __accessors: [AnyObject] { [getter, setter] }
}
