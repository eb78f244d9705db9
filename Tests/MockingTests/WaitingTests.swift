import Mocking
import Testing
import XCTest

@Suite("Waiting for calls")
struct WaitingTests {
    @Test("returns at once when the calls were already made")
    func alreadyCalled() async throws {
        let method = MockMethod<Int, Void, Never>("Mock._log")
        method.__invoke(1)
        try await method.waitForCalls(1, timeout: .milliseconds(1))
    }

    @Test("resumes when calls from another task arrive")
    func callsFromAnotherTask() async throws {
        let method = AsyncMockMethod<Int, Void, Never>("Mock._log")
        Task {
            try? await Task.sleep(for: .milliseconds(20))
            await method.__invoke(1)
            await method.__invoke(2)
        }
        try await method.waitForCalls(2, timeout: .seconds(10))
        #expect(method.invocations == [1, 2])
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
                    == "WeatherServiceMock._refresh was expected to be called 3 times within 0.05 seconds, but received 1 call"
            )
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("cancelling the waiting task ends the wait")
    func cancellation() async {
        let method = MockMethod<Void, Void, Never>("Mock._never")
        let wait = Task { try await method.waitForCalls(1, timeout: .seconds(60)) }
        try? await Task.sleep(for: .milliseconds(20))
        wait.cancel()
        let result = await wait.result
        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test("static members can be waited for too")
    func staticMember() async throws {
        defer { SampleServiceMock.resetMockedStaticMembers() }
        Task { SampleServiceMock.configure(level: 1) }
        try await SampleServiceMock._configure.waitForCalls(1, timeout: .seconds(10))
        #expect(SampleServiceMock._configure.lastInvocation == 1)
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
