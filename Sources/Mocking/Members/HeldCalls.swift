/// A call to an `async` member whose implementation is ``MockMember/Implementation/held``: its caller waits
/// until the test resumes it with a value or an error.
///
/// ```swift
/// mock._fetch.implementation = .held
/// let loading = Task { await model.load() }
/// let call = try await mock._fetch.nextHeldCall()
/// #expect(model.isLoading)                  // while the request is in flight
/// call.resume(returning: user)
/// await loading.value
/// ```
///
/// Resume each call once. A caller whose task is cancelled while its call is held gets `CancellationError`
/// when the member can throw it (its `Failure` is `any Error`), and the member records that; a member that
/// cannot throw it stays held until the test resumes it (``isCancelled`` tells).
public final class HeldCall<Arguments, Output, Failure: Error>: @unchecked Sendable {
    /// The arguments of the call.
    public let arguments: Arguments

    private let member: String
    private let declaration: DeclarationLocation
    private let state = Locked(State())

    /// How the call ends. The caller gets the value the test passed (`sending`, or `Sendable` where the
    /// member is `Sendable`-checked), so the box need not check it again.
    struct Ending: @unchecked Sendable {
        let result: Result<Output, Failure>
    }

    private struct State {
        var continuation: CheckedContinuation<Ending, Never>?
        /// An ending that came before the caller was suspended.
        var early: Ending?
        var isResumed = false
        var isCancelled = false
    }

    init(_ arguments: Arguments, member: String, declaration: DeclarationLocation) {
        self.arguments = arguments
        self.member = member
        self.declaration = declaration
    }

    /// Whether the call was resumed, by the test or by its caller's cancellation.
    var isResumed: Bool { state.withLock { $0.isResumed } }

    /// Whether the caller's task was cancelled while the call was held.
    public var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Lets the call return `value`.
    public func resume(returning value: sending Output) {
        finish(Ending(result: .success(value)), by: "resume(returning:)")
    }

    /// Lets the call throw `error`.
    public func resume(throwing error: Failure) {
        finish(Ending(result: .failure(error)), by: "resume(throwing:)")
    }

    /// Lets the caller go on with `ending`, once; a second resumption is reported as a test failure.
    private func finish(_ ending: Ending, by method: String) {
        if !deliver(ending) {
            TestFailureReporter.report(
                "\(method) was called on a held call to \(member) that had already been resumed or cancelled; "
                    + "resume each held call once",
                at: declaration
            )
        }
    }

    /// Ends the call with `ending` unless it has ended already; returns whether it did. The caller goes on now, or as
    /// soon as it waits. `markingCancelled` records that the caller's task was cancelled, with or without an ending.
    @discardableResult
    private func deliver(_ ending: Ending?, markingCancelled: Bool = false) -> Bool {
        let (delivered, waitingCaller) = state.withLock { state -> (Bool, CheckedContinuation<Ending, Never>?) in
            if markingCancelled { state.isCancelled = true }
            guard let ending, !state.isResumed else { return (false, nil) }
            state.isResumed = true
            defer { state.continuation = nil }
            if state.continuation == nil { state.early = ending }
            return (true, state.continuation)
        }
        if let ending { waitingCaller?.resume(returning: ending) }
        return delivered
    }

    /// Ends a call the test did not resume, at the end of the test, so that its caller's task does not wait
    /// forever: with `CancellationError` where the member can throw it, otherwise by returning when the
    /// member returns nothing, or the result type's ``MockDefaultValue``. Returns what happened, for the report;
    /// `nil` when the call was resumed meanwhile.
    func endUnresumed() -> String? {
        let typeName = messageName(of: Output.self)
        let ending: Ending
        let outcome: String
        if let cancellation = CancellationError() as? Failure {
            ending = Ending(result: .failure(cancellation))
            outcome = "its caller got CancellationError"
        } else if Output.self == Void.self, let nothing = () as? Output {
            ending = Ending(result: .success(nothing))
            outcome = "its caller returned"
        } else if let value = (Output.self as? any MockDefaultValue.Type)?.mockDefaultValue as? Output {
            ending = Ending(result: .success(value))
            outcome = "its caller got \(String(reflecting: value)), the default value of \(typeName)"
        } else {
            return "its caller stays suspended, because \(resultName(of: Output.self)) has no default value to return"
        }
        return deliver(ending) ? outcome : nil
    }

    /// Suspends the caller until the test resumes the call (or, where the member can throw it, until the
    /// caller's task is cancelled). The test may have taken, or resumed, the call already.
    func wait() async -> Result<Output, Failure> {
        let ending = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Ending, Never>) in
                let early = state.withLock { state -> Ending? in
                    if let early = state.early { return early }
                    state.continuation = continuation
                    return nil
                }
                if let early {
                    continuation.resume(returning: early)
                }
            }
        } onCancel: {
            cancel()
        }
        return ending.result
    }

    /// The caller's task was cancelled: the call ends with `CancellationError` where `Failure` can be one.
    private func cancel() {
        deliver((CancellationError() as? Failure).map { Ending(result: .failure($0)) }, markingCancelled: true)
    }
}

/// A member's held calls that the test has not taken yet, and the tests waiting for one.
@usableFromInline final class HeldCallQueue<Arguments, Output, Failure: Error>: @unchecked Sendable {
    private enum Registration {
        case call(HeldCall<Arguments, Output, Failure>)
        case expired
        case waiting
    }

    private struct State {
        var pending: [HeldCall<Arguments, Output, Failure>] = []
        /// Every call held and not ended yet, taken by the test or not.
        var unresumed: [HeldCall<Arguments, Output, Failure>] = []
        var waiters: [(id: Int, continuation: CheckedContinuation<HeldCall<Arguments, Output, Failure>?, Never>)] =
            []
        var lastWaiterID = 0
        /// Waits that timed out or were cancelled before they were registered.
        var expired: Set<Int> = []
    }

    private let state = Locked(State())
    /// The member whose calls the queue holds, and where it is declared, for messages about them.
    private let member: String, declaration: DeclarationLocation

    init(holding member: String, declaredAt declaration: DeclarationLocation) {
        (self.member, self.declaration) = (member, declaration)
    }

    /// Whether a held call waits for the test to take it.
    var hasPendingCalls: Bool { state.withLock { !$0.pending.isEmpty } }

    /// Ends the calls the test has not taken, as the end-of-test checks do; one that cannot end stays.
    func endPendingCalls() {
        let pending = state.withLock { state in
            defer { state.pending = [] }
            return state.pending
        }
        for call in pending { _ = call.endUnresumed() }
        state.withLock { $0.pending.insert(contentsOf: pending.filter { !$0.isResumed }, at: 0) }
    }

    /// A new held call with `arguments`, handed to the first waiting test or kept for the next one. The
    /// member calls it while it records the call, so that calls are taken in the order they were recorded.
    @usableFromInline func enqueue(_ arguments: Arguments) -> HeldCall<Arguments, Output, Failure> {
        let (call, waiter) = state.withLock { state in
            let call = HeldCall<Arguments, Output, Failure>(arguments, member: member, declaration: declaration)
            state.unresumed.append(call)
            guard !state.waiters.isEmpty else {
                state.pending.append(call)
                return (call, CheckedContinuation<HeldCall<Arguments, Output, Failure>?, Never>?.none)
            }
            return (call, state.waiters.removeFirst().continuation)
        }
        // Resuming only schedules the waiting test, which runs no code here.
        waiter?.resume(returning: call)
        return call
    }

    /// Suspends the caller of `call` until the test resumes it, and returns how it was resumed.
    func wait(for call: HeldCall<Arguments, Output, Failure>) async -> Result<Output, Failure> {
        let result = await call.wait()
        state.withLock { $0.unresumed.removeAll { $0 === call } }
        return result
    }

    /// The calls held and not resumed yet, oldest first.
    func unresumedCalls() -> [HeldCall<Arguments, Output, Failure>] {
        state.withLock { $0.unresumed }.filter { !$0.isResumed }
    }

    /// The oldest call not taken yet, waiting up to `timeout` for one; `nil` when none came in time or the
    /// waiting task was cancelled.
    func next(timeout: Duration) async -> HeldCall<Arguments, Output, Failure>? {
        let id = state.withLock { state in
            state.lastWaiterID += 1
            return state.lastWaiterID
        }
        let timer = Task {
            guard (try? await Task.sleep(for: timeout)) != nil else { return }
            self.expire(id)
        }
        let call = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let registration = state.withLock { state -> Registration in
                    if state.expired.remove(id) != nil { return .expired }
                    if !state.pending.isEmpty { return .call(state.pending.removeFirst()) }
                    state.waiters.append((id, continuation))
                    return .waiting
                }
                switch registration {
                case .call(let call): continuation.resume(returning: call)
                case .expired: continuation.resume(returning: nil)
                case .waiting: break
                }
            }
        } onCancel: {
            expire(id)
        }
        // Once the timer has finished, nothing marks this wait expired any more.
        timer.cancel()
        await timer.value
        state.withLock { _ = $0.expired.remove(id) }
        return call
    }

    /// Ends the wait `id` without a call, unless a call ended it already; a wait not registered yet is
    /// marked so that it ends as soon as it registers.
    private func expire(_ id: Int) {
        let waiter = state.withLock { state in
            guard let index = state.waiters.firstIndex(where: { $0.id == id }) else {
                state.expired.insert(id)
                return CheckedContinuation<HeldCall<Arguments, Output, Failure>?, Never>?.none
            }
            return state.waiters.remove(at: index).continuation
        }
        waiter?.resume(returning: nil)
    }
}
