extension MockMember {
    /// Waits until the member has been called at least `count` times, or throws ``MockWaitTimeout`` after
    /// `timeout` (`CancellationError` when the waiting task is cancelled).
    ///
    /// For code under test that starts a `Task` and returns: instead of sleeping, wait for the calls it
    /// makes. The wait is resumed by the call that reaches `count`; it neither sleeps nor polls.
    ///
    /// ```swift
    /// model.refresh()                       // starts a Task that calls the service
    /// try await service._fetch.waitForCalls(1)
    /// #expect(service._fetch.lastInvocation == "42")
    /// ```
    public func waitForCalls(_ count: Int = 1, timeout: Duration = .seconds(1)) async throws {
        guard callCount < count else { return }
        let id = withLock { state in
            state.lastWaiterID += 1
            return state.lastWaiterID
        }
        let reached = try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                await self.callsReached(count, id: id)
                return true
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                return false
            }
            let first = try await group.next() ?? false
            group.cancelAll()
            return first
        }
        try Task.checkCancellation()
        if !reached {
            let history = callHistory()
            throw MockWaitTimeout(
                member: name, expectedCalls: count, actualCalls: history.count, timeout: timeout,
                recordedCalls: history.text)
        }
    }

    /// The number of waits suspended until calls arrive, which the package's tests wait for instead of sleeping.
    var suspendedWaitCount: Int {
        withLock { $0.waiters.count }
    }

    /// Suspends until the member has `count` calls; resumes at once when the waiting task is cancelled.
    private func callsReached(_ count: Int, id: Int) async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = withLock { state in
                    if state.invocations.total >= count || state.cancelledWaiters.remove(id) != nil {
                        return true
                    }
                    state.waiters.append(Waiter(id: id, target: count, continuation: continuation))
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let waiter = withLock { state -> Waiter? in
                if let index = state.waiters.firstIndex(where: { $0.id == id }) {
                    return state.waiters.remove(at: index)
                }
                // Cancelled before it was registered: leave a mark so that it does not wait at all.
                state.cancelledWaiters.insert(id)
                return nil
            }
            waiter?.continuation.resume()
        }
    }
}

/// A test waiting for calls to a member, suspended until the member's call count reaches its target.
@usableFromInline struct Waiter {
    /// Names one wait among the member's waits.
    let id: Int
    @usableFromInline let target: Int
    @usableFromInline let continuation: CheckedContinuation<Void, Never>
}

/// Thrown by `waitForCalls(_:timeout:)` when the member was not called often enough in time.
public struct MockWaitTimeout: Error, CustomStringConvertible {
    /// The member waited for, such as `WeatherServiceMock._currentTemperature`.
    public let member: String
    /// The number of calls waited for.
    public let expectedCalls: Int
    /// The number of calls made when the wait ended.
    public let actualCalls: Int
    /// How long the wait lasted.
    public let timeout: Duration
    /// The calls the member had received when the wait ended, the last few with their arguments, as text.
    public let recordedCalls: String
    /// Whether the wait was for a held call (``AsyncMockMethod/nextHeldCall(timeout:)``) rather than a number of calls.
    public var isHeldCall = false

    /// What went wrong, naming the member and both counts, then the calls it received.
    public var description: String {
        let calls = actualCalls == 1 ? "1 call" : "\(actualCalls) calls"
        if isHeldCall {
            return "\(member) held no new call within \(timeout); it has received \(calls)\n\(recordedCalls)"
        }
        return
            "\(member) was expected to be called \(expectedCalls) time\(expectedCalls == 1 ? "" : "s") within \(timeout), but received \(calls)\n\(recordedCalls)"
    }
}
