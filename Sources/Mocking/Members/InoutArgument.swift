/// An `inout` argument of a mocked method: the value passed in, and the value the method writes back.
///
/// The implementation receives this box and may change ``value``; when the call returns, the mocked method
/// assigns ``value`` back to the caller's variable. The records keep the box, so a test sees both what
/// was passed in and what was written back:
///
/// ```swift
/// // func inject(into headers: inout [String: String])
/// mock._inject.implementation = .invokes { headers in headers.value["trace-id"] = "42" }
/// var headers: [String: String] = [:]
/// mock.inject(into: &headers)
/// #expect(headers["trace-id"] == "42")
/// #expect(mock._inject.lastInvocation?.initialValue == [:])
/// ```
public final class InoutArgument<Value>: @unchecked Sendable {
    private let storage: Locked<Value>

    /// The value the caller passed in.
    public let initialValue: Value

    /// Glue for generated code: boxes the value a caller passes. Not for direct use.
    @_documentation(visibility: internal)
    public init(_ value: Value) {
        initialValue = value
        storage = Locked(value)
    }

    /// The value the method writes back to the caller's variable when the call returns.
    public var value: Value {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    /// Glue for generated code: writes ``value`` back to an argument whose type the box erased.
    @_documentation(visibility: internal)
    public func __writeBack<Argument>(to argument: inout Argument) { argument = value as! Argument }
}
