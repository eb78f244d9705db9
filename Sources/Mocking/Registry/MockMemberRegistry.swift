/// Glue for generated code: collects the members a mock gets from the `@Mocked` protocols its protocol
/// refines: when a `@Mocked` mock is created, or, for a hand-written mock, the first time one of a
/// protocol's members is used (``GroupsOnFirstUse``). Not for direct use.
///
/// The extension `@Mocked` writes for a protocol `P` has a static function that adds `P`'s instance members
/// here, in a group of their own, and then asks `P`'s parents to add theirs; the mock of a refining protocol
/// calls it for its direct parents. A protocol reached twice (two parents refining the same grandparent)
/// adds its members once. A `@Mocked` mock's groups never change after its creation, so finding a member
/// needs no lock; a hand-written mock's table adds groups later, behind its lock, and publishes them for
/// calls to read without it (``PublishedGroup``).
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

    /// Glue for generated code: the object that runs the calls of accessor `accessor` (0: the method, or
    /// the getter; 1: the setter) of the member at `index` of the group `group`, unretained: the registry's
    /// storage keeps it for the mock's lifetime. Not for direct use.
    public func __accessor(of group: Any.Type, at index: Int, _ accessor: Int = 0) -> Unmanaged<AnyObject> {
        // Generated code asks only for members compiled in both places and created everywhere.
        __accessorIfCreated(of: group, at: index, accessor)!
    }

    /// Glue for generated code: ``__accessor(of:at:_:)`` for a member created under an availability
    /// check, `nil` where the check failed. Not for direct use.
    public func __accessorIfCreated(of group: Any.Type, at index: Int, _ accessor: Int = 0)
        -> Unmanaged<AnyObject>?
    {
        // Generated code asks only for groups it registered.
        let start = start(of: ObjectIdentifier(group))!
        return members[start + index].map { Unmanaged.passUnretained($0).__accessor(accessor) }
    }

    /// Where the members of the group `key` start in `members`; `nil` when no such group was begun.
    func start(of key: ObjectIdentifier) -> Int? {
        // A loop rather than `firstIndex(of:)` and `map`, which stay generic code without optimization.
        var position = 0
        while position < groupKeys.count {
            if groupKeys[position] == key {
                return groupStarts[position]
            }
            position += 1
        }
        return nil
    }

    /// The key of the group begun at `position` (0 for the first), and its members.
    func group(at position: Int) -> (key: ObjectIdentifier, members: ArraySlice<__AnyMockMemberBox?>) {
        let end = position + 1 < groupStarts.count ? groupStarts[position + 1] : members.count
        return (groupKeys[position], members[groupStarts[position]..<end])
    }

    /// Adds `member` as the member at `index` of the group begun last.
    public mutating func add<Member: __MockMember>(_ member: Member, at index: Int) {
        members[groupStarts[groupStarts.count - 1] + index] = __MockMemberBox(member)
    }
}

/// A member of any type, kept by a ``__MockMemberRegistry``.
@usableFromInline
class __AnyMockMemberBox: @unchecked Sendable {
    /// The objects a call of the member runs (``__MockMember/__accessors``), unretained: the member keeps
    /// them. The first is the method, or the getter; the second the setter.
    @usableFromInline
    let firstAccessor: Unmanaged<AnyObject>
    @usableFromInline
    let secondAccessor: Unmanaged<AnyObject>?

    init(accessors: [AnyObject]) {
        firstAccessor = Unmanaged.passUnretained(accessors[0])
        secondAccessor = accessors.count > 1 ? Unmanaged.passUnretained(accessors[1]) : nil
    }

    /// The member, for resetting and inspecting all members of a mock.
    var anyMember: any __MockMember { fatalError("overridden") }
}

extension Unmanaged where Instance: __AnyMockMemberBox {
    /// Accessor `index` of the box's member (see ``__AnyMockMemberBox/firstAccessor``), read without
    /// retaining the box.
    @_transparent @usableFromInline
    func __accessor(_ index: Int) -> Unmanaged<AnyObject> {
        switch isBuiltWithoutOptimization() {
        case true:
            return Self.__accessor(of: takeUnretainedValue(), index)
        case false: break
        }
        return _withUnsafeGuaranteedRef { Self.__accessor(of: $0, index) }
    }

    /// Accessor `index` of `box`: 0 for ``__AnyMockMemberBox/firstAccessor``, 1 for
    /// ``__AnyMockMemberBox/secondAccessor``.
    @_transparent @usableFromInline
    static func __accessor(of box: Instance, _ index: Int) -> Unmanaged<AnyObject> {
        index == 0 ? box.firstAccessor : box.secondAccessor!
    }
}

/// A member of type `Member`, which generated code reads back without a dynamic cast.
@usableFromInline
final class __MockMemberBox<Member: __MockMember>: __AnyMockMemberBox, @unchecked Sendable {
    @usableFromInline
    let member: Member

    init(_ member: Member) {
        self.member = member
        super.init(accessors: member.__accessors)
    }

    override var anyMember: any __MockMember { member }
}
