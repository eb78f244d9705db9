/// What every mocked method, getter and setter has: an implementation the test sets, and the record of every call.
///
/// `Arguments` is what one call passes (a labeled tuple for two or more parameters, the bare value for one, `Void` for
/// none), `Output` what it returns, `Failure` what it throws (`Never` when it cannot), and `Body` the closure type an
/// `.invokes` implementation stores. You meet it through its two subclasses, ``MockMethod`` and ``AsyncMockMethod``.
///
/// Each call is recorded in one critical section, so ``callCount`` and `invocations` are read from the same
/// record and no call is lost when many threads call at once. Implementations run outside the lock, so an
/// `.invokes` closure may call back into the same mock.
public class MockMember<Arguments, Output, Failure: Error, Body>: @unchecked Sendable {
    /// The member's record, in its lock.
    @usableFromInline let state: Locked<State>

    /// The member's full name for messages, such as `WeatherServiceMock._currentTemperature`.
    public let name: String

    /// Whether the member backs a static requirement, which a test reaches through the mock type rather
    /// than an instance, or an actor mock's, which a test outside the actor reaches with `await`.
    let isStatic: Bool, isInActor: Bool

    /// Where the requirement is declared; failures about its calls point here.
    let declaration: DeclarationLocation

    init(_ name: String, strict: Bool, isStatic: Bool, inActor: Bool, declaration: DeclarationLocation) {
        self.name = name
        self.isStatic = isStatic
        isInActor = inActor
        self.declaration = declaration
        var state = State()
        state.isStrict = strict
        self.state = Locked(state)
        // A static member of the process-wide table is shared by every test: no test's checks take it.
        if !isStatic || StaticMemberScope.current != nil {
            MockUsageScope.current?.register(self)
        }
    }

    /// Runs `body` with exclusive access to the member's state and returns its result.
    @inlinable final func withLock<Value>(_ body: (inout State) -> Value) -> Value { state.withLock(body) }

    /// Runs `body`, which may let go of what the state holds (a replaced implementation, forgotten records);
    /// what it lets go of goes away once the lock is released, since its `deinit` may call back into the
    /// member, which would find the lock taken.
    final func update(_ body: (inout State) -> Void) {
        let previous = withLock { state -> State in
            let previous = state
            body(&state)
            return previous
        }
        withExtendedLifetime(previous) {}
    }

    /// What the member does when it is called; ``Implementation/unimplemented`` until a test sets it.
    ///
    /// Setting it starts an ``Implementation/inOrder(_:thenRepeatingLast:)`` implementation at its first answer.
    public var implementation: Implementation {
        get { withLock { $0.implementation } }
        set {
            update { state in
                if newValue.holdsCalls, state.heldCalls == nil {
                    state.heldCalls = HeldCallQueue(holding: name, declaredAt: declaration)
                }
                state.replaceImplementation(with: newValue)
            }
        }
    }

    /// Whether a call without an implementation is a test failure even when the member returns nothing.
    ///
    /// A member that returns a value always reports such a call; one that returns `Void` only records it, unless it is
    /// strict. `@Mocked(strict: true)` makes every member of a mock strict. ``reset()`` keeps this setting.
    public var isStrict: Bool {
        get { withLock { $0.isStrict } }
        set { withLock { $0.isStrict = newValue } }
    }

    /// The number of calls made so far, exact whatever ``history`` keeps.
    public var callCount: Int { withLock { $0.invocations.total } }

    /// How many calls the member keeps for ``invocations`` and `returnedValues`: every call (`.all`, the
    /// default), the latest (`.last(100)`), or none (`.countOnly`), for tests that make millions of calls.
    /// ``callCount`` and ``waitForCalls(_:timeout:)`` count every call either way. ``reset()`` keeps it.
    public var history: History {
        get { withLock { $0.history } }
        set {
            update { state in
                state.history = newValue
                state.invocations.bound(to: newValue.limit)
                state.results.bound(to: newValue.limit)
            }
        }
    }

    /// The arguments of every call kept (see ``history``), oldest first.
    public var invocations: [Arguments] { withLock { $0.invocations.elements } }

    /// The arguments of the most recent call, or `nil` before the first.
    public var lastInvocation: Arguments? { withLock { $0.invocations.last } }

    /// What every finished call kept (see ``history``) returned or threw, oldest first.
    ///
    /// Members that cannot throw offer `returnedValues` as plain values instead.
    @_disfavoredOverload
    public var returnedValues: [Result<Output, Failure>] { withLock { $0.results.elements } }

    /// What the most recent finished call returned or threw, or `nil` before the first.
    ///
    /// Members that cannot throw offer `lastReturnedValue` as a plain value instead.
    @_disfavoredOverload
    public var lastReturnedValue: Result<Output, Failure>? { withLock { $0.results.last } }

    /// Bytes the member's records hold now: capacity × stride of the arguments, results and call numbers
    /// kept. For the package's benchmarks.
    @_spi(Benchmarks)
    public var __recordedBytes: Int {
        withLock { state in
            state.invocations.bytes + state.results.bytes + (state.orderedCalls?.numbers.bytes ?? 0)
        }
    }

    /// Forgets every recorded call and sets the implementation back to ``Implementation/unimplemented``;
    /// ``isStrict`` and ``history`` stay as they are.
    ///
    /// Tests waiting for calls keep waiting, counting from zero. Held calls the test has not taken end as the
    /// end-of-test checks end them (``Implementation/held``); those it took stay its to resume.
    public func reset() {
        update { state in
            var fresh = State()
            fresh.waiters = state.waiters
            fresh.cancelledWaiters = state.cancelledWaiters
            fresh.lastWaiterID = state.lastWaiterID
            fresh.isStrict = state.isStrict
            fresh.history = state.history
            fresh.heldCalls = state.heldCalls
            fresh.invocations.bound(to: state.history.limit)
            fresh.results.bound(to: state.history.limit)
            fresh.orderedCalls = state.orderedCalls.map { _ in OrderedCalls(firstCall: 0) }
            state = fresh
        }
        withLock { $0.heldCalls }?.endPendingCalls()
    }

    /// What a member returning `Void` (or `Void?`) answers without an implementation: nothing.
    @inlinable static var outputOfMemberReturningNothing: Output? {
        if Output.self == Void.self { return (() as! Output) }
        if Output.self == Void?.self { return (Optional(()) as! Output) }
        return nil
    }
}

extension MockMember {
    /// Records a call and picks its answer, in one critical section; then resumes the tests waiting for
    /// this many calls.
    @inlinable final func record(_ arguments: Arguments) -> Answer {
        let recorded = withLock { state in state.record(arguments) }
        recorded.followUp?.run()
        return recorded.answer
    }

    /// What a call returns or throws for an answer that runs no closure and holds nothing: a fixed answer,
    /// or the missing implementation's (see `unimplemented`). The methods carry out `.invokes` and `.held`.
    @inlinable @inline(__always)
    final func output(of answer: Answer, for arguments: Arguments) throws(Failure) -> Output {
        switch answer {
        case .returns(let output):
            return output
        case .throws(let error):
            throw error
        case .unimplemented:
            return try unimplemented(arguments)
        case .exhausted(let count):
            return try unimplemented(arguments, answersRanOutAfter: count)
        case .invokes, .held:
            preconditionFailure("a closure or a held call is carried out by the member's method")
        }
    }

    /// Records what a call answered by a closure, or held, returned or threw, and returns or throws it.
    @inlinable final func finish(_ result: Result<Output, Failure>) throws(Failure) -> Output {
        withLock { $0.results.append(result) }
        return try result.get()
    }

    /// Glue for generated code: a generic requirement's erased result as the type its caller asks for.
    public final func __result<Value>(_ output: Output) -> Value {
        if let value = output as? Value { return value }
        fatalError(
            "\(name) answered a call with \(String(reflecting: output)) of type \(Swift.type(of: output as Any)), but the call expects \(Value.self); "
                + "answer each call with the type it asks for (.invokes sees its arguments)",
            file: declaration.filePath, line: declaration.line)
    }
}

extension MockMember where Failure == Never {
    /// What every finished call kept (see ``history``) returned, oldest first.
    public var returnedValues: [Output] {
        withLock { state in state.results.elements.map { $0.get() } }
    }

    /// What the most recent finished call returned, or `nil` before the first.
    public var lastReturnedValue: Output? { withLock { $0.results.last?.get() } }
}

extension MockMember {
    /// A member's record and settings, guarded by its lock.
    @usableFromInline struct State {
        @usableFromInline var implementation = Implementation.unimplemented
        @usableFromInline var isStrict = false
        @usableFromInline var history = History.all
        @usableFromInline var invocations = CallLog<Arguments>()
        @usableFromInline var results = CallLog<Result<Output, Failure>>()
        @usableFromInline var waiters: [Waiter] = []
        @usableFromInline var cancelledWaiters: Set<Int> = []
        @usableFromInline var lastWaiterID = 0
        /// How many answers of an `.inOrder` implementation were given.
        @usableFromInline var answersGiven = 0
        /// The numbers of the calls since a ``CallOrder`` started watching the member; `nil` before.
        @usableFromInline var orderedCalls: OrderedCalls?
        /// The call count when the test last set an implementation other than `.unimplemented`.
        @usableFromInline var implementationSetAtCall: Int?
        /// The calls held since an implementation first held one, the test's to take (also after a
        /// `reset()` or another implementation) and to check at the end of the test.
        @usableFromInline var heldCalls: HeldCallQueue<Arguments, Output, Failure>?
        /// Calls of a member returning nothing answered without an implementation the test set.
        @usableFromInline var callsAnsweredWithoutImplementation = 0

        /// Records the call and picks its answer; takes out the waiters this call satisfies and the records
        /// trimmed away, to be resumed and let go of outside the lock.
        @inlinable @inline(__always) mutating func record(_ arguments: Arguments) -> Recorded {
            invocations.append(arguments)
            if orderedCalls != nil {
                recordCallOrder()
            }
            let answer = answer(implementation.behavior, for: arguments)
            guard waiters.isEmpty, !invocations.isDueForTrim, !results.isDueForTrim else {
                return (answer, followUp())
            }
            return (answer, nil)
        }

        /// The waiters the latest call satisfies, taken out, and the records trimmed away.
        @usableFromInline mutating func followUp() -> FollowUp {
            let count = invocations.total
            let ready = waiters.filter { $0.target <= count }
            waiters.removeAll { $0.target <= count }
            return FollowUp(ready: ready, trimmed: trimLogsIfDue())
        }

        /// Numbers the call for the ``CallOrder`` that watches the member.
        @usableFromInline mutating func recordCallOrder() {
            orderedCalls!.append(CallSequence.next(), boundedLike: invocations)
        }

        /// The answer `behavior` gives this call; a fixed output or error is recorded at once.
        @inlinable @inline(__always) mutating func answer(
            _ behavior: Implementation.Behavior, for arguments: Arguments
        ) -> Answer {
            switch behavior {
            case .returns(let output):
                results.append(.success(output))
                return .returns(output)
            case .throws(let error):
                results.append(.failure(error))
                return .throws(error)
            case .unimplemented:
                // A member returning nothing answers at once, unless it is strict.
                guard !isStrict, let output = MockMember.outputOfMemberReturningNothing else { return .unimplemented }
                callsAnsweredWithoutImplementation += 1
                results.append(.success(output))
                return .returns(output)
            case .invokes(let body):
                return .invokes(body)
            case .held:
                // The call joins the queue in the critical section that records it, so that the test takes
                // held calls in the order they were recorded. Setting a holding implementation made the queue.
                return .held(heldCalls!.enqueue(arguments), in: heldCalls!)
            case .inOrder(let answers, let repeatsLast):
                return answer(inOrder: answers, repeatsLast: repeatsLast, for: arguments)
            }
        }

        /// The next answer of an `.inOrder` list.
        @usableFromInline
        mutating func answer(
            inOrder answers: [Implementation.Behavior], repeatsLast: Bool, for arguments: Arguments
        ) -> Answer {
            let next: Implementation.Behavior
            if answersGiven < answers.count {
                answersGiven += 1
                next = answers[answersGiven - 1]
            } else if repeatsLast, let last = answers.last {
                next = last
            } else {
                return .exhausted(count: answers.count)
            }
            // `Implementation.inOrder` flattens its answers.
            if case .inOrder = next { return .exhausted(count: answers.count) }
            return answer(next, for: arguments)
        }

        /// The logs' elements a bounded ``history`` no longer keeps, removed; returns the logs as they were
        /// in a box that keeps those elements until the lock is released, or `nil` when none are due.
        mutating func trimLogsIfDue() -> AnyObject? {
            guard invocations.isDueForTrim || results.isDueForTrim else { return nil }
            let untrimmed = (invocations, results) as AnyObject
            invocations.trimIfDue()
            results.trimIfDue()
            return untrimmed
        }

        mutating func replaceImplementation(with newImplementation: Implementation) {
            implementation = newImplementation
            answersGiven = 0
            if case .unimplemented = newImplementation.behavior {
                implementationSetAtCall = nil
            } else {
                implementationSetAtCall = invocations.total
            }
        }
    }
}

extension MockMember {
    /// What a call's critical section decided: its answer, and what to do once the lock is released.
    @usableFromInline typealias Recorded = (answer: Answer, followUp: FollowUp?)
}

/// What a call leaves to do once its member's lock is released: resume the tests waiting for it, and let go
/// of the records a bounded history dropped (whose `deinit` may call back into the member).
@usableFromInline struct FollowUp {
    let ready: [Waiter]
    let trimmed: AnyObject?

    @usableFromInline func run() {
        withExtendedLifetime(trimmed) {}
        for waiter in ready { waiter.continuation.resume() }
    }
}

extension MockMember {
    /// How many of its calls a member keeps for inspection. Call counts and waiting for calls stay exact
    /// whatever it keeps.
    ///
    /// ```swift
    /// mock._tick.history = .last(100)   // a test that makes millions of calls
    /// ```
    public enum History: Equatable, Sendable {
        /// Every call's arguments and result (the default).
        case all
        /// The arguments and results of the latest `count` calls.
        case last(Int)
        /// No arguments or results: only the number of calls.
        case countOnly

        /// The number of calls kept.
        var limit: Int {
            switch self {
            case .all: Int.max
            case .last(let count): Swift.max(0, count)
            case .countOnly: 0
            }
        }
    }
}
