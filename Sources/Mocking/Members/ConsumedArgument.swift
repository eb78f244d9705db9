/// A `consuming` argument of a type that cannot be copied, such as `consuming ExecutorJob`: the mocked
/// method moves the value into this box, the implementation can take it out once, and the records keep
/// the box, which says whether it was taken.
///
/// ```swift
/// // func enqueue(_ job: consuming ExecutorJob)
/// mock._enqueue.implementation = .invokes { job in
///     if let job = job.take() { job.runSynchronously(on: executor) }
/// }
/// #expect(mock._enqueue.lastInvocation?.isTaken == true)
/// ```
///
/// A value that is never taken is destroyed with the box. A `borrowing` argument of such a type, and an
/// argument that cannot escape the call (`RawSpan`), cannot be moved into a box: those are not recorded.
public final class ConsumedArgument<Value: ~Copyable>: @unchecked Sendable {
    /// Whether the value has been taken: only the caller that sets it touches `storage` after `init`.
    private let taken = Locked(false)
    private var storage: Value?

    /// Glue for generated code: takes the value a caller passes. Not for direct use.
    @_documentation(visibility: internal)
    public init(_ value: consuming Value) {
        storage = .some(value)
    }

    /// Takes the value out of the box: the value the first time, `nil` after.
    public func take() -> Value? {
        let isFirst = taken.withLock { taken in
            defer { taken = true }
            return !taken
        }
        return isFirst ? storage.take() : nil
    }

    /// Whether the value has been taken out of the box.
    public var isTaken: Bool { taken.withLock { $0 } }
}
