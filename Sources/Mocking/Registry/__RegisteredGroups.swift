/// Glue for generated code: where the groups a mock registered when it was created (a `@Mocked` mock's
/// parents' members) keep their members' boxes and accessors, at addresses that never change while the
/// mock lives. Not for direct use.
///
/// What a build without optimization reads to call a member inherited from a `@Mocked` parent: the mock
/// returns this value through ``Mock/__groupAccessors`` without a copy of anything it retains, and a call
/// finds its group by comparing keys and reads its accessor, with no generic code. An optimized build reads
/// the accessor from the struct the mock stores in place (``Mock/__storedMembers(_:)``), which, specialized
/// for the mock, is one load; without optimization that generic call returned a copy of the whole struct
/// through its value witnesses (Documentation/architecture.md, "Members of refined protocols").
///
/// Addresses only, no reference: ``__MockMemberStorage`` owns the memory and frees it when it goes away.
/// `Sendable`: written when the mock is created, only read after.
public struct __RegisteredGroups: @unchecked Sendable {
    /// The key of the first group registered that has members (the bit pattern of its metatype, which
    /// compares without a call when built without optimization), and where its members start among
    /// `boxes`: a call of a member of a protocol refining one `@Mocked` protocol finds its accessor with
    /// one comparison. 0, the key of no group, when no group has members.
    @usableFromInline
    let firstKey: Int
    @usableFromInline
    let firstStart: Int

    /// How many groups were registered.
    @usableFromInline
    let count: Int

    /// The groups' keys, as `firstKey`, in the order they were registered.
    let keys: UnsafeMutablePointer<Int>

    /// Where each group's members start among `boxes`.
    let starts: UnsafeMutablePointer<Int>

    /// The members' boxes, unretained: the storage's elements.
    @usableFromInline
    let boxes: UnsafeMutablePointer<Unmanaged<__AnyMockMemberBox>?>

    /// The members' accessors, two for each (``__AnyMockMemberBox/firstAccessor`` and
    /// ``__AnyMockMemberBox/secondAccessor``), unretained: a call reads one without loading the box first.
    /// `nil` where a member has no such accessor (no setter), or no member was created (a requirement
    /// not available on this system), which a call then creates on first use, as an optimized build's
    /// does when the struct in place holds `nil`.
    @usableFromInline
    let accessors: UnsafeMutablePointer<Unmanaged<AnyObject>?>

    /// The groups of `registry`, whose boxes are at `boxes`, in one allocation (none when there is no group:
    /// every mock of a protocol that refines no `@Mocked` protocol), freed by ``deallocate()``.
    init(_ registry: __MockMemberRegistry, boxes: UnsafeMutablePointer<Unmanaged<__AnyMockMemberBox>?>) {
        let members = registry.members
        let keys = registry.groupKeys.map { Int(bitPattern: $0) }
        let first = registry.groupKeys.indices.first { position in
            !registry.group(at: position).members.isEmpty
        }
        firstKey = first.map { keys[$0] } ?? 0
        firstStart = first.map { registry.groupStarts[$0] } ?? 0
        count = keys.count
        self.boxes = boxes
        let accessors = members.flatMap { [$0?.firstAccessor, $0?.secondAccessor] }
        // Keys, starts and accessors (`Optional`s of unmanaged references) are one word each; with no
        // group, no member either.
        let memory =
            count == 0
            ? UnsafeMutableRawPointer(bitPattern: MemoryLayout<Int>.alignment)!
            : .allocate(
                byteCount: (2 * count + accessors.count) * MemoryLayout<Int>.stride,
                alignment: MemoryLayout<Int>.alignment)
        self.keys = memory.initializeMemory(as: Int.self, from: keys, count: count)
        starts = (memory + count * MemoryLayout<Int>.stride).initializeMemory(
            as: Int.self, from: registry.groupStarts, count: count)
        self.accessors = (memory + 2 * count * MemoryLayout<Int>.stride).initializeMemory(
            as: Unmanaged<AnyObject>?.self, from: accessors, count: accessors.count)
    }

    /// Frees the memory `init` allocated; call it once, when the storage goes away.
    func deallocate() {
        if count > 0 {
            UnsafeMutableRawPointer(keys).deallocate()
        }
    }

    /// Accessor `accessor` (0 or 1) of the member at `index` of the group `group`, when that is not the
    /// first group with members (``__GroupAccessors/accessor(_:of:at:)`` compares that one in line);
    /// unretained; `nil` when no such group was registered. A loop with no value of its own but its
    /// position.
    @usableFromInline @inline(never)
    func accessorOfAnotherGroup(_ accessor: Int, of group: Any.Type, at index: Int) -> Unmanaged<AnyObject>? {
        var position = 0
        while position < count {
            if keys[position] == unsafeBitCast(group, to: Int.self) {
                return accessors[2 &* (starts[position] &+ index) &+ accessor]
            }
            position += 1
        }
        return nil
    }

    /// The box of the member at `index` of the group `group`; unretained; `nil` when no such group was
    /// registered.
    @usableFromInline
    func box(of group: Any.Type, at index: Int) -> Unmanaged<__AnyMockMemberBox>? {
        box(ofKey: unsafeBitCast(group, to: Int.self), at: index)
    }

    /// The box of the member at `index` of the group whose key is `key` (as ``keys``); unretained; `nil`
    /// when no such group was registered.
    func box(ofKey key: Int, at index: Int) -> Unmanaged<__AnyMockMemberBox>? {
        var position = 0
        while position < count {
            if keys[position] == key {
                return boxes[starts[position] &+ index]
            }
            position += 1
        }
        return nil
    }
}

/// Glue for generated code: what a build without optimization reads to find a mock's inherited members,
/// returned by ``Mock/__groupAccessors``: the key and the accessors of the first group the mock
/// registered with members, and where the rest is (the other registered groups, and those published after
/// the mock's creation, a hand-written mock's). Not for direct use.
///
/// Three words, which a function returns in registers: returned through memory, the caller copied a
/// larger value with 16-byte loads of what the callee had just written 8 bytes at a time, which the
/// processor cannot forward from the stores. Addresses only; the mock's storage owns the memory, so they
/// are valid while the mock lives.
/// `Sendable`: what they point to is written when the mock is created (the published groups: as
/// ``__PublishedGroups`` describes).
public struct __GroupAccessors: @unchecked Sendable {
    /// The key of the first registered group with members (``__RegisteredGroups/firstKey``); 0 for none.
    /// In what a hand-written mock returns, the key of the first group published
    /// (``withFirstPublishedGroup``).
    @usableFromInline
    let firstKey: Int

    /// The accessors of that group's members, two for each.
    @usableFromInline
    let firstAccessors: UnsafeMutablePointer<Unmanaged<AnyObject>?>

    /// The registered groups and the published ones, in the header of the mock's storage.
    @usableFromInline
    let header: UnsafeMutablePointer<__MockMemberStorage.Header>

    /// The groups of `header`. When no group was registered (a hand-written mock's), `firstAccessors` is
    /// the copy of the first group published, which ``withFirstPublishedGroup`` names.
    init(_ header: UnsafeMutablePointer<__MockMemberStorage.Header>) {
        let registered = header.pointee.registeredGroups
        firstKey = registered.firstKey
        firstAccessors =
            registered.count == 0
            ? header.pointee.published.firstGroupAccessors : registered.accessors + 2 * registered.firstStart
        self.header = header
    }

    /// These groups, `firstKey` `firstAccessors` and `header`.
    @_transparent @usableFromInline
    init(
        firstKey: Int, firstAccessors: UnsafeMutablePointer<Unmanaged<AnyObject>?>,
        header: UnsafeMutablePointer<__MockMemberStorage.Header>
    ) {
        self.firstKey = firstKey
        self.firstAccessors = firstAccessors
        self.header = header
    }

    /// Glue for generated code: what a hand-written `@MockedMembers` mock returns from
    /// ``Mock/__groupAccessors``. Not for direct use.
    ///
    /// Such a mock registers no group when it is created (only for such a mock is the word before
    /// `firstAccessors` the key this reads), and its table publishes those it registers on
    /// first use (``__PublishedGroups``). These groups have as their first the first group published, when
    /// it was registered for every mock type and its accessors are copied in line: its key, loaded with
    /// acquire ordering (``__PublishedGroups/firstGroupKey(before:)``, 0 until then), and
    /// its copy. A build without optimization then calls that group's members as it calls a `@Mocked`
    /// mock's inherited members (``Mock/__withAccessor(_:group:index:accessor:register:namesSelf:_:)``:
    /// one comparison, one load), not through the published groups' look-up.
    @_transparent
    public var withFirstPublishedGroup: __GroupAccessors {
        __GroupAccessors(
            firstKey: PublishedKeyWord.load(__PublishedGroups.firstGroupKey(before: firstAccessors)),
            firstAccessors: firstAccessors, header: header)
    }

    /// Accessor `accessor` (0 or 1) of the member at `index` of the group `group`, registered when the mock
    /// was created; unretained; `nil` when no such group was.
    ///
    /// Transparent, and written with as few values of its own as can be: without optimization every local
    /// value is zeroed with a call of `memset` first, and every call of this module's code costs a frame.
    /// The first group with members is compared in line; the others, out of line. A call
    /// (`Mock.__accessor`) writes the comparison out and tests the first group's accessor as a word, which
    /// keeps fewer copies of it without optimization.
    @_transparent @usableFromInline
    func accessor(_ accessor: Int, of group: Any.Type, at index: Int) -> Unmanaged<AnyObject>? {
        firstKey == unsafeBitCast(group, to: Int.self)
            ? firstAccessors[2 &* index &+ accessor] : accessorOfAnotherGroup(accessor, of: group, at: index)
    }

    /// Accessor `accessor` (0 or 1) of the member at `index` of the group `group`, when that is not the first
    /// group with members; unretained; `nil` when no such group was registered. Only a mock that registered
    /// more than one group calls out of line.
    @_transparent @usableFromInline
    func accessorOfAnotherGroup(_ accessor: Int, of group: Any.Type, at index: Int) -> Unmanaged<AnyObject>? {
        header.pointee.registeredGroups.count > 1
            ? header.pointee.registeredGroups.accessorOfAnotherGroup(accessor, of: group, at: index) : nil
    }

    /// The box of the member at `index` of the group `group`, registered when the mock was created;
    /// unretained; `nil` when no such group was. What the backing property of an inherited member reads,
    /// and an `async` call: the first group with members in line, as ``accessor(_:of:at:)`` does; the
    /// others out of line (debug build, an inherited `async` `load` with `.returns`: 1.12× the time of the
    /// mock's own, medians of three runs; 1.26× with the whole look-up out of line, in two calls;
    /// Benchmarks/README.md).
    ///
    /// The registered groups' key is compared, not `firstKey`, which may be a published group's
    /// (``withFirstPublishedGroup``).
    @_transparent @usableFromInline
    func box(of group: Any.Type, at index: Int) -> Unmanaged<__AnyMockMemberBox>? {
        header.pointee.registeredGroups.firstKey == unsafeBitCast(group, to: Int.self)
            ? header.pointee.registeredGroups.boxes[header.pointee.registeredGroups.firstStart &+ index]
            : header.pointee.registeredGroups.count > 1 ? registered.box(of: group, at: index) : nil
    }

    /// The box of the member at `index` of the group `group`, published since the mock's creation for
    /// `mockType`; unretained; `nil` when there is no such group yet. Out of line: a backing property's
    /// read, not a call's.
    @usableFromInline
    func publishedBox(of group: Any.Type, at index: Int, for mockType: Any.Type) -> Unmanaged<__AnyMockMemberBox>? {
        published.member(ObjectIdentifier(group), at: index, for: ObjectIdentifier(mockType))
    }

    /// The registered groups.
    @_transparent @usableFromInline
    var registered: __RegisteredGroups { header.pointee.registeredGroups }

    /// The groups published after the mock's creation.
    @_transparent @usableFromInline
    var published: __PublishedGroups { header.pointee.published }
}
