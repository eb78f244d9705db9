import Mocking
import Testing

/// Static requirements of every kind in a generic mock, which keeps no slots: its calls find their
/// members by key (`__withStaticMember`).
@Mocked
protocol Rates {
    associatedtype Currency
    static func rate(for currency: Currency) -> Int
    static var base: Currency { get set }
    static subscript(day: Int) -> Double { get }
    static func validate(_ code: String) throws -> Bool
}

/// A protocol whose static requirements a refining protocol's mock gets from its extension.
@Mocked
protocol Clockwork {
    static func now() -> Int
    static func synchronize() throws
}

@Mocked
protocol Alarm: Clockwork {
    func ring()
}

/// Static requirements a hand-written mock declares without bodies: keyed by a type declared for each.
protocol Stamping {
    static func stamp(_ text: String) -> Int
    static func check() throws
    static var ink: Int { get set }
}

@MockedMembers
final class StampingMock<Tag>: Stamping {
    static func stamp(_ text: String) -> Int
    static func check() throws
    @MockableProperty(.readWrite)
    static var ink: Int
}

/// The error `validate(_:)` and `synchronize()` throw.
struct ExchangeClosed: Error, Equatable {}

// Static mock state is shared by every test of the process: these tests run one at a time, on types no
// other suite calls, and reset what they use.
@Suite("Static members found by key", .serialized)
struct StaticMembersByKeyTests {
    @Test("a generic mock's static calls reach the member its backing property returns")
    func genericMockStatics() throws {
        typealias Mock = RatesMock<String>
        defer { Mock.resetMockedStaticMembers() }
        let rate = Mock._rate
        Mock._rate.implementation = .invokes { currency in currency.count }
        Mock._base.getter.implementation = .returns("EUR")
        Mock._subscript.getter.implementation = .returns(1.5)
        Mock._validate.implementation = .throws(ExchangeClosed())

        #expect(Self.rate(of: Mock.self, for: "abc") == 3, "through the protocol's witness")
        #expect(Mock.rate(for: "de") == 2)
        #expect(Mock.base == "EUR")
        Mock.base = "CHF"
        #expect(Mock[7] == 1.5)
        #expect(throws: ExchangeClosed()) { try Mock.validate("X") }
        Mock._validate.implementation = .returns(true)
        #expect(try Mock.validate("Y"))

        #expect(Mock._rate === rate)
        #expect(rate.invocations == ["abc", "de"])
        #expect(Mock._base.setter.invocations == ["CHF"])
        #expect(Mock._subscript.getter.invocations == [7])
        #expect(Mock._validate.invocations == ["X", "Y"])
        // Each specialization has static members of its own, also where the member's type is the same.
        RatesMock<Int>._subscript.getter.implementation = .returns(2.5)
        #expect(RatesMock<Int>[7] == 2.5 && Mock[7] == 1.5)
        RatesMock<Int>.resetMockedStaticMembers()
    }

    /// `rate(for:)` called through the protocol.
    static func rate<Exchange: Rates>(of type: Exchange.Type, for currency: Exchange.Currency) -> Int {
        type.rate(for: currency)
    }

    @Test("a call creates the member the backing property then returns, outside a scope and inside one")
    func callCreatesTheMember() {
        typealias Mock = RatesMock<Double>
        defer { Mock.resetMockedStaticMembers() }
        // `Void`-returning static members answer without an implementation; `[day]` has a default value.
        withKnownIssue("no implementation: the call is reported") {
            _ = Mock[3]
        }
        #expect(Mock._subscript.getter.invocations == [3])
        withTaskScopedStaticMocks {
            withKnownIssue("no implementation: the call is reported") {
                _ = Mock[4]
            }
            #expect(Mock._subscript.getter.invocations == [4])
        }
        #expect(Mock._subscript.getter.invocations == [3])
    }

    @Test("a scope has a generic mock's static members of its own")
    func genericMockStaticsInAScope() {
        typealias Mock = RatesMock<Int>
        defer { Mock.resetMockedStaticMembers() }
        Mock._rate.implementation = .returns(1)
        #expect(Mock.rate(for: 0) == 1)
        withTaskScopedStaticMocks {
            Mock._rate.implementation = .returns(2)
            #expect(Mock.rate(for: 5) == 2)
            #expect(Mock._rate.invocations == [5])
        }
        #expect(Mock.rate(for: 6) == 1)
        #expect(Mock._rate.invocations == [0, 6])
    }

    @Test("a hand-written generic mock's static methods and properties find their members by key, inside a scope too")
    func handWrittenStatics() {
        typealias Mock = StampingMock<Int>
        defer { Mock.resetMockedStaticMembers() }
        Mock._stamp.implementation = .invokes { text in text.count }
        Mock._check.implementation = .throws(ExchangeClosed())
        #expect(Mock.stamp("four") == 4)
        #expect(throws: ExchangeClosed()) { try Mock.check() }
        #expect(Mock._stamp.invocations == ["four"])
        #expect(Mock._check.callCount == 1)
        Mock._ink.getter.implementation = .returns(3)
        Mock.ink = 7
        #expect(Mock.ink == 3)
        #expect(Mock._ink.setter.invocations == [7])
        withTaskScopedStaticMocks {
            Mock._stamp.implementation = .returns(0)
            #expect(Mock.stamp("in a scope") == 0)
            #expect(Mock._stamp.invocations == ["in a scope"])
        }
        #expect(Mock._stamp.invocations == ["four"])
        #expect(StampingMock<String>._stamp.callCount == 0)
    }

    @Test("a refining protocol's mock calls its parent's static requirements")
    func parentStaticsInARefiningMock() {
        defer { AlarmMock.resetMockedStaticMembers() }
        AlarmMock._now.implementation = .returns(42)
        AlarmMock._synchronize.implementation = .throws(ExchangeClosed())
        let ticker: any Clockwork.Type = AlarmMock.self
        #expect(ticker.now() == 42)
        #expect(throws: ExchangeClosed()) { try ticker.synchronize() }
        #expect(AlarmMock._now.callCount == 1)
        #expect(AlarmMock._synchronize.callCount == 1)
        #expect(ClockworkMock._now.callCount == 0, "the parent's own mock has static members of its own")
    }
}
