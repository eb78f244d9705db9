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

/// A playlist reordered in place: the macro writes `MutableCollection`'s subscript with a setter.
@Mocked(compilationCondition: .none)
protocol Playlist: MutableCollection where Element == String, Index == Int {}

/// A report that prints itself into any output stream: the macro writes `TextOutputStreamable`'s
/// `write(to:)`, the target erased like a generic method's.
@Mocked(compilationCondition: .none)
protocol PrintableReport: TextOutputStreamable {
    var title: String { get }
}

/// Where log lines go: the macro writes `TextOutputStream`'s `write(_:)`.
@Mocked(compilationCondition: .none)
protocol LineSink: TextOutputStream {}

/// A list of tags written as an array literal: the macro writes `init(arrayLiteral:)`.
@Mocked(compilationCondition: .none)
protocol TagList: ExpressibleByArrayLiteral where ArrayLiteralElement == String {}

/// A node of a syntax tree, as swift-syntax's `SyntaxProtocol` declares one, and a kind of node that refines
/// it: the runtime gives both mocks `CustomReflectable`'s mirror.
@Mocked(compilationCondition: .none)
protocol TreeNode: CustomReflectable {
    var depth: Int { get }
}

@Mocked(compilationCondition: .none)
protocol DeclarationNode: TreeNode {
    var name: String { get }
}

/// A message written with interpolations: the macro writes `ExpressibleByStringLiteral`'s initializer, which
/// the standard library's `init(stringInterpolation:)` calls.
@Mocked(compilationCondition: .none)
protocol Greeting: ExpressibleByStringInterpolation {
    var text: String { get }
}

/// A sequence whose iterator can look ahead: its mock makes iterators of the type the test chooses.
@Mocked(compilationCondition: .none)
protocol PeekableSequence: Sequence where Iterator: PeekingIterator {}

/// A source of random tokens that is also an iterator: both `next()` requirements are mocked.
@Mocked(compilationCondition: .none)
protocol TokenSource: IteratorProtocol, RandomNumberGenerator where Element == String {}

/// An iterator that can look ahead: the macro writes `IteratorProtocol`'s `next()`.
@Mocked(compilationCondition: .none)
protocol PeekingIterator: IteratorProtocol {
    func peek() -> Element?
}

/// A socket's reader that hands out bytes in buffers (FlyingFox's `AsyncBufferedIteratorProtocol`): the macro
/// writes `AsyncIteratorProtocol`'s `next()`; the element type is the mock's generic parameter.
@Mocked(compilationCondition: .none)
protocol BufferedReader<Element>: AsyncIteratorProtocol {
    associatedtype Buffer: Collection where Buffer.Element == Element
    mutating func nextBuffer(suggested count: Int) async throws -> Buffer?
}

/// A sequence whose iterator is a `BufferedReader`: its mock makes iterators of the type the test chooses.
@Mocked(compilationCondition: .none)
protocol BufferedBytes<Element>: AsyncSequence, Sendable where AsyncIterator: BufferedReader, Element: Sendable {}

/// A generator that replays from a seed (swift-property-based's `SeededRandomNumberGenerator`): the macro
/// writes `RandomNumberGenerator`'s `next()`.
@Mocked(compilationCondition: .none)
protocol SeededGenerator: RandomNumberGenerator, Sendable {
    associatedtype Seed: Sendable
    var currentSeed: Seed { get }
}

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

    @Test("IteratorProtocol: next() is mocked, and the standard library's sequence of it works")
    func iterator() {
        let iterator = PeekingIteratorMock<String>()
        iterator._next.implementation = .inOrder([.returns("a"), .returns("b"), .returns(nil)])
        iterator._peek.implementation = .returns("a")
        #expect(iterator.peek() == "a")
        #expect(Array(IteratorSequence(iterator)) == ["a", "b"])
        #expect(iterator._next.callCount == 3)
    }

    @Test("AsyncIteratorProtocol and AsyncSequence with its own iterator type: for-await runs the test's iterator")
    func asyncIterator() async throws {
        let reader = BufferedReaderMock<[Int], Int>()
        reader._next.implementation = .inOrder([.returns(1), .returns(2), .returns(nil)])
        reader._nextBuffer.implementation = .returns([3, 4])
        let bytes = BufferedBytesMock<Int, BufferedReaderMock<[Int], Int>>()
        bytes._makeAsyncIterator.implementation = .uncheckedReturns(reader)

        var seen: [Int] = []
        for try await byte in bytes { seen.append(byte) }
        #expect(seen == [1, 2])
        let iterator = bytes.makeAsyncIterator()
        #expect(try await iterator.nextBuffer(suggested: 2) == [3, 4])
        #expect(bytes._makeAsyncIterator.callCount == 2)
        #expect(reader._nextBuffer.invocations == [2])
    }

    @Test("RandomNumberGenerator: the standard library draws from the mock's next()")
    func randomNumberGenerator() {
        var generator = SeededGeneratorMock<UInt64>()
        generator._next.implementation = .returns(7)
        generator._currentSeed.getter.implementation = .returns(42)
        #expect(UInt64.random(in: 0 ... .max, using: &generator) == 7)
        #expect(generator.currentSeed == 42)
        #expect(generator._next.callCount == 1)
    }

    @Test("MutableCollection: the standard library's swapAt writes through the mocked subscript")
    func mutableCollection() {
        let titles = ["Intro", "Outro"]
        var playlist = PlaylistMock()
        playlist._startIndex.getter.implementation = .returns(0)
        playlist._endIndex.getter.implementation = .returns(titles.count)
        playlist._subscript.getter.implementation = .invokes { titles[$0] }
        playlist._index.implementation = .invokes { $0 + 1 }
        playlist.swapAt(0, 1)
        #expect(playlist._subscript.setter.invocations.map(\.position) == [0, 1])
        #expect(playlist._subscript.setter.invocations.map(\.newValue) == ["Outro", "Intro"])
    }

    @Test("TextOutputStreamable, TextOutputStream and ExpressibleByArrayLiteral")
    func streamsAndArrayLiteral() {
        defer { TagListMock.resetMockedStaticMembers() }
        let report = PrintableReportMock()
        report._write.implementation = .invokes { target in
            if var text = target.value as? String {
                text += "Quarterly"
                target.value = text
            }
        }
        var printed = ""
        report.write(to: &printed)
        #expect(printed == "Quarterly")

        var sink = LineSinkMock()
        print("ready", to: &sink)
        #expect(sink._write.invocations.joined() == "ready\n")

        let tags: TagListMock = ["swift", "mocks"]
        _ = tags
        #expect(TagListMock._init.invocations == [["swift", "mocks"]])
    }

    @Test("CustomReflectable, also through a @Mocked parent: a mirror of the mock without children")
    func customReflectable() {
        let node = TreeNodeMock()
        let declaration = DeclarationNodeMock()
        #expect(node.customMirror.children.isEmpty)
        #expect(ObjectIdentifier(declaration.customMirror.subjectType) == ObjectIdentifier(DeclarationNodeMock.self))
        var dumped = ""
        dump(declaration, to: &dumped)
        #expect(dumped.contains("DeclarationNodeMock"))
        // The default mirror of a class would show its stored properties.
        #expect(!dumped.contains("__mockMembers"))
    }

    @Test("ExpressibleByStringInterpolation: an interpolated literal reaches the mocked initializer")
    func stringInterpolation() {
        defer { GreetingMock.resetMockedStaticMembers() }
        let count = 3
        let greeting: GreetingMock = "hello \(count)"
        _ = greeting
        #expect(GreetingMock._init.invocations == ["hello 3"])
    }

    @Test("Sequence naming its iterator type, and IteratorProtocol with RandomNumberGenerator")
    func namedIteratorAndTwoNexts() {
        let iterator = PeekingIteratorMock<Int>()
        iterator._next.implementation = .inOrder([.returns(7), .returns(nil)])
        let sequence = PeekableSequenceMock<Int, PeekingIteratorMock<Int>>()
        sequence._makeIterator.implementation = .uncheckedReturns(iterator)
        #expect(Array(sequence) == [7])
        #expect(sequence.makeIterator() === iterator)

        var source = TokenSourceMock()
        source._next.implementation = .returns("token")
        source._next2.implementation = .returns(9)
        #expect(source.next() as String? == "token")
        #expect(UInt64.random(in: 0 ... .max, using: &source) == 9)
    }
}
