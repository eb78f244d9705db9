/// A non-escaping closure passed to a mocked method, usable while that call runs.
///
/// Swift forbids keeping a non-escaping closure after the call that received it returns, so a mocked
/// method hands such an argument to its implementation and its records in this box, and empties the box
/// before it returns. Call the closure through ``closure`` from an implementation:
///
/// ```swift
/// // func perform(_ work: () -> Int) -> Int
/// mock._perform.implementation = .invokes { work in work.closure() * 2 }
/// ```
///
/// After the call, ``isAvailable`` is `false` and reading ``closure`` stops with a message.
public final class NonEscapingClosure<Closure>: @unchecked Sendable {
    private let storage: Locked<Closure?>

    /// Glue for generated code: boxes `closure` for the duration of one call. Not for direct use.
    @_documentation(visibility: internal)
    public init(_ closure: Closure) {
        storage = Locked(closure)
    }

    /// The closure, while the call that received it runs.
    public var closure: Closure {
        guard let closure = storage.withLock({ $0 }) else {
            fatalError(
                "A non-escaping closure argument of a mocked method was used after that call returned; "
                    + "call it only from the member's implementation, while the call runs"
            )
        }
        return closure
    }

    /// Whether the call that received the closure is still running, so that ``closure`` may be called.
    public var isAvailable: Bool { storage.withLock { $0 != nil } }

    /// Glue for generated code: empties the box when the call returns. Not for direct use.
    @_documentation(visibility: internal)
    public func __release() { storage.withLock { $0 = nil } }
}
