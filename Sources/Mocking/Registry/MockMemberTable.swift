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

    private let members = Locked<[Entry: any __MockMember]>([:])

    /// The member stored under `key`, created and named `name()` on first use.
    func member<Member: __MockMember>(
        _ key: Key, strict: Bool, isStatic: Bool, declaration: DeclarationLocation, named name: () -> String
    ) -> Member {
        let entry = Entry(key: key, memberType: ObjectIdentifier(Member.self))
        let member = members.withLock { members in
            if let member = members[entry] {
                return member
            }
            let member = Member(
                name(), strict: strict, isStatic: isStatic, fileID: declaration.fileID,
                filePath: declaration.filePath, line: declaration.line, column: declaration.column)
            members[entry] = member
            return member
        }
        // The entry's key includes `Member`, so the stored member has that type.
        return member as! Member
    }

    /// Resets, in place, every member whose key matches, so that references tests hold stay valid.
    func reset(where matches: (Key) -> Bool) {
        let matching = members.withLock { members in
            members.filter { matches($0.key.key) }.values
        }
        for member in matching {
            member.reset()
        }
    }
}
