/// What the runtime does with a member of any kind: create it from its name, and reset it.
///
/// ``MockMethod``, ``AsyncMockMethod`` and the property and subscript types adopt it. The runtime creates
/// members on first use (static members, and the members a mock gets from the protocols its protocol
/// refines) and resets them all at once.
@usableFromInline protocol AnyMember: Sendable {
    /// Creates a member whose messages call it `name`; a `strict` member reports every call without an
    /// implementation as a test failure; messages' fixes reach a static one through its type, one `inActor` with `await`.
    /// Failures about its calls point at the requirement's declaration: `fileID`, `filePath`, `line`
    /// (`lineOffset` lines below), `column`.
    init(
        _ name: String, strict: Bool, isStatic: Bool, inActor: Bool, fileID: StaticString, filePath: StaticString,
        line: UInt, lineOffset: UInt, column: UInt)

    /// Forgets every recorded call and removes every implementation.
    func reset()
}

/// A new member of type `Member`, which generated code names as a backing property's type: one of the
/// member types, which all adopt ``AnyMember``.
@usableFromInline func makeMember<Member>(
    _ name: String, strict: Bool, isStatic: Bool, inActor: Bool = false, fileID: StaticString,
    filePath: StaticString, line: UInt, lineOffset: UInt, column: UInt
) -> Member {
    (Member.self as! any AnyMember.Type).init(
        name, strict: strict, isStatic: isStatic, inActor: inActor, fileID: fileID, filePath: filePath, line: line,
        lineOffset: lineOffset, column: column) as! Member
}
