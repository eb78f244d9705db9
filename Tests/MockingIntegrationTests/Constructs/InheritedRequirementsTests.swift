import Foundation
import Mocking
import Testing

// Parents whose associated types and initializers the macro on a child cannot see: the mocks of the
// children get them through the parent's extension.

@Mocked(compilationCondition: .none)
protocol ValueStream<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func send(_ value: Output)
    func finish(with failure: Failure?)
}

@Mocked(compilationCondition: .none)
protocol Subject: ValueStream {
    func reset()
}

@Mocked(compilationCondition: .none)
protocol CurrentValueSubject: Subject {
    var current: Output { get }
}

@Mocked(compilationCondition: .none)
protocol IntStream: ValueStream where Output == Int {}

@Mocked(compilationCondition: .none)
protocol StringStream: ValueStream<String, CancellationError> {}

@Mocked(compilationCondition: .none)
protocol KeyedStream: ValueStream where Output: Hashable & Sendable {
    func key(of value: Output) -> String
}

@Mocked(compilationCondition: .none)
protocol Claim {
    associatedtype Value: Codable & Sendable
    var value: Value { get }
    init(value: Value)
}

/// The parent's constraints restated (`Codable & Sendable`): the mock's generic parameter has only the child's.
@Mocked(compilationCondition: .none)
protocol MultiValueClaim: Claim where Value: Codable & Sendable & Collection, Value.Element: Codable {
    init(value: Value.Element)
}

@Mocked(compilationCondition: .none)
protocol StorageCell {
    associatedtype Stored
}

@Mocked(compilationCondition: .none)
protocol StoredValue {
    associatedtype Representation: StorageCell
}

/// swift-atomics' `AtomicOptionalWrappable`, with the parent's associated type its `where` names
/// constrained in the child as the parent does, as the macro's diagnostic says.
@Mocked(compilationCondition: .none)
protocol OptionalStoredValue: StoredValue where Representation: StorageCell {
    associatedtype OptionalRepresentation: StorageCell
    where OptionalRepresentation.Stored == Representation.Stored?
}

/// Associated types the protocol pins to a type, in their own `where` clause and in the protocol's, next to
/// one pinned to another's element, which stays generic.
@Mocked(compilationCondition: .none)
protocol PressureMeter where Reading == Double {
    associatedtype Reading
    associatedtype Unit: Equatable where Unit == String
    associatedtype Samples: Sequence
    associatedtype Sample where Sample == Samples.Element
    associatedtype History where History == [Samples]
    func read() -> Reading
    func unit() -> Unit
    func history() -> History
}

/// Refines `PressureMeter`, whose pinned types it gets from the pins.
@Mocked(compilationCondition: .none)
protocol NamedPressureMeter: PressureMeter {
    var name: String { get }
}

/// `Identifiable` gives `ID` from its own member; the parameter for it is only a name.
@Mocked(compilationCondition: .none)
protocol GraphNode: Identifiable where ID: Sendable {
    var label: String { get }
}

/// swift-protobuf's `Enum`: the requirements fix `RawValue`.
@Mocked(compilationCondition: .none)
protocol WireEnum: RawRepresentable, Hashable, Sendable {
    init()
    init?(rawValue: Int)
    var rawValue: Int { get }
}

@Mocked(compilationCondition: .none)
protocol IdentifiedRecord {
    associatedtype IDValue
    var id: IDValue { get }
}

@Mocked(compilationCondition: .none)
protocol SessionBound {
    associatedtype SessionID
    var sessionID: SessionID { get }
}

@Mocked(compilationCondition: .none)
protocol SessionRecord: IdentifiedRecord, SessionBound where Self.SessionID == Self.IDValue {}

@Mocked(compilationCondition: .none)
protocol Field {
    associatedtype Value: Hashable, Sendable
    associatedtype Owner: AnyObject
    static var defaultValue: Value { get }
}

@Mocked(compilationCondition: .none)
protocol MapKey: Field {
    static func lessThan(_ lhs: Value, _ rhs: Value) -> Bool
}

@Mocked(compilationCondition: .none)
protocol SourceInitializable<Source> {
    associatedtype Source
    init(source: Source)
}

@Mocked(compilationCondition: .none)
protocol Context: SourceInitializable {
    associatedtype Source = String
    var requestID: Int { get }
}

@Mocked(compilationCondition: .none)
protocol PlainContext: SourceInitializable {
    func describe() -> String
}

@Mocked(compilationCondition: .none)
protocol IdentifiedContext: SourceInitializable where Source == Int {
    init(identifier: String)
}

@Mocked(compilationCondition: .none)
protocol Loadable: Decodable {
    init?(identifier: Int) throws
}

@Mocked(compilationCondition: .none)
protocol Command: Loadable {
    func run() throws
}

@Mocked(compilationCondition: .none)
@MainActor
protocol Screen {
    init(title: String)
    func show()
}

@Mocked(compilationCondition: .none)
@MainActor
protocol DetailScreen: Screen {
    func close()
}

/// Refines a `@MainActor` protocol without the attribute: its mock is isolated to the main actor only by
/// inference, and witnesses `Mock`'s requirements all the same.
@Mocked(compilationCondition: .none)
protocol PopupScreen: Screen {
    func dismiss()
}

// Standard-library parents with requirements: swift-crypto's `Digest` refines `Sequence where Element ==
// UInt8` and `ContiguousBytes`; swift-nio's `NIOSerialEventLoopExecutor` refines `SerialExecutor`.
@Mocked(compilationCondition: .none)
protocol Digest: Hashable, ContiguousBytes, Sequence where Element == UInt8 {
    static var byteCount: Int { get }
}

@Mocked(compilationCondition: .none)
protocol Batch: Sequence {
    var name: String { get }
}

@Mocked(compilationCondition: .none)
protocol MessageStream: AsyncSequence where Element == String {
    func close()
}

@Mocked(compilationCondition: .none)
protocol LoopExecutor: SerialExecutor {
    func shutdown()
}

// Yams' `SexagesimalConvertible` refines `ExpressibleByIntegerLiteral`; GRDB names `SendableMetatype`
// through a typealias of its own.
typealias StoreSendableMetatype = SendableMetatype

@Mocked(compilationCondition: .none)
protocol Duration: ExpressibleByIntegerLiteral, StoreSendableMetatype {
    var seconds: Int { get }
}

/// A parent with a default `description`: the mock of a child gets it and the mock's own, and names one in
/// an extension (Tests/CompileFailures/ParentDefaultDescription.swift has the child without it).
@Mocked(compilationCondition: .none)
protocol Captioned: CustomStringConvertible {
    var title: String { get }
}

extension Captioned {
    var description: String { "captioned \(title)" }
}

@Mocked(compilationCondition: .none)
protocol Episode: Captioned {
    func open()
}

extension EpisodeMock {
    var description: String { "episode \(title)" }
}

/// A parent with an operator requirement: the child restates it, so that its mock implements it
/// (Tests/CompileFailures/ParentOperator.swift has the child without it).
@Mocked(compilationCondition: .none)
protocol Offset {
    static func + (lhs: Self, rhs: Self) -> Self
    var length: Double { get }
}

@Mocked(compilationCondition: .none)
protocol VerticalOffset: Offset {
    static func + (lhs: Self, rhs: Self) -> Self
    var height: Double { get }
}

/// The error of `Membership`'s typed-throws requirements.
struct MembershipError: Error, Equatable {
    let code: Int
}

/// Typed throws in an inherited member, with parameters named like the closure parameter that generated
/// code might use, and a typed-throws accessor.
@Mocked(compilationCondition: .none)
protocol Membership {
    func admit(member: Int) throws(MembershipError) -> Int
    subscript(dynamicMember member: String) -> Int { get throws(MembershipError) }
    var token: String { get throws(MembershipError) }
}

@Mocked(compilationCondition: .none)
protocol Club: Membership {}

/// A parent whose associated types no child below pins or names: GRDB's `Cursor` and `TypedRequest`,
/// OpenCombine's `Publisher`.
@Mocked(compilationCondition: .none)
protocol RowCursor<Element>: AnyObject {
    associatedtype Element
    associatedtype Failure: Error
    associatedtype Key: Hashable
    associatedtype Payload: Sendable
    associatedtype Owner: AnyObject
    associatedtype Label: Codable & Comparable & Sendable
    func next() throws -> Element?
    func fail(_ failure: Failure)
    func store(_ payload: Payload, for key: Key, in owner: Owner)
    func tag(_ label: Label)
}

@Mocked(compilationCondition: .none)
protocol DatabaseRowCursor: RowCursor {
    var columnCount: Int { get }
}

@Mocked(compilationCondition: .none)
protocol StatementCursor: DatabaseRowCursor {
    func reset()
}

/// A child that pins some of a parent's associated types, as hummingbird's `RouterMiddleware` pins
/// `MiddlewareProtocol`'s `Input` and `Output`: the others still take placeholders.
@Mocked(compilationCondition: .none)
protocol RequestHandler<Input, Output, Context> {
    associatedtype Input
    associatedtype Output
    associatedtype Context
    func handle(_ input: Input, context: Context) -> Output
}

@Mocked(compilationCondition: .none)
protocol RouterHandler<Context>: RequestHandler where Input == String, Output == Int {}

/// An actor protocol with an associated type, and a refining one whose actor mock takes the placeholder.
@Mocked(compilationCondition: .none)
protocol Vault: Actor {
    associatedtype Item
    func put(_ item: Item)
}

@Mocked(compilationCondition: .none)
protocol LockableVault: Vault, Actor {
    func lock()
}

/// A type of the app that conforms to a `@Mocked` protocol with associated types, with the mock's condition
/// holding: the requirements `@Mocked` adds for the placeholders leave its own types alone.
struct EchoHandler: RequestHandler {
    func handle(_ input: String, context: Int) -> String { "\(input) \(context)" }
}

// A parent's associated types can also be named in an extension of the child's mock, which wins over the
// placeholders.
extension SubjectMock {
    typealias Output = any Sendable
    typealias Failure = CancellationError
}

extension CurrentValueSubjectMock {
    typealias Output = any Sendable
    typealias Failure = any Error
}

extension IntStreamMock {
    typealias Failure = any Error
}

extension MapKeyMock {
    typealias Value = String
    typealias Owner = AnyObject
}

extension PlainContextMock {
    typealias Source = any Sendable
}

struct InheritedRequirementsTests {
    @Test("a parent's associated types the child does not pin take placeholders; the pinned ones keep their type")
    func placeholdersNextToPinnedTypes() {
        #expect(EchoHandler.Input.self == String.self)
        #expect(EchoHandler.Context.self == Int.self)
        #expect(EchoHandler().handle("echo", context: 2) == "echo 2")
        #expect(RouterHandlerMock.Input.self == String.self)
        #expect(RouterHandlerMock.Output.self == Int.self)
        #expect(RouterHandlerMock.Context.self == Any.self)
        let middleware = RouterHandlerMock()
        middleware._handle.implementation = .invokes { input, _ in input.count }
        #expect(middleware.handle("four", context: 1) == 4)
        #expect(middleware._handle.lastInvocation?.context as? Int == 1)
    }

    @Test("an actor mock of a refining protocol takes a placeholder too")
    func actorPlaceholder() async {
        #expect(LockableVaultMock.Item.self == Any.self)
        let vault = LockableVaultMock()
        await vault.put("gold")
        await vault.lock()
        #expect(await vault._put.lastInvocation as? String == "gold")
        #expect(vault._lock.callCount == 1)
    }

    @Test("a parent's associated types that nothing names take placeholders: Any, any Error, AnyHashable, String, …")
    func placeholdersForInheritedAssociatedTypes() throws {
        #expect(DatabaseRowCursorMock.Element.self == Any.self)
        #expect(DatabaseRowCursorMock.Failure.self == (any Error).self)
        #expect(DatabaseRowCursorMock.Key.self == AnyHashable.self)
        #expect(DatabaseRowCursorMock.Payload.self == (any Sendable).self)
        #expect(DatabaseRowCursorMock.Owner.self == AnyObject.self)
        #expect(DatabaseRowCursorMock.Label.self == String.self)
        #expect(StatementCursorMock.Element.self == Any.self)
        let cursor = StatementCursorMock()
        cursor._next.implementation = .uncheckedReturns(7)
        #expect(try cursor.next() as? Int == 7)
        cursor.fail(CancellationError())
        #expect(cursor._fail.lastInvocation is CancellationError)
        let owner = StatementCursorMock()
        cursor.store("payload", for: "id", in: owner)
        #expect(cursor._store.lastInvocation?.key == AnyHashable("id"))
        #expect(cursor._store.lastInvocation?.owner === owner)
        cursor.tag("newest")
        #expect(cursor._tag.lastInvocation == "newest")
        cursor._columnCount.getter.implementation = .returns(3)
        #expect(cursor.columnCount == 3)
    }

    @Test("a parent's associated types named in an extension of the mock are what the child's members use")
    func defaultsForInheritedAssociatedTypes() {
        let mock = CurrentValueSubjectMock()
        mock._current.getter.implementation = .returns(42)
        mock.send("value")
        #expect(mock._send.lastInvocation as? String == "value")
        #expect(mock.current as? Int == 42)
        #expect(CurrentValueSubjectMock.Output.self == (any Sendable).self)
        #expect(CurrentValueSubjectMock.Failure.self == (any Error).self)
    }

    @Test("a typealias in an extension of the mock names a parent's associated type")
    func typealiasReplacesDefault() {
        let mock = SubjectMock()
        mock.finish(with: CancellationError())
        #expect(SubjectMock.Failure.self == CancellationError.self)
        #expect(mock._finish.invocations.map { $0 != nil } == [true])
    }

    @Test("a child that pins a parent's associated type, by 'where' or by primary associated types, wins")
    func pinnedByChild() {
        let intStream = IntStreamMock()
        intStream.send(3)
        #expect(intStream._send.lastInvocation == 3)
        let stringStream = StringStreamMock()
        stringStream.send("a")
        stringStream.finish(with: nil)
        #expect(StringStreamMock.Output.self == String.self)
        #expect(StringStreamMock.Failure.self == CancellationError.self)
        #expect(stringStream._send.invocations == ["a"])
    }

    @Test("a parent's associated type the child constrains becomes a generic parameter of the child's mock")
    func constrainedByChild() {
        // The parent's other associated type takes its placeholder.
        #expect(KeyedStreamMock<Int>.Failure.self == (any Error).self)
        let mock = KeyedStreamMock<Int>()
        mock._key.implementation = .invokes { "key-\($0)" }
        #expect(mock.key(of: 7) == "key-7")
        mock.send(8)
        #expect(mock._send.lastInvocation == 8)
    }

    @Test("a generic parameter for a parent's associated type is its witness, not a type inferred from a member")
    func constrainedParameterIsTheWitness() {
        // `init(value: Value.Element)` would otherwise be taken for the parent's `init(value: Value)`.
        #expect(MultiValueClaimMock<[String]>.Value.self == [String].self)
        defer { MultiValueClaimMock<[String]>.resetMockedStaticMembers() }
        _ = MultiValueClaimMock<[String]>(value: "admin")
        #expect(MultiValueClaimMock<[String]>._init.invocations == ["admin"])
        let claim = MultiValueClaimMock<[String]>()
        claim._value.getter.implementation = .returns(["admin", "editor"])
        #expect(claim.value == ["admin", "editor"])
    }

    @Test("a standard-library parent's associated type that the requirements fix is inferred from them")
    func rawValueFixedByRequirements() {
        func rawValue<Value: RawRepresentable>(of value: Value) -> Value.RawValue { value.rawValue }
        let wire = WireEnumMock<String>()
        wire._rawValue.getter.implementation = .returns(3)
        let value: Int = rawValue(of: wire)
        #expect(value == 3)
    }

    @Test("the diagnostic's way out: a parent's associated type constrained in the child, for its 'where'")
    func parentTypeConstrainedAgain() {
        typealias Mock = OptionalStoredValueMock<StorageCellMock<Int?>, StorageCellMock<Int>>
        #expect(Mock.Representation.self == StorageCellMock<Int>.self)
        #expect(Mock.OptionalRepresentation.Stored.self == Int?.self)
    }

    @Test("associated types the protocol pins to a type are the mock's type aliases, not generic parameters")
    func pinnedOwnAssociatedTypes() {
        let gauge = PressureMeterMock<[Int], Int>()
        gauge._read.implementation = .returns(1.5)
        gauge._unit.implementation = .returns("kPa")
        gauge._history.implementation = .returns([[1, 2]])
        #expect(gauge.read() == 1.5)
        #expect(gauge.unit() == "kPa")
        #expect(gauge.history() == [[1, 2]])
        #expect(PressureMeterMock<[Int], Int>.Reading.self == Double.self)
        #expect(PressureMeterMock<[Int], Int>.Sample.self == Int.self)
        func unit<G: PressureMeter>(of gauge: G) -> G.Unit { gauge.unit() }
        let named = NamedPressureMeterMock()
        named._unit.implementation = .returns("bar")
        #expect(unit(of: named) == "bar")
    }

    @Test("a standard-library parent's associated type the child constrains is the one its member gives")
    func constrainedStandardLibraryType() {
        func identifier<Value: Identifiable>(of value: Value) -> Value.ID { value.id }
        let node = GraphNodeMock<String>()
        let id: ObjectIdentifier = identifier(of: node)
        #expect(id == ObjectIdentifier(node))
    }

    @Test("two parents' associated types made one by the child's 'where' are inferred together")
    func associatedTypesMadeOne() {
        #expect(SessionRecordMock.SessionID.self == SessionRecordMock.IDValue.self)
        let model = SessionRecordMock()
        model._sessionID.getter.implementation = .uncheckedReturns("s-1")
        #expect(model.sessionID as? String == "s-1")
    }

    @Test("a parent's constrained associated types named in an extension of the mock")
    func constrainedDefaults() {
        MapKeyMock._defaultValue.getter.implementation = .returns("zero")
        MapKeyMock._lessThan.implementation = .invokes { $0 < $1 }
        defer { MapKeyMock.resetMockedStaticMembers() }
        #expect(MapKeyMock.defaultValue == "zero")
        #expect(MapKeyMock.lessThan("a", "b"))
        #expect(MapKeyMock.Owner.self == AnyObject.self)
    }

    @Test("a parent's initializer requirement is implemented for the child's mock and recorded")
    func inheritedInitializer() {
        defer { PlainContextMock.resetMockedStaticMembers() }
        let mock = PlainContextMock(source: "request")
        #expect(PlainContextMock._init.invocations.map { $0 as? String } == ["request"])
        mock._describe.implementation = .returns("plain")
        #expect(mock.describe() == "plain")

        defer { ContextMock<Int>.resetMockedStaticMembers() }
        _ = ContextMock<Int>(source: 5)
        #expect(ContextMock<Int>._init.invocations == [5])
    }

    @Test("a child that declares an initializer with other labels keeps the parent's too")
    func childInitializerWithOtherLabels() {
        withTaskScopedStaticMocks {
            _ = IdentifiedContextMock(identifier: "a")
            _ = IdentifiedContextMock(source: 1)
            // Both are `_init` (each protocol names its own); the types tell them apart.
            let own: MockMethod<String, Void, Never> = IdentifiedContextMock._init
            let inherited: MockMethod<Int, Void, Never> = IdentifiedContextMock._init
            #expect(own.invocations == ["a"])
            #expect(inherited.invocations == [1])
        }
    }

    @Test("a generic function creates mocks through an inherited initializer")
    func inheritedInitializerThroughGenerics() {
        func make<T: SourceInitializable>(_ type: T.Type, from source: T.Source) -> T { T(source: source) }
        // Static members of its own: another test creates PlainContextMocks at the same time.
        withTaskScopedStaticMocks {
            _ = make(PlainContextMock.self, from: 1)
            _ = make(PlainContextMock.self, from: 2)
            #expect(PlainContextMock._init.invocations.map { $0 as? Int } == [1, 2])
        }
    }

    @Test("Decodable through a mocked parent: init(from:) comes from the parent, failable inits fail")
    func decodableThroughParent() throws {
        defer { CommandMock.resetMockedStaticMembers() }
        _ = try JSONDecoder().decode(CommandMock.self, from: Data("{}".utf8))
        #expect(CommandMock._initFrom.callCount == 1)

        CommandMock._initIdentifier.implementation = .returns(nil)
        #expect(try CommandMock(identifier: 3) == nil)
        CommandMock._initIdentifier.implementation = .returns(())
        #expect(try CommandMock(identifier: 4) != nil)
        #expect(CommandMock._initIdentifier.invocations == [3, 4])
    }

    @Test("Sequence and ContiguousBytes parents are mocked: makeIterator and withUnsafeBytes")
    func sequenceAndContiguousBytes() {
        let digest = DigestMock()
        digest._makeIterator.implementation = .invokes { AnyIterator([1, 2, 3].makeIterator()) }
        #expect(Array(digest) == [1, 2, 3])
        #expect(digest._makeIterator.callCount == 1)
        digest._withUnsafeBytes.implementation = .invokes { body in
            [UInt8](repeating: 7, count: 4).withUnsafeBytes { try! body.closure($0) }
        }
        #expect(digest.withUnsafeBytes { buffer in buffer.count } == 4)
        #expect(digest._withUnsafeBytes.callCount == 1)

        let batch = BatchMock<String>()
        batch._makeIterator.implementation = .invokes { AnyIterator(["a"].makeIterator()) }
        #expect(batch.map { $0 } == ["a"])
    }

    @Test("a literal protocol parent gets its initializer from a standard type, recorded")
    func literalParent() {
        defer { DurationMock.resetMockedStaticMembers() }
        let duration: DurationMock = 90
        duration._seconds.getter.implementation = .returns(90)
        #expect(duration.seconds == 90)
        #expect(DurationMock._init.invocations == [90])
    }

    @Test("an AsyncSequence parent: makeAsyncIterator is mocked with an AsyncThrowingStream's iterator")
    func asyncSequenceParent() async throws {
        let stream = MessageStreamMock()
        stream._makeAsyncIterator.implementation = .invokes {
            AsyncThrowingStream { continuation in
                continuation.yield("hello")
                continuation.yield("bye")
                continuation.finish()
            }.makeAsyncIterator()
        }
        var received: [String] = []
        for try await message in stream { received.append(message) }
        #expect(received == ["hello", "bye"])
        #expect(stream._makeAsyncIterator.callCount == 1)
    }

    @Test("a SerialExecutor parent: enqueue is mocked, the job not recorded")
    func serialExecutorParent() {
        let executor = LoopExecutorMock()
        executor.shutdown()
        #expect(executor._shutdown.callCount == 1)
    }

    @Test("inherited typed-throws members keep their error type; a parameter named 'member' reaches the mock")
    func inheritedTypedThrows() throws {
        let club = ClubMock()
        club._admit.implementation = .invokes { member in member + 1 }
        club._subscript.getter.implementation = .throws(MembershipError(code: 7))
        club._token.getter.implementation = .returns("abc")
        #expect(try club.admit(member: 41) == 42)
        #expect(club._admit.lastInvocation == 41)
        #expect(throws: MembershipError(code: 7)) { _ = try club[dynamicMember: "ann"] }
        #expect(club._subscript.getter.lastInvocation == "ann")
        #expect(try club.token == "abc")
        club._admit.implementation = .throws(MembershipError(code: 3))
        do throws(MembershipError) {
            _ = try club.admit(member: 1)
            Issue.record("admit(member:) did not throw")
        } catch {
            #expect(error.code == 3)
        }
    }

    @MainActor
    @Test("a protocol refining a @MainActor protocol without the attribute: the parent's members")
    func inferredMainActorChild() throws {
        defer { PopupScreenMock.resetMockedStaticMembers() }
        let mock = PopupScreenMock(title: "Popup")
        let screen: any PopupScreen = mock
        screen.show()
        screen.dismiss()
        #expect(mock._show.callCount == 1)
        #expect(mock._dismiss.callCount == 1)
        #expect(PopupScreenMock._init.invocations == ["Popup"])
    }

    @MainActor
    @Test("a main-actor parent's initializer is implemented for the child's mock")
    func mainActorInheritedInitializer() {
        defer { DetailScreenMock.resetMockedStaticMembers() }
        let mock = DetailScreenMock(title: "Details")
        mock.close()
        #expect(DetailScreenMock._init.invocations == ["Details"])
        #expect(mock._close.callCount == 1)
    }

    @Test("a parent's operator restated in the child: the child's mock implements it with the parent's other members")
    func parentOperatorRestated() {
        defer { VerticalOffsetMock.resetMockedStaticMembers() }
        let (up, down) = (VerticalOffsetMock(), VerticalOffsetMock())
        VerticalOffsetMock._operatorPlus.implementation = .invokes { $0.lhs }
        up._length.getter.implementation = .returns(2)
        let sum = up + down
        #expect(sum === up)
        #expect(sum.length == 2)
        #expect(VerticalOffsetMock._operatorPlus.invocations.map { $0.rhs === down } == [true])
        func added<T: Offset>(_ a: T, _ b: T) -> T { a + b }
        #expect(added(down, up) === down)
        #expect(VerticalOffsetMock._operatorPlus.callCount == 2)
    }

    @Test("a parent's default description and the mock's own: the one the mock's extension names wins")
    func parentDefaultDescription() {
        let episode = EpisodeMock()
        episode._title.getter.implementation = .returns("One")
        #expect(String(describing: episode) == "episode One")
        #expect("\(episode as any Captioned)" == "episode One")
        #expect(episode._title.getter.callCount == 2)
        episode.open()
        #expect(episode._open.callCount == 1)
    }
}

/// A generic child of a parent whose associated type nothing names, as swift-nio's
/// `WriteObservingByteToMessageDecoder` refines `ByteToMessageDecoder`: the child's own associated type stays
/// the mock's generic parameter, the parent's takes a placeholder.
@Mocked(compilationCondition: .none)
protocol FrameDecoder {
    associatedtype Frame
    func decode(_ bytes: [UInt8]) -> Frame?
}

@Mocked(compilationCondition: .none)
protocol WriteObservingFrameDecoder: FrameDecoder {
    associatedtype Written
    func didWrite(_ data: Written)
}

/// A child that declares a parent's associated type again: the mock's generic parameter wins over the
/// parent's placeholder.
@Mocked(compilationCondition: .none)
protocol RestatedStream: ValueStream {
    associatedtype Output
    func peek() -> Output?
}

/// A parent's associated type that is `Hashable` and `Sendable`, as swift-protobuf's `MapValueType` refines
/// `FieldType`: `AnyHashable` is not `Sendable`, so the placeholder is `__MockMembers.SendableHashable`.
@Mocked(compilationCondition: .none)
protocol MapValue: Field {
    func describe(_ value: Value) -> String
}

struct SendableHashablePlaceholderTests {
    @Test("a Hashable and Sendable associated type takes a Sendable placeholder that wraps the value")
    func sendableHashablePlaceholder() {
        #expect(MapValueMock.Value.self == __MockMembers.SendableHashable.self)
        let mock = MapValueMock()
        mock._describe.implementation = .invokes { value in "\(value.base)" }
        #expect(mock.describe(.init(7)) == "7")
        #expect(mock._describe.lastInvocation == .init(7))
        #expect(mock._describe.lastInvocation != .init("7"))
        #expect(Set([MapValueMock.Value(1), .init(1), .init("1")]).count == 2)
    }
}

/// A child that declares a parent's associated type again with a default, which gets no anchor and which
/// the parent's placeholder could also meet: the mock's generic parameter stays the type.
@Mocked(compilationCondition: .none)
protocol Outcome {
    associatedtype Failure: Error
    func fail(_ failure: Failure)
}

@Mocked(compilationCondition: .none)
protocol InfallibleOutcome: Outcome {
    associatedtype Failure: Error = Never
    associatedtype Item
    func take(_ item: Item)
}

struct GenericRefiningMockTests {
    @Test("a generic parameter with a default that a parent's placeholder could meet stays the mock's")
    func restatedWithDefault() {
        #expect(InfallibleOutcomeMock<CancellationError, Int>.Failure.self == CancellationError.self)
        let outcome = InfallibleOutcomeMock<CancellationError, Int>()
        outcome.take(3)
        outcome.fail(CancellationError())
        #expect(outcome._take.lastInvocation == 3)
        #expect(outcome._fail.callCount == 1)
    }

    @Test("a generic child's mock keeps its own types and takes placeholders for the parent's others")
    func genericChildTakesPlaceholders() {
        #expect(WriteObservingFrameDecoderMock<Int>.Written.self == Int.self)
        #expect(WriteObservingFrameDecoderMock<Int>.Frame.self == Any.self)
        let decoder = WriteObservingFrameDecoderMock<Int>()
        decoder._decode.implementation = .uncheckedReturns("frame")
        decoder.didWrite(5)
        #expect(decoder.decode([1]) as? String == "frame")
        #expect(decoder._didWrite.lastInvocation == 5)
        #expect(decoder._decode.lastInvocation == [1])
    }

    @Test("a generic parameter named like a parent's associated type is that type")
    func restatedAssociatedType() {
        #expect(RestatedStreamMock<Int>.Output.self == Int.self)
        #expect(RestatedStreamMock<Int>.Failure.self == (any Error).self)
        let stream = RestatedStreamMock<Int>()
        stream._peek.implementation = .returns(4)
        stream.send(3)
        #expect(stream.peek() == 4)
        #expect(stream._send.lastInvocation == 3)
    }
}
