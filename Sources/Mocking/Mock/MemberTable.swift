/// Where a member created on first use is kept: the mock type for a static member, the requirement's
/// protocol and place, and the member's type.
@usableFromInline struct MemberKey: Equatable, Sendable {
    @usableFromInline let mockType: ObjectIdentifier?
    @usableFromInline let group: ObjectIdentifier
    @usableFromInline let index: Int
    @usableFromInline let memberType: ObjectIdentifier

    @inlinable init(mockType: Any.Type?, group: Any.Type, index: Int, member: Any.Type) {
        self.mockType = mockType.map(ObjectIdentifier.init)
        self.group = ObjectIdentifier(group)
        self.index = index
        self.memberType = ObjectIdentifier(member)
    }

    /// Where the key's search starts in a table of `mask + 1` slots: from its protocol and place, which keys
    /// differ in far more often than in the rest (equality compares all four). Not `Hasher`, whose seeded
    /// hash was most of a look-up's time.
    @inlinable func slot(mask: Int) -> Int {
        let bits = Int(bitPattern: UInt(bitPattern: group))
        return ((bits >> 4) &+ index &* 0x9E37) & mask
    }
}

/// An open-addressing table of boxes by ``MemberKey``: a mock has a few dozen such members at most.
@usableFromInline struct MemberSlots {
    /// Empty until the first member: most mocks create none.
    @usableFromInline var entries: [(key: MemberKey, box: any AnyMemberBox)?] = []
    @usableFromInline var count = 0

    @inlinable init() {}

    /// The box kept under `key`, if any.
    @inlinable subscript(key: MemberKey) -> (any AnyMemberBox)? {
        guard !entries.isEmpty else { return nil }
        let mask = entries.count - 1
        var slot = key.slot(mask: mask)
        while let entry = entries[slot] {
            if entry.key == key { return entry.box }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Keeps `box` under `key`, which no box is kept under yet.
    mutating func insert(_ box: any AnyMemberBox, for key: MemberKey) {
        if 2 * (count + 1) > entries.count {
            let old = entries.compactMap { $0 }
            entries = Array(repeating: nil, count: max(16, 2 * entries.count))
            count = 0
            for entry in old { insert(entry.box, for: entry.key) }
        }
        let mask = entries.count - 1
        var slot = key.slot(mask: mask)
        while entries[slot] != nil { slot = (slot + 1) & mask }
        entries[slot] = (key, box)
        count += 1
    }

    /// Every key and box.
    var all: [(key: MemberKey, box: any AnyMemberBox)] { entries.compactMap { $0 } }
}

/// A member kept in a ``MemberTable``: an object whatever the member is (a property's member is a struct).
@usableFromInline final class MemberBox<Member: Sendable>: Sendable {
    @usableFromInline let member: Member

    @usableFromInline init(_ member: Member) {
        self.member = member
    }
}

/// A ``MemberBox`` of any member type.
@usableFromInline protocol AnyMemberBox: AnyObject, Sendable {
    var anyMember: any AnyMember { get }
}

extension MemberBox: AnyMemberBox {
    @usableFromInline var anyMember: any AnyMember { member as! any AnyMember }
}

/// Members created on first use, behind a lock.
@usableFromInline final class MemberTable: Sendable {
    @usableFromInline struct State {
        @usableFromInline var members = MemberSlots()
        /// Whether a ``CallOrder`` covers the members, those created later too.
        var recordsCallOrder = false
        /// For the process's static members: how many `withTaskScopedStaticMocks` scopes' tables are alive
        /// (a task started in a scope keeps its table after the scope returns).
        @usableFromInline var scopesAlive = 0
    }

    @usableFromInline let state = Locked(State())

    /// Whether the table holds a `withTaskScopedStaticMocks` scope's static members.
    let isScope: Bool

    @usableFromInline init(isScope: Bool = false) {
        self.isScope = isScope
        if isScope {
            StaticMemberScope.process.state.withLock { $0.scopesAlive += 1 }
        }
    }

    deinit {
        if isScope {
            StaticMemberScope.process.state.withLock { $0.scopesAlive -= 1 }
        }
    }

    /// The member kept under `key`, or the one `create` makes, kept from now on.
    @inlinable func member<Member: Sendable>(_ key: MemberKey, create: () -> Member) -> Member {
        if let box = state.withLock({ $0.members[key] }) as? MemberBox<Member> {
            return box.member
        }
        return add(key, create: create)
    }

    /// The member kept under `key` while no `withTaskScopedStaticMocks` scope is alive; `nil` when one is, or
    /// when there is no such member yet.
    @inlinable func memberWhileNoScopeIsAlive<Member: Sendable>(_ key: MemberKey) -> Member? {
        (state.withLock { $0.scopesAlive == 0 ? $0.members[key] : nil } as? MemberBox<Member>)?.member
    }

    /// Creates the member of `key` (outside the lock: a member joins the test's `.verifiesMocks` scope,
    /// behind a lock of its own), unless another thread did first.
    @usableFromInline func add<Member: Sendable>(_ key: MemberKey, create: () -> Member) -> Member {
        let created = MemberBox(create())
        let box = state.withLock { state -> any AnyMemberBox in
            if let found = state.members[key] {
                return found
            }
            // Covered by the `CallOrder` that covers the table before any call can reach it (the member's
            // lock, taken inside the table's: never the other way round).
            if state.recordsCallOrder {
                startRecordingOrder(of: created.member)
            }
            state.members.insert(created, for: key)
            return created
        }
        return (box as! MemberBox<Member>).member
    }

    /// The members whose keys satisfy `isIncluded`.
    func all(where isIncluded: (MemberKey) -> Bool) -> [any AnyMember] {
        state.withLock { state in state.members.all.filter { isIncluded($0.key) }.map(\.box.anyMember) }
    }

    /// Numbers the calls of every member, kept or created later, for a ``CallOrder``.
    func recordsCallOrder() {
        // The flag and the members in one critical section: a member created meanwhile is in one or the other.
        let members = state.withLock { state in
            state.recordsCallOrder = true
            return state.members.all.map(\.box.anyMember)
        }
        for member in members {
            startRecordingOrder(of: member)
        }
    }
}
