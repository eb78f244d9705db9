/// The backing property of a synchronous mocked method or accessor, such as `mock._fetch`.
///
/// ```swift
/// mock._add.implementation = .invokes { a, b in a + b }
/// #expect(mock.add(1, 2) == 3)
/// #expect(mock._add.callCount == 1)
/// #expect(mock._add.lastInvocation?.a == 1)
/// ```
///
/// `Arguments` is a labeled tuple for two or more parameters, the bare value for one and `Void` for none;
/// `Failure` is `Never` for a member that does not throw and `any Error` for one that throws untyped.
public final class MockMethod<Arguments, Output, Failure: Error>:
    MockMember<Arguments, Output, Failure, (Arguments) throws(Failure) -> Output>, __MockMember, @unchecked Sendable
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
}

extension MockMethod {
    /// Glue for generated code: records a call and answers it. Not for direct use.
    ///
    /// Transparent, like every step it takes on the short path: a fixed output, a fixed error or an
    /// `.invokes` closure is answered by code compiled into the mock's method for its concrete types, with
    /// or without optimization (Documentation/architecture.md, "The short path, transparent"). Every other
    /// call is recorded by `recordAnyAnswer(_:)` and carried out by `carryOut(_:for:)`, out of line and
    /// specialized in an optimized build. Every step that holds the lock is synchronous.
    @_transparent
    public func __invoke(_ arguments: Arguments) throws(Failure) -> Output {
        if let output = lockAndRecordFixedOutput(arguments) {
            return output
        }
        if let error = recordFixedErrorAndUnlock(arguments) {
            throw error
        }
        return try unlockAndAnswer(arguments)
    }

    /// With the lock that `recordFixedErrorAndUnlock(_:)` left held: releases it and answers the call: on
    /// the short path an `.invokes` closure runs here, in the mock's method; any other call is recorded by
    /// `recordAnyAnswer(_:)` and carried out by `carryOut(_:for:)`, out of line.
    @_transparent @usableFromInline
    final func unlockAndAnswer(_ arguments: Arguments) throws(Failure) -> Output {
        if let body = recordInvokedCallAndUnlock(arguments) {
            return try run(body, with: arguments)
        }
        return try carryOut(recordAnyAnswer(arguments), for: arguments)
    }

    /// Runs an `.invokes` closure, outside the lock, and records what it returned or threw.
    @_transparent @usableFromInline
    final func run(_ body: (Arguments) throws(Failure) -> Output, with arguments: Arguments) throws(Failure) -> Output {
        do throws(Failure) {
            return try record(.success(body(arguments)))
        } catch {
            return try record(.failure(error))
        }
    }

    /// Carries out an answer that is not fixed: runs the closure, or reports the missing implementation.
    @inlinable @inline(never)
    final func carryOut(_ answer: Answer, for arguments: Arguments) throws(Failure) -> Output {
        switch answer {
        case .returns(let output):
            return output
        case .throws(let error):
            throw error
        case .invokes(let body):
            return try run(body, with: arguments)
        case .unimplemented:
            return try unimplemented(arguments)
        case .exhausted(let count):
            return try unimplemented(arguments, answersRanOutAfter: count)
        case .held:
            // `Implementation.held` exists only where `Body` is an `async` closure.
            preconditionFailure("a synchronous member cannot hold a call")
        }
    }
}

extension MockMethod where Failure == Never {
    /// Glue for generated code: records a call and answers it. Not for direct use.
    ///
    /// `__invoke(_:)` for a member that cannot throw, without the step for a fixed error, which such a
    /// member never has: less code compiled into every mock method that cannot throw.
    @_transparent
    public func __invoke(_ arguments: Arguments) -> Output {
        if let output = lockAndRecordFixedOutput(arguments) {
            return output
        }
        // The closure is run by `unlockAndAnswer(_:)`, whose `Failure` is generic: a closure of type
        // `(Arguments) throws(Failure) -> Output` called where `Failure == Never` needs a reabstraction thunk
        // that Swift 6.3.1 gets wrong (a crash at run time here, a crash of the compiler in a reduced
        // library; Documentation/architecture.md).
        return unlockAndAnswer(arguments)
    }
}
