/// The groups of members a ``MockMemberTable`` registers on first use (a hand-written mock's inherited
/// members): a registry for each mock type they were registered for, which keeps the members alive, and,
/// for finding a member, the list of ``PublishedGroup``s that calls read without a lock. Read and written
/// behind the table's lock.
///
/// The members are registered for a mock type: a member's type can name `Self` (`func copy() -> Self`),
/// and a hand-written mock class with subclasses is asked, through a subclass's type, with that type as the
/// extension's `Self`. A group whose members' types name `Self` is registered for each such type, so that
/// no member is read back as a type it was not created with; every other group is registered once, for
/// `Never`, which stands for every mock type (see ``Mock/__member(group:index:register:namesSelf:)``).
struct GroupsOnFirstUse {
    /// The groups registered for each mock type, and the boxes that keep their members alive.
    private var registries: [ObjectIdentifier: __MockMemberRegistry] = [:]

    /// Whether the members registered are strict.
    private let isStrict: Bool

    /// Where the next group is published: the `next` of the group published last, or the table's first.
    private var lastSlot: UnsafeMutablePointer<PublishedGroup?>

    /// No groups yet; members registered later are `strict` or not, and the first group published is
    /// stored in `firstSlot`.
    init(strict: Bool, firstSlot: UnsafeMutablePointer<PublishedGroup?>) {
        isStrict = strict
        lastSlot = firstSlot
    }

    /// Registers the group `key` for `mockType` with `registration` unless it is registered, has `prepare`
    /// prepare the members this created, then publishes each group this registered (the group's parents,
    /// those not registered yet, among them); returns the members created.
    mutating func register(
        _ key: ObjectIdentifier, for mockType: ObjectIdentifier,
        with registration: (inout __MockMemberRegistry) -> Void, prepare: ([__AnyMockMemberBox]) -> Void
    ) -> [__AnyMockMemberBox] {
        var registry = registries.removeValue(forKey: mockType) ?? __MockMemberRegistry(isStrict: isStrict)
        defer { registries[mockType] = registry }
        guard registry.start(of: key) == nil else { return [] }
        let previousGroups = registry.groupKeys.count
        let previousMembers = registry.members.count
        registration(&registry)
        let created = registry.members[previousMembers...].compactMap { $0 }
        // Before any other thread can call them.
        prepare(created)
        for position in previousGroups..<registry.groupKeys.count {
            let start = registry.groupStarts[position]
            let end =
                position + 1 < registry.groupStarts.count ? registry.groupStarts[position + 1] : registry.members.count
            let group = PublishedGroup(
                mockType: mockType, key: registry.groupKeys[position], members: registry.members[start..<end])
            lastSlot = group.publish(in: lastSlot)
        }
        return created
    }

    /// Every member registered, for every mock type.
    var members: [any __MockMember] {
        registries.values.flatMap { $0.members.compactMap { $0?.anyMember } }
    }
}

/// A group of members registered on first use for one mock type, published for calls to read without a
/// lock: its fields never change, and the group published after it is stored once in `next`.
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
    @usableFromInline
    let mockType: ObjectIdentifier

    /// The group's key.
    @usableFromInline
    let key: ObjectIdentifier

    /// The group's members' boxes, unretained: the table's registry keeps them.
    @usableFromInline
    let boxes: UnsafeMutablePointer<Unmanaged<__AnyMockMemberBox>?>

    /// The accessors of the group's members, two for each (``__AnyMockMemberBox/firstAccessor`` and
    /// ``__AnyMockMemberBox/secondAccessor``), unretained: what a call reads, one load fewer than through
    /// the box.
    @usableFromInline
    let accessors: UnsafeMutablePointer<Unmanaged<AnyObject>?>

    /// The group published after this one; `nil` until there is one.
    @usableFromInline
    let next: UnsafeMutablePointer<PublishedGroup?>

    /// The group `key` registered for `mockType`, with `members`.
    init(mockType: ObjectIdentifier, key: ObjectIdentifier, members: ArraySlice<__AnyMockMemberBox?>) {
        self.mockType = mockType
        self.key = key
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
        _ = _stdlib_atomicAcquiringInitializeARCRef(object: slot, desired: self)
        return next
    }

    /// The member at `index` of the group `key` registered for `mockType`, among the groups published from
    /// `slot` on; unretained; `nil` when no such group is published.
    @inlinable
    static func member(
        _ key: ObjectIdentifier, at index: Int, for mockType: ObjectIdentifier,
        from slot: UnsafeMutablePointer<PublishedGroup?>
    ) -> Unmanaged<__AnyMockMemberBox>? {
        guard let group = group(key, for: mockType, from: slot) else { return nil }
        return isBuiltWithoutOptimization()
            ? group.takeUnretainedValue().boxes[index] : group._withUnsafeGuaranteedRef { $0.boxes[index] }
    }

    /// Accessor `accessor` (0 or 1) of the member at `index` of the group `key` registered for `mockType`,
    /// among the groups published from `slot` on; unretained; `nil` when no such group is published.
    ///
    /// Inlinable, so that an optimized build compiles it into the extension's method that asks, as it
    /// does the rest of a call.
    @inlinable @inline(__always)
    static func accessor(
        _ accessor: Int, of key: ObjectIdentifier, at index: Int, for mockType: ObjectIdentifier,
        from slot: UnsafeMutablePointer<PublishedGroup?>
    ) -> Unmanaged<AnyObject>? {
        guard let group = group(key, for: mockType, from: slot) else { return nil }
        let position = 2 &* index &+ accessor
        return isBuiltWithoutOptimization()
            ? group.takeUnretainedValue().accessors[position]
            : group._withUnsafeGuaranteedRef { $0.accessors[position] }
    }

    /// The group `key` registered for `mockType`, among the groups published from `slot` on; unretained.
    @inlinable @inline(__always)
    static func group(
        _ key: ObjectIdentifier, for mockType: ObjectIdentifier, from slot: UnsafeMutablePointer<PublishedGroup?>
    ) -> Unmanaged<PublishedGroup>? {
        var slot = slot
        while let published = _stdlib_atomicAcquiringLoadARCRef(object: slot) {
            // Read without a retain, since the table keeps the group (`takeUnretainedValue()` would cost a
            // retain and a release per group); without optimization the closure would be a generic call.
            let next =
                isBuiltWithoutOptimization()
                ? published.takeUnretainedValue().next(unless: key, for: mockType)
                : published._withUnsafeGuaranteedRef { $0.next(unless: key, for: mockType) }
            guard let next else { return published }
            slot = next
        }
        return nil
    }

    /// Where the next group is, unless this is the group `key` registered for `mockType` (`nil`).
    @inlinable @inline(__always)
    func next(unless key: ObjectIdentifier, for mockType: ObjectIdentifier) -> UnsafeMutablePointer<PublishedGroup?>? {
        self.key == key && self.mockType == mockType ? nil : next
    }
}
