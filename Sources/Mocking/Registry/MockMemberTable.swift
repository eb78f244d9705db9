/// Mock members created on first use: kept by key and member type, or in groups.
///
/// Static members live here, keyed by their mock type and the member (its group and place for `@Mocked`'s
/// mocks and extensions, a type declared for it alone for a hand-written mock's own; ``StaticMemberKey``),
/// because a generic mock type cannot have static stored properties. The member's type is part of the key, so that two
/// requirements that share a key but not a type get members of their own. The instance members of
/// requirements whose `@available` attributes no check can ask are kept here too, by group and place
/// (``MemberKey``; a hand-written mock's own, by its type).
///
/// A hand-written `@MockedMembers` mock keeps here, in groups, the members it gets from the `@Mocked`
/// protocols its protocol refines: its macro cannot name them, so each group is registered by the
/// protocol's extension the first time one of its members is used (see
/// ``Mock/__member(group:index:register:namesSelf:)``), and found by the group's key and the member's place after.
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

    /// The members by key. Taken before `groups` when both are.
    private let storage = Locked(Storage())

    /// The groups registered on first use, behind a lock of their own, taken to register a group; calls
    /// read them in `published` without it.
    private let groups: Locked<GroupsOnFirstUse>

    /// Where the groups registered on first use are published.
    let published: __PublishedGroups

    /// Whether the members of the groups, and the instance members the owner creates here, are strict (see
    /// ``MockMember/isStrict``).
    let isStrict: Bool

    /// The end-of-test checks that members created here report to: those of the test that created the
    /// table's owner, even when the code under test creates a member from another task.
    private let usageScope: MockUsageScope?

    /// Creates an empty table whose members report to `usageScope`; the members of its groups are `strict`
    /// or not, and the first group's are copied in line if there are no more than `inlineCapacity` (see
    /// ``__PublishedGroups``).
    init(usageScope: MockUsageScope? = nil, strict: Bool = false, inlineCapacity: Int = 0) {
        self.usageScope = usageScope
        isStrict = strict
        let groups = GroupsOnFirstUse(strict: strict, inlineCapacity: inlineCapacity)
        published = groups.published
        self.groups = Locked(groups)
    }

    deinit {
        published.deallocate()
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
            Self.prepare([box], in: storage)
            return (box, true)
        }
        if isNew {
            register([box])
        }
        // The entry's key includes `Member`, so the stored box holds a member of that type: taken as it is,
        // since `unsafeDowncast` checks the type with a dynamic cast in a build without optimization.
        return Unmanaged<__MockMemberBox<Member>>.fromOpaque(Unmanaged.passUnretained(box).toOpaque())
            .takeUnretainedValue()
    }

    /// The member at `index` of the group `group`, registered for the mock type `mockType` by `register` the
    /// first time one of its members is asked for; unretained: the table keeps it for its own lifetime.
    ///
    /// `register` is the group's registration, which registers the group's parents too, those not
    /// registered yet. Once the group is registered, the member is found among the published groups,
    /// without a lock (see ``PublishedGroup``).
    func groupMember(
        _ group: Any.Type, at index: Int, for mockType: Any.Type,
        register registration: (inout __MockMemberRegistry) -> Void
    ) -> Unmanaged<__AnyMockMemberBox> {
        let key = ObjectIdentifier(group)
        let type = ObjectIdentifier(mockType)
        if let box = published.member(key, at: index, for: type) {
            return box
        }
        return registerGroup(key, at: index, for: type, register: registration)
    }

    /// ``groupMember(_:at:for:register:)`` for a group not published yet: registers it, unless another
    /// thread did first.
    private func registerGroup(
        _ key: ObjectIdentifier, at index: Int, for mockType: ObjectIdentifier,
        register registration: (inout __MockMemberRegistry) -> Void
    ) -> Unmanaged<__AnyMockMemberBox> {
        let created = storage.withLock { storage in
            groups.withLock { groups in
                groups.register(key, for: mockType, with: registration) { Self.prepare($0, in: storage) }
            }
        }
        register(created)
        // Generated code asks only for members that its registration creates.
        return published.member(key, at: index, for: mockType)!
    }

    /// Has `boxes`, just created, number their calls if the table's members do; before any other thread can
    /// call them.
    private static func prepare(_ boxes: [__AnyMockMemberBox], in storage: Storage) {
        guard storage.recordsOrder else { return }
        for box in boxes {
            for part in inspectableMembers(in: box.anyMember) { part.startRecordingOrder() }
        }
    }

    /// Registers the members of `boxes`, just created, with the end-of-test checks of the table's test.
    private func register(_ boxes: [__AnyMockMemberBox]) {
        guard let usageScope else { return }
        for box in boxes {
            for part in inspectableMembers(in: box.anyMember) {
                usageScope.register(part)
            }
        }
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
        storage.withLock { members(of: $0) }
    }

    /// The members of `storage`, then those of the groups; called holding `storage`'s lock.
    private func members(of storage: Storage) -> [any __MockMember] {
        storage.members.values.map(\.anyMember) + groups.withLock { $0.members }
    }

    /// Has a ``CallOrder`` number the calls of every member, those created from now on included.
    func startRecordingOrder() {
        let all = storage.withLock { storage in
            storage.recordsOrder = true
            return members(of: storage)
        }
        for member in all {
            for part in inspectableMembers(in: member) {
                part.startRecordingOrder()
            }
        }
    }
}
