import Testing

@testable import Mocking

/// The index in front of the table of static members: it must answer what the table answers, for every
/// key, whether the key found a place in it or not, and from many tasks at once.
@Suite("The index of static members")
struct StaticMembersIndexTests {
    enum Group {}
    enum OtherGroup {}
    final class MockType {}
    final class OtherMockType {}

    typealias Method = MockMethod<Int, Int, Never>
    typealias OtherMethod = MockMethod<String, Int, Never>

    let declaration = DeclarationLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)

    func key(_ index: Int, group: Any.Type = Group.self, mockType: Any.Type = MockType.self) -> StaticMemberKey {
        StaticMemberKey(
            mockType: ObjectIdentifier(mockType), member: MemberKey(group: ObjectIdentifier(group), index: index))
    }

    /// The box the index holds for `key` and a member of type `type`, without the table.
    func indexed<Member: __MockMember>(_ members: StaticMembers, _ key: StaticMemberKey, of type: Member.Type)
        -> ObjectIdentifier?
    {
        var free = 0
        return members.index.entry(for: StaticIndexKey(key, memberType: ObjectIdentifier(type)), free: &free).map {
            ObjectIdentifier($0.takeUnretainedValue().box)
        }
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
        let members = StaticMembers(capacity: 1_024)
        let first = box(members, key(0), of: Method.self)
        #expect(indexed(members, key(0), of: Method.self) == first, "the index holds what the table created")
        #expect(box(members, key(0), of: Method.self) == first)
        #expect(box(members, key(1), of: Method.self) != first)
        #expect(box(members, key(0, group: OtherGroup.self), of: Method.self) != first)
        #expect(box(members, key(0), of: OtherMethod.self) != first)
        #expect(box(members, key(0), of: OtherMethod.self) == box(members, key(0), of: OtherMethod.self))
        #expect(members.table.allMembers().count == 4)
    }

    @Test("keys that meet at one place, apart only in member type, group or mock type, get members of their own")
    func collidingKeys() {
        // One place, read once: every key probes it, and only the first is kept there.
        let members = StaticMembers(capacity: 1, probes: 1)
        let first = box(members, key(0), of: Method.self)
        let others = [
            box(members, key(0), of: OtherMethod.self),
            box(members, key(0, group: OtherGroup.self), of: Method.self),
            box(members, key(0, mockType: OtherMockType.self), of: Method.self),
            box(members, key(1), of: Method.self),
        ]
        #expect(Set(others + [first]).count == 5)
        #expect(indexed(members, key(0), of: Method.self) == first)
        #expect(indexed(members, key(0), of: OtherMethod.self) == nil, "no place left: found in the table")
        #expect(box(members, key(0), of: OtherMethod.self) == others[0])
        #expect(box(members, key(0, group: OtherGroup.self), of: Method.self) == others[1])
        #expect(box(members, key(0, mockType: OtherMockType.self), of: Method.self) == others[2])
        #expect(box(members, key(0), of: Method.self) == first)
    }

    @Test("probes wrap around the end of the index and stop at its size; keys past it use the table")
    func probesWrapAround() {
        let members = StaticMembers(capacity: 2, probes: 8)
        let keys = 5
        let firstBoxes = (0..<keys).map { box(members, key($0), of: Method.self) }
        #expect((0..<keys).map { box(members, key($0), of: Method.self) } == firstBoxes)
        let indexedBoxes = (0..<keys).compactMap { indexed(members, key($0), of: Method.self) }
        #expect(indexedBoxes.count == 2, "both places hold a key, whichever place its probes start at")
        #expect(Set(indexedBoxes).isSubset(of: firstBoxes))
    }

    @Test("more keys than the index has room for: each still finds its one member")
    func moreKeysThanRoom() {
        let members = StaticMembers(capacity: 1_024)
        let keys = 3_000
        let firstBoxes = (0..<keys).map { box(members, key($0), of: Method.self) }
        let secondBoxes = (0..<keys).map { box(members, key($0), of: Method.self) }
        #expect(firstBoxes == secondBoxes)
        #expect(Set(firstBoxes).count == keys)
        #expect(members.table.allMembers().count == keys)
    }

    @Test("tasks looking up the same keys at once get one member per key")
    func concurrentLookUps() async {
        let members = StaticMembers(capacity: 1_024)
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

    @Test(
        "a call's look-up reads the accessor it asks for, by the same key as the table's, and nothing for another key")
    func accessorsByKey() {
        typealias Property = MockReadWriteProperty<Int>
        // One place, read once: every key's probe reads the one entry, so only the comparison tells keys
        // apart.
        let members = StaticMembers(capacity: 1, probes: 1)
        let found: Unmanaged<__MockMemberBox<Property>> = members.box(key(2), strict: false, declaration: declaration) {
            "MockType._level"
        }
        let property = found.takeUnretainedValue()
        let callKey = StaticIndexKey(mockType: MockType.self, group: Group.self, index: 2, memberType: Property.self)
        #expect(callKey.matches(StaticIndexKey(key(2), memberType: ObjectIdentifier(Property.self))))
        #expect(callKey.hash == StaticIndexKey(key(2), memberType: ObjectIdentifier(Property.self)).hash)
        #expect(members.index.accessor(0, for: callKey)?.toOpaque() == property.firstAccessor.toOpaque())
        #expect(members.index.accessor(1, for: callKey)?.toOpaque() == property.secondAccessor?.toOpaque())
        #expect(property.secondAccessor != nil, "a read-write property has a setter")
        let others = [
            StaticIndexKey(mockType: MockType.self, group: Group.self, index: 2, memberType: Method.self),
            StaticIndexKey(mockType: MockType.self, group: Group.self, index: 1, memberType: Property.self),
            StaticIndexKey(mockType: MockType.self, group: OtherGroup.self, index: 2, memberType: Property.self),
            StaticIndexKey(mockType: OtherMockType.self, group: Group.self, index: 2, memberType: Property.self),
        ]
        for other in others {
            #expect(members.index.accessor(0, for: other) == nil)
        }
    }

    @Test("a method's look-up has no second accessor")
    func methodHasNoSetter() {
        let members = StaticMembers(capacity: 16)
        let found: Unmanaged<__MockMemberBox<Method>> = members.box(key(0), strict: false, declaration: declaration) {
            "MockType._price"
        }
        let methodKey = StaticIndexKey(mockType: MockType.self, group: Group.self, index: 0, memberType: Method.self)
        #expect(
            members.index.accessor(0, for: methodKey)?.toOpaque()
                == found.takeUnretainedValue().firstAccessor.toOpaque())
        #expect(members.index.accessor(1, for: methodKey) == nil)
    }
}
