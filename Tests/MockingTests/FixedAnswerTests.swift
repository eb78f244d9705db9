import Testing

@testable import Mocking

/// Everything an answer depends on changes between calls: the implementation, the history, strictness;
/// each call answers by what is set when it is made.
@Suite("Answers follow the implementation")
struct FixedAnswerTests {
    @Test("calls answer by the implementation, whatever the history and strictness")
    func keptAnswerFollowsChanges() throws {
        let method = MockMethod<Int, Int, any Error>("Mock._parse")

        method.implementation = .returns(1)
        #expect(try method.__invoke(10) == 1)

        method.implementation = .throws(TestError(code: 2))
        #expect(throws: TestError(code: 2)) { try method.__invoke(11) }

        method.implementation = .invokes { $0 * 2 }
        #expect(try method.__invoke(12) == 24)

        method.implementation = .returns(3)
        method.history = .last(10)
        #expect(try method.__invoke(13) == 3)
        method.history = .all
        #expect(try method.__invoke(14) == 3)

        method.implementation = .inOrder([.returns(4), .throws(TestError(code: 5))])
        #expect(try method.__invoke(15) == 4)
        #expect(throws: TestError(code: 5)) { try method.__invoke(16) }

        #expect(method.invocations == [10, 11, 12, 13, 14, 15, 16])
        let results = method.returnedValues.map { result in
            result.mapError { $0 as? TestError ?? TestError(code: -1) }
        }
        #expect(
            results == [
                .success(1), .failure(TestError(code: 2)), .success(24), .success(3), .success(3), .success(4),
                .failure(TestError(code: 5)),
            ])
    }

    @Test("a member returning nothing answers silently until it is strict or has an implementation")
    func silentAnswer() {
        let method = MockMethod<Int, Void, any Error>("Mock._store")
        #expect(throws: Never.self) { try method.__invoke(1) }

        method.implementation = .throws(TestError(code: 7))
        #expect(throws: TestError(code: 7)) { try method.__invoke(2) }

        method.implementation = .unimplemented
        method.isStrict = true
        method.isStrict = false

        method.reset()
        #expect(throws: Never.self) { try method.__invoke(3) }
        #expect(method.invocations == [3])
        #expect(method.returnedValues.count == 1)
    }

    @Test("a call-order recording survives reset, and a call with a fixed answer is numbered")
    func callOrderFlagAcrossReset() {
        let first = MockMethod<Int, Int, Never>("Mock._first")
        let second = MockMethod<Int, Int, Never>("Mock._second")
        first.implementation = .returns(1)
        second.implementation = .returns(2)
        let order = CallOrder(members: [first, second])
        _ = second.__invoke(1)
        _ = first.__invoke(2)
        first.reset()
        first.implementation = .returns(1)
        _ = first.__invoke(3)
        // The reset forgot `first`'s earlier call; the call after it is still numbered.
        #expect(order.calls.map(\.member) == ["Mock._second", "Mock._first"])
        #expect(order.calls.last?.arguments == "3")
    }

    /// The `.invokes` closure runs in the mock's method, for its concrete types; its arguments must reach it
    /// and its output come back intact whether the member can throw or not (Swift 6.3.1 miscompiled one way
    /// of calling it from the overload for members that cannot throw; Documentation/architecture.md).
    @Test("an .invokes closure gets its arguments, closures too, synchronous or async, throwing or not")
    func closureArgumentsReachTheClosure() async throws {
        let received = MockMethod<Int, Void, Never>("Mock._received")
        let report: @Sendable (Int) -> Void = { value in received.__invoke(value) }

        let plain = MockMethod<@Sendable (Int) -> Void, Void, Never>("Mock._later")
        plain.implementation = .invokes { completion in completion(1) }
        plain.__invoke(report)

        let counting = MockMethod<@Sendable (Int) -> Void, Int, Never>("Mock._count")
        counting.implementation = .invokes { completion in
            completion(5)
            return 50
        }
        #expect(counting.__invoke(report) == 50)

        let summing = MockMethod<[Int], Int, Never>("Mock._sum")
        summing.implementation = .invokes { numbers in numbers.reduce(0, +) }
        #expect(summing.__invoke([1, 2, 3]) == 6)

        let throwing = MockMethod<@Sendable (Int) -> Void, Int, any Error>("Mock._schedule")
        throwing.implementation = .invokes { completion in
            completion(2)
            return 20
        }
        #expect(try throwing.__invoke(report) == 20)

        let waiting = AsyncMockMethod<@Sendable (Int) -> Void, Int, Never>("Mock._wait")
        waiting.implementation = .invokes { completion in
            completion(3)
            return 30
        }
        #expect(await waiting.__invoke(report) == 30)

        let loading = AsyncMockMethod<@Sendable (Int) -> Void, Void, any Error>("Mock._load")
        loading.implementation = .invokes { completion in completion(4) }
        try await loading.__invoke(report)

        #expect(received.invocations == [1, 5, 2, 3, 4])
        #expect(plain.callCount == 1 && throwing.returnedValues.count == 1)
        #expect(waiting.returnedValues == [30] && loading.callCount == 1)
    }
}
