/// Accessor `accessor` of the static member stored under `key`, if the index of the current scope's
/// members, or the process's, holds it; unretained. Not generic, so that the look-up runs the same code,
/// compiled once, for every member; in the file of the look-up, which a build without optimization
/// compiles in only there (it compiles each file apart, and sees no other file's code to inline); two
/// parameters, since such a build zeroes each with a call of `memset` first.
@usableFromInline
func staticAccessorFromIndex(_ key: StaticIndexKey, _ accessor: Int) -> Unmanaged<AnyObject>? {
    let process = processStaticIndex
    // Not `scopeMembers ?? staticMockMembers`, whose result is a reference retained for the call.
    if _stdlib_atomicAcquiringLoadARCRef(object: process.scopesAlive) != nil,
        let scope = StaticMockScope.currentUnretained
    {
        // Borrowed: the binding keeps the scope while the task uses it.
        return scope._withUnsafeGuaranteedRef { $0.members.index }.accessor(accessor, for: key)
    }
    return process.index.accessor(accessor, for: key)
}

/// What ``staticAccessorFromIndex(_:_:)`` reads first: the index of the process's static members, and the
/// word in which the process counts the scopes alive (``StaticMockScope/alive``: `nil` when none is; only
/// ever tested for `nil` with `_stdlib_atomicAcquiringLoadARCRef`, see ``__StaticMemberSlots/scopesAlive``).
/// Values without a reference, so that reading them retains nothing (a read of `staticMockMembers`,
/// bound to a local value, kept a retain and a release in an optimized build), and one global's
/// initialization to check, not two.
/// (`nonisolated(unsafe)`: a pointer that is only read, next to a `Sendable` index.)
nonisolated(unsafe) let processStaticIndex = (index: staticMockMembers.index, scopesAlive: StaticMockScope.alive.word)

/// The index in front of a table of static members (``StaticMembers``), read in place: where its entries
/// are, and how a key's probes run. A look-up reads no lock and no `Hasher`.
///
/// A static call without slots looks its member up here on every call, so the look-up is written for a
/// build without optimization too, where this module's code is neither specialized nor inlined: keys are
/// compared as integers, and the look-up is transparent (``accessor(_:for:)``), since such a build zeroes
/// every parameter and local value of a function with a call of `memset` when it starts (seven calls for
/// the look-up alone when it was a method of its own; a transparent function's values are not zeroed),
/// and `@_transparent` is not allowed in a class. Benchmarks/README.md has the figures.
struct StaticMemberIndex: @unchecked Sendable {
    /// One member in the index: its key, its box, which the table keeps, and the box's accessors, so that a
    /// call loads them without loading the box first.
    final class Entry {
        let key: StaticIndexKey
        let box: __AnyMockMemberBox
        let firstAccessor: Unmanaged<AnyObject>
        let secondAccessor: Unmanaged<AnyObject>?

        init(key: StaticIndexKey, box: __AnyMockMemberBox) {
            self.key = key
            self.box = box
            firstAccessor = box.firstAccessor
            secondAccessor = box.secondAccessor
        }
    }

    /// The first entry (an ``Entry``, or `nil` while the place is free); the ``StaticMembers`` whose index
    /// this is owns them. Each is written once, and read with an acquiring load.
    let start: UnsafeMutablePointer<AnyObject?>

    /// The index's capacity less one, a power of two less one: where a probe's place is taken.
    let mask: Int

    /// How many entries a look-up reads before it gives up on the index, and how many places a new entry
    /// may be written at, from the place its probes start.
    let probes: Int

    /// Accessor `accessor` (0: the method, or the getter; 1: the setter) of the member the index holds for
    /// `key`, if it holds one, unretained: what a static call without slots runs.
    @_transparent
    func accessor(_ accessor: Int, for key: StaticIndexKey) -> Unmanaged<AnyObject>? {
        var free = probes
        guard let found = entry(for: key, free: &free) else { return nil }
        return accessor == 0
            ? found.takeUnretainedValue().firstAccessor : found.takeUnretainedValue().secondAccessor
    }

    /// The entry for `key` along its probes, unretained, or `nil`; then `free` is the first probe whose place
    /// held no entry, if one did.
    @_transparent
    func entry(for key: StaticIndexKey, free: inout Int) -> Unmanaged<Entry>? {
        let start = key.hash
        var probe = 0
        while probe < probes {
            guard let written = _stdlib_atomicAcquiringLoadARCRef(object: self.start + ((start &+ probe) & mask))
            else {
                free = probe
                return nil
            }
            // Only `StaticMembers.remember` writes entries.
            let entry = Unmanaged<Entry>.fromOpaque(written.toOpaque())
            if entry.takeUnretainedValue().key.matches(key) {
                return entry
            }
            probe &+= 1
        }
        return nil
    }
}

/// A key of the index of static members (``StaticMemberIndex``): the words of a ``StaticMemberKey`` and of
/// the member's type, compared as integers. Without optimization `ObjectIdentifier`'s `init` and `==`, and
/// a derived `==`, are calls; `Int`'s `==` and `unsafeBitCast` are not.
@usableFromInline
struct StaticIndexKey {
    @usableFromInline let mockType: Int
    @usableFromInline let group: Int
    @usableFromInline let index: Int
    @usableFromInline let memberType: Int

    /// The key of the member at `index` of `group` of `mockType`, of type `memberType`.
    @_transparent @usableFromInline
    init(mockType: Any.Type, group: Any.Type, index: Int, memberType: Any.Type) {
        self.mockType = unsafeBitCast(mockType, to: Int.self)
        self.group = unsafeBitCast(group, to: Int.self)
        self.index = index
        self.memberType = unsafeBitCast(memberType, to: Int.self)
    }

    /// The key of the member stored under `key` in the table, of type `memberType`: the same words, since an
    /// `ObjectIdentifier` of a type is the address of its metadata, which its metatype is.
    init(_ key: StaticMemberKey, memberType: ObjectIdentifier) {
        mockType = Int(bitPattern: key.mockType)
        group = Int(bitPattern: key.member.group)
        index = key.member.index
        self.memberType = Int(bitPattern: memberType)
    }

    @_transparent
    func matches(_ other: StaticIndexKey) -> Bool {
        mockType == other.mockType && group == other.group && index == other.index && memberType == other.memberType
    }

    /// Where the key's probes start: its words mixed by multiplication, without `Hasher`.
    @_transparent
    var hash: Int {
        let mixing = Self.mixing
        var mixed = mockType &* mixing.0
        mixed ^= group &* mixing.1
        mixed ^= index &* mixing.2
        mixed ^= memberType &* mixing.3
        return mixed ^ (mixed &>> mixing.4)
    }

    /// The hash's four multipliers and its final shift, of the word's width: a 64-bit literal does not
    /// compile where `Int` has 32 bits, as on arm64_32 watches.
    @_transparent
    static var mixing: (Int, Int, Int, Int, Int) {
        #if _pointerBitWidth(_32)
            (Int(bitPattern: 0x9E37_79B9), Int(bitPattern: 0xC2B2_AE3D), 0x1656_67B1, 0x27D4_EB2F, 15)
        #else
            (
                Int(bitPattern: 0x9E37_79B9_7F4A_7C15), Int(bitPattern: 0xC2B2_AE3D_27D4_EB4F), 0x1656_67B1_9E37_79F9,
                0x27D4_EB2F_1656_67C5, 29
            )
        #endif
    }
}
