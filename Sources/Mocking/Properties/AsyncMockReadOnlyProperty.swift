/// The backing property of a mocked `{ get async }` or `{ get async throws }` property.
///
/// ```swift
/// mock._balance.getter.implementation = .invokes { await ledger.total() }
/// #expect(await mock.balance == 100)
/// ```
public struct AsyncMockReadOnlyProperty<Value, Failure: Error>: __MockMember {
    /// The getter: configure what it returns and inspect how often it was read.
    public let getter: AsyncMockMethod<Void, Value, Failure>

    /// Creates a property whose messages call it `name`, such as `AccountMock._balance`.
    public init(_ name: String) {
        getter = AsyncMockMethod(name + ".getter")
    }

    /// Resets the getter: no implementation, no recorded reads.
    public func reset() {
        getter.reset()
    }
}
