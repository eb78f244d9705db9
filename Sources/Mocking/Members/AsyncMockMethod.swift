/// The backing property of an `async` mocked method or getter, such as `mock._currentTemperature`.
///
/// ```swift
/// mock._currentTemperature.implementation = .invokes { latitude, longitude in
///     try await Task.sleep(for: .milliseconds(10))
///     return 21
/// }
/// ```
///
/// It records calls exactly like ``MockMethod``; only its `.invokes` closures may `await`.
public final class AsyncMockMethod<Arguments, Output, Failure: Error>:
    MockMember<Arguments, Output, Failure, (Arguments) async throws(Failure) -> Output>,
    __MockMember, @unchecked Sendable
{
    /// Creates a member whose messages call it `name`, such as `WeatherServiceMock._currentTemperature`;
    /// a `strict` member reports calls without an implementation even when it returns nothing. Failures
    /// about its calls point at `fileID`, `filePath`, `line` and `column`: by default the line that creates
    /// it; `@Mocked` passes the requirement's declaration.
    public init(
        _ name: String, strict: Bool = false, isStatic: Bool = false, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        super.init(
            name, strict: strict, isStatic: isStatic,
            declaration: DeclarationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Carries out an answer that is not fixed: runs the closure, holds the call, or reports the missing
    /// implementation.
    @inlinable @inline(never)
    final func carryOut(_ answer: Answer, for arguments: Arguments) async throws(Failure) -> Output {
        switch answer {
        case .returns(let output):
            return output
        case .throws(let error):
            throw error
        case .invokes(let body):
            return try await run(body, with: arguments)
        case .unimplemented:
            return try unimplemented(arguments)
        case .exhausted(let count):
            return try unimplemented(arguments, answersRanOutAfter: count)
        case .held(let queue):
            return try await hold(arguments, in: queue)
        }
    }

    /// Holds the call in `queue` until the test resumes it, and records how it ended.
    @usableFromInline
    final func hold(_ arguments: Arguments, in queue: HeldCallQueue<Arguments, Output, Failure>) async throws(Failure)
        -> Output
    {
        try record(await queue.hold(arguments, member: name, declaration: declaration))
    }

    /// The oldest call that a ``MockMember/Implementation/held`` implementation holds and the test has not
    /// taken yet, waiting for one up to `timeout`.
    ///
    /// Throws ``MockWaitTimeout`` when no call comes in time (it lists the member's calls so far),
    /// `CancellationError` when the waiting task is cancelled, and ``MockNotHeldError`` when the
    /// implementation is not `.held`.
    public func nextHeldCall(timeout: Duration = .seconds(1)) async throws -> HeldCall<Arguments, Output, Failure> {
        guard case .held(let queue) = implementation.behavior else {
            throw MockNotHeldError(member: name)
        }
        if let call = await queue.next(timeout: timeout) {
            return call
        }
        try Task.checkCancellation()
        let history = callHistory()
        throw MockWaitTimeout(
            member: name, expectedCalls: history.count + 1, actualCalls: history.count, timeout: timeout,
            recordedCalls: history.text, isHeldCall: true)
    }
}

extension AsyncMockMethod {
    /// Glue for generated code: records a call and answers it. Not for direct use.
    ///
    /// Transparent, like every step it takes on the short path: a fixed output, a fixed error or an
    /// `.invokes` closure is answered by code compiled into the mock's method for its concrete types, with
    /// or without optimization (Documentation/architecture.md, "The short path, transparent"). Every other
    /// call is recorded by `recordAnyAnswer(_:)` and carried out by `carryOut(_:for:)`, out of line and
    /// specialized in an optimized build. Every step that holds the lock is synchronous.
    @_transparent
    public func __invoke(_ arguments: Arguments) async throws(Failure) -> Output {
        if let output = lockAndRecordFixedOutput(arguments) {
            return output
        }
        if let error = recordFixedErrorAndUnlock(arguments) {
            throw error
        }
        // Not a function of its own, as in `MockMethod`: an `async` function called with the lock held
        // could start on another executor than the one that took it.
        if let body = recordInvokedCallAndUnlock(arguments) {
            return try await run(body, with: arguments)
        }
        return try await carryOut(recordAnyAnswer(arguments), for: arguments)
    }

    /// Glue for generated code: what ``__start(_:)`` returns. Not for direct use.
    public typealias __Start = __AsyncCallStart<Arguments, Output, Failure>

    /// Glue for generated code: the synchronous start of a call, which a call of a member inherited from a
    /// `@Mocked` parent runs on the method borrowed (``Mock/__withAsyncStart(_:group:index:accessor:register:namesSelf:_:)``):
    /// records the call when its answer is at hand and returns that answer, releasing the lock in every
    /// case; ``__AsyncCallStart/__finish(_:)`` finishes the call. Not for direct use.
    ///
    /// An `async` function keeps a member it reads through an unmanaged reference (the backing property's)
    /// retained for the whole call; started here, a call costs no retain of the member
    /// (Documentation/architecture.md, "Inherited `async` calls").
    @_transparent
    public func __start(_ arguments: Arguments) -> __Start {
        if let output = lockAndRecordFixedOutput(arguments) {
            return .output(output)
        }
        if let error = recordFixedErrorAndUnlock(arguments) {
            return .failure(error)
        }
        if let body = recordInvokedCallAndUnlock(arguments) {
            return .invokes(body, Unmanaged.passUnretained(self))
        }
        return .unrecorded(Unmanaged.passUnretained(self))
    }

    /// What an `.invokes` closure returns or throws, run outside the lock.
    @_transparent @usableFromInline
    static func result(of body: (Arguments) async throws(Failure) -> Output, with arguments: Arguments) async
        -> Result<Output, Failure>
    {
        do throws(Failure) {
            return .success(try await body(arguments))
        } catch {
            return .failure(error)
        }
    }

    /// Runs an `.invokes` closure, outside the lock, and records what it returned or threw.
    @_transparent @usableFromInline
    final func run(_ body: (Arguments) async throws(Failure) -> Output, with arguments: Arguments) async throws(Failure)
        -> Output
    {
        try record(await Self.result(of: body, with: arguments))
    }
}
