import Mocking
import MockingIntegrationFixtures
import Testing

@Mocked(compilationCondition: .none)
protocol Named {
    var name: String { get }
    func rename(_ name: String)
}

@Mocked(compilationCondition: .none)
protocol Versioned {
    static var version: Int { get }
    func bump() -> Int
}

@Mocked(compilationCondition: .none)
protocol Document: Named, Versioned {
    func save() throws
}

@Mocked(compilationCondition: .none)
protocol Draft: Document {
    func discard()
}

@Mocked(compilationCondition: .none)
protocol Account: Identified {
    func close()
}

@Mocked(compilationCondition: .none)
protocol RowSource: RecordSource {
    var rowCount: Int { get }
}

@Mocked(compilationCondition: .none)
protocol Store: Actor, Named {
    func flush() async
}

@Mocked(compilationCondition: .none)
protocol Cache<Key> {
    associatedtype Key: Hashable
    func value(for key: Key) -> Int?
}

@Mocked(compilationCondition: .none)
protocol CountingCache: Cache where Key == String {
    func count() -> Int
}

@Mocked(compilationCondition: .none)
protocol Titled {
    var title: String { get }
}

@Mocked(compilationCondition: .none)
protocol Numbered {
    func title() -> Int
}

@Mocked(compilationCondition: .none)
protocol Chapter: Titled, Numbered {}

@Mocked(compilationCondition: .none)
protocol Labeled: Named {
    func label() -> String
}

@Mocked(compilationCondition: .none)
protocol Tagged: Named {
    func tag() -> String
}

/// `Named` reached through two parents.
@Mocked(compilationCondition: .none)
protocol Card: Labeled, Tagged {}

/// Requirements whose implementations in `Workshop`'s extension call the member through a local function
/// that captures the arguments: parameters named as that function and its parameter, `inout`, a
/// non-escaping closure, a typed error, `Any`, a result builder, a subscript and a property.
@Mocked(compilationCondition: .none)
protocol Workshop {
    func assign(member: Int, __mockedCall: Int) -> Int
    func store(_ value: Any) -> Any
    func adjust(_ value: inout Int)
    func apply(_ work: (Int) -> Int, to value: Int) -> Int
    func parse(_ text: String) throws(LoadError) -> Int
    @StepsBuilder func steps(for name: String) -> [String]
    subscript(row: Int, column: Int) -> Double { get set }
    var level: Int { get set }
}

@Mocked(compilationCondition: .none)
protocol Bench: Workshop {}

/// A hand-written mock of a refining protocol: its inherited members are made on first use, as a `@Mocked`
/// mock's are.
@MockedMembers
final class HandWrittenCardMock: Card {}

/// The same, shared by tasks.
@MockedMembers
final class SharedCardMock: Card, @unchecked Sendable {}

@Mocked(compilationCondition: .none)
protocol Pinging {
    func ping()
}

@Mocked(compilationCondition: .none)
protocol Ponging {
    func pong()
}

@Mocked(compilationCondition: .none)
protocol Ringing: Pinging {
    func ring()
}

/// Three groups of void members, which tasks can call in any order without configuring them first.
protocol Rally: Ringing, Ponging {}

@MockedMembers
final class RallyMock: Rally, @unchecked Sendable {}

/// More requirements than a hand-written mock copies in line for the first group it registers, so that
/// calls read them through the published list.
@Mocked(compilationCondition: .none)
protocol Switchboard {
    func line0()
    func line1()
    func line2()
    func line3()
    func line4()
    func line5()
    func line6()
    func line7()
    var line8: Int { get set }
}

protocol Exchange: Switchboard {}

@MockedMembers
final class ExchangeMock: Exchange {}

/// A requirement whose member's type names `Self`.
@Mocked(compilationCondition: .none)
protocol Replicable {
    func replica() -> Self
}

protocol Replicating: Replicable {}

/// A hand-written mock class with a subclass: a call through the subclass's type asks for the members with
/// that type as `Self`.
@MockedMembers
class HandWrittenReplicatingMock: Replicating, @unchecked Sendable {}

final class ReplicatingSubclassMock: HandWrittenReplicatingMock, @unchecked Sendable {}

/// A hand-written mock class with a subclass, of a protocol whose `@Mocked` parent's members do not name
/// `Self`.
protocol Renaming: Named {}

@MockedMembers
class HandWrittenRenamingMock: Renaming, @unchecked Sendable {}

final class RenamingSubclassMock: HandWrittenRenamingMock, @unchecked Sendable {}

/// A hand-written mock that gets a static requirement from a `@Mocked` parent.
protocol Revision: Versioned {}

@MockedMembers
final class HandWrittenRevisionMock: Revision {}

/// `Versioned`'s static backing property as its extension declares it, for any mock of it.
func extensionVersion<M: Versioned & Mock>(_: M.Type) -> MockReadOnlyProperty<Int, Never> {
    M._version
}

/// A collection also reached by id (swift-identified-collections' `_IdentifiedCollection`): its ids are a
/// collection of its own associated type.
@Mocked(compilationCondition: .none)
protocol IdentifiedRows<ID, Element>: Collection {
    associatedtype ID: Hashable
    associatedtype IDs: Collection<ID>
    var ids: IDs { get }
    subscript(id id: ID) -> Element? { get }
}

/// Its mutable refinement, which restates the subscript with a setter and adds a standard-library parent.
@Mocked(compilationCondition: .none)
protocol MutableIdentifiedRows<ID, Element>: IdentifiedRows, MutableCollection {
    subscript(id id: ID) -> Element? { get set }
}

/// A parent that declares an associated type named like a standard-library parent's of the child.
@Mocked(compilationCondition: .none)
protocol Labelled {
    associatedtype Element
    func label() -> Element
}

@Mocked(compilationCondition: .none)
protocol LabelledRows: Labelled, Collection {}

struct InheritanceTests {
    @Test("a standard-library parent's generic parameter wins over a @Mocked parent's placeholder of the same name")
    func standardParentParameterOverPlaceholder() {
        #expect(LabelledRowsMock<Int, Int>.Element.self == Int.self)
        let rows = LabelledRowsMock<Int, Int>()
        rows._label.implementation = .returns(3)
        let label: Int = rows.label()
        #expect(label == 3)
        #expect(rows._label.callCount == 1)
    }

    @Test("a parent's associated types take placeholders next to a standard-library parent's generic parameters")
    func placeholdersNextToStandardParents() {
        #expect(MutableIdentifiedRowsMock<String, Int>.ID.self == AnyHashable.self)
        #expect(MutableIdentifiedRowsMock<String, Int>.IDs.self == [AnyHashable].self)
        let rows = MutableIdentifiedRowsMock<String, Int>()
        let (a, b, c) = (AnyHashable("a"), AnyHashable("b"), AnyHashable("c"))
        // `AnyHashable` is not `Sendable`, hence `.uncheckedReturns`.
        rows._ids.getter.implementation = .uncheckedReturns([a, b])
        rows._subscriptId.getter.implementation = .invokes { $0 == AnyHashable("a") ? "first" : nil }
        rows._startIndex.getter.implementation = .returns(0)
        rows._endIndex.getter.implementation = .returns(2)
        rows._subscript.getter.implementation = .invokes { ["first", "second"][$0] }
        rows._index.implementation = .invokes { $0 + 1 }
        rows[id: b] = "second"
        #expect(rows.ids == [a, b])
        #expect(rows[id: a] == "first")
        #expect(rows[id: c] == nil)
        #expect(Array(rows) == ["first", "second"])
        #expect(rows._subscriptId.setter.invocations.map(\.id) == [b])
        #expect(rows._subscriptId.setter.invocations.map(\.newValue) == ["second"])
    }

    @Test("another module's @Mocked parent's associated types take placeholders in the child's mock")
    func placeholdersAcrossModules() throws {
        #expect(RowSourceMock.Record.self == Any.self)
        #expect(RowSourceMock.Failure.self == (any Error).self)
        let source = RowSourceMock()
        source._next.implementation = .uncheckedReturns("row")
        #expect(try source.next() as? String == "row")
        source._next.implementation = .throws(CancellationError())
        #expect(throws: CancellationError.self) { try source.next() }
        #expect(source._next.callCount == 2)
    }

    @Test("two parents whose requirements share a backing name but not a type keep separate members")
    func sameBackingNameDifferentTypes() {
        let mock = ChapterMock()
        let property: MockReadOnlyProperty<String, Never> = mock._title
        let method: MockMethod<Void, Int, Never> = mock._title
        property.getter.implementation = .returns("One")
        method.implementation = .returns(1)
        let chapter: any Chapter = mock
        #expect(chapter.title == "One")
        #expect(chapter.title() == 1)
        #expect(property.getter.callCount == 1)
        #expect(method.callCount == 1)
    }

    @Test("a mock gets the requirements of several mocked parents with the same backing API")
    func severalParents() throws {
        let mock = DocumentMock()
        mock._name.getter.implementation = .returns("report")
        mock._bump.implementation = .returns(2)
        let document: any Document = mock
        #expect(document.name == "report")
        document.rename("summary")
        #expect(document.bump() == 2)
        try document.save()
        #expect(mock._rename.lastInvocation == "summary")
        #expect(mock._bump.callCount == 1)
        #expect(mock._save.callCount == 1)
        #expect(mock._name.getter.name == "DocumentMock._name.getter")
    }

    @Test("calls through the protocol reach the members of parents and grandparents the mock has")
    func membersInPlace() throws {
        // `Named` and `Versioned`, `Document`'s parents.
        let draft = DraftMock()
        draft._bump.implementation = .returns(3)
        let asDocument: any Document = draft
        #expect(asDocument.bump() == 3)
        asDocument.rename("final")
        try asDocument.save()
        #expect(draft._bump.callCount == 1)
        #expect(draft._rename.lastInvocation == "final")
        #expect(draft._save.callCount == 1)
    }

    @Test("a grandparent reached through two parents gives the mock one set of its members")
    func diamond() {
        let mock = CardMock()
        mock._name.getter.implementation = .returns("ace")
        let labeled: any Labeled = mock
        let tagged: any Tagged = mock
        #expect(labeled.name == "ace")
        #expect(tagged.name == "ace")
        tagged.rename("king")
        #expect(mock._name.getter.callCount == 2)
        #expect(mock._rename.invocations == ["king"])
        resetMockedMembers(of: mock)
        #expect(mock._name.getter.callCount == 0)
        #expect(mock._rename.callCount == 0)
    }

    @Test("a hand-written mock of a refining protocol gets the inherited members on first use")
    func handWrittenChild() {
        let mock = HandWrittenCardMock()
        mock._label.implementation = .returns("L")
        mock._name.getter.implementation = .returns("ace")
        let card: any Card = mock
        #expect(card.label() == "L")
        #expect(card.name == "ace")
        #expect(mock._name.getter.callCount == 1)
        #expect(mock._name.getter.name == "HandWrittenCardMock._name.getter")
    }

    @Test(
        "a hand-written mock's inherited members: one set per group, reached through either parent, reset and inspected"
    )
    func handWrittenChildGroups() {
        let mock = HandWrittenCardMock()
        // A call order begun before any inherited member exists covers those created after it.
        let order = CallOrder(of: mock)
        mock._tag.implementation = .returns("T")
        mock._name.getter.implementation = .returns("ace")
        let getter = mock._name.getter
        let labeled: any Labeled = mock
        let tagged: any Tagged = mock
        // `Named`, reached through `Labeled` and `Tagged`, is registered once: both see one member, the one
        // registered (with `Tagged`'s group) before `Labeled`'s group was.
        #expect(labeled.name == "ace")
        #expect(tagged.name == "ace")
        #expect(tagged.tag() == "T")
        tagged.rename("king")
        #expect(mock._label.name == "HandWrittenCardMock._label")
        #expect(mock._name.getter === getter)
        #expect(mock._name.getter.callCount == 2)
        #expect(mock._rename.invocations == ["king"])
        #expect(order.expect([mock._name.getter, mock._name.getter, mock._tag, mock._rename]))

        resetMockedMembers(of: mock)
        #expect(mock._name.getter.callCount == 0)
        #expect(mock._tag.callCount == 0)

        // The end-of-test checks see them: an implementation no call used.
        mock._label.implementation = .returns("L")
        withKnownIssue("an implementation no call used") {
            verifyMocks(mock)
        }
        #expect(labeled.label() == "L")
    }

    @Test("a hand-written mock's inherited members first used by many tasks at once: one member, every call")
    func handWrittenChildFirstUseFromTasks() async {
        let mock = SharedCardMock()
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for call in 0..<100 {
                        if task.isMultiple(of: 2) {
                            (mock as any Tagged).rename("\(task).\(call)")
                        } else {
                            (mock as any Labeled).rename("\(task).\(call)")
                        }
                    }
                }
            }
        }
        #expect(mock._rename.callCount == 800)
        #expect(Set(mock._rename.invocations).count == 800)
    }

    @Test("a hand-written mock's groups first used by tasks in different orders: each found, every call kept")
    func handWrittenGroupsFirstUsedFromTasks() async {
        for _ in 0..<20 {
            // A fresh mock each round, so that registering and publishing its groups races with calls.
            let mock = RallyMock()
            await withTaskGroup(of: Void.self) { group in
                for task in 0..<4 {
                    group.addTask {
                        for call in 0..<150 {
                            switch (task + call) % 3 {
                            case 0: (mock as any Pinging).ping()
                            case 1: (mock as any Ponging).pong()
                            default: (mock as any Ringing).ring()
                            }
                        }
                    }
                }
            }
            #expect(mock._ping.callCount == 200)
            #expect(mock._pong.callCount == 200)
            #expect(mock._ring.callCount == 200)
        }
    }

    @Test("a hand-written mock's first group, too large to copy in line, is read through the published list")
    func handWrittenLargeFirstGroup() {
        let mock = ExchangeMock()
        var board: any Switchboard = mock
        mock._line8.getter.implementation = .returns(8)
        board.line0()
        board.line7()
        board.line7()
        board.line8 = 3
        #expect(board.line8 == 8)
        #expect(mock._line0.callCount == 1)
        #expect(mock._line1.callCount == 0)
        #expect(mock._line7.callCount == 2)
        #expect(mock._line8.setter.lastInvocation == 3)
        #expect(mock._line8.getter.callCount == 1)
    }

    @Test("a hand-written mock class's inherited members, asked for through a subclass's type, are its own")
    func handWrittenSubclassSelf() {
        let subclass = ReplicatingSubclassMock()
        let base: HandWrittenReplicatingMock = subclass
        // `replica()` returns `Self`: its member is typed with the class the call names.
        base._replica.implementation = .invokes { base }
        subclass._replica.implementation = .invokes { subclass }
        #expect(base.replica() === subclass)
        #expect(subclass.replica() === subclass)
        #expect(base._replica.callCount == 1)
        #expect(subclass._replica.callCount == 1)
        resetMockedMembers(of: subclass)
        #expect(base._replica.callCount == 0)
        #expect(subclass._replica.callCount == 0)
    }

    @Test("a hand-written mock class's inherited members that do not name Self are one set, whatever type calls")
    func handWrittenSubclassSharedMembers() {
        let subclass = RenamingSubclassMock()
        let mock: HandWrittenRenamingMock = subclass
        // Set through the class's type; used through an existential and through the subclass's type, whose
        // `Self` is the subclass.
        mock._name.getter.implementation = .returns("sub")
        let named: any Named = mock
        #expect(named.name == "sub")
        named.rename("x")
        #expect(mock._rename.invocations == ["x"])
        #expect(subclass._rename.callCount == 1)
        #expect(subclass._name.getter === mock._name.getter)
    }

    @Test("a hand-written mock's static requirement from a @Mocked parent is one member")
    func handWrittenInheritedStatic() async {
        withTaskScopedStaticMocks {
            HandWrittenRevisionMock._version.getter.implementation = .returns(2)
            let type: any Versioned.Type = HandWrittenRevisionMock.self
            #expect(type.version == 2)
            #expect(extensionVersion(HandWrittenRevisionMock.self).getter.callCount == 1)
            HandWrittenRevisionMock.resetMockedStaticMembers()
            #expect(HandWrittenRevisionMock._version.getter.callCount == 0)
        }
    }

    @Test("inherited members of every shape record their arguments and answer through the child's mock")
    func inheritedShapes() throws {
        let mock = BenchMock()
        mock._assign.implementation = .invokes { member, call in member * 10 + call }
        #expect(mock.assign(member: 4, __mockedCall: 2) == 42)
        #expect(mock._assign.lastInvocation?.member == 4)
        #expect(mock._assign.lastInvocation?.__mockedCall == 2)

        mock._store.implementation = .invokes { value in "stored \(value)" }
        #expect(mock.store(7) as? String == "stored 7")

        mock._adjust.implementation = .invokes { value in value.value += 1 }
        var value = 1
        mock.adjust(&value)
        #expect(value == 2)
        #expect(mock._adjust.lastInvocation?.initialValue == 1)

        mock._apply.implementation = .invokes { work, value in work.closure(value) * 2 }
        #expect(mock.apply({ $0 + 1 }, to: 20) == 42)
        #expect(mock._apply.lastInvocation?.work.isAvailable == false)

        mock._parse.implementation = .throws(LoadError(reason: "parse"))
        #expect(throws: LoadError(reason: "parse")) { try mock.parse("x") }
        mock._parse.implementation = .invokes { text throws(LoadError) in text.count }
        #expect(try mock.parse("abc") == 3)

        mock._steps.implementation = .invokes { name in [name, "done"] }
        #expect(mock.steps(for: "mix") == ["mix", "done"])

        mock._subscript.getter.implementation = .invokes { row, column in Double(row * 10 + column) }
        #expect(mock[4, 2] == 42)
        mock[1, 2] = 3.5
        #expect(mock._subscript.setter.lastInvocation?.newValue == 3.5)
        #expect(mock._subscript.setter.lastInvocation?.column == 2)

        mock._level.getter.implementation = .returns(9)
        mock.level = 5
        #expect(mock.level == 9)
        #expect(mock._level.setter.lastInvocation == 5)
    }

    @Test("chains of any depth")
    func chain() {
        let mock = DraftMock()
        let draft: any Draft = mock
        draft.rename("a")
        draft.discard()
        #expect(mock._rename.invocations == ["a"])
        #expect(mock._discard.callCount == 1)
    }

    @Test("each mock instance keeps its own inherited members")
    func instancesAreSeparate() {
        let first = DocumentMock()
        let second = DocumentMock()
        first.rename("x")
        #expect(first._rename.callCount == 1)
        #expect(second._rename.callCount == 0)
    }

    @Test("a parent's static members reset with the child mock")
    func inheritedStatics() {
        defer { DocumentMock.resetMockedStaticMembers() }
        DocumentMock._version.getter.implementation = .returns(3)
        let type: any Document.Type = DocumentMock.self
        #expect(type.version == 3)
        DocumentMock.resetMockedStaticMembers()
        #expect(DocumentMock._version.getter.callCount == 0)
    }

    @Test("a static member is one member whether the mock or its protocol's extension names it")
    func staticMemberOfMockAndExtension() async {
        withTaskScopedStaticMocks {
            // The mock's own backing property, and the extension's for the same mock type: one key, the
            // group and the place, so one member.
            #expect(VersionedMock._version.getter === extensionVersion(VersionedMock.self).getter)
            VersionedMock._version.getter.implementation = .returns(4)
            let type: any Versioned.Type = VersionedMock.self
            #expect(type.version == 4)
            #expect(extensionVersion(VersionedMock.self).getter.callCount == 1)
        }
    }

    @Test("a public parent mocked in another module")
    func parentInAnotherModule() {
        let mock = AccountMock()
        mock._identifier.getter.implementation = .returns("id-1")
        let account: any Account = mock
        #expect(account.identifier == "id-1")
        account.rename(to: "b")
        account.close()
        #expect(mock._rename.lastInvocation == "b")
        #expect(mock._close.callCount == 1)
    }

    /// Within the mock's own module its backing properties are reached without `await`.
    @Test("an actor mock gets a mocked parent's requirements")
    func actorChild() async {
        let mock = StoreMock()
        mock._name.getter.implementation = .returns("store")
        #expect(mock.name == "store")
        await mock.flush()
        #expect(mock._flush.callCount == 1)
    }

    @Test("a parent with a primary associated type, constrained by the child")
    func associatedTypeParent() {
        let mock = CountingCacheMock()
        mock._value.implementation = .returns(4)
        mock._count.implementation = .returns(1)
        #expect(mock.value(for: "a") == 4)
        #expect(mock._value.lastInvocation == "a")
        #expect(mock.count() == 1)
    }
}

/// Two parents of the same name, nested in two types.
enum BookkeepingLedger {
    @Mocked(compilationCondition: .none)
    protocol Entry {
        func amount() -> Int
    }
}

enum BookkeepingJournal {
    @Mocked(compilationCondition: .none)
    protocol Entry {
        func note() -> String
    }
}

@Mocked(compilationCondition: .none)
protocol Booking: BookkeepingLedger.Entry, BookkeepingJournal.Entry {}

@Suite("Parents of the same name")
struct SameNamedParentsTests {
    @Test("each parent's members are registered")
    func sameNamedParents() {
        let mock = BookingMock()
        mock._amount.implementation = .returns(3)
        mock._note.implementation = .returns("rent")
        let booking: any Booking = mock
        #expect(booking.amount() == 3)
        #expect(booking.note() == "rent")
        #expect(mock._amount.callCount == 1)
        #expect(mock._note.callCount == 1)
    }
}

@Mocked(compilationCondition: .none)
protocol LedgerStore {
    func fetch(id: String) async throws -> String?
}

/// Overloads its parent's `fetch(id:)`: backing names are chosen per protocol, so both are `_fetch`.
@Mocked(compilationCondition: .none)
protocol BatchLedgerStore: LedgerStore {
    func fetch(ids: [String]) async throws -> [String]
}

@Suite("A child's overload of a parent's method")
struct ChildOverloadTests {
    @Test("shares the parent's backing name: the mock's own where both fit, the type names the parent's")
    func childOverloadSharesTheName() async throws {
        let shelf = BatchLedgerStoreMock()
        shelf._fetch.implementation = .returns(nil)  // only the parent's optional result fits
        let own: AsyncMockMethod<[String], [String], any Error> = shelf._fetch
        own.implementation = .returns(["a"])
        #expect(try await shelf.fetch(id: "1") == nil)
        #expect(try await shelf.fetch(ids: ["1"]) == ["a"])
        #expect(try await shelf.fetch(id: "2") == nil)
        #expect(shelf._fetch.callCount == 1)  // the child's own
        let byID: AsyncMockMethod<String, String?, any Error> = shelf._fetch
        #expect(byID.invocations == ["1", "2"])
    }
}
