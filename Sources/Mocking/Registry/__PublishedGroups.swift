/// Glue for generated code: where a ``MockMemberTable`` publishes the groups it registers on first use (a
/// hand-written mock's inherited members), for calls to read without a lock: the slot of the first
/// ``PublishedGroup``, which holds the next, and so on, followed by a copy of the first group's key, mock
/// type and accessors, and, between the two, that key again once the copy is written, when the group is
/// registered for every mock type (``firstGroupKey(before:)``). Not for direct use.
///
/// A mock holds the addresses (``__MockMembers``), so that a call of a member of the first group reads the
/// slot and the copy at places it knows: the loads do not wait for one another, and the call waits for one
/// load more than a call of the mock's own member, where reading the group through the slot took three
/// (the group, its accessors, the accessor). The copy is written before the group is published, and read
/// only after the slot is loaded, with acquire ordering, and found not empty. A first group of more members
/// than the copy has room for (``handWrittenMockCapacity`` in a hand-written mock's table,
/// `__MockMembers.handWritten()`; none in another), and every later group, is read through the list.
///
/// Addresses only, no reference: part of what ``Mock/__groupAccessors`` returns, so that a build without
/// optimization reads them without a copy of the mock's ``__MockMembers``, which comes with a retain and
/// a release of each reference it holds. `Sendable`: the memory is written behind the table's lock, before
/// the slot that shows it is stored with release ordering, and read after that slot is loaded with acquire
/// ordering.
public struct __PublishedGroups: @unchecked Sendable {
    /// How many members of the first group a hand-written mock's copy has room for: 8, so that the memory
    /// takes 152 bytes.
    static var handWrittenMockCapacity: Int { 8 }

    /// The slot of the first group published, which holds the next; the start of the memory this owns.
    @usableFromInline
    let firstSlot: UnsafeMutablePointer<PublishedGroup?>

    /// The key and the mock type of the first group, copied (the bit patterns of their metatypes, which
    /// compare without a call when built without optimization); 0, no group, until it is published, or
    /// when it has more members than the copy has room for.
    @usableFromInline
    let firstGroupIdentity: UnsafeMutablePointer<Int>

    /// The accessors of the first group's members, copied: two for each (see ``PublishedGroup/accessors``).
    /// The word before them is ``firstGroupKey(before:)``.
    @usableFromInline
    let firstGroupAccessors: UnsafeMutablePointer<Unmanaged<AnyObject>?>

    /// No group published, and room for a copy of a first group of `inlineCapacity` members, in one
    /// allocation.
    static func allocate(inlineCapacity: Int) -> Self {
        let slotSize = MemoryLayout<PublishedGroup?>.stride
        let identitySize = 2 * MemoryLayout<Int>.stride
        let keySize = MemoryLayout<PublishedKeyWord.Storage>.stride
        let memory = UnsafeMutableRawPointer.allocate(
            byteCount: slotSize + identitySize + keySize + 2 * inlineCapacity
                * MemoryLayout<Unmanaged<AnyObject>?>.stride,
            alignment: MemoryLayout<PublishedGroup?>.alignment)
        // The key's word holds no reference: it is never deinitialized.
        PublishedKeyWord.initialize(at: memory + slotSize + identitySize)
        return Self(
            firstSlot: memory.initializeMemory(as: PublishedGroup?.self, repeating: nil, count: 1),
            firstGroupIdentity: (memory + slotSize).initializeMemory(as: Int.self, repeating: 0, count: 2),
            firstGroupAccessors: (memory + slotSize + identitySize + keySize).initializeMemory(
                as: Unmanaged<AnyObject>?.self, repeating: nil, count: 2 * inlineCapacity))
    }

    /// The word that holds the key of the first group, copied in line, when it was registered for every
    /// mock type (`Never`: its members' types do not name `Self`), stored once its accessors are copied; 0
    /// until then, and for a group registered for one mock type: what a hand-written mock's
    /// ``Mock/__groupAccessors`` returns as its first key (``__GroupAccessors/withFirstPublishedGroup``), so
    /// that a build without optimization calls that group's members as it calls a `@Mocked` mock's
    /// inherited members. The word right before `accessors`, the copy's accessors (``PublishedKeyWord``).
    @_transparent @usableFromInline
    static func firstGroupKey(before accessors: UnsafeMutablePointer<Unmanaged<AnyObject>?>)
        -> UnsafeMutablePointer<PublishedKeyWord.Storage>
    {
        (UnsafeMutableRawPointer(accessors) - MemoryLayout<PublishedKeyWord.Storage>.stride).assumingMemoryBound(
            to: PublishedKeyWord.Storage.self)
    }

    /// Releases the groups published and frees the memory; call it once, when the table goes away.
    func deallocate() {
        firstSlot.deinitialize(count: 1)
        UnsafeMutableRawPointer(firstSlot).deallocate()
    }

    /// Copies the key, mock type and accessors of `group`, about to be published first, in line, if it has
    /// no more than `inlineCapacity` members, the room this was allocated with; behind the table's lock,
    /// before any call can read them.
    func copyInLine(_ group: PublishedGroup, inlineCapacity: Int) {
        guard group.count <= inlineCapacity else { return }
        firstGroupAccessors.update(from: group.accessors, count: 2 * group.count)
        firstGroupIdentity[0] = Int(bitPattern: group.key)
        firstGroupIdentity[1] = Int(bitPattern: group.mockType)
        guard group.mockType == ObjectIdentifier(Never.self) else { return }
        // After the accessors, with release ordering: a call that loads the key with acquire ordering sees
        // them. The first group is copied once.
        PublishedKeyWord.store(Int(bitPattern: group.key), in: Self.firstGroupKey(before: firstGroupAccessors))
    }

    /// Accessor `accessor` (0 or 1) of the member at `index` of the group `group` registered for
    /// `mockType`; unretained; `nil` when no such group is published.
    ///
    /// Transparent, so that an optimized build compiles it into the extension's method that asks, as it
    /// does the rest of a call, and a build without optimization too, with no value of its own (each would
    /// be zeroed with a call of `memset` there); pointers' subscripts and `Int`'s comparisons, which that
    /// build compiles in line as well (`UnsafeRawPointer.load(fromByteOffset:as:)` and
    /// `ObjectIdentifier`'s `==` are calls there).
    @_transparent @usableFromInline
    func accessor(_ accessor: Int, of group: Any.Type, at index: Int, for mockType: Any.Type)
        -> Unmanaged<AnyObject>?
    {
        // Nothing is copied before a group is published; once the slot is loaded not empty, with acquire
        // ordering, the copy is complete.
        _stdlib_atomicAcquiringLoadARCRef(object: firstSlot) == nil
            ? nil
            : firstGroupIdentity[0] == unsafeBitCast(group, to: Int.self)
                && firstGroupIdentity[1] == unsafeBitCast(mockType, to: Int.self)
                ? firstGroupAccessors[2 &* index &+ accessor]
                : PublishedGroup.accessor(
                    accessor, of: ObjectIdentifier(group), at: index, for: ObjectIdentifier(mockType),
                    from: firstSlot)
    }

    /// The member at `index` of the group `key` registered for `mockType`; unretained; `nil` when no such
    /// group is published.
    func member(_ key: ObjectIdentifier, at index: Int, for mockType: ObjectIdentifier)
        -> Unmanaged<__AnyMockMemberBox>?
    {
        PublishedGroup.member(key, at: index, for: mockType, from: firstSlot)
    }
}

/// A group of members registered on first use for one mock type, published for calls to read without a
/// lock (``__PublishedGroups``): its fields never change, and the group published after it is stored once in
/// `next`.
///
/// The list only grows, and a group is published (stored with release ordering, behind the table's lock)
/// after everything it refers to is created; a call loads each link with acquire ordering, which shows it
/// all. The standard library's `_stdlib_atomicAcquiringLoadARCRef` and
/// `_stdlib_atomicAcquiringInitializeARCRef` do both, and are compiled into this module
/// (`@_alwaysEmitIntoClient`), so that every platform this package supports runs them, where
/// `Synchronization`'s `Atomic` needs macOS 15 and iOS 18. A call of a hand-written mock's inherited
/// member takes no lock (Benchmarks/README.md).
@usableFromInline
final class PublishedGroup {
    /// The mock type the group was registered for.
    let mockType: ObjectIdentifier

    /// The group's key.
    let key: ObjectIdentifier

    /// How many members the group has.
    let count: Int

    /// The group's members' boxes, unretained: the table's registry keeps them.
    let boxes: UnsafeMutablePointer<Unmanaged<__AnyMockMemberBox>?>

    /// The accessors of the group's members, two for each (``__AnyMockMemberBox/firstAccessor`` and
    /// ``__AnyMockMemberBox/secondAccessor``), unretained: what a call reads, one load fewer than through
    /// the box.
    let accessors: UnsafeMutablePointer<Unmanaged<AnyObject>?>

    /// The group published after this one; `nil` until there is one.
    let next: UnsafeMutablePointer<PublishedGroup?>

    /// The group `key` registered for `mockType`, with `members`.
    init(mockType: ObjectIdentifier, key: ObjectIdentifier, members: ArraySlice<__AnyMockMemberBox?>) {
        self.mockType = mockType
        self.key = key
        count = members.count
        boxes = .allocate(capacity: members.count)
        boxes.initialize(from: members.map { $0.map { Unmanaged.passUnretained($0) } }, count: members.count)
        accessors = .allocate(capacity: 2 * members.count)
        accessors.initialize(
            from: members.flatMap { [$0?.firstAccessor, $0?.secondAccessor] }, count: 2 * members.count)
        next = .allocate(capacity: 1)
        next.initialize(to: nil)
    }

    deinit {
        // Releases the groups published after this one, in turn.
        next.deinitialize(count: 1)
        next.deallocate()
        boxes.deallocate()
        accessors.deallocate()
    }

    /// Stores the group in `slot`, empty, which only the caller writes; returns where the next group goes.
    func publish(in slot: UnsafeMutablePointer<PublishedGroup?>) -> UnsafeMutablePointer<PublishedGroup?> {
        let stored = _stdlib_atomicAcquiringInitializeARCRef(object: slot, desired: self)
        precondition(stored.toOpaque() == Unmanaged.passUnretained(self).toOpaque(), "a published slot was full")
        return next
    }

    /// The member at `index` of the group `key` registered for `mockType`, among the groups published from
    /// `slot` on; unretained; `nil` when no such group is published.
    static func member(
        _ key: ObjectIdentifier, at index: Int, for mockType: ObjectIdentifier,
        from slot: UnsafeMutablePointer<PublishedGroup?>
    ) -> Unmanaged<__AnyMockMemberBox>? {
        guard let group = group(key, for: mockType, from: slot) else { return nil }
        switch isBuiltWithoutOptimization() {
        case true: return group.takeUnretainedValue().boxes[index]
        case false: return group._withUnsafeGuaranteedRef { $0.boxes[index] }
        }
    }

    /// Accessor `accessor` (0 or 1) of the member at `index` of the group `key` registered for `mockType`,
    /// among the groups published from `slot` on; unretained; `nil` when no such group is published.
    ///
    /// Out of line: a call of a member of the first group, copied in line, does not compile it in.
    @usableFromInline @inline(never)
    static func accessor(
        _ accessor: Int, of key: ObjectIdentifier, at index: Int, for mockType: ObjectIdentifier,
        from slot: UnsafeMutablePointer<PublishedGroup?>
    ) -> Unmanaged<AnyObject>? {
        guard let group = group(key, for: mockType, from: slot) else { return nil }
        let position = 2 &* index &+ accessor
        switch isBuiltWithoutOptimization() {
        case true: return group.takeUnretainedValue().accessors[position]
        case false: return group._withUnsafeGuaranteedRef { $0.accessors[position] }
        }
    }

    /// The group `key` registered for `mockType`, among the groups published from `slot` on; unretained.
    static func group(
        _ key: ObjectIdentifier, for mockType: ObjectIdentifier, from slot: UnsafeMutablePointer<PublishedGroup?>
    ) -> Unmanaged<PublishedGroup>? {
        var slot = slot
        while let published = _stdlib_atomicAcquiringLoadARCRef(object: slot) {
            // Read without a retain, since the table keeps the group (`takeUnretainedValue()` would cost a
            // retain and a release per group); without optimization the closure would be a generic call.
            let next: UnsafeMutablePointer<PublishedGroup?>?
            switch isBuiltWithoutOptimization() {
            case true: next = published.takeUnretainedValue().next(unless: key, for: mockType)
            case false: next = published._withUnsafeGuaranteedRef { $0.next(unless: key, for: mockType) }
            }
            guard let next else { return published }
            slot = next
        }
        return nil
    }

    /// Where the next group is, unless this is the group `key` registered for `mockType` (`nil`).
    @inline(__always)
    func next(unless key: ObjectIdentifier, for mockType: ObjectIdentifier) -> UnsafeMutablePointer<PublishedGroup?>? {
        self.key == key && self.mockType == mockType ? nil : next
    }
}
