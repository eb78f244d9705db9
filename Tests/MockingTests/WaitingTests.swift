import Testing
import XCTest

@testable import Mocking

/// Returns once `condition` holds, yielding in between; fails the test after `timeout` instead of
/// hanging. The timeout is long because the condition waits for another task to run: under
/// ThreadSanitizer on two cores other tests have kept every thread of the pool busy for over 5 seconds.
func yieldUntil(
    timeout: Duration = .seconds(60), sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
) async {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        guard ContinuousClock.now < deadline else {
            Issue.record("the condition did not hold within \(timeout)", sourceLocation: sourceLocation)
            return
        }
        await Task.yield()
    }
}

@Suite("Waiting for calls")
struct WaitingTests {
    @Test("returns at once when the calls were already made")
    func alreadyCalled() async throws {
        let method = MockMethod<Int, Void, Never>("Mock._log")
        method.__invoke(1)
        try await method.waitForCalls(1, timeout: .milliseconds(1))
    }

    @Test("a suspended wait resumes when the calls it waits for arrive, not before")
    func callsFromAnotherTask() async throws {
        let method = AsyncMockMethod<Int, Void, Never>("Mock._log")
        let wait = Task { try await method.waitForCalls(2, timeout: .seconds(10)) }
        await yieldUntil { method.suspendedWaitCount == 1 }
        await method.__invoke(1)
        #expect(method.suspendedWaitCount == 1, "one call of two does not end the wait")
        await method.__invoke(2)
        try await wait.value
        #expect(method.suspendedWaitCount == 0)
        #expect(method.invocations == [1, 2])
    }

    @Test("a wait outlives reset(), counting from zero")
    func waitAcrossReset() async throws {
        let method = MockMethod<Int, Void, Never>("Mock._log")
        method.__invoke(0)
        let wait = Task { try await method.waitForCalls(2, timeout: .seconds(60)) }
        await yieldUntil { method.suspendedWaitCount == 1 }
        method.reset()
        method.__invoke(1)
        #expect(method.suspendedWaitCount == 1, "one call since the reset, of two")
        method.__invoke(2)
        try await wait.value
        #expect(method.suspendedWaitCount == 0)
        method.__invoke(3)
        #expect(method.invocations == [1, 2, 3])
    }

    @Test("a timeout names the member, the expected and the actual count")
    func timeout() async {
        let method = MockMethod<Void, Void, Never>("WeatherServiceMock._refresh")
        method.__invoke(())
        do {
            try await method.waitForCalls(3, timeout: .milliseconds(50))
            Issue.record("expected a timeout")
        } catch let timeout as MockWaitTimeout {
            #expect(timeout.member == "WeatherServiceMock._refresh")
            #expect(timeout.expectedCalls == 3)
            #expect(timeout.actualCalls == 1)
            #expect(
                timeout.description
                    == "WeatherServiceMock._refresh was expected to be called 3 times within 0.05 seconds, but received 1 call\nIts calls so far (1):\n    1. no arguments"
            )
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("cancelling a suspended wait ends it with CancellationError")
    func cancellation() async {
        let method = MockMethod<Void, Void, Never>("Mock._never")
        let wait = Task { try await method.waitForCalls(1, timeout: .seconds(10)) }
        await yieldUntil { method.suspendedWaitCount == 1 }
        wait.cancel()
        let result = await wait.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(method.suspendedWaitCount == 0)
    }

    @Test("a wait in a task cancelled before it waits ends at once with CancellationError")
    func cancelledBeforeWaiting() async {
        let method = MockMethod<Void, Void, Never>("Mock._never")
        let wait = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await method.waitForCalls(1, timeout: .seconds(10))
        }
        let result = await wait.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(method.suspendedWaitCount == 0)
    }

    @Test("static members can be waited for too")
    func staticMember() async throws {
        // Static members of its own: other suites use SampleServiceMock's at the same time.
        try await withTaskScopedStaticMocks {
            Task { SampleServiceMock.configure(level: 1) }
            try await SampleServiceMock._configure.waitForCalls(1, timeout: .seconds(10))
            #expect(SampleServiceMock._configure.invocations == [1])
        }
    }
}

/// Waiting for calls in XCTest, as teams with XCTest suites write it.
final class WaitingXCTests: XCTestCase {
    func testWaitingForACallMadeByATask() async throws {
        let mock = StressMock()
        Task { try? await mock._store.__invoke(7) }
        try await mock._store.waitForCalls(1, timeout: .seconds(10))
        XCTAssertEqual(mock._store.lastInvocation, 7)
    }
}
