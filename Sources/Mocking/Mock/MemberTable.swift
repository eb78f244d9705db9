/// Where a member created on first use is kept: the mock type for a static member, the requirement's
/// protocol and place, and the member's type.
struct MemberKey: Hashable, Sendable {
    let mockType: ObjectIdentifier?
    let group: ObjectIdentifier
    let index: Int
    let memberType: ObjectIdentifier

    init(mockType: Any.Type?, group: Any.Type, index: Int, member: Any.Type) {
        self.mockType = mockType.map(ObjectIdentifier.init)
        self.group = ObjectIdentifier(group)
        self.index = index
        self.memberType = ObjectIdentifier(member)
    }
}

/// Members created on first use, behind a lock.
final class MemberTable: Sendable {
    private struct State {
        var members: [MemberKey: any __MockMember] = [:]
        /// Whether a ``CallOrder`` covers the members, those created later too.
        var recordsCallOrder = false
    }

    private let state = Locked(State())

    /// The member kept under `key`, or the one `create` makes, kept from now on.
    func member<Member: __MockMember>(_ key: MemberKey, create: () -> Member) -> Member {
        if let found = state.withLock({ $0.members[key] }) {
            return found as! Member
        }
        // Created outside the lock: a member joins the test's `.verifiesMocks` scope, behind a lock of its own.
        let created = create()
        let (member, recordsCallOrder) = state.withLock { state -> (Member, Bool) in
            if let found = state.members[key] {
                return (found as! Member, false)
            }
            state.members[key] = created
            return (created, state.recordsCallOrder)
        }
        if recordsCallOrder {
            for accessor in inspectableMembers(in: member) {
                accessor.startRecordingOrder()
            }
        }
        return member
    }

    /// The members whose keys satisfy `isIncluded`.
    func all(where isIncluded: (MemberKey) -> Bool) -> [any __MockMember] {
        state.withLock { state in state.members.filter { isIncluded($0.key) }.map(\.value) }
    }

    /// Numbers the calls of every member, kept or created later, for a ``CallOrder``.
    func recordsCallOrder() {
        let members = state.withLock { state in
            state.recordsCallOrder = true
            return Array(state.members.values)
        }
        for accessor in members.flatMap({ inspectableMembers(in: $0) }) {
            accessor.startRecordingOrder()
        }
    }
}
