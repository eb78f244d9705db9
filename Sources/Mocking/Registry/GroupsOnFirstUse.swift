/// The groups of members a ``MockMemberTable`` registered on first use (a hand-written mock's inherited
/// members): the registry they were registered in, and, for finding a member, the groups' keys and starts
/// and the members' boxes copied into buffers of their own.
///
/// The buffers are what a call reads: a build without optimization compiles an `Array`'s subscript as a
/// call of generic code, and a pointer's subscript inline (a debug build's inherited getter of a
/// hand-written mock: 2,240.5 instructions reading the registry's arrays, 1,568.5 reading the buffers,
/// 1,697.5 with the mock type passed and compared).
/// They are copied again whenever a group is registered, which happens once per group and mock.
///
/// The members are registered for one mock type: a member's type can name `Self` (`func copy() -> Self`),
/// and a hand-written mock class with subclasses is asked, through a subclass's type, with that type as the
/// extension's `Self`. A group whose members' types
/// name `Self` is registered for each such type, in `otherMockTypes`, which calls find behind the lock of
/// the table (slower, and rare), so that no member is read back as a type it was not created with; every
/// other group is registered once, for `Never`, which stands for every mock type (see
/// ``Mock/__member(group:index:register:namesSelf:)``).
struct GroupsOnFirstUse {
    /// The groups, and the boxes that keep the members alive.
    private(set) var registry: __MockMemberRegistry

    /// What a call reads: a value without references, which reading does not copy.
    private(set) var index = GroupIndex()

    /// The mock type whose members `registry` holds; a type no mock has until the first registration.
    private(set) var mockType = ObjectIdentifier(GroupsOnFirstUse.self)

    /// The groups registered for other mock types (subclasses of a hand-written mock class).
    private var otherMockTypes: [ObjectIdentifier: GroupsOnFirstUse] = [:]

    /// No groups yet; members registered later are `strict` or not.
    init(strict: Bool) {
        registry = __MockMemberRegistry(isStrict: strict)
    }

    /// The member at `index` of the group `key` registered for `mockType`, unretained; `nil` when the group
    /// is not registered for it.
    func member(_ key: ObjectIdentifier, at index: Int, for mockType: ObjectIdentifier)
        -> Unmanaged<__AnyMockMemberBox>?
    {
        if mockType == self.mockType {
            return self.index.member(key, at: index)
        }
        return otherMockTypes[mockType]?.member(key, at: index, for: mockType)
    }

    /// Registers the group `key` for `mockType` with `registration` unless it is registered, and returns
    /// the members this created.
    mutating func register(
        _ key: ObjectIdentifier, for mockType: ObjectIdentifier,
        with registration: (inout __MockMemberRegistry) -> Void
    ) -> [__AnyMockMemberBox] {
        if registry.groupKeys.isEmpty {
            self.mockType = mockType
        }
        guard mockType == self.mockType else {
            // In place: a copy would keep the buffers that registering frees.
            return otherMockTypes[mockType, default: GroupsOnFirstUse(strict: registry.isStrict)]
                .register(key, for: mockType, with: registration)
        }
        guard registry.start(of: key) == nil else { return [] }
        let previousCount = registry.members.count
        registration(&registry)
        index.deallocate()
        index = GroupIndex(registry)
        return registry.members[previousCount...].compactMap { $0 }
    }

    /// Every member registered, for every mock type.
    var members: [any __MockMember] {
        registry.members.compactMap { $0?.anyMember } + otherMockTypes.values.flatMap(\.members)
    }

    /// Frees the buffers of every mock type's index; call it once, when the groups go away.
    func deallocate() {
        index.deallocate()
        for groups in otherMockTypes.values {
            groups.deallocate()
        }
    }
}

/// The keys and starts of the registered groups and the boxes of their members, in buffers of their own.
struct GroupIndex {
    private let count: Int
    private let keys: UnsafeMutablePointer<ObjectIdentifier>
    private let starts: UnsafeMutablePointer<Int>
    private let boxes: UnsafeMutablePointer<Unmanaged<__AnyMockMemberBox>?>

    /// No groups.
    init() {
        count = 0
        keys = .allocate(capacity: 0)
        starts = .allocate(capacity: 0)
        boxes = .allocate(capacity: 0)
    }

    /// The groups of `registry`, whose boxes it keeps alive.
    init(_ registry: __MockMemberRegistry) {
        count = registry.groupKeys.count
        keys = .allocate(capacity: count)
        keys.initialize(from: registry.groupKeys, count: count)
        starts = .allocate(capacity: count)
        starts.initialize(from: registry.groupStarts, count: count)
        let members = registry.members.map { $0.map { Unmanaged.passUnretained($0) } }
        boxes = .allocate(capacity: members.count)
        boxes.initialize(from: members, count: members.count)
    }

    /// The member at `index` of the group `key`, unretained; `nil` when the group is not registered.
    func member(_ key: ObjectIdentifier, at index: Int) -> Unmanaged<__AnyMockMemberBox>? {
        var position = 0
        while position < count {
            if keys[position] == key {
                return boxes[starts[position] &+ index]
            }
            position &+= 1
        }
        return nil
    }

    /// Frees the buffers; call it once, when the index is replaced or goes away.
    func deallocate() {
        keys.deallocate()
        starts.deallocate()
        boxes.deallocate()
    }
}
