/// The backing property of a mocked `{ get async }` or `{ get async throws }` subscript.
///
/// A read-only `async` property is such a subscript without arguments: ``AsyncMockReadOnlyProperty``.
public struct AsyncMockReadOnlySubscript<Arguments, Value, Failure: Error>: AnyMember {
    /// The type of ``getter``, whose `Implementation` a mock's configuring initializer takes.
    public typealias Getter = AsyncMockMethod<Arguments, Value, Failure>

    /// The getter: configure what it returns and inspect how it was read.
    public let getter: Getter

    /// Creates a member whose messages call it `name`, such as `AccountMock._balance`;
    /// a `strict` one reports calls without an implementation even where they return nothing.
    public init(
        _ name: String, strict: Bool = false, isStatic: Bool = false, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        getter = AsyncMockMethod(
            name + ".getter", strict: strict, isStatic: isStatic, fileID: fileID, filePath: filePath, line: line,
            column: column)
    }

    /// Resets the getter: no implementation, no recorded reads.
    public func reset() {
        getter.reset()
    }
}

/// The backing property of a mocked `{ get async }` or `{ get async throws }` property.
///
/// ```swift
/// mock._balance.getter.implementation = .invokes { await ledger.total() }
/// #expect(await mock.balance == 100)
/// ```
public typealias AsyncMockReadOnlyProperty<Value, Failure: Error> = AsyncMockReadOnlySubscript<Void, Value, Failure>
