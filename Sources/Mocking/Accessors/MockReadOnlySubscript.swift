/// The backing property of a mocked `{ get }` or `{ get throws }` subscript, such as `mock._subscript`.
///
/// ```swift
/// mock._subscript.getter.implementation = .invokes { index in index * 2 }
/// #expect(mock[3] == 6)
/// ```
///
/// A read-only property is a subscript without arguments: ``MockReadOnlyProperty``.
public struct MockReadOnlySubscript<Arguments, Value, Failure: Error>: AnyMember {
    /// The type of ``getter``, whose `Implementation` a mock's configuring initializer takes.
    public typealias Getter = MockMethod<Arguments, Value, Failure>

    /// The getter: configure what it returns and inspect how it was read.
    public let getter: Getter

    /// Not this member's: its getter's answer, which the compiler offers to write instead.
    @available(*, unavailable, renamed: "getter.implementation", message: "a property's answers are set on its getter")
    public var implementation: Getter.Implementation {
        get { getter.implementation }
        nonmutating set {}
    }

    /// Creates a member named `name` (`DataStoreMock._count`), strict or not, as ``MockMethod``'s initializer does.
    public init(
        _ name: String, strict: Bool = false, isStatic: Bool = false, inActor: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, lineOffset: UInt = 0,
        column: UInt = #column
    ) {
        getter = MockMethod(
            name + ".getter", strict: strict, isStatic: isStatic, inActor: inActor, fileID: fileID,
            filePath: filePath, line: line + lineOffset, column: column)
    }

    /// Resets the getter: no implementation, no recorded reads.
    public func reset() {
        getter.reset()
    }
}

/// The backing property of a mocked `{ get }` or `{ get throws }` property, such as `mock._count`.
///
/// ```swift
/// mock._count.getter.implementation = .returns(5)
/// #expect(mock.count == 5)
/// #expect(mock._count.getter.callCount == 1)
/// ```
public typealias MockReadOnlyProperty<Value, Failure: Error> = MockReadOnlySubscript<Void, Value, Failure>
