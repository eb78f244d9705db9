import Foundation
import Mocking
import Testing

// Shapes of real protocols that a generator reading Swift as text got wrong: keyword parameter names
// (swift-nio's `EventLoop`, sql-kit's `SQLRow`), a generic parameter named `Type` (Swinject's
// `Behavior`), dependent member types of generic parameters, and `Self` in nested positions.

struct TimeAmount: Sendable, Equatable {
    var nanoseconds: Int64
}

@Mocked(compilationCondition: .none)
protocol TaskScheduler: Sendable {
    func scheduleTask<T>(in: TimeAmount, _ task: @escaping @Sendable () throws -> T) -> Int
    func decode<D: Decodable>(column: String, as: D.Type) throws -> D
    func move(from: Int, to: Int, default: Bool, is: String, for: Int)
}

@Mocked(compilationCondition: .none)
protocol Behavior {
    func container<Type, Service>(didRegisterType type: Type.Type, toService entry: Service, withName name: String?)
}

protocol ChannelOption: Equatable, Sendable {
    associatedtype Value: Sendable
}

struct BacklogOption: ChannelOption {
    typealias Value = Int32
}

@Mocked(compilationCondition: .none)
protocol Channel {
    func value<Option: ChannelOption>(for option: Option) -> Option.Value
    func first<C: Collection>(of collection: C) -> C.Element? where C.Element: Sendable
    func sum<S: Sequence>(_ values: S) -> Int where S.Element == Int
    func make<T>(_ factory: () throws -> T) rethrows -> T
}

@Mocked(compilationCondition: .none)
protocol Combining {
    func combine(_ other: Self) -> Self
    func merge(_ others: [Self], into: inout Self?)
}

@Mocked(compilationCondition: .none)
protocol Decoding {
    init<Source: Sequence>(from source: Source) throws where Source.Element == UInt8
    init<T: Decodable>(value: T)
}

// Shapes the trial corpus found: a RawRepresentable protocol that restates `rawValue` (GRDB), and a
// protocol deprecated in favour of another (Swinject's `AssemblyType`).
@Mocked(compilationCondition: .none)
protocol DatabaseValueEnum: RawRepresentable, Sendable where RawValue == String {
    var rawValue: String { get }
}

@available(*, deprecated, renamed: "TaskScheduler")
@Mocked(compilationCondition: .none)
protocol OldScheduler {
    func run()
}

@Suite("Syntax seams: keywords, metatypes, dependent types, Self")
@resultBuilder
enum StepsBuilder {
    static func buildBlock(_ steps: String...) -> [String] { steps }
}

// hummingbird's `RouterController` declares `@MiddlewareFixedTypeBuilder<Context> var body: Body { get }`.
@Mocked(compilationCondition: .none)
protocol Recipe {
    @StepsBuilder var steps: [String] { get }
    @StepsBuilder func variation(of name: String) -> [String]
}

// swift-crypto's `HPKEDiffieHellmanPublicKey` has
// `associatedtype EphemeralPrivateKey: HPKEDiffieHellmanPrivateKeyGeneration where
// EphemeralPrivateKey.PublicKey == Self`, which no generic mock can meet ("generic class has
// self-referential generic requirements"); it gets a diagnostic (DiagnosticsTests), and this is its
// hand-written mock.
protocol KeyPair {
    associatedtype PublicKey
}

protocol PublicKey {
    associatedtype Pair: KeyPair where Pair.PublicKey == Self
    func verify(_ signature: [UInt8]) -> Bool
}

struct FixedPair: KeyPair {
    typealias PublicKey = PublicKeyMock
}

@MockedMembers
final class PublicKeyMock: PublicKey {
    typealias Pair = FixedPair
    func verify(_ signature: [UInt8]) -> Bool
}

struct SyntaxSeamsTests {
    @Test("result-builder attributes of requirements stay off the mock's implementations")
    func resultBuilderRequirements() {
        let mock = RecipeMock()
        mock._steps.getter.implementation = .returns(["mix", "bake"])
        mock._variation.implementation = .invokes { ["\($0) twice"] }
        #expect(mock.steps == ["mix", "bake"])
        #expect(mock.variation(of: "stir") == ["stir twice"])
        #expect(mock._variation.lastInvocation == "stir")
    }

    @Test("a protocol whose associated type names Self is mocked by hand")
    func selfReferentialAssociatedType() {
        let mock = PublicKeyMock()
        mock._verify.implementation = .invokes { $0 == [1] }
        #expect(mock.verify([1]))
        #expect(!mock.verify([2]))
    }

    @Test("parameters named with keywords are recorded under their names")
    func keywordParameters() throws {
        let mock = TaskSchedulerMock()
        mock._scheduleTask.implementation = .returns(7)
        mock._decode.implementation = .uncheckedReturns(42)
        #expect(mock.scheduleTask(in: TimeAmount(nanoseconds: 5), { 1 }) == 7)
        #expect(mock._scheduleTask.lastInvocation?.in == TimeAmount(nanoseconds: 5))
        #expect(try mock.decode(column: "age", as: Int.self) == 42)
        #expect(mock._decode.lastInvocation?.as == Int.self)
        mock.move(from: 1, to: 2, default: true, is: "x", for: 3)
        let move = try #require(mock._move.lastInvocation)
        #expect(move.from == 1 && move.to == 2 && move.default && move.is == "x" && move.for == 3)
    }

    @Test("a generic parameter named Type is erased; its metatype is recorded as Any.Type")
    func typeNamedGeneric() {
        let mock = BehaviorMock()
        mock.container(didRegisterType: String.self, toService: 5, withName: "main")
        #expect(mock._container.lastInvocation?.type == String.self)
        #expect(mock._container.lastInvocation?.entry as? Int == 5)
        #expect(mock._container.lastInvocation?.name == "main")
    }

    @Test("dependent member types are recorded as Any and cast back to what the caller chose")
    func dependentTypes() {
        let mock = ChannelMock()
        mock._value.implementation = .uncheckedReturns(Int32(128))
        #expect(mock.value(for: BacklogOption()) == 128)
        #expect(mock._value.lastInvocation is BacklogOption)
        mock._first.implementation = .uncheckedInvokes { collection in (collection as? [String])?.first as Any }
        #expect(mock.first(of: ["a", "b"]) == "a")
        mock._sum.implementation = .uncheckedInvokes { values in (values as? [Int])?.reduce(0, +) ?? -1 }
        #expect(mock.sum([1, 2, 3]) == 6)
        mock._make.implementation = .uncheckedInvokes { factory in (try? factory.closure()) ?? "failed" }
        #expect(mock.make { "made" } == "made")
    }

    @Test("Self in arrays, optionals and inout is the mock type")
    func selfTypes() {
        let mock = CombiningMock()
        let other = CombiningMock()
        mock._combine.implementation = .uncheckedReturns(other)
        #expect(mock.combine(other) === other)
        var target: CombiningMock? = nil
        mock._merge.implementation = .uncheckedInvokes { arguments in arguments.into.value = other }
        mock.merge([other], into: &target)
        #expect(target === other)
    }

    @Test("generic initializers record their erased arguments")
    func genericInitializers() throws {
        DecodingMock._initFrom.implementation = .invokes { _ in }
        DecodingMock._initValue.implementation = .invokes { _ in }
        defer { DecodingMock.resetMockedStaticMembers() }
        _ = try DecodingMock(from: [1, 2, 3] as [UInt8])
        _ = DecodingMock(value: "text")
        #expect(DecodingMock._initFrom.lastInvocation as? [UInt8] == [1, 2, 3])
        #expect(DecodingMock._initValue.lastInvocation as? String == "text")
    }

    @Test("a restated rawValue is mocked once")
    func restatedRawValue() {
        let value = DatabaseValueEnumMock()
        value._rawValue.getter.implementation = .returns("a")
        #expect(value.rawValue == "a")
    }
}
