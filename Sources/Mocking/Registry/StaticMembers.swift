/// The static members of the process, or of one ``withTaskScopedStaticMocks(isolation:_:)`` scope: the
/// table that creates and keeps them, and in front of it an index that finds a member without the table's
/// lock and without `Hasher`, for the static calls that do not read slots (generic mocks, a parent's
/// static members in the mock of a refining protocol, hand-written mocks, a scope's calls past the
/// 4,096 mock types it keeps slots for).
///
/// The index is a fixed array of entries, each written once (``OnceReferences``), probed from a hash of
/// the key's words (``StaticMemberIndex``): an entry is never replaced or removed, since the table never
/// removes a member (a reset resets it in place), so a reader needs no lock. A key whose probes find no
/// free entry is looked up in the table on every call, after its probes: a little slower than the table
/// alone.
final class StaticMembers: Sendable {
    /// The members, created on first use.
    let table = MockMemberTable<StaticMemberKey>()

    /// The index's entries, which this object owns.
    private let entries: OnceReferences

    /// The index, read in place.
    let index: StaticMemberIndex

    /// Members with an index of `capacity` entries, a power of two (the process's 1,024, a scope's 256: a
    /// test's scope uses few mock types), read `probes` at a time.
    init(capacity: Int, probes: Int = 16) {
        precondition(capacity > 0 && capacity & (capacity - 1) == 0, "the capacity must be a power of two")
        entries = OnceReferences(count: capacity)
        index = StaticMemberIndex(start: entries.start, mask: capacity - 1, probes: Swift.min(probes, capacity))
    }

    /// The box of the member stored under `key`, of type `Member`, created and named `name()` on first use;
    /// unretained: the table keeps it for its own lifetime.
    func box<Member: __MockMember>(
        _ key: StaticMemberKey, strict: Bool, declaration: DeclarationLocation, named name: () -> String
    ) -> Unmanaged<__MockMemberBox<Member>> {
        let indexKey = StaticIndexKey(key, memberType: ObjectIdentifier(Member.self))
        var free = index.probes
        if let entry = index.entry(for: indexKey, free: &free) {
            // The entry found holds the box `table.box` created for `key` and `Member`.
            return Unmanaged.fromOpaque(Unmanaged.passUnretained(entry.takeUnretainedValue().box).toOpaque())
        }
        let box: __MockMemberBox<Member> = table.box(
            key, strict: strict, isStatic: true, declaration: declaration, named: name)
        if free < index.probes {
            remember(StaticMemberIndex.Entry(key: indexKey, box: box), probe: free)
        }
        return Unmanaged.passUnretained(box)
    }

    /// Writes `entry` at the first place still free among its key's probes, from probe `first` on (the
    /// first its look-up found free), unless another thread wrote an entry for the same key first, or no
    /// place is free: never past the probes a look-up reads.
    private func remember(_ entry: StaticMemberIndex.Entry, probe first: Int) {
        let start = entry.key.hash
        for probe in first..<index.probes {
            let written = entries.initialize(at: (start &+ probe) & index.mask, to: entry)
            if written.toOpaque() == Unmanaged.passUnretained(entry).toOpaque()
                || Unmanaged<StaticMemberIndex.Entry>.fromOpaque(written.toOpaque()).takeUnretainedValue().key
                    .matches(entry.key)
            {
                return
            }
        }
    }
}
