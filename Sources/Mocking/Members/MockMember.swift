/// What every mocked method, getter and setter has: an implementation the test sets, and the record of
/// every call.
///
/// `Arguments` is what one call passes (a labeled tuple for two or more parameters, the bare value for one,
/// `Void` for none), `Output` what it returns, `Failure` what it throws (`Never` when it cannot), and `Body`
/// the closure type an `.invokes` implementation stores. You meet it through its two subclasses,
/// ``MockMethod`` and ``AsyncMockMethod``.
///
/// Each call is recorded in one critical section, so ``callCount`` and `invocations` are read from the same
/// record, no call is lost when many threads call at once, and recording costs amortized O(1) however long the
/// history grows. Implementations run outside the lock, so an `.invokes` closure may call back into the
/// same mock.
public class MockMember<Arguments, Output, Failure: Error, Body>: @unchecked Sendable {
    /// The lock of ``lockedState``, stored in the member: a call reaches it, and the state, at fixed offsets
    /// in the member it holds.
    @usableFromInline
    let mutex = StoredLock()

    /// The member's record. Read or write it only between `mutex.lock()` and `mutex.unlock()`, or through
    /// the parameter of `withLock`'s closure. Exempt from Swift's run-time exclusivity checks, which the
    /// lock makes redundant and which would cost a call into the runtime per access. Not named `state`, so
    /// that a closure passed to `withLock` cannot reach it by the name of its own parameter.
    @usableFromInline @exclusivity(unchecked)
    final var lockedState: State

    /// The member's full name for messages, such as `WeatherServiceMock._currentTemperature`.
    public let name: String

    /// Whether the member backs a static requirement, which a test reaches through the mock type rather
    /// than an instance.
    let isStatic: Bool

    /// Where the requirement is declared; failures about its calls point here.
    let declaration: DeclarationLocation

    /// For a member that returns `Void` and cannot throw, whose results are only counted
    /// (``State/countsFinishedCallsApart``): the calls answered by an `.invokes` closure (or held and
    /// resumed) that finished and are not yet counted in the state, added to atomically, without the lock,
    /// so that such a call takes the lock once, as a hand-written mock's does. The state takes them in
    /// (`countFinishedCalls()`) whenever it is read or changed outside a call. `nil` for every other member.
    ///
    /// A word of its own, allocated, since a stored property has no address to use atomically. The
    /// standard library's `_swift_stdlib_atomicFetchAddInt` and `_swift_stdlib_atomicFetchAndInt`, exported
    /// functions of every Swift runtime, work on it; `Synchronization`'s `Atomic` needs macOS 15.
    @usableFromInline
    let finishedCallsNotCounted: UnsafeMutablePointer<Int>?

    init(_ name: String, strict: Bool, isStatic: Bool, declaration: DeclarationLocation) {
        self.name = name
        self.isStatic = isStatic
        self.declaration = declaration
        var state = State()
        state.isStrict = strict
        self.lockedState = state
        if State.countsFinishedCallsApart {
            let word = UnsafeMutablePointer<Int>.allocate(capacity: 1)
            word.initialize(to: 0)
            finishedCallsNotCounted = word
        } else {
            finishedCallsNotCounted = nil
        }
        // A static member of the process-wide table is shared by every test: no test's checks take it.
        if !isStatic || StaticMockScope.current != nil {
            MockUsageScope.current?.register(self)
        }
    }

    deinit {
        finishedCallsNotCounted?.deallocate()
    }

    /// Runs `body` with exclusive access to the member's state and returns its result.
    ///
    /// The same three lines as `Locked.withLock(_:)`, not one function of `StoredLock` taking the state
    /// `inout`: passed to such a function, the state's modifying access begins before the lock is taken,
    /// and ThreadSanitizer reported "Swift access race" when two tasks called one member (tried
    /// 2026-11-25).
    @inlinable @inline(__always)
    final func withLock<Value, BodyFailure: Error>(
        _ body: (inout State) throws(BodyFailure) -> Value
    ) throws(BodyFailure) -> Value {
        mutex.lock()
        defer { mutex.unlock() }
        countFinishedCalls()
        return try body(&lockedState)
    }

    /// With the lock held: counts in the state the finished calls that `recordResult(_:)` counted apart.
    @inlinable @inline(__always)
    final func countFinishedCalls() {
        guard let word = finishedCallsNotCounted else { return }
        let count = _swift_stdlib_atomicFetchAndInt(object: word, operand: 0)
        if count != 0 {
            lockedState.outputs.appendCounted(count)
        }
    }

    /// Runs `body`, which may let go of what the state holds (a replaced implementation, forgotten or
    /// trimmed records), with exclusive access to the state; what it lets go of goes away once the lock is
    /// released, since it may call back into the member: a closure's captures, a recorded argument, whose
    /// `deinit` reads the member, would otherwise find the lock taken (on Linux a crash: "Recursive call to
    /// lock Mutex"; no platform's lock here is recursive).
    final func update(_ body: (inout State) -> Void) {
        let previous = withLock { state -> State in
            // Holds every reference the state holds now, so that none goes away under the lock.
            let previous = state
            body(&state)
            return previous
        }
        withExtendedLifetime(previous) {}
    }

    /// What the member does when it is called; ``Implementation/unimplemented`` until a test sets it.
    ///
    /// Setting it starts an ``Implementation/inOrder(_:thenRepeatingLast:)`` implementation at its first
    /// answer.
    public var implementation: Implementation {
        get { withLock { $0.implementation } }
        set {
            update { state in
                state.replaceImplementation(with: newValue)
            }
        }
    }

    /// Whether a call without an implementation is a test failure even when the member returns nothing.
    ///
    /// A member that returns a value always reports such a call; one that returns `Void` only records it,
    /// unless it is strict. `@Mocked(strict: true)` makes every member of a mock strict. ``reset()`` keeps
    /// this setting.
    public var isStrict: Bool {
        get { withLock { $0.isStrict } }
        set { withLock { $0.isStrict = newValue } }
    }

    /// The number of calls made so far, exact whatever ``history`` keeps.
    public var callCount: Int {
        withLock { $0.invocations.total }
    }

    /// How many calls the member keeps for ``invocations`` and `returnedValues`: every call (`.all`, the
    /// default), the latest (`.last(100)`), or none (`.countOnly`), for tests that make millions of calls.
    /// ``callCount`` and ``waitForCalls(_:timeout:)`` count every call either way. ``reset()`` keeps it.
    public var history: MockHistory {
        get { withLock { $0.history } }
        set {
            update { state in
                state.history = newValue
                state.invocations.bound(to: newValue.limit)
                state.outputs.bound(to: newValue.limit)
                state.results.bound(to: newValue.limit)
            }
        }
    }

    /// The arguments of every call kept (see ``history``), oldest first.
    public var invocations: [Arguments] {
        withLock { $0.invocations.elements }
    }

    /// The arguments of the most recent call, or `nil` before the first.
    public var lastInvocation: Arguments? {
        withLock { $0.invocations.last }
    }

    /// What every finished call kept (see ``history``) returned or threw, oldest first.
    ///
    /// Members that cannot throw offer `returnedValues` as plain values instead.
    @_disfavoredOverload
    public var returnedValues: [Result<Output, Failure>] {
        withLock { $0.returnedResults }
    }

    /// What the most recent finished call returned or threw, or `nil` before the first.
    ///
    /// Members that cannot throw offer `lastReturnedValue` as a plain value instead.
    @_disfavoredOverload
    public var lastReturnedValue: Result<Output, Failure>? {
        withLock { $0.lastResult }
    }

    /// Bytes the member's records hold now: capacity × stride of the arguments, results and call numbers
    /// kept. For the package's benchmarks.
    @_spi(Benchmarks)
    public var __recordedBytes: Int {
        withLock { state in
            state.invocations.bytes + state.outputs.bytes + state.results.bytes
                + (state.orderedCalls?.bytes ?? 0)
        }
    }

    /// Forgets every recorded call and sets the implementation back to ``Implementation/unimplemented``;
    /// ``isStrict`` stays as it is.
    /// Tests waiting for calls keep waiting, counting from zero.
    public func reset() {
        update { state in
            var fresh = State()
            fresh.waiters = state.waiters
            fresh.cancelledWaiters = state.cancelledWaiters
            fresh.lastWaiterID = state.lastWaiterID
            fresh.isStrict = state.isStrict
            fresh.history = state.history
            // Calls held before the reset still wait; the end-of-test checks must find them.
            fresh.heldCallQueues = state.heldCallQueues
            fresh.invocations.bound(to: state.history.limit)
            fresh.outputs.bound(to: state.history.limit)
            fresh.results.bound(to: state.history.limit)
            fresh.orderedCalls = state.orderedCalls.map { _ in OrderedCalls(firstCall: 0) }
            fresh.recordsCallOrder = state.recordsCallOrder
            state = fresh
        }
    }
}

extension MockMember {
    /// Records a call whose answer is a fixed output — a `.returns` value, or nothing from a member
    /// returning nothing that has no implementation and is not strict — and returns it; `nil`, with nothing
    /// recorded and the lock still held, for any other call, which the next steps then record.
    ///
    /// Transparent, like the steps after it: the compiler inlines them into the mock's method for its
    /// concrete types even without optimization (a debug build, as `swift test` builds), so that no
    /// generic code runs for calls on the short path. The critical section is taken with `lock()` and
    /// `unlock()`, not a closure, because a closure would stay a generic function; the output is returned
    /// as it is, without an `Answer`, whose copies an unoptimized build makes with calls. The critical
    /// section calls nothing but to grow an array (a ``CallOrder`` closes the short path). The inlined code
    /// costs build time: a module of mocks takes about twice the CPU time of hand-written mocks to build
    /// (Benchmarks/README.md).
    @_transparent @usableFromInline
    final func lockAndRecordFixedOutput(_ arguments: Arguments) -> Output? {
        mutex.lock()
        guard let output = lockedState.recordFixedOutput(arguments) else { return nil }
        mutex.unlock()
        return output
    }

    /// With the lock that `lockAndRecordFixedOutput(_:)` left held: records a call whose answer is a fixed
    /// error, releases the lock and returns the error; `nil`, with nothing recorded and the lock still
    /// held, for any other call. Transparent, like `lockAndRecordFixedOutput(_:)`.
    @_transparent @usableFromInline
    final func recordFixedErrorAndUnlock(_ arguments: Arguments) -> Failure? {
        guard let error = lockedState.recordFixedError(arguments) else { return nil }
        mutex.unlock()
        return error
    }

    /// With the lock that `recordFixedErrorAndUnlock(_:)` left held: records a call that an `.invokes`
    /// closure answers, while the short path is open, and returns the closure; releases the lock in any
    /// case. `nil`, having recorded nothing, for any other call, which `recordAnyAnswer(_:)` then records
    /// in a critical section of its own. Transparent, like `lockAndRecordFixedOutput(_:)`.
    @_transparent @usableFromInline
    final func recordInvokedCallAndUnlock(_ arguments: Arguments) -> Body? {
        let body = lockedState.recordInvokedCall(arguments)
        mutex.unlock()
        return body
    }

    /// Records a call that the short path left unrecorded, and returns what answers it;
    /// out of line, specialized for the member's types. Every call of a member whose history is bounded
    /// comes here, and trims its logs when they are due; what that drops goes away once the lock is
    /// released (see ``update(_:)``).
    @inlinable @inline(never)
    final func recordAnyAnswer(_ arguments: Arguments) -> Answer {
        mutex.lock()
        let (answer, hasWaiters) = lockedState.recordAnyAnswer(arguments)
        let untrimmed = lockedState.trimLogsIfDue()
        mutex.unlock()
        withExtendedLifetime(untrimmed) {}
        if hasWaiters {
            resumeWaiters()
        }
        return answer
    }

    /// Records what a call answered by an `.invokes` closure returned or threw, and passes it on.
    @_transparent @usableFromInline
    final func record(_ result: Result<Output, Failure>) throws(Failure) -> Output {
        recordResult(result)
        return try result.get()
    }

    /// Records what a call answered by an `.invokes` closure returned or threw: for a member whose results
    /// are only counted, in ``finishedCallsNotCounted``, without the lock (two tasks calling `log(_:)` with
    /// `.invokes`, each call taking the lock twice: 1.34× a hand-written mock that takes it once, medians of
    /// three runs of the whole benchmark, 1.21× in six runs of that row alone; Benchmarks/README.md);
    /// otherwise in the state.
    @_transparent @usableFromInline
    final func recordResult(_ result: Result<Output, Failure>) {
        if State.countsFinishedCallsApart {
            _ = _swift_stdlib_atomicFetchAddInt(object: finishedCallsNotCounted.unsafelyUnwrapped, operand: 1)
            return
        }
        mutex.lock()
        lockedState.recordResult(result)
        mutex.unlock()
    }
}

extension MockMember {
    /// `()` for a member that returns `Void`, `.some(())` for one that returns `Void?` (a failable
    /// initializer, which then succeeds), `nil` for any other. Specialized code folds it to a constant.
    @_transparent @usableFromInline
    static var outputOfMemberReturningNothing: Output? {
        if Output.self == Void.self {
            return (() as! Output)
        }
        if Output.self == Void?.self {
            return (Optional(()) as! Output)
        }
        return nil
    }
}

extension MockMember where Failure == Never {
    /// What every finished call returned, oldest first.
    public var returnedValues: [Output] {
        withLock { $0.returnedOutputs }
    }

    /// What the most recent finished call returned, or `nil` before the first.
    public var lastReturnedValue: Output? {
        withLock { state in
            guard case .success(let output) = state.lastResult else { return nil }
            return output
        }
    }
}

extension MockMember {
    /// Everything a member holds behind its lock.
    ///
    /// `allowsShortPath`, `fixedOutput`, `fixedError` and the silent stretch summarize other properties and
    /// are kept up to date by those properties' `didSet`; observers do not run in an initializer, so a
    /// `State` built in one must start from the defaults (as `State()` does) and set the rest afterwards.
    @usableFromInline
    struct State {
        // The fields a call with a fixed answer reads come first, next to each other and to the lock.

        /// Whether `orderedCalls` is set: a plain flag to test, since testing the optional itself copies it
        /// in an unoptimized build. Set wherever `orderedCalls` is. While it is set, calls take the path
        /// that numbers them (``allowsShortPath``), so the short path never tests it.
        @usableFromInline
        var recordsCallOrder = false {
            didSet { updateShortPath() }
        }

        /// Whether a call may be recorded on the short path: no test waits for the member's calls, its
        /// history keeps every call, so that appending needs no check for trimming, and no ``CallOrder``
        /// records it, so that the call needs no number. `recordInvokedCall` tests it; `fixedOutput` and
        /// `fixedError` are `nil` while it is false. `waiters`, `history` and `recordsCallOrder` keep it up
        /// to date.
        @usableFromInline
        var allowsShortPath = true

        /// What every call returns, on the short path, while that is fixed: the value of a `.returns`
        /// implementation, or nothing from a member returning nothing that is not strict and has no
        /// implementation (as a hand-written setter has none to look at); `nil` otherwise. Such a call
        /// skips even the look at the implementation.
        @usableFromInline
        var fixedOutput = MockMember.outputOfMemberReturningNothing

        /// What every call throws, on the short path, while that is fixed: the error of a `.throws`
        /// implementation; `nil` otherwise.
        @usableFromInline
        var fixedError: Failure?

        /// The number of calls recorded when the current run of fixed answers began; `nil` outside one.
        ///
        /// A run lasts while ``fixedOutput`` or ``fixedError`` is set. Its calls are recorded on the short
        /// path with their arguments alone: what each returned or threw is implied, the fixed answer, for
        /// every call recorded since this count, and is written out only when the run ends or another
        /// result is recorded (`settleFixedAnswers()`), so that a call with a fixed answer appends no more
        /// than its arguments. Every call recorded in a run is a call of the run: the short path takes
        /// every call while an answer is fixed, and `recordCall(_:)`, which records any other, starts the
        /// run again after it.
        @usableFromInline
        var fixedAnswersStart: Int? = MockMember.outputOfMemberReturningNothing == nil ? nil : 0

        /// The arguments of every call.
        @usableFromInline
        var invocations = CallLog<Arguments>()

        /// What every finished call returned, for a member that cannot throw.
        @usableFromInline
        var outputs = CallLog<Output>()

        /// What every finished call returned or threw, for a member that can throw.
        @usableFromInline
        var results = CallLog<Result<Output, Failure>>()

        @usableFromInline
        var implementation = Implementation.unimplemented {
            didSet { updateSilentStretch() }
        }

        /// Whether the member cannot throw, and so keeps its outputs rather than results.
        ///
        /// Specialized code folds it to a constant: the size test comes first because `Failure.self ==
        /// Never.self` alone is a run-time comparison of metadata when `Failure` is `any Error`, which
        /// instantiated the existential's metadata on every call.
        @_transparent @usableFromInline
        static var keepsPlainOutputs: Bool {
            MemoryLayout<Failure>.size == 0 && Failure.self == Never.self
        }

        /// Whether the member returns `Void` and cannot throw: what its calls return is only counted, and
        /// the calls that an `.invokes` closure answered are counted apart until the state is read
        /// (``MockMember/finishedCallsNotCounted``). Specialized code folds it to a constant.
        @_transparent @usableFromInline
        static var countsFinishedCallsApart: Bool {
            keepsPlainOutputs && CallLog<Output>.isCountedOnly
        }

        /// How many calls the logs keep.
        var history = MockHistory.all {
            didSet { updateShortPath() }
        }

        /// Whether calls without an implementation are reported even for members returning nothing.
        @usableFromInline
        var isStrict = false {
            didSet { updateSilentStretch() }
        }

        /// Tests waiting for calls (`waitForCalls`), resumed by the call that reaches their target.
        @usableFromInline
        var waiters: [Waiter] = [] {
            didSet { updateShortPath() }
        }

        /// Waits cancelled before they were registered.
        @usableFromInline
        var cancelledWaiters: Set<Int> = []

        /// The identifier of the latest wait.
        @usableFromInline
        var lastWaiterID = 0

        /// How many calls an `.inOrder` implementation has answered since it was set.
        @usableFromInline
        var answersGiven = 0

        /// The places in the order of all calls of the calls since a ``CallOrder`` started recording this
        /// member; `nil` while no `CallOrder` records it, which costs a call nothing.
        @usableFromInline
        var orderedCalls: OrderedCalls?

        /// The number of calls recorded when the test set the implementation; `nil` while it is
        /// `.unimplemented`. The end-of-test checks compare it with the calls made since.
        var implementationSetAtCall: Int?

        /// The queues of every `.held` implementation set since the last reset, whose calls may still wait.
        var heldCallQueues: [HeldCallQueue<Arguments, Output, Failure>] = []

        /// Calls to a member returning nothing answered without an implementation and without a report,
        /// not counting the current silent stretch.
        var silentCallsBeforeStretch = 0

        /// The number of calls recorded when the current silent stretch began: while the member returns
        /// nothing, is not strict and has no implementation, every call is answered without one and without
        /// a report, so the stretch's calls are counted from the call count, not one by one. `nil` outside
        /// such a stretch.
        var silentStretchStart: Int? = MockMember.outputOfMemberReturningNothing == nil ? nil : 0

        @usableFromInline
        init() {}

        /// Records a call whose answer is a fixed output (see ``fixedOutput``), when the short path is open,
        /// and returns the output; `nil`, having recorded nothing, for any other call.
        @_transparent @usableFromInline
        mutating func recordFixedOutput(_ arguments: Arguments) -> Output? {
            guard let output = fixedOutput else { return nil }
            // The output is implied by the run of fixed answers (`fixedAnswersStart`).
            invocations.append(arguments)
            return output
        }

        /// Records a call whose answer is a fixed error (see ``fixedError``), when the short path is open,
        /// and returns the error; `nil`, having recorded nothing, for any other call.
        @_transparent @usableFromInline
        mutating func recordFixedError(_ arguments: Arguments) -> Failure? {
            guard let error = fixedError else { return nil }
            // The error is implied by the run of fixed answers (`fixedAnswersStart`).
            invocations.append(arguments)
            return error
        }

        /// Records a call that an `.invokes` closure answers, when no test waits for the member's calls, the
        /// history keeps every call and no ``CallOrder`` records it (``allowsShortPath``), and returns the
        /// closure; `nil`, having recorded nothing, for any
        /// other call. Calls with a fixed answer are recorded before, by `recordFixedOutput(_:)` and
        /// `recordFixedError(_:)`.
        @_transparent @usableFromInline
        mutating func recordInvokedCall(_ arguments: Arguments) -> Body? {
            guard allowsShortPath, case .invokes(let body) = implementation.behavior else { return nil }
            invocations.append(arguments)
            return body
        }

        /// The answer of `behavior` when it needs no further state — a value, an error, a closure, or nothing
        /// from a member that returns nothing and is not strict — with a fixed answer's result recorded;
        /// `nil`, having recorded nothing, for any other.
        @inlinable @inline(__always)
        mutating func directAnswer(_ behavior: Implementation.Behavior) -> Answer? {
            switch behavior {
            case .returns(let output):
                recordResult(.success(output))
                return .returns(output)
            case .throws(let error):
                recordResult(.failure(error))
                return .throws(error)
            case .unimplemented:
                // A member returning nothing answers at once, in this critical section, unless it is strict.
                // The silent stretch counts the call; `answer(inOrder:)` counts an `.inOrder` list's.
                guard !isStrict, let output = MockMember.outputOfMemberReturningNothing else { return nil }
                recordResult(.success(output))
                return .returns(output)
            case .invokes(let body):
                return .invokes(body)
            case .inOrder, .held:
                return nil
            }
        }

        /// Appends the call's arguments and, while a ``CallOrder`` records the member, its place in the
        /// order of all calls. (The short path, which is closed while one does, appends them alone.)
        @inlinable @inline(__always)
        mutating func recordCall(_ arguments: Arguments) {
            if fixedAnswersStart != nil {
                // Not a call of the open run of fixed answers: the run starts again after it.
                settleFixedAnswers()
                fixedAnswersStart = invocations.total + 1
            }
            invocations.append(arguments)
            if recordsCallOrder {
                recordCallOrder()
            }
        }

        /// Records any call, out of line: the path of calls that the short path does not take.
        /// Inlinable so that it is specialized for the member's types, never inlined so that every call
        /// keeps only the short path inline.
        @inlinable @inline(never)
        mutating func recordAnyAnswer(_ arguments: Arguments) -> (Answer, hasWaiters: Bool) {
            recordCall(arguments)
            return (answer(implementation.behavior), !waiters.isEmpty)
        }

        /// Drops the oldest records beyond the history's limit from each log that has grown to twice it,
        /// and returns the logs as they were, which still hold what was dropped, for the caller to let go
        /// of after releasing the lock (a recorded value's `deinit` may call back into the member); `nil`
        /// when no log was due.
        ///
        /// The logs come back in an object: an optional tuple of them, which every call of the out-of-line
        /// path destroyed, was destroyed through the runtime's value witnesses for tuples even in
        /// specialized code (59 instructions per call with a `CallOrder`, release; Benchmarks/README.md).
        @inlinable
        mutating func trimLogsIfDue() -> AnyObject? {
            guard invocations.isDueForTrim || outputs.isDueForTrim || results.isDueForTrim else { return nil }
            let untrimmed = UntrimmedLogs(invocations, outputs, results)
            if invocations.isDueForTrim { invocations.trim() }
            if outputs.isDueForTrim { outputs.trim() }
            if results.isDueForTrim { results.trim() }
            return untrimmed
        }

        /// Numbers the call just recorded in the order of all calls.
        @inlinable @inline(never)
        mutating func recordCallOrder() {
            orderedCalls!.append(CallSequence.next(), boundedLike: invocations)
        }

        /// The answer `behavior` gives the call being recorded, with its result where it is fixed; an
        /// `.inOrder` implementation moves on to its next answer.
        @inlinable @inline(__always)
        mutating func answer(_ behavior: Implementation.Behavior) -> Answer {
            if let direct = directAnswer(behavior) {
                return direct
            }
            switch behavior {
            case .held(let queue):
                return .held(queue)
            case .inOrder(let answers, let repeatsLast):
                return answer(inOrder: answers, repeatsLast: repeatsLast)
            case .unimplemented, .returns, .throws, .invokes:
                return .unimplemented
            }
        }

        /// Records what a finished call returned or threw: its output alone where the member cannot throw.
        /// The results a run of fixed answers implies so far come first: those calls finished before.
        @_transparent @usableFromInline
        mutating func recordResult(_ result: Result<Output, Failure>) {
            if fixedAnswersStart != nil {
                settleFixedAnswers()
            }
            switch result {
            case .success(let output):
                recordOutput(output)
            case .failure:
                if !Self.keepsPlainOutputs {
                    results.append(result)
                }
            }
        }

        /// Appends what a finished call returned.
        @_transparent @usableFromInline
        mutating func recordOutput(_ output: Output) {
            if Self.keepsPlainOutputs {
                outputs.append(output)
            } else {
                results.append(.success(output))
            }
        }

        /// Calls to a member returning nothing answered without an implementation and without a report.
        var callsAnsweredWithoutImplementation: Int {
            silentCallsBeforeStretch + (silentStretchStart.map { invocations.total - $0 } ?? 0)
        }

        /// Ends or starts the silent stretch after the implementation or strictness changed.
        mutating func updateSilentStretch() {
            if let start = silentStretchStart {
                silentCallsBeforeStretch += invocations.total - start
            }
            let isSilent: Bool
            if case .unimplemented = implementation.behavior {
                isSilent = !isStrict && MockMember.outputOfMemberReturningNothing != nil
            } else {
                isSilent = false
            }
            silentStretchStart = isSilent ? invocations.total : nil
            updateShortPath()
        }

        /// Sets ``allowsShortPath``, ``fixedOutput`` and ``fixedError`` after a waiter, the history, the
        /// implementation, strictness or whether a ``CallOrder`` records the member changed.
        mutating func updateShortPath() {
            // The run of the answer fixed until now ends here.
            settleFixedAnswers()
            allowsShortPath = waiters.isEmpty && history == .all && !recordsCallOrder
            fixedOutput = nil
            fixedError = nil
            defer { fixedAnswersStart = fixedOutput == nil && fixedError == nil ? nil : invocations.total }
            guard allowsShortPath else { return }
            if silentStretchStart != nil {
                fixedOutput = MockMember.outputOfMemberReturningNothing
                return
            }
            switch implementation.behavior {
            case .returns(let output): fixedOutput = output
            case .throws(let error): fixedError = error
            case .unimplemented, .invokes, .inOrder, .held: break
            }
        }

        /// The result every call of the open run of fixed answers had, and how many calls it has had so
        /// far; `nil` outside a run or before its first call.
        var fixedAnswers: (result: Result<Output, Failure>, count: Int)? {
            guard let start = fixedAnswersStart, invocations.total > start else { return nil }
            if let output = fixedOutput {
                return (.success(output), invocations.total - start)
            }
            if let error = fixedError {
                return (.failure(error), invocations.total - start)
            }
            return nil
        }

        /// Writes out the results that the open run of fixed answers implies so far, and starts it again at
        /// the calls recorded now. Does nothing outside a run. Out of line: a call with a fixed answer never
        /// reaches it; a closure's result recorded while a run is open does (the run began while the closure
        /// ran), after a test of `fixedAnswersStart` in line.
        @usableFromInline @inline(never)
        mutating func settleFixedAnswers() {
            guard let (result, count) = fixedAnswers else { return }
            fixedAnswersStart = invocations.total
            for _ in 0..<count {
                switch result {
                case .success(let output) where Self.keepsPlainOutputs:
                    outputs.append(output)
                case .success, .failure:
                    results.append(result)
                }
            }
        }

        /// What every finished call kept returned or threw.
        var returnedResults: [Result<Output, Failure>] {
            let recorded = Self.keepsPlainOutputs ? outputs.elements.map { .success($0) } : results.elements
            guard let (result, count) = fixedAnswers else { return recorded }
            return recorded + repeatElement(result, count: count)
        }

        /// What every finished call returned, for a member that cannot throw.
        var returnedOutputs: [Output] {
            guard let (result, count) = fixedAnswers, case .success(let output) = result else {
                return outputs.elements
            }
            return outputs.elements + repeatElement(output, count: count)
        }

        /// What the latest finished call returned or threw, if it is kept.
        var lastResult: Result<Output, Failure>? {
            if let (result, _) = fixedAnswers {
                return result
            }
            return Self.keepsPlainOutputs ? outputs.last.map { .success($0) } : results.last
        }

        /// Sets the implementation; an `.inOrder` one starts at its first answer.
        mutating func replaceImplementation(with newImplementation: Implementation) {
            implementation = newImplementation
            heldCallQueues += newImplementation.heldCallQueues
            answersGiven = 0
            if case .unimplemented = newImplementation.behavior {
                implementationSetAtCall = nil
            } else {
                implementationSetAtCall = invocations.total
            }
        }

        /// The next of `answers`, the last again when `repeatsLast`, or `.exhausted` after the last.
        @usableFromInline
        mutating func answer(inOrder answers: [Implementation.Behavior], repeatsLast: Bool) -> Answer {
            let behavior: Implementation.Behavior
            if answersGiven < answers.count {
                answersGiven += 1
                behavior = answers[answersGiven - 1]
            } else if repeatsLast, let last = answers.last {
                behavior = last
            } else {
                return .exhausted(count: answers.count)
            }
            // `Implementation.inOrder` flattens its answers.
            if case .inOrder = behavior {
                return .exhausted(count: answers.count)
            }
            let answer = answer(behavior)
            // An `.unimplemented` answer of the list that answered silently is outside any silent stretch.
            if case .unimplemented = behavior, case .returns = answer {
                silentCallsBeforeStretch += 1
            }
            return answer
        }
    }
}

/// A member's logs as they were before a trim, kept until its lock is released.
@usableFromInline
final class UntrimmedLogs<Arguments, Output, Failure: Error> {
    let invocations: CallLog<Arguments>
    let outputs: CallLog<Output>
    let results: CallLog<Result<Output, Failure>>

    @usableFromInline
    init(_ invocations: CallLog<Arguments>, _ outputs: CallLog<Output>, _ results: CallLog<Result<Output, Failure>>) {
        self.invocations = invocations
        self.outputs = outputs
        self.results = results
    }
}
