import Testing

@testable import Mocking

/// The read a static call makes when it cannot take its slot directly (a scope is alive, or the slot is
/// empty): the current scope's copy of the slot, or the process's slot outside a scope, and `nil` whenever
/// the member must be found or created out of line.
@Suite("A static call's slot read while a scope is alive")
struct StaticSlotOutOfLineTests {
    enum Group {}
    final class MockType {}
    final class ScopedMockType {}

    typealias Property = MockReadWriteProperty<Int>

    let declaration = DeclarationLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)

    /// Keeps the boxes `makeBox` creates (slots and the index hold them unretained, as they hold the table's
    /// in a mock).
    let table = StaticMembers(capacity: 16)

    /// A box of `table`, at `index` of `Group` for `mockType`: another mock type gets another box.
    func makeBox(_ index: Int, for mockType: Any.Type = MockType.self) -> __MockMemberBox<Property> {
        let key = StaticMemberKey(
            mockType: ObjectIdentifier(mockType), member: MemberKey(group: ObjectIdentifier(Group.self), index: index))
        let box: Unmanaged<__MockMemberBox<Property>> = table.box(key, strict: false, declaration: declaration) {
            "MockType._level\(index)"
        }
        return box.takeUnretainedValue()
    }

    func read(_ slots: __StaticMemberSlots, _ slot: Int) -> UnsafeMutableRawPointer? {
        staticSlotOutOfLine(slots, slot)?.toOpaque()
    }

    @Test("outside a scope, the process's slots: empty, then the box and its two accessors")
    func processSlots() {
        let slots = __StaticMemberSlots(count: 2)
        #expect(read(slots, 3) == nil)
        let box = makeBox(1)
        slots.store(box, at: 1)
        #expect(read(slots, 3) == Unmanaged.passUnretained(box).toOpaque())
        #expect(read(slots, 4) == box.firstAccessor.toOpaque())
        #expect(read(slots, 5) == box.secondAccessor?.toOpaque())
        #expect(read(slots, 0) == nil, "another requirement's slot stays empty")
    }

    @Test("in a scope, the scope's copy only: empty while the scope has no copy or an empty one, then its own box")
    func scopeCopies() {
        let slots = __StaticMemberSlots(count: 1)
        slots.store(makeBox(0), at: 0)
        let neighbour = __StaticMemberSlots(count: 1)
        let scope = ScopedStaticMembers()
        StaticMockScope.$current.withValue(scope) {
            #expect(read(slots, 0) == nil, "the process's box is not the scope's")
            let copy = scope.slots(mirroring: slots)
            #expect(copy != nil)
            #expect(read(slots, 0) == nil, "a copy is empty until a member is used in the scope")
            let scoped = makeBox(0, for: ScopedMockType.self)
            copy?.store(scoped, at: 0)
            #expect(read(slots, 0) == Unmanaged.passUnretained(scoped).toOpaque())
            #expect(read(slots, 2) == scoped.secondAccessor?.toOpaque(), "the setter's slot")
            #expect(read(neighbour, 0) == nil, "another mock type's slots, in the same group of copies")
        }
        #expect(read(slots, 0) != nil, "outside the scope, the process's box again")
    }

    @Test("past the copies a scope keeps, nothing: such calls find their member in the scope's table")
    func pastTheCopies() {
        let far = __StaticMemberSlots(slotCount: 3, number: 5_000)
        let scope = ScopedStaticMembers()
        StaticMockScope.$current.withValue(scope) {
            #expect(scope.slots(mirroring: far) == nil)
            #expect(read(far, 0) == nil)
        }
    }
}
