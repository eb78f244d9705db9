/// The backing property of a mocked `{ get set }` subscript, such as `mock._subscript`.
///
/// ```swift
/// mock[row: 1, column: 2] = "x"
/// #expect(mock._subscript.setter.lastInvocation?.newValue == "x")
/// #expect(mock._subscript.setter.lastInvocation?.row == 1)
/// ```
///
/// `Arguments` is what a read passes (the subscript's parameters), `Assignment` what a write passes (the parameters and
/// `newValue`). A read-write property is such a subscript without arguments: ``MockReadWriteProperty``. The setter
/// returns `Void`, so it records every assignment even when no implementation is set.
public struct MockReadWriteSubscript<Arguments, Assignment, Value>: AnyMember {
    /// The type of ``getter``, whose `Implementation` a mock's configuring initializer takes.
    public typealias Getter = MockMethod<Arguments, Value, Never>

    /// The getter: configure what it returns and inspect how it was read.
    public let getter: Getter

    /// Not this member's: its getter's answer, which the compiler offers to write instead.
    @available(*, unavailable, renamed: "getter.implementation", message: "a property's answers are set on its getter")
    public var implementation: Getter.Implementation {
        get { getter.implementation }
        nonmutating set {}
    }

    /// The type of ``setter``.
    public typealias Setter = MockMethod<Assignment, Void, Never>

    /// The setter: every assignment is an invocation.
    public let setter: Setter

    /// Creates a member named `name` (`DataStoreMock._items`), strict or not, as ``MockMethod``'s initializer does.
    public init(
        _ name: String, strict: Bool = false, isStatic: Bool = false, inActor: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, lineOffset: UInt = 0,
        column: UInt = #column
    ) {
        getter = MockMethod(
            name + ".getter", strict: strict, isStatic: isStatic, inActor: inActor, fileID: fileID,
            filePath: filePath, line: line + lineOffset, column: column)
        setter = MockMethod(
            name + ".setter", strict: strict, isStatic: isStatic, inActor: inActor, fileID: fileID,
            filePath: filePath, line: line + lineOffset, column: column)
    }

    /// Whether calls to the getter or the setter without an implementation are test failures even where
    /// they return nothing; see ``MockMember/isStrict``.
    public var isStrict: Bool {
        get { getter.isStrict && setter.isStrict }
        nonmutating set {
            getter.isStrict = newValue
            setter.isStrict = newValue
        }
    }

    /// Resets the getter and the setter: no implementations, no recorded reads or assignments.
    public func reset() {
        getter.reset()
        setter.reset()
    }
}

/// The backing property of a mocked `{ get set }` property, such as `mock._items`.
///
/// ```swift
/// mock._items.getter.implementation = .returns(["a", "b"])
/// mock.items = ["c"]
/// #expect(mock._items.setter.lastInvocation == ["c"])
/// ```
public typealias MockReadWriteProperty<Value> = MockReadWriteSubscript<Void, Value, Value>
