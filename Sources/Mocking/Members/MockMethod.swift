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
    MockMember<Arguments, Output, Failure, (Arguments) throws(Failure) -> Output>, AnyMember, @unchecked Sendable
{
    /// Creates a member whose messages call it `name`, such as `WeatherServiceMock._currentTemperature`;
    /// a `strict` member reports calls without an implementation even when it returns nothing; the fixes
    /// messages print for an `isStatic` one go through its type, for an `inActor` one start with `await`.
    /// Failures about its calls point at `fileID`, `filePath`, `line` (`lineOffset` lines below) and `column`:
    /// by default the line that creates it. `@Mocked` passes where the requirement is declared: the lines
    /// below the protocol's `protocol` keyword, where `#line` points in the code a macro writes.
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
}

extension MockMethod {
    /// Glue for generated code: records a call and answers it. Not for direct use.
    @inlinable public func __invoke(_ arguments: Arguments) throws(Failure) -> Output {
        let answer = record(arguments)
        guard case .invokes(let body) = answer else {
            return try output(of: answer, for: arguments)
        }
        let result: Result<Output, Failure>
        do throws(Failure) {
            result = .success(try body(arguments))
        } catch {
            result = .failure(error)
        }
        return try finish(result)
    }
}
