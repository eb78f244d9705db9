import Testing

@testable import Mocking

/// A member that returns `Void` and cannot throw: a call counts as returned once its closure has returned,
/// never before, and none is lost.
@Suite("Results of calls returning nothing")
struct FinishedCallCountTests {
    @Test("a call counts as returned once its closure returns, not while it runs")
    func countedWhenTheClosureReturns() {
        let method = MockMethod<Int, Void, Never>("Mock._log")
        // Records, in its own calls, the count each closure saw.
        let seenInside = MockMethod<Int, Int, Never>("Mock._seen")
        seenInside.implementation = .returns(0)
        method.implementation = .invokes { _ in
            _ = seenInside.__invoke(method.returnedValues.count)
        }
        #expect(method.lastReturnedValue == nil)
        method.__invoke(1)
        method.__invoke(2)
        #expect(seenInside.invocations == [0, 1], "a closure does not see its own call returned")
        #expect(method.returnedValues.count == 2)
        #expect(method.lastReturnedValue != nil)
        #expect(method.callCount == 2)
    }

    @Test("calls answered by a closure and by no implementation add up, in any order")
    func mixedWithUnimplementedCalls() {
        let method = MockMethod<Int, Void, Never>("Mock._log")
        method.__invoke(1)
        method.implementation = .invokes { _ in }
        method.__invoke(2)
        method.__invoke(3)
        method.implementation = .unimplemented
        method.__invoke(4)
        #expect(method.returnedValues.count == 4)
        #expect(method.invocations == [1, 2, 3, 4])
    }

    @Test("reset forgets the counted calls; a bounded history reports at most its limit")
    func resetAndBoundedHistory() {
        let method = MockMethod<Int, Void, Never>("Mock._log")
        method.implementation = .invokes { _ in }
        for call in 0..<5 { method.__invoke(call) }
        method.reset()
        #expect(method.returnedValues.isEmpty)
        method.history = .last(3)
        method.implementation = .invokes { _ in }
        for call in 0..<5 { method.__invoke(call) }
        #expect(method.returnedValues.count == 3)
        #expect(method.callCount == 5)
    }

    @Test("async calls answered by a closure are counted the same way")
    func asyncCalls() async {
        let method = AsyncMockMethod<Int, Void, Never>("Mock._send")
        method.implementation = .invokes { _ in await Task.yield() }
        await method.__invoke(1)
        await method.__invoke(2)
        #expect(method.returnedValues.count == 2)
        #expect(method.callCount == 2)
    }

    @Test("many tasks calling at once: every finished call is counted")
    func concurrentCalls() async {
        let method = MockMethod<Int, Void, Never>("Mock._log")
        method.implementation = .invokes { _ in }
        let tasks = 8
        let calls = 2_000
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    for call in 0..<calls {
                        method.__invoke(task * calls + call)
                        if call % 500 == 0 { _ = method.returnedValues.count }
                    }
                }
            }
        }
        #expect(method.callCount == tasks * calls)
        #expect(method.returnedValues.count == tasks * calls)
    }
}
