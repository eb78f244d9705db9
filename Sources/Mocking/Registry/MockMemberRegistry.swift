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

    var groups: [__MockMemberGroup] = []

    init(isStrict: Bool) {
        self.isStrict = isStrict
    }

    /// Starts the group `key` of `count` members; `false` when the group exists, whose members are then
    /// not to be added again.
    public mutating func begin(_ key: Any.Type, count: Int) -> Bool {
        let identifier = ObjectIdentifier(key)
        guard !groups.contains(where: { $0.key == identifier }) else { return false }
        groups.append(__MockMemberGroup(key: identifier, members: Array(repeating: nil, count: count)))
        return true
    }

    /// Adds `member` as the member at `index` of the group begun last.
    public mutating func add<Member: __MockMember>(_ member: Member, at index: Int) {
        groups[groups.count - 1].members[index] = __MockMemberBox(member)
    }

    /// The groups' keys, where each group's members start in ``flatMembers``, and every member: what
    /// ``__MockMembers`` keeps, so that finding a member copies no array.
    var flattened: (keys: [ObjectIdentifier], starts: [Int], members: [__AnyMockMemberBox?]) {
        var starts: [Int] = []
        var members: [__AnyMockMemberBox?] = []
        for group in groups {
            starts.append(members.count)
            members += group.members
        }
        return (groups.map(\.key), starts, members)
    }
}

/// Glue for generated code: the members one `@Mocked` protocol gives a mock, by their place in the
/// protocol. Not for direct use.
@usableFromInline
struct __MockMemberGroup: Sendable {
    @usableFromInline
    let key: ObjectIdentifier

    /// `nil` for a member that is not compiled (inside an `#if` whose condition does not hold).
    @usableFromInline
    var members: [__AnyMockMemberBox?]
}

/// A member of any type, kept by a ``__MockMemberGroup``.
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
