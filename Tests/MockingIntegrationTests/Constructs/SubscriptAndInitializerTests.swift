import Foundation
import Mocking
import Testing

@Mocked(compilationCondition: .none)
protocol Grid {
    subscript(index: Int) -> String { get }
    subscript(row: Int, column: Int) -> Double { get set }
    subscript(key key: String) -> Int? { get async throws }
}

@Mocked(compilationCondition: .none)
protocol Resource {
    init(name: String)
    init?(rawValue: Int)
    init(path: String) throws
    init(url: String) async
}

@Mocked(compilationCondition: .none)
protocol Plain {
    init()
    func run()
}

struct SubscriptTests {
    @Test("a read-only subscript")
    func readOnly() {
        let mock = GridMock()
        mock._subscriptInt.getter.implementation = .invokes { index in "#\(index)" }
        #expect(mock[3] == "#3")
        #expect(mock._subscriptInt.getter.lastInvocation == 3)
    }

    @Test("a read-write subscript with two parameters records reads and assignments")
    func readWrite() {
        let mock = GridMock()
        mock._subscriptIntInt.getter.implementation = .returns(1.5)
        mock[1, 2] = 4
        #expect(mock[0, 0] == 1.5)
        #expect(mock._subscriptIntInt.setter.lastInvocation?.row == 1)
        #expect(mock._subscriptIntInt.setter.lastInvocation?.column == 2)
        #expect(mock._subscriptIntInt.setter.lastInvocation?.newValue == 4)
        #expect(mock._subscriptIntInt.getter.lastInvocation?.row == 0)
    }

    @Test("an async throwing subscript with a label")
    func asyncThrowing() async throws {
        let mock = GridMock()
        mock._subscriptKey.getter.implementation = .throws(URLError(.badURL))
        await #expect(throws: URLError.self) { try await mock[key: "a"] }
        mock._subscriptKey.getter.implementation = .returns(2)
        #expect(try await mock[key: "b"] == 2)
    }
}

@Mocked(compilationCondition: .none)
protocol Plugin {
    init(config: String)
    init?(rawValue: Int)
    func run() -> Int
}

@Mocked(compilationCondition: .none)
protocol NamedPlugin: Plugin {
    var name: String { get }
}

@Mocked(compilationCondition: .none)
protocol Engine: Actor {
    init(fuel: Int)
    func start() -> Bool
}

/// Code under test that creates the plugins it runs, as a framework does.
struct PluginHost {
    let pluginType: any Plugin.Type

    func runPlugin(config: String) -> Int {
        pluginType.init(config: config).run()
    }
}

@Suite(.serialized)
struct InitializerTests {
    @Test("a mock an initializer requirement creates is recorded while it is created, for the test to configure")
    func createdMocksAreConfigured() async {
        await withTaskScopedStaticMocks {
            // Before a test asks for them, created mocks are not recorded (nor kept alive).
            _ = PluginMock(config: "early")
            let created = createdMocks(of: PluginMock.self)
            #expect(created.callCount == 0)
            created.implementation = .invokes { plugin in plugin._run.implementation = .returns(7) }
            #expect(PluginHost(pluginType: PluginMock.self).runPlugin(config: "a") == 7)
            #expect(PluginHost(pluginType: PluginMock.self).runPlugin(config: "b") == 7)
            #expect(created.callCount == 2)
            #expect(created.invocations.map { $0._run.callCount } == [1, 1])
            #expect(PluginMock._initConfig.invocations == ["early", "a", "b"])

            // A failed initializer creates nothing; one that succeeds does.
            PluginMock._initRawValue.implementation = .inOrder([.returns(nil), .returns(())])
            #expect(PluginMock(rawValue: 1) == nil)
            #expect(PluginMock(rawValue: 2) != nil)
            #expect(created.callCount == 3)
            // The test's own mock, made with init(), is not among them.
            _ = PluginMock()
            #expect(created.callCount == 3)

            // A refining mock, through its parent's initializer; its records are its own.
            createdMocks(of: NamedPluginMock.self).implementation = .invokes { plugin in
                plugin._run.implementation = .returns(8)
            }
            #expect(PluginHost(pluginType: NamedPluginMock.self).runPlugin(config: "c") == 8)
            #expect(createdMocks(of: NamedPluginMock.self).callCount == 1)
            #expect(created.callCount == 3)

            // An actor mock.
            createdMocks(of: EngineMock.self).implementation = .invokes { engine in
                engine._start.implementation = .returns(true)
            }
            let engineType: any Engine.Type = EngineMock.self
            #expect(await engineType.init(fuel: 1).start())

            PluginMock.resetMockedStaticMembers()
            #expect(created.callCount == 0)
        }
        // Outside the scope, the process's records never saw these mocks.
        #expect(createdMocks(of: PluginMock.self).callCount == 0)
    }

    @Test("initializer requirements are recorded in static members")
    func initializers() async throws {
        defer { ResourceMock.resetMockedStaticMembers() }
        let type: any Resource.Type = ResourceMock.self
        _ = type.init(name: "a")
        #expect(ResourceMock._initName.lastInvocation == "a")

        #expect(type.init(rawValue: 1) != nil)
        ResourceMock._initRawValue.implementation = .returns(nil)
        #expect(type.init(rawValue: 2) == nil)
        #expect(ResourceMock._initRawValue.invocations == [1, 2])

        ResourceMock._initPath.implementation = .throws(URLError(.fileDoesNotExist))
        #expect(throws: URLError.self) { try type.init(path: "/x") }

        _ = await type.init(url: "u")
        #expect(ResourceMock._initUrl.callCount == 1)

        ResourceMock.resetMockedStaticMembers()
        #expect(ResourceMock._initName.callCount == 0)
    }

    @Test("a required init() replaces the mock's own")
    func plainInitializer() {
        defer { PlainMock.resetMockedStaticMembers() }
        let mock = PlainMock()
        mock.run()
        #expect(PlainMock._init.callCount == 1)
        #expect(mock._run.callCount == 1)
    }
}

@Mocked(compilationCondition: .none)
protocol Token: Hashable, Comparable, Identifiable, CustomStringConvertible, CustomDebugStringConvertible, Sendable {
    var value: String { get }
}

@Mocked(compilationCondition: .none)
protocol Payload: Codable {
    var size: Int { get }
}

/// SwiftGraph's `Edge`: the parents in one composition.
@Mocked(compilationCondition: .none)
protocol GraphEdge: CustomStringConvertible & Codable {
    var directed: Bool { get }
}

/// swift-prometheus' `Bucketable`.
@Mocked(compilationCondition: .none)
protocol Bucket: AdditiveArithmetic, Comparable, Sendable {
    var label: String { get }
}

@Mocked(compilationCondition: .none)
protocol Measure: AdditiveArithmetic {}

@Mocked(compilationCondition: .none)
protocol Distance: Measure {
    var meters: Double { get }
}

/// Two parents that both reach `AdditiveArithmetic`.
@Mocked(compilationCondition: .none)
protocol Route: Distance, Measure {}

/// `AdditiveArithmetic` listed again next to a parent that reaches it: the mock declares its own members.
@Mocked(compilationCondition: .none)
protocol Leg: Measure, AdditiveArithmetic {}

/// A `@Mocked` parent that restates `AdditiveArithmetic`'s `+`.
@Mocked(compilationCondition: .none)
protocol Sum: AdditiveArithmetic {
    static func + (lhs: Self, rhs: Self) -> Self
}

@Mocked(compilationCondition: .none)
protocol Subtotal: Sum {}

/// A `@Mocked` parent that declares `+` below a parent that reaches `AdditiveArithmetic`, which its macro
/// cannot see.
@Mocked(compilationCondition: .none)
protocol Step: Measure {
    static func + (lhs: Self, rhs: Self) -> Self
}

@Mocked(compilationCondition: .none)
protocol Hop: Step {}

/// `a + b` through the witness of `AdditiveArithmetic`'s `+`.
private func sum<T: AdditiveArithmetic>(_ a: T, _ b: T) -> T { a + b }

/// A quantity that multiplies; its magnitude is a type the test chooses.
@Mocked(compilationCondition: .none)
protocol Quantity: Numeric {
    var unit: String { get }
}

/// A `@Mocked` parent's `Numeric`, listed again on the child.
@Mocked(compilationCondition: .none)
protocol PricedQuantity: Quantity, Numeric {
    var price: Int { get }
}

/// A quantity whose magnitude its protocol pins; the child lists `Numeric` again and restates the pin
/// (Tests/CompileFailures/ParentPinsStandardType.swift has the child without it).
@Mocked(compilationCondition: .none)
protocol Count: Numeric where Magnitude == UInt {
    var unit: String { get }
}

@Mocked(compilationCondition: .none)
protocol PricedCount: Count, Numeric where Magnitude == UInt {
    var price: Int { get }
}

/// swift-numerics' `AlgebraicField`: a `SignedNumeric` protocol whose magnitude is one of its kind.
@Mocked(compilationCondition: .none)
protocol ScalarField: SignedNumeric where Magnitude: ScalarField {
    static func / (lhs: Self, rhs: Self) -> Self
}

extension Double: ScalarField {}

@Mocked(compilationCondition: .none)
protocol Failure: Error {
    var code: Int { get }
}

@Mocked(compilationCondition: .none)
protocol Session: Actor, Hashable, CustomStringConvertible {
    func end()
}

@Mocked(compilationCondition: .none)
protocol Keyed: Hashable, CustomStringConvertible {}

@Mocked(compilationCondition: .none)
protocol Record: Keyed {
    func save()
}

struct WellKnownRefinementTests {
    @Test("a child of a Hashable, CustomStringConvertible parent gets identity and description from it")
    func inheritedIdentity() {
        let first = RecordMock()
        let second = RecordMock()
        #expect(Set([first, first, second]).count == 2)
        #expect(first.description == "RecordMock")
        first.save()
        #expect(first._save.callCount == 1)
    }

    @Test("Equatable, Hashable and Comparable by identity; Identifiable; descriptions")
    func identity() {
        let first = TokenMock()
        let second = TokenMock()
        #expect(first == first)
        #expect(first != second)
        #expect(Set([first, first, second]).count == 2)
        #expect((first < second) != (second < first))
        #expect(first.id != second.id)
        #expect(first.description == "TokenMock")
        #expect(first.debugDescription == "TokenMock")
    }

    @Test("Encodable and Decodable become mockable members")
    func codable() throws {
        defer { PayloadMock.resetMockedStaticMembers() }
        let mock = PayloadMock()
        _ = try JSONEncoder().encode([mock])
        #expect(mock._encode.callCount == 1)
        _ = try JSONDecoder().decode([PayloadMock].self, from: Data("[{}]".utf8))
        #expect(PayloadMock._init.callCount == 1)
    }

    @Test("parents in a composition are mocked as when listed apart")
    func composedParents() throws {
        defer { GraphEdgeMock.resetMockedStaticMembers() }
        let edge = GraphEdgeMock()
        #expect(edge.description == "GraphEdgeMock")
        _ = try JSONEncoder().encode([edge])
        #expect(edge._encode.callCount == 1)
        _ = try JSONDecoder().decode([GraphEdgeMock].self, from: Data("[{}]".utf8))
        #expect(GraphEdgeMock._init.callCount == 1)
    }

    @Test("AdditiveArithmetic: zero, + and - are mocked; += and -= are the standard library's, through them")
    func additiveArithmetic() {
        defer { BucketMock.resetMockedStaticMembers() }
        let small = BucketMock()
        let large = BucketMock()
        BucketMock._zero.getter.implementation = .uncheckedReturns(small)
        BucketMock._operatorPlus.implementation = .invokes { _, rhs in rhs }
        BucketMock._operatorMinus.implementation = .invokes { lhs, _ in lhs }
        #expect(BucketMock.zero === small)
        var total = BucketMock.zero
        total += large
        #expect(total === large)
        #expect(large - small === large)
        #expect(BucketMock._operatorPlus.callCount == 1)
        #expect(BucketMock._operatorMinus.lastInvocation?.rhs === small)
        #expect(small != large)
    }

    @Test("AdditiveArithmetic through @Mocked parents: zero, + and - are mocked, once per mock type")
    func inheritedAdditiveArithmetic() {
        defer {
            DistanceMock.resetMockedStaticMembers()
            RouteMock.resetMockedStaticMembers()
        }
        let walk = DistanceMock()
        let start = DistanceMock()
        DistanceMock._zero.getter.implementation = .uncheckedReturns(start)
        DistanceMock._operatorPlus.implementation = .invokes { lhs, _ in lhs }
        DistanceMock._operatorMinus.implementation = .invokes { _, rhs in rhs }
        #expect(DistanceMock.zero === start)
        #expect(walk + DistanceMock() === walk)
        var total = walk
        total -= start
        #expect(total === start)
        #expect(DistanceMock._operatorPlus.callCount == 1)
        #expect(DistanceMock._operatorMinus.lastInvocation?.lhs === walk)
        let leg = RouteMock()
        RouteMock._operatorPlus.implementation = .invokes { _, rhs in rhs }
        #expect(RouteMock() + leg === leg)
        #expect(RouteMock._operatorPlus.callCount == 1)
        #expect(DistanceMock._operatorPlus.callCount == 1)
    }

    @Test("a parent that declares + itself: the member the test configures answers the call, however it is made")
    func operatorDeclaredByParent() {
        defer {
            SubtotalMock.resetMockedStaticMembers()
            HopMock.resetMockedStaticMembers()
        }
        let first = SubtotalMock()
        let second = SubtotalMock()
        SubtotalMock._operatorPlus.implementation = .invokes { _, rhs in rhs }
        #expect(first + second === second)
        #expect(sum(first, second) === second)
        #expect(SubtotalMock._operatorPlus.callCount == 2)
        let hop = HopMock()
        HopMock._operatorPlus.implementation = .invokes { lhs, _ in lhs }
        #expect(hop + HopMock() === hop)
        #expect(sum(hop, HopMock()) === hop)
        #expect(HopMock._operatorPlus.callCount == 2)
    }

    @Test("AdditiveArithmetic listed again next to a @Mocked parent that reaches it")
    func additiveArithmeticListedAgain() {
        defer { LegMock.resetMockedStaticMembers() }
        let leg = LegMock()
        LegMock._operatorMinus.implementation = .invokes { lhs, _ in lhs }
        #expect(leg - LegMock() === leg)
        var total = leg
        total -= LegMock()
        #expect(total === leg)
        #expect(LegMock._operatorMinus.callCount == 2)
    }

    @Test("Numeric: init?(exactly:), magnitude, * and *= are mocked; Magnitude is the mock's generic parameter")
    func numeric() {
        defer { QuantityMock<Int>.resetMockedStaticMembers() }
        let three: QuantityMock<Int> = 3
        let four = QuantityMock<Int>()
        QuantityMock<Int>._operatorStar.implementation = .invokes { _, rhs in rhs }
        QuantityMock<Int>._operatorStarEqual.implementation = .invokes { lhs, rhs in lhs.value = rhs }
        three._magnitude.getter.implementation = .returns(3)
        #expect(QuantityMock<Int>._initIntegerLiteral.invocations == [3])
        #expect(three * four === four)
        var product = three
        product *= four
        #expect(product === four)
        #expect(three.magnitude == 3)
        #expect(QuantityMock<Int>(exactly: 7) != nil)
        #expect(QuantityMock<Int>._initExactly.lastInvocation as? Int == 7)
        QuantityMock<Int>._initExactly.implementation = .returns(nil)
        #expect(QuantityMock<Int>(exactly: 8) == nil)
        #expect(QuantityMock<Int>._operatorStarEqual.callCount == 1)
    }

    @Test("Numeric through a @Mocked parent, listed again on the child")
    func inheritedNumeric() {
        defer { PricedQuantityMock<Int>.resetMockedStaticMembers() }
        let item = PricedQuantityMock<Int>()
        PricedQuantityMock<Int>._operatorStar.implementation = .invokes { lhs, _ in lhs }
        item._unit.getter.implementation = .returns("kg")
        #expect(item * PricedQuantityMock<Int>() === item)
        #expect(item.unit == "kg")
        #expect(PricedQuantityMock<Int>._operatorStar.callCount == 1)
    }

    @Test("a parent's pinned Magnitude restated on the child that lists Numeric again")
    func inheritedPinnedMagnitude() {
        defer { PricedCountMock.resetMockedStaticMembers() }
        #expect(PricedCountMock.Magnitude.self == UInt.self)
        let item = PricedCountMock()
        item._magnitude.getter.implementation = .returns(4)
        item._price.getter.implementation = .returns(10)
        #expect(item.magnitude == 4)
        #expect(item.price == 10)
        PricedCountMock._operatorStar.implementation = .invokes { _, rhs in rhs }
        let other = PricedCountMock()
        #expect(item * other === other)
    }

    @Test("SignedNumeric with a Magnitude constrained to the protocol: negation is the standard library's")
    func signedNumeric() {
        typealias Mock = ScalarFieldMock<Double>
        defer { Mock.resetMockedStaticMembers() }
        let x = Mock()
        let y = Mock()
        Mock._operatorMinus.implementation = .invokes { _, rhs in rhs }
        Mock._operatorSlash.implementation = .invokes { lhs, _ in lhs }
        #expect(-x === x)
        #expect(x / y === x)
        #expect(Mock._initIntegerLiteral.invocations == [0])
        #expect(Mock._operatorMinus.lastInvocation?.rhs === x)
    }

    @Test("a mock of an Error protocol can be thrown")
    func error() {
        let mock = FailureMock()
        mock._code.getter.implementation = .returns(7)
        let thrown: any Error = mock
        #expect((thrown as? any Failure)?.code == 7)
        #expect(mock._code.getter.callCount == 1)
    }

    @Test("an actor mock satisfies Hashable and CustomStringConvertible")
    func actorIdentity() async {
        let mock = SessionMock()
        #expect(Set([mock, mock, SessionMock()]).count == 2)
        #expect(mock.description == "SessionMock")
        await mock.end()
    }
}
