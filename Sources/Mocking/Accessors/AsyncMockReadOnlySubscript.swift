/// The backing property of a mocked `{ get async }` or `{ get async throws }` subscript.
///
/// A read-only `async` property is such a subscript without arguments: ``AsyncMockReadOnlyProperty``.
public struct AsyncMockReadOnlySubscript<Arguments, Value, Failure: Error>: AnyMember {
    /// The type of ``getter``, whose `Implementation` a mock's configuring initializer takes.
    public typealias Getter = AsyncMockMethod<Arguments, Value, Failure>

    /// The getter: configure what it returns and inspect how it was read.
    public let getter: Getter

    /// Not this member's: its getter's answer, which the compiler offers to write instead.
    @available(*, unavailable, renamed: "getter.implementation", message: "a property's answers are set on its getter")
    public var implementation: Getter.Implementation {
        get { getter.implementation }
        nonmutating set {}
    }

    /// Creates a member named `name` (`AccountMock._balance`), strict or not, as ``MockMethod``'s initializer does.
    public init(
        _ name: String, strict: Bool = false, isStatic: Bool = false, inActor: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, lineOffset: UInt = 0,
        column: UInt = #column
    ) {
        getter = AsyncMockMethod(
            name + ".getter", strict: strict, isStatic: isStatic, inActor: inActor, fileID: fileID,
            filePath: filePath, line: line + lineOffset, column: column)
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
