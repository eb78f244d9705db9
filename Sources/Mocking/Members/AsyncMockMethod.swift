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
    /// Transparent, like ``MockMethod/__invoke(_:)``: compiled into the mock's method for its concrete types, with or without
    /// optimization, so that a fixed answer costs one short critical section and no generic code. Any
    /// other call is answered by `answerLocked(_:)`, inlined too without optimization (a debug build), where
    /// the generic alternative would look up metadata on every call; with optimization out of line and
    /// specialized, which keeps this method small enough for the optimizer to inline it where a closure
    /// calls it, as the mock of a refining protocol does for an inherited member (an inherited getter took
    /// 126.5 instructions instead of 92.5 while the closure stayed a call of its own).
    @_transparent
    public func __invoke(_ arguments: Arguments) async throws(Failure) -> Output {
        if let output = lockAndRecordFixedOutput(arguments) {
            return output
        }
        if isBuiltWithoutOptimization() {
            return try await answerLocked(arguments)
        }
        return try await answerLockedOutOfLine(arguments)
    }

    /// Records and answers a call that `lockAndRecordFixedOutput(_:)` left unrecorded, with the lock it
    /// still holds: a fixed error or an `.invokes` closure on the short path, any other answer by
    /// `carryOut(_:for:)`.
    @_transparent @usableFromInline
    final func answerLocked(_ arguments: Arguments) async throws(Failure) -> Output {
        if let error = recordFixedErrorAndUnlock(arguments) {
            throw error
        }
        let answer = recordAnswer(arguments)
        if case .invokes(let body) = answer {
            return try await run(body, with: arguments)
        }
        return try await carryOut(answer, for: arguments)
    }

    /// `answerLocked(_:)`, out of line and specialized for the member's types.
    @inlinable @inline(never)
    final func answerLockedOutOfLine(_ arguments: Arguments) async throws(Failure) -> Output {
        try await answerLocked(arguments)
    }

    /// Runs an `.invokes` closure, outside the lock, and records what it returned or threw.
    @_transparent @usableFromInline
    final func run(_ body: (Arguments) async throws(Failure) -> Output, with arguments: Arguments) async throws(Failure)
        -> Output
    {
        do throws(Failure) {
            return try record(.success(await body(arguments)))
        } catch {
            return try record(.failure(error))
        }
    }
}
