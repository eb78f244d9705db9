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
    AnyMember, @unchecked Sendable
{
    /// Creates a member named `name`, as ``MockMethod``'s initializer does.
    public init(
        _ name: String, strict: Bool = false, isStatic: Bool = false, inActor: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, lineOffset: UInt = 0,
        column: UInt = #column
    ) {
        super.init(
            name, strict: strict, isStatic: isStatic, inActor: inActor,
            declaration: DeclarationLocation(
                fileID: fileID, filePath: filePath, line: line + lineOffset, column: column))
    }

    /// Holds the call in `queue` until the test resumes it, and records how it ended.
    @usableFromInline
    final func wait(
        for call: HeldCall<Arguments, Output, Failure>, in queue: HeldCallQueue<Arguments, Output, Failure>
    ) async throws(Failure) -> Output {
        try finish(await queue.wait(for: call))
    }

    /// The oldest call that a ``MockMember/Implementation/held`` implementation holds and the test has not
    /// taken yet, waiting for one up to `timeout`.
    ///
    /// Calls held under an earlier implementation are handed out too (`reset()` ends those not taken). Throws
    /// ``MockWaitTimeout`` when no call comes in time (it lists the member's calls so far),
    /// `CancellationError` when the waiting task is cancelled, and ``NotHeldError`` when the
    /// implementation holds no calls (`.held`, or `.held` among `.inOrder` answers) and none waits.
    public func nextHeldCall(timeout: Duration = .seconds(1)) async throws -> HeldCall<Arguments, Output, Failure> {
        let (queue, holds) = withLock { ($0.heldCalls, $0.implementation.holdsCalls) }
        guard let queue, holds || queue.hasPendingCalls else {
            throw NotHeldError(member: name)
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
    /// Glue for generated code: records a call and answers it, on the caller's actor (`isolation`), so that
    /// a caller isolated to an actor passes its arguments without sending them. Not for direct use.
    @inlinable public func __invoke(
        _ arguments: Arguments, isolation: isolated (any Actor)? = #isolation
    ) async throws(Failure) -> Output {
        let answer = record(arguments)
        switch answer {
        case .invokes(let body):
            return try finish(await Invocation(body, arguments).run())
        case .held(let call, let queue):
            return try await wait(for: call, in: queue)
        case .returns, .throws, .unimplemented, .exhausted:
            return try output(of: answer, for: arguments)
        }
    }

    /// An `.invokes` closure with the arguments the caller passed, handed to it off the caller's actor while
    /// the caller waits.
    @usableFromInline struct Invocation: @unchecked Sendable {
        @usableFromInline let body: (Arguments) async throws(Failure) -> Output, arguments: Arguments
        @inlinable init(_ body: @escaping (Arguments) async throws(Failure) -> Output, _ arguments: Arguments) {
            (self.body, self.arguments) = (body, arguments)
        }

        /// Runs the closure, which is nonisolated.
        @usableFromInline func run() async -> Result<Output, Failure> {
            do throws(Failure) { return .success(try await body(arguments)) } catch { return .failure(error) }
        }
    }
}

extension AsyncMockMethod {
    /// Thrown by ``AsyncMockMethod/nextHeldCall(timeout:)`` when the member's implementation holds no calls
    /// (``MockMember/Implementation/held``, or `.held` among `.inOrder` answers) and no earlier call waits.
    public struct NotHeldError: Error, CustomStringConvertible {
        /// The member, such as `WeatherServiceMock._fetch`.
        public let member: String

        /// What to do.
        public var description: String {
            "\(member).nextHeldCall() waits for calls that the held implementation holds; set its implementation "
                + "to .held before the code under test calls it"
        }
    }
}
