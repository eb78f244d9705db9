import Testing

@testable import Mocking

/// The index in front of the table of static members: it must answer what the table answers, for every
/// key, whether the key found a place in it or not, and from many tasks at once.
@Suite("The index of static members")
struct StaticMembersIndexTests {
    enum Group {}
    enum OtherGroup {}
    final class MockType {}

    typealias Method = MockMethod<Int, Int, Never>
    typealias OtherMethod = MockMethod<String, Int, Never>

    let declaration = DeclarationLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)

    func key(_ index: Int, group: Any.Type = Group.self) -> StaticMemberKey {
        StaticMemberKey(
            mockType: ObjectIdentifier(MockType.self), member: MemberKey(group: ObjectIdentifier(group), index: index))
    }

    func box<Member: __MockMember>(_ members: StaticMembers, _ key: StaticMemberKey, of type: Member.Type)
        -> ObjectIdentifier
    {
        let found: Unmanaged<__MockMemberBox<Member>> = members.box(key, strict: false, declaration: declaration) {
            "MockType._member\(key.member.index)"
        }
        return ObjectIdentifier(found.takeUnretainedValue())
    }

    @Test("one key and member type, one member; another group, index or member type, another member")
    func oneMemberPerKey() {
        let members = StaticMembers()
        let first = box(members, key(0), of: Method.self)
        #expect(box(members, key(0), of: Method.self) == first)
        #expect(box(members, key(1), of: Method.self) != first)
        #expect(box(members, key(0, group: OtherGroup.self), of: Method.self) != first)
        #expect(box(members, key(0), of: OtherMethod.self) != first)
        #expect(box(members, key(0), of: OtherMethod.self) == box(members, key(0), of: OtherMethod.self))
        #expect(members.table.allMembers().count == 4)
    }

    @Test("more keys than the index has room for: each still finds its one member")
    func moreKeysThanRoom() {
        let members = StaticMembers()
        let keys = 3_000
        let firstBoxes = (0..<keys).map { box(members, key($0), of: Method.self) }
        let secondBoxes = (0..<keys).map { box(members, key($0), of: Method.self) }
        #expect(firstBoxes == secondBoxes)
        #expect(Set(firstBoxes).count == keys)
        #expect(members.table.allMembers().count == keys)
    }

    @Test("tasks looking up the same keys at once get one member per key")
    func concurrentLookUps() async {
        let members = StaticMembers()
        let keys = 200
        let seen = await withTaskGroup(of: [ObjectIdentifier].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<keys).map { box(members, key($0), of: Method.self) } }
            }
            return await group.reduce(into: [[ObjectIdentifier]]()) { $0.append($1) }
        }
        #expect(Set(seen).count == 1)
        #expect(members.table.allMembers().count == keys)
    }
}
