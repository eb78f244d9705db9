/// Mock members created on first use and kept by key, behind one lock.
///
/// Static members live here, keyed by their mock type and name, because a generic mock type cannot have
/// static stored properties.
final class MockMemberTable<Key: Hashable & Sendable>: @unchecked Sendable {
    private let members = Locked<[Key: any __MockMember]>([:])

    /// The member stored under `key`, created and named `name()` on first use.
    func member<Member: __MockMember>(_ key: Key, named name: () -> String) -> Member {
        members.withLock { members in
            if let member = members[key] {
                return member as! Member
            }
            let member = Member(name())
            members[key] = member
            return member
        }
    }

    /// Resets, in place, every member whose key matches, so that references tests hold stay valid.
    func reset(where matches: (Key) -> Bool) {
        let matching = members.withLock { members in
            members.filter { matches($0.key) }.values
        }
        for member in matching {
            member.reset()
        }
    }
}
