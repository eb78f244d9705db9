/// The static members of the process, or of one ``withTaskScopedStaticMocks(isolation:_:)`` scope: the
/// table that creates and keeps them, and in front of it an index that finds a member without the table's
/// lock and without `Hasher`, for the static calls that do not read slots (generic mocks, a parent's
/// static members in the mock of a refining protocol, hand-written mocks, a scope's calls past the
/// 4,096 mock types it keeps slots for).
///
/// The index is a fixed array of entries, each written once (``OnceReferences``), probed from a hash of
/// the key's words: an entry is never replaced or removed, since the table never removes a member (a
/// reset resets it in place), so a reader needs no lock. A key whose probes find no free entry is looked
/// up in the table on every call, after its probes: a little slower than the table alone.
final class StaticMembers: Sendable {
    /// The members, created on first use.
    let table = MockMemberTable<StaticMemberKey>()

    /// The index's entries (``Entry``), by the hash of their key.
    private let entries: OnceReferences

    /// The index's capacity less one, a power of two less one: where a probe's place is taken.
    private let mask: Int

    /// How many entries a look-up reads before it gives up on the index, and how many places a new entry
    /// may be written at, from the place its probes start.
    private let probes: Int

    /// Members with an index of `capacity` entries, a power of two (the process's 1,024, a scope's 256: a
    /// test's scope uses few mock types), read `probes` at a time.
    init(capacity: Int, probes: Int = 16) {
        precondition(capacity > 0 && capacity & (capacity - 1) == 0, "the capacity must be a power of two")
        entries = OnceReferences(count: capacity)
        mask = capacity - 1
        self.probes = Swift.min(probes, capacity)
    }

    /// One member in the index: its key, the type of the member, and its box, which the table keeps.
    private final class Entry {
        let key: StaticMemberKey
        let memberType: ObjectIdentifier
        let box: __AnyMockMemberBox

        init(key: StaticMemberKey, memberType: ObjectIdentifier, box: __AnyMockMemberBox) {
            self.key = key
            self.memberType = memberType
            self.box = box
        }

        func matches(_ other: StaticMemberKey, _ otherType: ObjectIdentifier) -> Bool {
            key == other && memberType == otherType
        }
    }

    /// The box of the member stored under `key`, of type `Member`, created and named `name()` on first use;
    /// unretained: the table keeps it for its own lifetime.
    func box<Member: __MockMember>(
        _ key: StaticMemberKey, strict: Bool, declaration: DeclarationLocation, named name: () -> String
    ) -> Unmanaged<__MockMemberBox<Member>> {
        let memberType = ObjectIdentifier(Member.self)
        let (indexed, free) = look(for: key, memberType)
        if let indexed {
            // The entry found holds the box `table.box` created for `key` and `Member`.
            return Unmanaged.fromOpaque(indexed.toOpaque())
        }
        let box: __MockMemberBox<Member> = table.box(
            key, strict: strict, isStatic: true, declaration: declaration, named: name)
        if let free {
            remember(Entry(key: key, memberType: memberType, box: box), from: Self.hash(key, memberType), probe: free)
        }
        return Unmanaged.passUnretained(box)
    }

    /// The box the index holds for `key` and `memberType`, if it holds one, unretained: what a look-up finds
    /// without the table.
    func indexedBox(_ key: StaticMemberKey, memberType: ObjectIdentifier) -> Unmanaged<__AnyMockMemberBox>? {
        look(for: key, memberType).indexed
    }

    /// Reads the index for `key` and `memberType` along the key's probes: the box of the entry that
    /// matches, unretained, or else the first probe that found no entry (`nil` when every place read
    /// holds another key's).
    @inline(__always)
    private func look(
        for key: StaticMemberKey, _ memberType: ObjectIdentifier
    ) -> (indexed: Unmanaged<__AnyMockMemberBox>?, free: Int?) {
        let start = Self.hash(key, memberType)
        for probe in 0..<probes {
            guard let written = entries.load(at: (start &+ probe) & mask) else { return (nil, probe) }
            // Only `remember` writes entries.
            let found = Unmanaged<Entry>.fromOpaque(written.toOpaque())._withUnsafeGuaranteedRef {
                $0.matches(key, memberType) ? Unmanaged.passUnretained($0.box) : nil
            }
            if let found {
                return (found, nil)
            }
        }
        return (nil, nil)
    }

    /// Writes `entry` at the first place still free among its key's probes, from probe `probe` on (the
    /// first its look-up found free), unless another thread wrote an entry for the same key first, or no
    /// place is free: never past the probes a look-up reads.
    private func remember(_ entry: Entry, from start: Int, probe first: Int) {
        for probe in first..<probes {
            let written = entries.initialize(at: (start &+ probe) & mask, to: entry)
            if written.toOpaque() == Unmanaged.passUnretained(entry).toOpaque()
                || Unmanaged<Entry>.fromOpaque(written.toOpaque())._withUnsafeGuaranteedRef({
                    $0.matches(entry.key, entry.memberType)
                })
            {
                return
            }
        }
    }

    /// Where a key's probes start: its words mixed by multiplication, without `Hasher`.
    private static func hash(_ key: StaticMemberKey, _ memberType: ObjectIdentifier) -> Int {
        var mixed = UInt(bitPattern: key.mockType) &* 0x9E37_79B9_7F4A_7C15
        mixed ^= UInt(bitPattern: key.member.group) &* 0xC2B2_AE3D_27D4_EB4F
        mixed ^= UInt(bitPattern: key.member.index) &* 0x1656_67B1_9E37_79F9
        mixed ^= UInt(bitPattern: memberType) &* 0x27D4_EB2F_1656_67C5
        return Int(bitPattern: mixed ^ (mixed >> 29))
    }
}
