/// The groups of members a ``MockMemberTable`` registered on first use (a hand-written mock's inherited
/// members): the registry they were registered in, and, for finding a member, the groups' keys and starts
/// and the members' boxes copied into buffers of their own.
///
/// The buffers are what a call reads: a build without optimization compiles an `Array`'s subscript as a
/// call of generic code, and a pointer's subscript inline (a debug build's inherited getter of a
/// hand-written mock: 2,240.5 instructions reading the registry's arrays). They are copied again whenever a
/// group is registered, which happens once per group and mock.
struct GroupsOnFirstUse {
    /// The groups, and the boxes that keep the members alive.
    private(set) var registry: __MockMemberRegistry

    /// What a call reads: a value without references, which reading does not copy.
    private(set) var index = GroupIndex()

    /// No groups yet; members registered later are `strict` or not.
    init(strict: Bool) {
        registry = __MockMemberRegistry(isStrict: strict)
    }

    /// Registers the group `key` with `registration` unless it is registered, and returns the members this
    /// created.
    mutating func register(_ key: ObjectIdentifier, with registration: (inout __MockMemberRegistry) -> Void)
        -> [__AnyMockMemberBox]
    {
        guard registry.start(of: key) == nil else { return [] }
        let previousCount = registry.members.count
        registration(&registry)
        index.deallocate()
        index = GroupIndex(registry)
        return registry.members[previousCount...].compactMap { $0 }
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
