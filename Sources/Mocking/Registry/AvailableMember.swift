/// Glue for generated code: `member` as the object a mock stores for a requirement with restricting
/// `@available` attributes. Not for direct use.
///
/// A stored property cannot carry `@available`, so `@Mocked` stores such a member as an object, created
/// under the requirement's `#available` check (`nil` where it fails), and a computed backing property that
/// carries the attributes reads it back with ``__availableMember(_:)``.
public func __availableMemberObject<Member: __MockMember>(_ member: Member) -> any AnyObject & Sendable {
    __MockMemberBox(member)
}

/// Glue for generated code: the member a mock stores as `object` (``__availableMemberObject(_:)``), read
/// where the requirement is available, so where the object was created. Not for direct use.
///
/// No dynamic cast: the mock created the object for a member of type `Member`.
@_transparent
public func __availableMember<Member: __MockMember>(_ object: (any AnyObject & Sendable)?) -> Member {
    unsafeBitCast(object.unsafelyUnwrapped, to: __MockMemberBox<Member>.self).member
}
