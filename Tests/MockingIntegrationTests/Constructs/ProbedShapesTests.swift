import Foundation
public import Mocking
import Testing

// Shapes legal Swift allows that the generated code once got wrong: requirements a protocol restates from a
// standard-library parent, pins stated by generic arguments or in `where` clauses, keywords as parameter
// labels, `Self` in initializers.

/// Restates `Equatable`'s `==`: the mock implements it as written, not by identity.
@Mocked(compilationCondition: .none)
protocol VersionToken: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool
}

/// Restates `Hashable`'s `hash(into:)` and `CustomStringConvertible`'s `description`.
@Mocked(compilationCondition: .none)
protocol CacheKey: Hashable, CustomStringConvertible {
    func hash(into hasher: inout Hasher)
    var description: String { get }
}

/// Pins `Identifiable`'s `ID`: the mock's `id` is mocked, of that type.
@Mocked(compilationCondition: .none)
protocol LedgerAccount: Identifiable where ID == String {
    func close()
}

/// Restates `Identifiable`'s `ID` with a default: the mock is generic over it, and its `id` is mocked.
@Mocked(compilationCondition: .none)
protocol CatalogEntry: Identifiable {
    associatedtype ID = UUID
    var title: String { get }
}

/// Refines `LedgerAccount`: its `id` comes from `LedgerAccount`'s extension.
@Mocked(compilationCondition: .none)
protocol SavingsLedgerAccount: LedgerAccount {
    var rate: Double { get }
}

/// Pins the standard-library parents' primary associated types by generic arguments.
@Mocked(compilationCondition: .none)
protocol StatusCode: RawRepresentable<Int> {
    func isError() -> Bool
}

@Mocked(compilationCondition: .none)
protocol NumberedRecord: Identifiable<Int> {}

@Mocked(compilationCondition: .none)
protocol Readings: Sequence<Double> {}

/// Refines `Actor` and `Codable` in its `where` clause rather than its inheritance clause.
@Mocked(compilationCondition: .none)
protocol BackgroundJob where Self: Actor {
    func run() -> Int
}

@Mocked(compilationCondition: .none)
protocol Snapshot where Self: Codable & Sendable {
    func take() -> String
}

/// Keywords as argument labels, and as method names.
@Mocked(compilationCondition: .none)
protocol Importer {
    func configure(init: Int, name: String)
    func copy(from: String, in: String, for: Int)
    func `default`() -> Int
}

/// `Self` and an associated type in initializer requirements.
@Mocked(compilationCondition: .none)
protocol Duplicable {
    associatedtype Item
    init(copying other: Self)
    init(item: Self.Item)
}

/// A parent's associated type the child pins, named by a requirement of the child's own associated type.
@Mocked(compilationCondition: .none)
protocol ValueSource<Value> {
    associatedtype Value
    func get() -> Value
}

@Mocked(compilationCondition: .none)
protocol NameBatch: ValueSource where Value == String {
    associatedtype Names: Collection where Names.Element == Value
    func names() -> Names
}

/// A pinned parent type as the base of a member type, and pins stated twice or through another pin: the
/// member types resolve through the pins, which the `where` clause writes out.
@Mocked(compilationCondition: .none)
protocol SlicedSource: ValueSource where Value == String {
    associatedtype Slices: Sequence where Slices.Element == Value.SubSequence
    func slices() -> Slices
}

@Mocked(compilationCondition: .none)
protocol NestedPins where Rows == [Row], Row == Int {
    associatedtype Rows
    associatedtype Row
    associatedtype Table: Sequence where Table.Element == Rows
    func table() -> Table
}

@Mocked(compilationCondition: .none)
protocol TwiceStatedCode: RawRepresentable<Int> where RawValue == Int {}

/// A module-qualified name that tells a protocol from the associated type named like it (swift-distributed-
/// tracing's `associatedtype Span: Tracing.Span`), in a constraint and a `where` clause: not taken for a
/// parent's associated type.
@Mocked(compilationCondition: .none)
protocol TraceSpan {
    func end()
}

@Mocked(compilationCondition: .none)
protocol TraceEmitter: ValueSource {
    associatedtype TraceSpan: MockingIntegrationTests.TraceSpan
    associatedtype Spans: Sequence where Spans.Element == any MockingIntegrationTests.TraceSpan
    func spans() -> Spans
}

/// Two `@Mocked` parents declaring the same requirement, restated by the child, as troubleshooting.md says.
@Mocked(compilationCondition: .none)
protocol ServeSide {
    func ping() -> Int
}

@Mocked(compilationCondition: .none)
protocol ReturnSide {
    func ping() -> Int
}

@Mocked(compilationCondition: .none)
protocol TableTennisRally: ServeSide, ReturnSide {
    func ping() -> Int
}

/// Closures in parentheses and `inout`, a `sending` result, and a name in backticks.
@Mocked(compilationCondition: .none)
protocol `Pipeline` {
    func run(_ transform: ((Int) -> Int)) -> Int
    func replace(_ handler: inout () -> Int)
    func make() -> sending [String]
}

/// An asynchronous sequence that cannot fail: its mock iterates an `AsyncStream`, without `try`.
@Mocked(compilationCondition: .none)
protocol TickSource: AsyncSequence<Int, Never> {
    func stop()
}

/// Standard-library parents of protocols isolated to the main actor: their members are `nonisolated`, as the
/// standard library declares them.
@MainActor
@Mocked(compilationCondition: .none)
protocol Preferences: Codable {
    func apply()
}

@MainActor
@Mocked(compilationCondition: .none)
protocol MenuItems: Sequence where Element == String {}

/// A parent's associated type that the child restates, as troubleshooting.md says, for its own associated
/// type's `where` clause to name it.
@Mocked(compilationCondition: .none)
protocol ValueStreamOf<Output> {
    associatedtype Output
    func send(_ value: Output)
}

@Mocked(compilationCondition: .none)
protocol BatchingStream: ValueStreamOf {
    associatedtype Output
    associatedtype Batch: Sequence where Batch.Element == Output
    func flush() -> Batch
}

/// Generic methods: a constraint naming another type parameter, and a closure returning a type parameter.
@Mocked(compilationCondition: .none)
protocol Container {
    func register<Element, Items: Sequence<Element>>(_ items: Items) -> Int
    func factory<Service>(for type: Service.Type) -> () -> Service
}

/// `some P` inside a parameter's type: each is a type parameter of the method, recorded as `any P`.
@Mocked(compilationCondition: .none)
protocol Router {
    func register(_ routes: [some CustomStringConvertible])
    func fallback(_ route: (some CustomStringConvertible)?)
    func alias(_ names: [String: some CustomStringConvertible])
}

/// `some P` where `any P` would not convert: `inout`, in a type's generic arguments, a metatype. Each is a
/// type parameter of the mock's method.
@Mocked(compilationCondition: .none)
protocol RecordSorter {
    func sort(by key: KeyPath<SortedRecord, some Comparable>) -> [SortedRecord]
    func track(_ ids: Set<some Hashable>)
    func register(_ type: (some CustomStringConvertible).Type)
    func configure(_ target: inout some Configurable)
}

/// Erased `inout` arguments next to names the write-back must not clash with: a type parameter `Value`, a
/// parameter named `writeBack`, an optional.
@Mocked(compilationCondition: .none)
protocol ValueSyncer {
    associatedtype Value
    func update<Item>(_ item: inout Item, writeBack: inout some Configurable)
    func refresh<Element>(_ element: inout Element?)
    func current() -> Value
}

struct SortedRecord: Equatable {
    var name: String
    var age: Int
}

protocol Configurable {
    var isEnabled: Bool { get set }
}

struct Feature: Configurable, Equatable {
    var isEnabled = false
}

/// An unnamed parameter next to one named as unnamed ones are (`value1`).
@Mocked(compilationCondition: .none)
protocol Cell {
    func update(_: Int, value1: String)
}

/// A subscript taking a non-escaping closure, which its accessors cannot keep: the closure is not recorded.
@Mocked(compilationCondition: .none)
protocol Transformer {
    subscript(key: String, transform: (Int) -> Int) -> Int { get set }
}

/// A subscript parameter named as the setter's new value.
@Mocked(compilationCondition: .none)
protocol Slots {
    subscript(newValue: Int) -> String { get set }
}

/// Type parameters of a method, a subscript and an initializer named like the protocol's associated types,
/// which the mock's generic parameters are.
@Mocked(compilationCondition: .none)
protocol ValueMapper {
    associatedtype Item
    associatedtype Key: Hashable
    func map<Item>(_ value: Item) -> Item
    func current() -> Item
    subscript<Key: Hashable>(key: Key) -> Item? where Key: Sendable { get }
    init<Item: Equatable>(seed: Item)
}

/// A value that is not `Sendable`, as most of an app's model classes.
final class Sketch {
    var strokes = 0
}

/// A main-actor protocol whose async requirements take a value that is not `Sendable` and a closure: the
/// mock passes them on without sending them off the main actor.
@Mocked(compilationCondition: .none)
@MainActor
protocol SketchRenderer {
    init(template: Sketch) async
    func copy(_ sketch: Sketch) -> sending Sketch
    func render(_ sketch: Sketch, onStroke: @escaping (Int) -> Void) async -> Int
    func decode<Value: Decodable>(_ type: Value.Type, from text: String) async throws -> Value
    func blank() async -> sending Sketch
}

/// An actor's protocol with such a requirement, async initializer requirements (one taking a non-escaping
/// closure) and a synchronous one taking a value that is not `Sendable`.
@Mocked(compilationCondition: .none)
protocol SketchArchive: Actor {
    init(shelf: Int) async
    init(cover: Sketch)
    init(arranging arrange: (Sketch) -> Void) async
    func archive(_ sketch: Sketch) async -> Int
}

/// Children of both, whose mocks get the parents' initializers from the parents' extensions.
@Mocked(compilationCondition: .none)
@MainActor
protocol SketchPainter: SketchRenderer {}

@Mocked(compilationCondition: .none)
protocol SketchVault: SketchArchive, Actor {
    init(first: Sketch) async throws
}

/// Uploads with progress: an async requirement taking a handler that its caller isolates to the main actor.
@Mocked(compilationCondition: .none)
@MainActor
protocol ProgressUploader {
    func upload(_ sketch: Sketch, progress: @escaping (Double) -> Void) async -> Bool
}

/// Code under test that shows an upload's progress.
@MainActor
final class UploadModel {
    let uploader: any ProgressUploader
    var progress = 0.0

    init(uploader: any ProgressUploader) {
        self.uploader = uploader
    }

    func send() async -> Bool {
        await uploader.upload(Sketch(), progress: { self.progress = $0 })
    }
}

/// A type of a library's SPI, which only its `@_spi` declarations may name.
@_spi(Vaults) public struct VaultCode: Equatable, Sendable {
    let digits: String
}

/// A public protocol whose `@_spi` requirements name that type: their backing properties are `@_spi` too.
@Mocked(compilationCondition: .none)
public protocol SPIVault {
    @_spi(Vaults) func code() -> VaultCode
    @_spi(Vaults) var lastCode: VaultCode { get set }
    @_spi(Vaults) static var master: VaultCode { get }
    func open() -> Bool
}

/// Its child, which gets them from the parent's extension.
@Mocked(compilationCondition: .none)
public protocol BankVault: SPIVault {}

/// A `public` protocol nested in an internal type: its mock and its extension's members are internal.
struct Pantry {
    /// A place on the shelf.
    @Mocked(compilationCondition: .none)
    public protocol Slot {
        func fill(with item: String) -> Bool
    }
}

/// A namespace whose public extension declares a protocol, public as the extension's members are.
public enum Stockroom {}

extension Stockroom {
    /// A label in the stockroom.
    @Mocked(compilationCondition: .none)
    public protocol Label {
        func text() -> String
    }
}

public extension Stockroom {
    /// A tag in the stockroom, public without a modifier of its own.
    @Mocked(compilationCondition: .none)
    protocol Tag {
        func name() -> String
    }
}

/// An actor protocol's requirement isolated to another actor.
@Mocked(compilationCondition: .none)
protocol Dispatcher: Actor {
    func run(on executor: isolated any Actor) -> Int
}

/// An actor protocol that refines `Decodable`: the actor meets `init(from:)` in a `@preconcurrency`
/// conformance, as Swift 6 requires of any actor.
@Mocked(compilationCondition: .none)
protocol ArchivedRecord: Actor, Decodable {
    var version: Int { get }
}

/// A sequence whose iterator the `where` clause constrains: the mock's iterator type is an iterator of its
/// elements.
@Mocked(compilationCondition: .none)
protocol Samples: Sequence where Iterator: Sendable, Element == Int {
    func mean() -> Double
}

actor Courier {}

@resultBuilder
enum LinesBuilder {
    static func buildExpression(_ line: String) -> [String] { [line] }
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
}

/// A result builder on a subscript requirement.
@Mocked(compilationCondition: .none)
protocol Report {
    @LinesBuilder subscript(section: Int) -> [String] { get }
}

/// `Self` as the error its requirements throw.
@Mocked(compilationCondition: .none)
protocol ValidationFailure: Error {
    func validate() throws(Self)
    static func check(_ text: String) throws(Self)
    var isFatal: Bool { get throws(Self) }
}

/// An associated type thrown as `Self.Failure`, and `Self` in the `where` clauses of generic methods.
@Mocked(compilationCondition: .none)
protocol ThrowingTagStore {
    associatedtype Failure: Error
    associatedtype Tag
    init(seed: Int) throws(Self.Failure)
    func next() throws(Self.Failure) -> Int
    var current: Int { get throws(Self.Failure) }
    func add<S: Sequence>(_ tags: S) where S.Element == Self.Tag
    func merge<S: Sequence>(_ stores: S) where S.Element == Self
}

@globalActor
actor LedgerActor {
    static let shared = LedgerActor()
}

/// An actor protocol's requirements isolated to global actors of their own.
@Mocked(compilationCondition: .none)
protocol Showcase: Actor {
    @MainActor func show() -> Int
    @LedgerActor var balance: Int { get }
}

/// Its child, which gets them from the parent's extension.
@Mocked(compilationCondition: .none)
protocol LitShowcase: Showcase, Actor {
    func light()
}

@Suite("Shapes legal Swift allows whose mocks once failed inside the generated code")
struct ProbedShapesTests {
    @Test("a restated ==, hash(into:) and description are mocked as the protocol writes them")
    func restatedStandardRequirements() {
        let first = VersionTokenMock()
        let second = VersionTokenMock()
        VersionTokenMock._operatorEqualEqual.implementation = .returns(true)
        #expect(first == second)
        #expect(VersionTokenMock._operatorEqualEqual.callCount == 1)
        VersionTokenMock.resetMockedStaticMembers()

        let key = CacheKeyMock()
        key._description.getter.implementation = .returns("user:42")
        #expect("\(key)" == "user:42")
        var hasher = Hasher()
        key.hash(into: &hasher)
        #expect(key._hash.callCount == 1)
    }

    @Test("an Identifiable whose ID the protocol pins has a mocked id of that type, also through a child")
    func pinnedIdentifiableID() {
        func identifier<Value: Identifiable>(of value: Value) -> Value.ID { value.id }
        let account = LedgerAccountMock()
        account._id.getter.implementation = .returns("acc-1")
        #expect(identifier(of: account) == "acc-1")

        let savings = SavingsLedgerAccountMock()
        savings._id.getter.implementation = .returns("sav-1")
        #expect(identifier(of: savings) == "sav-1")
    }

    @Test("generic arguments of standard-library parents pin their associated types")
    func primaryAssociatedTypes() {
        StatusCodeMock._init.implementation = .returns(())
        let code = StatusCodeMock(rawValue: 404)
        #expect(StatusCodeMock._init.lastInvocation == 404)
        code?._rawValue.getter.implementation = .returns(404)
        #expect(code?.rawValue == 404)
        StatusCodeMock.resetMockedStaticMembers()

        let record = NumberedRecordMock()
        record._id.getter.implementation = .returns(7)
        #expect(record.id == 7)

        let readings = ReadingsMock()
        readings._makeIterator.implementation = .uncheckedInvokes { AnyIterator([1.5, 2.5].makeIterator()) }
        #expect(Array(readings) == [1.5, 2.5])
    }

    @Test("a parent named in the protocol's where clause as 'Self: Parent' is refined as if listed")
    func parentsInWhereClause() async throws {
        let job = BackgroundJobMock()
        await job._run.implementation = .returns(3)
        #expect(await job.run() == 3)

        let snapshot = SnapshotMock()
        snapshot._encode.implementation = .invokes { encoder in
            var container = encoder.singleValueContainer()
            try container.encode("snap")
        }
        let data = try JSONEncoder().encode(snapshot)
        #expect(String(decoding: data, as: UTF8.self) == #""snap""#)
    }

    @Test("keywords as argument labels are recorded under those labels")
    func keywordLabels() {
        let importer = ImporterMock(default: .returns(5))
        importer.configure(init: 1, name: "csv")
        importer.copy(from: "a", in: "b", for: 2)
        #expect(importer._configure.lastInvocation?.`init` == 1)
        #expect(importer._copy.lastInvocation?.in == "b")
        #expect(importer.default() == 5)
    }

    @Test("Self and an associated type in initializer requirements")
    func selfInInitializers() {
        typealias Mock = DuplicableMock<String>
        Mock._initItem.implementation = .returns(())
        let original = Mock(item: "x")
        #expect(Mock._initItem.lastInvocation == "x")
        Mock._initCopying.implementation = .returns(())
        _ = Mock(copying: original)
        #expect(Mock._initCopying.lastInvocation === original)
        Mock.resetMockedStaticMembers()
    }

    @Test("pins named as bases of member types, through other pins, or stated twice")
    func pinsThroughPins() {
        let sliced = SlicedSourceMock<[Substring]>()
        sliced._slices.implementation = .returns(["ab"])
        #expect(sliced.slices() == ["ab"])
        let nested = NestedPinsMock<[[Int]]>()
        nested._table.implementation = .returns([[1, 2]])
        #expect(nested.table() == [[1, 2]])
        #expect(TwiceStatedCodeMock.RawValue.self == Int.self)
        let emitter = TraceEmitterMock<TraceSpanMock, [any TraceSpan]>()
        emitter._spans.implementation = .uncheckedReturns([TraceSpanMock()])
        #expect(emitter.spans().count == 1)
    }

    @Test("a pinned parent's type in a requirement of the child's own associated type")
    func pinnedParentTypeInRequirement() {
        let batch = NameBatchMock<[String]>()
        batch._names.implementation = .returns(["ann", "bo"])
        batch._get.implementation = .returns("ann")
        #expect(batch.names() == ["ann", "bo"])
        #expect(batch.get() == "ann")
    }

    @Test("the same requirement of two @Mocked parents, restated in the child, is mocked once for both")
    func sameRequirementOfTwoParents() {
        let rally = TableTennisRallyMock()
        rally._ping.implementation = .returns(1)
        let serve: any ServeSide = rally
        let back: any ReturnSide = rally
        #expect(serve.ping() + back.ping() == 2)
        #expect(rally._ping.callCount == 2)
    }

    @Test("an AsyncSequence whose Failure is Never is iterated without try")
    func nonFailingAsyncSequence() async {
        let ticks = TickSourceMock()
        ticks._makeAsyncIterator.implementation = .uncheckedInvokes {
            AsyncStream { continuation in
                continuation.yield(1)
                continuation.yield(2)
                continuation.finish()
            }.makeAsyncIterator()
        }
        var received: [Int] = []
        for await tick in ticks {
            received.append(tick)
        }
        #expect(received == [1, 2])
    }

    @Test("a main-actor protocol's standard-library parents: Codable and Sequence members answer from the mock")
    @MainActor
    func mainActorStandardParents() throws {
        let preferences = PreferencesMock()
        preferences._encode.implementation = .invokes { encoder in
            var container = encoder.singleValueContainer()
            try container.encode("dark")
        }
        let data = try JSONEncoder().encode(preferences)
        #expect(String(decoding: data, as: UTF8.self) == #""dark""#)

        let menu = MenuItemsMock()
        menu._makeIterator.implementation = .uncheckedInvokes { AnyIterator(["Open", "Save"].makeIterator()) }
        #expect(Array(menu) == ["Open", "Save"])
    }

    @Test("closures in parentheses and inout, a sending result, a protocol named in backticks")
    func closuresAndSending() {
        let pipeline = PipelineMock()
        pipeline._run.implementation = .invokes { transform in transform.closure(20) + 1 }
        #expect(pipeline.run({ $0 * 2 }) == 41)
        pipeline._replace.implementation = .invokes { handler in handler.value = { 7 } }
        var handler: () -> Int = { 0 }
        pipeline.replace(&handler)
        #expect(handler() == 7)
        pipeline._make.implementation = .returns(["a"])
        #expect(pipeline.make() == ["a"])
    }

    @Test("a parent's associated type restated in the child, named by the child's own associated type")
    func parentTypeRestated() {
        let stream = BatchingStreamMock<Int, [Int]>()
        stream._flush.implementation = .returns([1, 2])
        #expect(stream.flush() == [1, 2])
        let erased: any ValueStreamOf<Int> = stream
        erased.send(3)
        #expect(stream._send.lastInvocation == 3)
    }

    @Test("a constraint naming another type parameter; a closure returning a type parameter comes back as itself")
    func genericMethodShapes() {
        let container = ContainerMock()
        container._register.implementation = .returns(2)
        #expect(container.register(["a", "b"]) == 2)
        #expect(container._register.callCount == 1)

        container._factory.implementation = .invokes { _ in { 42 } as () -> Int }
        let make: () -> Int = container.factory(for: Int.self)
        #expect(make() == 42)
        #expect(container._factory.lastInvocation == Int.self)
    }

    @Test("a result builder on a subscript requirement is not applied to the mock's getter")
    func resultBuilderSubscript() {
        let report = ReportMock()
        report._subscript.getter.implementation = .returns(["intro", "body"])
        #expect(report[1] == ["intro", "body"])
        #expect(report._subscript.getter.lastInvocation == 1)
    }

    @Test("some P within a parameter's type ([some P], (some P)?, [K: some P]) is recorded as any P")
    func opaqueParametersWithinTypes() {
        let router = RouterMock()
        router.register([1, 2])
        router.fallback(Optional<Int>.none)
        router.fallback(7)
        router.alias(["home": 3])
        #expect(router._register.lastInvocation?.map(\.description) == ["1", "2"])
        #expect(router._fallback.invocations.map { $0?.description } == [nil, "7"])
        #expect(router._alias.lastInvocation?["home"]?.description == "3")
    }

    @Test("some P in an inout parameter, a type's generic arguments or a metatype is recorded and written back")
    func opaqueParametersAsTypeParameters() {
        let sorter = RecordSorterMock()
        let records = [SortedRecord(name: "b", age: 2), SortedRecord(name: "a", age: 1)]
        sorter._sort.implementation = .invokes { _ in records.reversed() }
        #expect(sorter.sort(by: \.age) == Array(records.reversed()))
        #expect(sorter._sort.lastInvocation as? KeyPath<SortedRecord, Int> == \SortedRecord.age)

        sorter.track(Set([3, 4]))
        #expect(sorter._track.lastInvocation == Set([AnyHashable(3), AnyHashable(4)]))

        sorter.register(Int.self)
        #expect(sorter._register.lastInvocation == Int.self)

        sorter._configure.implementation = .invokes { target in
            var feature = target.value as! Feature
            feature.isEnabled = true
            target.value = feature
        }
        var feature = Feature()
        sorter.configure(&feature)
        #expect(feature.isEnabled, "the opaque inout argument is written back")
        #expect((sorter._configure.lastInvocation?.initialValue as? Feature)?.isEnabled == false)
    }

    @Test("erased inout arguments are written back next to a type parameter Value and a parameter writeBack")
    func erasedInoutWriteBack() {
        let syncer = ValueSyncerMock<String>()
        syncer._update.implementation = .invokes { arguments in
            arguments.item.value = 8
            arguments.writeBack.value = Feature(isEnabled: true)
        }
        syncer._refresh.implementation = .invokes { element in element.value = 3 }
        var item = 1
        var feature = Feature()
        syncer.update(&item, writeBack: &feature)
        var element: Int? = nil
        syncer.refresh(&element)
        #expect(item == 8)
        #expect(feature.isEnabled)
        #expect(element == 3)
    }

    @Test("an unnamed parameter next to one named value1 is recorded as value1_")
    func unnamedNextToValue1() {
        let cell = CellMock()
        cell.update(3, value1: "x")
        #expect(cell._update.lastInvocation?.value1_ == 3)
        #expect(cell._update.lastInvocation?.value1 == "x")
    }

    @Test("an Identifiable that restates ID has a mocked id of the type the test chooses")
    func restatedIdentifierType() {
        let entry = CatalogEntryMock<UUID>()
        let identifier = UUID()
        entry._id.getter.implementation = .returns(identifier)
        #expect(entry.id == identifier)
        #expect(entry._id.getter.callCount == 1)
    }

    @Test("a subscript's non-escaping closure parameter is passed over: its other arguments are recorded")
    func subscriptClosureParameter() {
        let transformer = TransformerMock()
        transformer._subscript.getter.implementation = .returns(3)
        #expect(transformer["a", { $0 + 1 }] == 3)
        #expect(transformer._subscript.getter.lastInvocation == "a")
        transformer["b", { $0 }] = 5
        #expect(transformer._subscript.setter.lastInvocation?.key == "b")
        #expect(transformer._subscript.setter.lastInvocation?.newValue == 5)
    }

    @Test("a subscript parameter named newValue is recorded as newValue_, next to the assigned newValue")
    func subscriptParameterNamedNewValue() {
        let slots = SlotsMock()
        slots._subscript.getter.implementation = .invokes { index in "#\(index)" }
        #expect(slots[2] == "#2")
        slots[4] = "x"
        #expect(slots._subscript.setter.lastInvocation?.newValue_ == 4)
        #expect(slots._subscript.setter.lastInvocation?.newValue == "x")
    }

    @Test("a type parameter named like an associated type is the member's own in the mock")
    func typeParametersNamedLikeAssociatedTypes() {
        let mapper = ValueMapperMock<String, Int>()
        mapper._map.implementation = .invokes { value in value }
        mapper._current.implementation = .returns("now")
        let mapped: Int = mapper.map(3)
        #expect(mapped == 3)
        #expect(mapper.current() == "now")
        #expect(mapper._map.lastInvocation as? Int == 3)

        mapper._subscript.getter.implementation = .invokes { key in "\(key)!" }
        #expect(mapper["door"] == "door!")
        #expect(mapper._subscript.getter.lastInvocation as? String == "door")

        ValueMapperMock<String, Int>._init.implementation = .returns(())
        _ = ValueMapperMock<String, Int>(seed: 2.5)
        #expect(ValueMapperMock<String, Int>._init.lastInvocation as? Double == 2.5)
        ValueMapperMock<String, Int>.resetMockedStaticMembers()
    }

    @Test("an actor protocol's async initializer requirement takes a non-escaping closure, in the mock and a child's")
    func actorInitializerTakingClosure() async {
        await withTaskScopedStaticMocks {
            SketchVaultMock._initArranging.implementation = .invokes { arrange in
                let sketch = Sketch()
                arrange.closure(sketch)
                #expect(sketch.strokes == 9)
            }
            _ = await SketchVaultMock(arranging: { $0.strokes = 9 })
            _ = await SketchArchiveMock(arranging: { $0.strokes = 1 })
            #expect(SketchVaultMock._initArranging.callCount == 1)
            #expect(SketchArchiveMock._initArranging.callCount == 1)
            #expect(SketchVaultMock._initArranging.lastInvocation?.isAvailable == false)
        }
    }

    @Test("async requirements of a main-actor and an actor protocol take values that are not Sendable")
    @MainActor
    func nonSendableArgumentsOfIsolatedProtocols() async throws {
        let renderer = SketchRendererMock()
        renderer._render.implementation = .invokes { sketch, _ in sketch.strokes * 2 }
        let sketch = Sketch()
        sketch.strokes = 4
        #expect(await renderer.render(sketch, onStroke: { _ in }) == 8)
        #expect(renderer._render.lastInvocation?.sketch === sketch)
        renderer._decode.implementation = .invokes { _, text in text.count }
        #expect(try await renderer.decode(Int.self, from: "four") == 4)
        renderer._blank.implementation = .uncheckedInvokes { Sketch() }
        #expect(await renderer.blank().strokes == 0)
        renderer._copy.implementation = .uncheckedInvokes { sketch in
            let copy = Sketch()
            copy.strokes = sketch.strokes
            return copy
        }
        #expect(renderer.copy(sketch).strokes == 4)

        let archive = await SketchArchiveMock(shelf: 2)
        #expect(SketchArchiveMock._initShelf.lastInvocation == 2)
        SketchArchiveMock.resetMockedStaticMembers()
        archive._archive.implementation = .invokes { sketch in sketch.strokes }
        #expect(await archive.archive(Sketch()) == 0)
        #expect(await archive._archive.callCount == 1)

        let template = Sketch()
        _ = await SketchRendererMock(template: template)
        _ = await SketchPainterMock(template: template)
        #expect(SketchRendererMock._init.lastInvocation === template)
        #expect(SketchPainterMock._init.lastInvocation === template)
        SketchRendererMock.resetMockedStaticMembers()
        SketchPainterMock.resetMockedStaticMembers()

        let vaults = createdMocks(of: SketchVaultMock.self)
        SketchVaultMock._init.implementation = .inOrder([.throws(CancellationError()), .returns(())])
        await #expect(throws: CancellationError.self) { try await SketchVaultMock(first: Sketch()) }
        let first = Sketch()
        first.strokes = 7
        _ = try await SketchVaultMock(first: first)
        #expect(SketchVaultMock._init.callCount == 2)
        #expect(SketchVaultMock._init.lastInvocation?.strokes == 7)
        let vault = await SketchVaultMock(shelf: 5)
        #expect(vaults.callCount == 2)
        #expect(vaults.lastInvocation === vault)
        let cover = Sketch()
        cover.strokes = 3
        let covered = SketchVaultMock(cover: cover)
        #expect(SketchVaultMock._initCover.lastInvocation?.strokes == 3)
        #expect(vaults.lastInvocation === covered)
        SketchVaultMock.resetMockedStaticMembers()
    }

    @Test("a main-actor handler an async call receives is called by the test on the main actor, from a held call")
    @MainActor
    func mainActorHandlerFromHeldCall() async throws {
        let uploader = ProgressUploaderMock()
        uploader._upload.implementation = .held
        let model = UploadModel(uploader: uploader)
        let sending = Task { await model.send() }
        let call = try await uploader._upload.nextHeldCall(timeout: .seconds(60))
        call.arguments.progress(0.5)
        #expect(model.progress == 0.5)
        call.resume(returning: true)
        #expect(await sending.value)
    }

    @Test("@_spi requirements of a public protocol naming an SPI type, in the mock and a child's")
    func spiRequirements() {
        let vault = SPIVaultMock(open: .returns(true))
        vault._code.implementation = .returns(VaultCode(digits: "1234"))
        vault.lastCode = VaultCode(digits: "9")
        #expect(vault.open())
        #expect(vault.code() == VaultCode(digits: "1234"))
        #expect(vault._lastCode.setter.lastInvocation == VaultCode(digits: "9"))
        SPIVaultMock._master.getter.implementation = .returns(VaultCode(digits: "0"))
        #expect(SPIVaultMock.master == VaultCode(digits: "0"))
        SPIVaultMock.resetMockedStaticMembers()

        let bank = BankVaultMock()
        bank._code.implementation = .returns(VaultCode(digits: "42"))
        #expect(bank.code() == VaultCode(digits: "42"))
        #expect(bank._code.callCount == 1)
    }

    @Test("a public protocol nested in an internal type gets an internal mock that works")
    func publicProtocolInInternalType() {
        let slot = Pantry.SlotMock()
        slot._fill.implementation = .returns(true)
        #expect(slot.fill(with: "jam"))
        #expect(slot._fill.lastInvocation == "jam")
    }

    @Test("a protocol in a public extension is public, and so is its mock")
    func protocolInPublicExtension() {
        let label = Stockroom.LabelMock()
        label._text.implementation = .returns("fragile")
        let tag = Stockroom.TagMock()
        tag._name.implementation = .returns("new")
        #expect(label.text() == "fragile")
        #expect(tag.name() == "new")
        #expect(tag._name.callCount == 1)
    }

    @Test("an actor's requirement isolated to another actor is answered and recorded")
    func requirementIsolatedToAnotherActor() async {
        let dispatcher = DispatcherMock()
        dispatcher._run.implementation = .returns(4)
        let executor = Courier()
        #expect(await dispatcher.run(on: executor) == 4)
        #expect(dispatcher._run.callCount == 1)
        #expect(dispatcher._run.lastInvocation === executor)
    }

    @Test("an actor protocol refining Decodable: decoding creates the mock and records the call")
    func decodableActor() async throws {
        defer { ArchivedRecordMock.resetMockedStaticMembers() }
        let record = try JSONDecoder().decode(ArchivedRecordMock.self, from: Data("{}".utf8))
        #expect(ArchivedRecordMock._init.callCount == 1)
        record._version.getter.implementation = .returns(2)
        #expect(await record.version == 2)
    }

    @Test("a sequence whose where clause constrains its iterator iterates what the test gives")
    func sequenceWithConstrainedIterator() {
        let samples = SamplesMock<IndexingIterator<[Int]>>()
        samples._makeIterator.implementation = .invokes { [3, 5].makeIterator() }
        #expect(Array(samples) == [3, 5])
        #expect(samples._makeIterator.callCount == 1)
    }

    @Test("Self as the thrown error of a method, a static method and a getter")
    func selfThrown() throws {
        defer { ValidationFailureMock.resetMockedStaticMembers() }
        let failure = ValidationFailureMock()
        failure._validate.implementation = .throws(failure)
        ValidationFailureMock._check.implementation = .throws(failure)
        failure._isFatal.getter.implementation = .returns(true)
        #expect(throws: ValidationFailureMock.self) { try failure.validate() }
        #expect(throws: ValidationFailureMock.self) { try ValidationFailureMock.check("name") }
        #expect(try failure.isFatal)
        #expect(ValidationFailureMock._check.lastInvocation == "name")
    }

    @Test("Self.Failure thrown by an initializer, a method and a getter; Self in generic methods' where clauses")
    func selfInTypedThrowsAndWhereClauses() throws {
        typealias Store = ThrowingTagStoreMock<LoadError, String>
        defer { Store.resetMockedStaticMembers() }
        Store._init.implementation = .throws(LoadError(reason: "seed"))
        #expect(throws: LoadError(reason: "seed")) { try Store(seed: 7) }
        #expect(Store._init.lastInvocation == 7)
        let store = Store()
        store._next.implementation = .throws(LoadError())
        store._current.getter.implementation = .returns(4)
        #expect(throws: LoadError()) { try store.next() }
        #expect(try store.current == 4)
        store.add(["a", "b"])
        store.merge([store])
        #expect(store._add.callCount == 1)
        #expect(store._merge.callCount == 1)
    }

    @Test("an actor's requirements isolated to global actors of their own, in the mock and inherited")
    func globalActorRequirementsOfAnActor() async {
        let showcase = ShowcaseMock()
        showcase._show.implementation = .returns(3)
        showcase._balance.getter.implementation = .returns(5)
        #expect(await showcase.show() == 3)
        #expect(await showcase.balance == 5)
        #expect(showcase._show.callCount == 1)
        let lit = LitShowcaseMock()
        lit._show.implementation = .returns(7)
        #expect(await lit.show() == 7)
        #expect(lit._show.callCount == 1)
    }
}
