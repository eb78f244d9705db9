/// Mock members created on first use and kept by key and member type, behind one lock.
///
/// Static members live here, keyed by their mock type and name, because a generic mock type cannot have
/// static stored properties; so do a mock's members that come from the protocols its protocol refines.
/// The member's type is part of the key, so two requirements that share a backing name but not a type
/// (`var name: String` of one parent, `func name() -> Int` of another) get members of their own.
final class MockMemberTable<Key: Hashable & Sendable>: @unchecked Sendable {
    private struct Entry: Hashable {
        let key: Key
        let memberType: ObjectIdentifier
    }

    private struct Storage {
        var members: [Entry: __AnyMockMemberBox] = [:]
        /// Whether a ``CallOrder`` covers the members, those created later included.
        var recordsOrder = false
    }

    private let storage = Locked(Storage())

    /// The end-of-test checks that members created here report to: those of the test that created the
    /// table's owner, even when the code under test creates a member from another task.
    private let usageScope: MockUsageScope?

    /// Creates an empty table whose members report to `usageScope`.
    init(usageScope: MockUsageScope? = nil) {
        self.usageScope = usageScope
    }

    /// The member stored under `key`, created and named `name()` on first use.
    func member<Member: __MockMember>(
        _ key: Key, strict: Bool, isStatic: Bool, declaration: DeclarationLocation, named name: () -> String
    ) -> Member {
        box(key, strict: strict, isStatic: isStatic, declaration: declaration, named: name).member
    }

    /// The box of the member stored under `key`, created and named `name()` on first use; the table keeps it
    /// for its own lifetime.
    func box<Member: __MockMember>(
        _ key: Key, strict: Bool, isStatic: Bool, declaration: DeclarationLocation, named name: () -> String
    ) -> __MockMemberBox<Member> {
        let entry = Entry(key: key, memberType: ObjectIdentifier(Member.self))
        let (box, isNew) = storage.withLock { storage in
            if let box = storage.members[entry] {
                return (box, false)
            }
            let member = Member(
                name(), strict: strict, isStatic: isStatic, fileID: declaration.fileID,
                filePath: declaration.filePath, line: declaration.line, column: declaration.column)
            let box = __MockMemberBox(member)
            storage.members[entry] = box
            // Before any other thread can call it.
            if storage.recordsOrder {
                for part in inspectableMembers(in: member) { part.startRecordingOrder() }
            }
            return (box, true)
        }
        // The entry's key includes `Member`, so the stored box holds a member of that type.
        let typed = unsafeDowncast(box, to: __MockMemberBox<Member>.self)
        if isNew {
            for part in inspectableMembers(in: typed.member) {
                usageScope?.register(part)
            }
        }
        return typed
    }

    /// Resets, in place, every member whose key matches, so that references tests hold stay valid.
    func reset(where matches: (Key) -> Bool) {
        let matching = storage.withLock { storage in
            storage.members.filter { matches($0.key.key) }.values
        }
        for box in matching {
            box.anyMember.reset()
        }
    }

    /// Every member created so far.
    func allMembers() -> [any __MockMember] {
        storage.withLock { $0.members.values.map(\.anyMember) }
    }

    /// Has a ``CallOrder`` number the calls of every member, those created from now on included.
    func startRecordingOrder() {
        let members = storage.withLock { storage in
            storage.recordsOrder = true
            return storage.members.values.map(\.anyMember)
        }
        for member in members {
            for part in inspectableMembers(in: member) {
                part.startRecordingOrder()
            }
        }
    }
}
