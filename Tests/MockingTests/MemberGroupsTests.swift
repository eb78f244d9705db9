import Testing

@testable import Mocking

/// The keys of two groups: a parent protocol's and a refining one's.
private enum ParentGroup {}
private enum ChildGroup {}

/// The groups of members a hand-written mock registers on first use (`MockMemberTable.groupMember`).
@Suite("Groups of members registered on first use")
struct MemberGroupsTests {
    /// Counts the registrations that run.
    final class Registrations: @unchecked Sendable {
        var parent = 0
        var child = 0

        /// The parent's registration, as `@Mocked` writes it in the parent's extension.
        func registerParent(_ registry: inout __MockMemberRegistry) {
            parent += 1
            guard registry.begin(ParentGroup.self, count: 1) else { return }
            registry.add(MockMethod<Int, Int, Never>("P._value", strict: registry.isStrict), at: 0)
        }

        /// The child's registration, which registers its parent too.
        func registerChild(_ registry: inout __MockMemberRegistry) {
            child += 1
            guard registry.begin(ChildGroup.self, count: 2) else { return }
            registry.add(MockMethod<Void, Void, Never>("C._first", strict: registry.isStrict), at: 0)
            registry.add(MockMethod<String, Int, Never>("C._second", strict: registry.isStrict), at: 1)
            registerParent(&registry)
        }
    }

    /// The member at `index` of `group` in `table`, as type `Member`.
    func member<Member: __MockMember>(
        _ table: MockMemberTable<String>, _ group: Any.Type, _ index: Int,
        _ register: (inout __MockMemberRegistry) -> Void
    ) -> Member {
        let box = table.groupMember(group, at: index, for: MemberGroupsTests.self, register: register)
        return unsafeDowncast(box.takeUnretainedValue(), to: __MockMemberBox<Member>.self).member
    }

    @Test("a group is registered once, with its parents, and each place keeps its member")
    func registeredOnce() {
        let registrations = Registrations()
        let table = MockMemberTable<String>(strict: true)
        let second: MockMethod<String, Int, Never> = member(table, ChildGroup.self, 1, registrations.registerChild)
        #expect(second.name == "C._second")
        #expect(second.isStrict)
        #expect(registrations.child == 1)
        #expect(registrations.parent == 1)

        // The parent was registered by the child's registration: asking for it registers nothing.
        let value: MockMethod<Int, Int, Never> = member(table, ParentGroup.self, 0, registrations.registerParent)
        #expect(value.name == "P._value")
        #expect(registrations.parent == 1)

        // The same members, whichever place is asked again.
        let again: MockMethod<String, Int, Never> = member(table, ChildGroup.self, 1, registrations.registerChild)
        let first: MockMethod<Void, Void, Never> = member(table, ChildGroup.self, 0, registrations.registerChild)
        #expect(again === second)
        #expect(first.name == "C._first")
        #expect(registrations.child == 1)
        #expect(table.allMembers().count == 3)
    }

    @Test("members of a group registered after a call order began number their calls, and report to the table's test")
    func registeredLater() {
        let registrations = Registrations()
        let scope = MockUsageScope()
        let table = MockMemberTable<String>(usageScope: scope)
        let start = CallSequence.current
        table.startRecordingOrder()
        let value: MockMethod<Int, Int, Never> = member(table, ParentGroup.self, 0, registrations.registerParent)
        value.implementation = .returns(3)
        #expect(value.__invoke(1) == 3)
        #expect(value.orderedCalls(after: start).count == 1)

        // Set and never used: the table's test reports it.
        value.implementation = .returns(4)
        #expect(scope.problems(strict: false).count == 1)
    }
}
