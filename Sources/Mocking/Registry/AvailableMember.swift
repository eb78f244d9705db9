/// Glue for generated code: what a mock stores for a requirement with restricting `@available` attributes:
/// the backing member, created under the requirement's `#available` check (`nil` where it fails), and its
/// method or accessors, unretained. Not for direct use.
///
/// A stored property cannot carry `@available`, nor have a type that is not available everywhere, so
/// `@Mocked` stores the member untyped here; the computed backing property, which carries the attributes,
/// returns it typed (``__availableMember(_:)``), and a call passes its method or accessor borrowed to the
/// member's short path (``__withAvailableMember(_:_:)``), read from the mock as a stored member is. Read
/// only where the requirement is available, so where the member was created; no dynamic cast: the mock
/// created it with the type it is read as.
public struct __AvailableMember: @unchecked Sendable {
    /// The member, in a box; `nil` where the check failed.
    @usableFromInline
    let box: __AnyMockMemberBox?
    /// The method, or the getter; unretained: the box keeps it.
    public let first: Unmanaged<AnyObject>?
    /// The setter; unretained.
    public let second: Unmanaged<AnyObject>?

    /// Keeps the member `create` returns: the requirement's backing member, or `nil` where the requirement
    /// is not available.
    public init(_ create: () -> (any __MockMember)?) {
        box = create().map { boxed($0) }
        first = box?.firstAccessor
        second = box?.secondAccessor
    }
}

/// Glue for generated code: the member `stored` keeps, as its type `Member`. Not for direct use.
@_transparent
public func __availableMember<Member: __MockMember>(_ stored: __AvailableMember) -> Member {
    Unmanaged<__MockMemberBox<Member>>.fromOpaque(Unmanaged.passUnretained(stored.box!).toOpaque())
        .takeUnretainedValue().member
}

/// `member` in a box of its own type.
private func boxed<Member: __MockMember>(_ member: Member) -> __AnyMockMemberBox {
    __MockMemberBox(member)
}

/// Glue for generated code: runs `body` with `accessor`, a method or accessor of a member that an
/// ``__AvailableMember`` keeps, passed borrowed. Not for direct use.
@_transparent
public func __withAvailableMember<Accessor: AnyObject, Result, Failure: Error>(
    _ accessor: Unmanaged<AnyObject>?, _ body: (Accessor) throws(Failure) -> Result
) throws(Failure) -> Result {
    try __withBorrowed(accessor!, body)
}

/// Glue for generated code: ``__withAvailableMember(_:_:)`` for a member that throws untyped errors
/// (`throws`), which passes the error through as it is (see
/// ``Mock/__withThrowingAccessor(_:group:index:accessor:register:namesSelf:_:)``). Not for direct use.
@_transparent
public func __withThrowingAvailableMember<Accessor: AnyObject, Result>(
    _ accessor: Unmanaged<AnyObject>?, _ body: (Accessor) throws -> Result
) rethrows -> Result {
    try __withBorrowedRethrowing(accessor!, body)
}
