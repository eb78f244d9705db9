import Mocking
import Testing

@Mocked
protocol Ticker: Sendable {
    func tick(_ value: Int) -> Int
    func parse(_ text: String) throws -> Int
    func ping()
}

@Suite("Bounded history")
struct HistoryTests {
    @Test("the latest calls are kept; the count is exact")
    func latest() {
        let ticker = TickerMock(tick: .invokes { $0 * 2 })
        ticker._tick.history = .last(3)
        for value in 1...10 { _ = ticker.tick(value) }
        #expect(ticker._tick.callCount == 10)
        #expect(ticker._tick.invocations == [8, 9, 10])
        #expect(ticker._tick.lastInvocation == 10)
        #expect(ticker._tick.returnedValues == [16, 18, 20])
        #expect(ticker._tick.lastReturnedValue == 20)
    }

    @Test("bounding a long history keeps its latest calls")
    func boundLater() {
        let ticker = TickerMock(tick: .returns(0))
        for value in 1...10 { _ = ticker.tick(value) }
        ticker._tick.history = .last(2)
        #expect(ticker._tick.invocations == [9, 10])
        ticker._tick.history = .all
        _ = ticker.tick(11)
        #expect(ticker._tick.invocations == [9, 10, 11])
        #expect(ticker._tick.callCount == 11)
    }

    @Test("count only: no arguments or results, an exact count")
    func countOnly() throws {
        let ticker = TickerMock(parse: .invokes { text in Int(text)! })
        ticker._parse.history = .countOnly
        ticker._ping.history = .countOnly
        for _ in 0..<1_000 {
            _ = try ticker.parse("7")
            ticker.ping()
        }
        #expect(ticker._parse.callCount == 1_000)
        #expect(ticker._parse.invocations.isEmpty)
        #expect(ticker._parse.lastInvocation == nil)
        #expect(ticker._parse.returnedValues.isEmpty)
        #expect(ticker._ping.callCount == 1_000)
        #expect(ticker._ping.invocations.isEmpty)
    }

    @Test("a member without arguments counts its calls; results of a throwing member are bounded too")
    func voidAndThrowing() throws {
        let ticker = TickerMock(parse: .inOrder([.returns(1), .throws(TickerError()), .returns(3)]))
        ticker.ping()
        ticker.ping()
        #expect(ticker._ping.invocations.count == 2)
        #expect(ticker._ping.returnedValues.count == 2)
        ticker._parse.history = .last(2)
        _ = try? ticker.parse("a")
        _ = try? ticker.parse("b")
        _ = try? ticker.parse("c")
        #expect(ticker._parse.invocations == ["b", "c"])
        #expect(ticker._parse.returnedValues.count == 2)
        #expect(throws: TickerError.self) { try ticker._parse.returnedValues[0].get() }
        #expect(try ticker._parse.returnedValues[1].get() == 3)
    }

    @Test("waiting counts every call, kept or not; reset keeps the bound")
    func waiting() async throws {
        let ticker = TickerMock(tick: .returns(0))
        ticker._tick.history = .countOnly
        let calls = Task {
            for value in 0..<50 { _ = ticker.tick(value) }
        }
        try await ticker._tick.waitForCalls(50, timeout: .seconds(5))
        await calls.value
        #expect(ticker._tick.callCount == 50)
        ticker._tick.reset()
        #expect(ticker._tick.history == .countOnly)
        ticker._tick.implementation = .returns(1)
        _ = ticker.tick(1)
        #expect(ticker._tick.invocations.isEmpty)
        #expect(ticker._tick.callCount == 1)
    }

    @Test("a call order started after earlier calls, on a bounded history, pairs each number with its call")
    func callOrderStartedLate() {
        let ticker = TickerMock(tick: .returns(0))
        ticker._tick.history = .last(3)
        for value in 1...5 { _ = ticker.tick(value) }
        let order = CallOrder(of: ticker)
        for value in 6...12 {
            _ = ticker.tick(value)
            if value.isMultiple(of: 4) { ticker.ping() }
        }
        #expect(ticker._tick.invocations == [10, 11, 12])
        #expect(
            order.calls.map(\.description) == [
                "TickerMock._ping()", "TickerMock._tick(10)", "TickerMock._tick(11)", "TickerMock._tick(12)",
                "TickerMock._ping()",
            ])
    }

    @Test("a call order leaves out calls the member no longer keeps")
    func callOrder() {
        let ticker = TickerMock(tick: .returns(0))
        ticker._tick.history = .last(2)
        let order = CallOrder(of: ticker)
        _ = ticker.tick(1)
        ticker.ping()
        _ = ticker.tick(2)
        _ = ticker.tick(3)
        #expect(ticker._tick.invocations == [2, 3])
        #expect(order.calls.map(\.description) == ["TickerMock._ping()", "TickerMock._tick(2)", "TickerMock._tick(3)"])
        for value in 4...100 { _ = ticker.tick(value) }
        #expect(
            order.calls.map(\.description) == ["TickerMock._ping()", "TickerMock._tick(99)", "TickerMock._tick(100)"])
    }
}

struct TickerError: Error {}
