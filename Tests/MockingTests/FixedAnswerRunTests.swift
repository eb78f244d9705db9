import Testing

@testable import Mocking

/// What a test reads is what every call returned, in the order the calls finished, across changes of the
/// implementation, held calls and bounded histories.
@Suite("Results of fixed answers")
struct FixedAnswerRunTests {
    @Test("calls with a fixed answer keep their arguments alone, and read back their outputs")
    func fixedOutputsAreImplied() {
        let method = MockMethod<(a: Int, b: Int), Int, Never>("Mock._add")
        method.implementation = .returns(7)
        for call in 0..<1_000 {
            #expect(method.__invoke((a: call, b: 1)) == 7)
        }
        #expect(method.callCount == 1_000)
        #expect(method.returnedValues == Array(repeating: 7, count: 1_000))
        #expect(method.lastReturnedValue == 7)

        method.implementation = .returns(8)
        _ = method.__invoke((a: 0, b: 0))
        _ = method.__invoke((a: 0, b: 0))
        #expect(method.returnedValues == Array(repeating: 7, count: 1_000) + [8, 8])
        #expect(method.lastReturnedValue == 8)
        #expect(method.invocations.count == 1_002)
    }

    @Test("a result recorded during a run comes after the run's calls that finished before it")
    func closureFinishingInsideARun() {
        let method = MockMethod<Int, Int, Never>("Mock._next")
        // The closure fixes the answer and calls the member again before it returns: the inner call
        // finishes first.
        method.implementation = .invokes { value in
            method.implementation = .returns(9)
            _ = method.__invoke(value + 1)
            return value
        }
        #expect(method.__invoke(1) == 1)
        #expect(method.__invoke(3) == 9)
        #expect(method.invocations == [1, 2, 3])
        #expect(method.returnedValues == [9, 1, 9])
        #expect(method.lastReturnedValue == 9)
    }

    @Test("a held call that finishes during a run comes after the run's calls that finished before it")
    func heldCallFinishingInsideARun() async throws {
        let method = AsyncMockMethod<Int, Int, Never>("Mock._load")
        method.implementation = .held
        async let first = method.__invoke(1)
        let held = try await method.nextHeldCall()
        method.implementation = .returns(5)
        #expect(await method.__invoke(2) == 5)
        held.resume(returning: 9)
        #expect(await first == 9)
        #expect(await method.__invoke(3) == 5)
        #expect(method.invocations == [1, 2, 3])
        #expect(method.returnedValues == [5, 9, 5])
    }

    @Test("a CallOrder that starts during a run ends it; the run's outputs stay")
    func callOrderStartingInsideARun() {
        let method = MockMethod<Int, Int, Never>("Mock._value")
        method.implementation = .returns(4)
        _ = method.__invoke(1)
        _ = method.__invoke(2)
        let order = CallOrder(members: [method])
        _ = method.__invoke(3)
        #expect(method.returnedValues == [4, 4, 4])
        #expect(order.calls.map(\.arguments) == ["3"])
    }

    @Test("a throwing member returning nothing keeps its silent calls' results among its results")
    func silentThrowingCalls() throws {
        let method = MockMethod<Int, Void, any Error>("Mock._store")
        try method.__invoke(1)
        try method.__invoke(2)
        method.implementation = .throws(TestError(code: 3))
        #expect(throws: TestError(code: 3)) { try method.__invoke(3) }
        let results = method.returnedValues.map { result in
            result.map { _ in 0 }.mapError { $0 as? TestError ?? TestError(code: -1) }
        }
        #expect(results == [.success(0), .success(0), .failure(TestError(code: 3))])
    }

    @Test("fixed errors and fixed outputs of a throwing member are read back in order")
    func fixedErrorsAreImplied() throws {
        let method = MockMethod<Int, Int, any Error>("Mock._parse")
        method.implementation = .throws(TestError(code: 1))
        for call in 0..<3 {
            #expect(throws: TestError(code: 1)) { try method.__invoke(call) }
        }
        let last = method.lastReturnedValue?.mapError { $0 as? TestError ?? TestError(code: -1) }
        #expect(last == .failure(TestError(code: 1)))

        method.implementation = .returns(2)
        #expect(try method.__invoke(3) == 2)
        let results = method.returnedValues.map { result in
            result.mapError { $0 as? TestError ?? TestError(code: -1) }
        }
        #expect(results == Array(repeating: .failure(TestError(code: 1)), count: 3) + [.success(2)])
    }

    @Test("a member returning nothing counts what its calls returned without an implementation")
    func silentCallsAreImplied() {
        let setter = MockMethod<Int, Void, Never>("Mock._level.set")
        for value in 0..<5 {
            setter.__invoke(value)
        }
        #expect(setter.returnedValues.count == 5)
        #expect(setter.lastReturnedValue != nil)

        setter.isStrict = true
        #expect(setter.returnedValues.count == 5)
    }

    @Test("bounding the history ends the run and keeps the latest of its outputs")
    func historyBoundAfterARun() {
        let method = MockMethod<Int, Int, Never>("Mock._value")
        method.implementation = .returns(1)
        for call in 0..<3 { _ = method.__invoke(call) }
        method.implementation = .returns(2)
        for call in 3..<6 { _ = method.__invoke(call) }
        method.history = .last(4)
        #expect(method.returnedValues == [1, 2, 2, 2])
        #expect(method.invocations == [2, 3, 4, 5])
        #expect(method.callCount == 6)
    }

    @Test("reset forgets a run's calls")
    func resetForgetsTheRun() {
        let method = MockMethod<Int, Int, Never>("Mock._value")
        method.implementation = .returns(1)
        for call in 0..<3 { _ = method.__invoke(call) }
        method.reset()
        #expect(method.returnedValues.isEmpty && method.lastReturnedValue == nil)
        method.implementation = .returns(4)
        _ = method.__invoke(9)
        #expect(method.returnedValues == [4])
    }

    @Test("a test waiting for calls ends the run; the calls it waits for are recorded one by one")
    func waitingEndsTheRun() async throws {
        let method = AsyncMockMethod<Int, Int, Never>("Mock._load")
        method.implementation = .returns(5)
        _ = await method.__invoke(0)
        async let waited: Void = method.waitForCalls(3)
        while method.suspendedWaitCount == 0 {
            await Task.yield()
        }
        _ = await method.__invoke(1)
        _ = await method.__invoke(2)
        try await waited
        #expect(method.returnedValues == [5, 5, 5])
    }
}
