/// The static members of one ``withTaskScopedStaticMocks(isolation:_:)`` scope, and the slots it keeps for
/// the mock types that have ``__StaticMemberSlots``, so that a static call in the scope finds its member
/// with a few loads instead of a look-up in the table.
///
/// Counted in `StaticMockScope.alive` while it lives.
final class ScopedStaticMembers: Sendable {
    /// The scope's members, created on first use.
    let members = StaticMembers(capacity: 256)

    /// The scope's slots for each mock type, by the number of its slots in the process: 64 groups of 64,
    /// each group created the first time one of its types is used in the scope.
    private let slotGroups = OnceReferences(count: StaticMockScope.slotGroupCount)

    /// The first of ``slotGroups``' references, which a static call reads (``staticSlotOutOfLine(_:_:)``)
    /// without loading, and in a build without optimization retaining, `slotGroups`. (`nonisolated(unsafe)`:
    /// a pointer that is only read, which only lets a `Sendable` class hold it.)
    nonisolated(unsafe) let slotGroupsStart: UnsafeMutablePointer<AnyObject?>

    /// Where the scope counts itself while it lives.
    private let count: AtomicCount

    /// Empty members, counted in `count` until they are gone. Bind to `StaticMockScope.current` only those
    /// counted in the process's count (the default): calls take the process's members while it is zero.
    init(countedIn count: AtomicCount = StaticMockScope.alive) {
        self.count = count
        slotGroupsStart = slotGroups.start
        count.add(1)
    }

    deinit {
        count.add(-1)
    }

    /// The slots this scope keeps for the mock type whose slots in the process are `processSlots`, created
    /// empty on first use; `nil` past the first 4,096 mock types with slots, whose static calls in a scope
    /// look their members up in ``members``. The scope keeps them while it lives.
    func slots(mirroring processSlots: __StaticMemberSlots) -> __StaticMemberSlots? {
        let number = processSlots.number
        guard number >> 6 < StaticMockScope.slotGroupCount else { return nil }
        return slotGroups.reference(at: number >> 6) { OnceReferences(count: 64) }
            .reference(at: number & 63) { __StaticMemberSlots(mirroring: processSlots) }
    }
}
