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

/// A hand-written mock of a refining protocol: it registers no members, so the inherited ones are made on
/// first use.
@MockedMembers
final class HandWrittenCardMock: Card {}

struct InheritanceTests {
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
