/// The backing property of a mocked `{ get }` or `{ get throws }` property, such as `mock._count`.
///
/// ```swift
/// mock._count.getter.implementation = .returns(5)
/// #expect(mock.count == 5)
/// #expect(mock._count.getter.callCount == 1)
/// ```
public struct MockReadOnlyProperty<Value, Failure: Error>: __MockMember {
    /// The getter: configure what it returns and inspect how often it was read.
    public let getter: MockMethod<Void, Value, Failure>

    /// Creates a property whose messages call it `name`, such as `DataStoreMock._count`.
    public init(_ name: String) {
        getter = MockMethod(name + ".getter")
    }

    /// Resets the getter: no implementation, no recorded reads.
    public func reset() {
        getter.reset()
    }
}
