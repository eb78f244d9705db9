/// Glue for generated code: collects, when a mock is created, the members it gets from the `@Mocked`
/// protocols its protocol refines. Not for direct use.
///
/// The extension `@Mocked` writes for a protocol `P` has a static function that adds `P`'s instance members
/// here, in a group of their own, and then asks `P`'s parents to add theirs; the mock of a refining protocol
/// calls it for its direct parents. A protocol reached twice (two parents refining the same grandparent)
/// adds its members once. After that the groups never change, so finding a member needs no lock.
public struct __MockMemberRegistry {
    /// Whether the members created are strict (see ``MockMember/isStrict``).
    public let isStrict: Bool

    /// The key of each group, in the order they were begun.
    var groupKeys: [ObjectIdentifier] = []

    /// Where each group's members start in `members`.
    var groupStarts: [Int] = []

    /// The members of every group, in order; `nil` for a member that is not compiled (inside an `#if`
    /// whose condition does not hold).
    var members: [__AnyMockMemberBox?] = []

    init(isStrict: Bool) {
        self.isStrict = isStrict
    }

    /// Starts the group `key` of `count` members; `false` when the group exists, whose members are then
    /// not to be added again.
    public mutating func begin(_ key: Any.Type, count: Int) -> Bool {
        let identifier = ObjectIdentifier(key)
        guard !groupKeys.contains(identifier) else { return false }
        groupKeys.append(identifier)
        groupStarts.append(members.count)
        members += repeatElement(nil, count: count)
        return true
    }

    /// Adds `member` as the member at `index` of the group begun last.
    public mutating func add<Member: __MockMember>(_ member: Member, at index: Int) {
        members[groupStarts[groupStarts.count - 1] + index] = __MockMemberBox(member)
    }
}

/// A member of any type, kept by a ``__MockMemberRegistry``.
@usableFromInline
class __AnyMockMemberBox: @unchecked Sendable {
    /// The member, for resetting and inspecting all members of a mock.
    var anyMember: any __MockMember { fatalError("overridden") }
}

/// A member of type `Member`, which generated code reads back without a dynamic cast.
@usableFromInline
final class __MockMemberBox<Member: __MockMember>: __AnyMockMemberBox, @unchecked Sendable {
    @usableFromInline
    let member: Member

    init(_ member: Member) {
        self.member = member
    }

    override var anyMember: any __MockMember { member }
}
