/// The backing property of a mocked `{ get set }` property, such as `mock._items`.
///
/// ```swift
/// mock._items.getter.implementation = .returns(["a", "b"])
/// mock.items = ["c"]
/// #expect(mock._items.setter.lastInvocation == ["c"])
/// ```
///
/// The setter is a `Void` member, so it records every assignment even when no implementation is set.
public struct MockReadWriteProperty<Value>: __MockMember {
    /// The getter: configure what it returns and inspect how often it was read.
    public let getter: MockMethod<Void, Value, Never>

    /// The setter: every assigned value is an invocation.
    public let setter: MockMethod<Value, Void, Never>

    /// Creates a property whose messages call it `name`, such as `DataStoreMock._items`.
    public init(_ name: String) {
        getter = MockMethod(name + ".getter")
        setter = MockMethod(name + ".setter")
    }

    /// Resets the getter and the setter: no implementations, no recorded reads or assignments.
    public func reset() {
        getter.reset()
        setter.reset()
    }
}
