import Mocking
import Testing

/// A coding key of a model layer, as a database library declares one: the macro writes `CodingKey`'s
/// requirements, so the mock compiles and answers them.
@Mocked(compilationCondition: .none)
protocol FieldKey: CodingKey {
    var isIndexed: Bool { get }
}

/// A shelf of books, iterated by its indices: the macro writes `BidirectionalCollection`'s requirements.
@Mocked(compilationCondition: .none)
protocol Shelf: BidirectionalCollection where Element == String, Index == Int {
    var label: String { get }
}

/// A collection of any element and index: both become the mock's generic parameters.
@Mocked(compilationCondition: .none)
protocol Pages: RandomAccessCollection {}

@Suite("Standard-library parents the macro writes")
struct StandardParentsTests {
    @Test("CodingKey: the key's values and its failable initializers are mocked")
    func codingKey() throws {
        defer { FieldKeyMock.resetMockedStaticMembers() }
        let key = FieldKeyMock()
        key._stringValue.getter.implementation = .returns("name")
        key._intValue.getter.implementation = .returns(nil)
        key._isIndexed.getter.implementation = .returns(true)
        #expect(key.stringValue == "name")
        #expect(key.intValue == nil)
        #expect(key.isIndexed)

        FieldKeyMock._initStringValue.implementation = .returns(())
        FieldKeyMock._initIntValue.implementation = .returns(nil)
        #expect(FieldKeyMock(stringValue: "name") != nil)
        #expect(FieldKeyMock(intValue: 3) == nil)
        #expect(FieldKeyMock._initStringValue.invocations == ["name"])
        #expect(FieldKeyMock._initIntValue.invocations == [3])
    }

    @Test("BidirectionalCollection: the standard library iterates, counts and reverses the mock by its indices")
    func collection() {
        let books = ["Emma", "Ulysses", "Middlemarch"]
        let shelf = ShelfMock()
        shelf._startIndex.getter.implementation = .returns(0)
        shelf._endIndex.getter.implementation = .returns(books.count)
        shelf._subscript.getter.implementation = .invokes { books[$0] }
        shelf._indexAfter.implementation = .invokes { $0 + 1 }
        shelf._indexBefore.implementation = .invokes { $0 - 1 }

        #expect(Array(shelf) == books)
        #expect(shelf.count == 3)
        #expect(shelf.last == "Middlemarch")
        #expect(Array(shelf.reversed()) == books.reversed())
        #expect(shelf._subscript.getter.invocations.contains(2))
    }

    @Test("RandomAccessCollection: element and index types chosen by the test")
    func randomAccess() {
        let pages = PagesMock<Character, Int>()
        pages._startIndex.getter.implementation = .returns(0)
        pages._endIndex.getter.implementation = .returns(2)
        pages._subscript.getter.implementation = .invokes { $0 == 0 ? "a" : "b" }
        pages._indexAfter.implementation = .invokes { $0 + 1 }
        pages._indexBefore.implementation = .invokes { $0 - 1 }
        #expect(String(pages) == "ab")
        #expect(pages.first == "a")
    }
}
