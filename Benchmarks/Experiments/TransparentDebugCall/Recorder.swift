// Three shapes of one generic mock member's call path (record the arguments under a lock, return a fixed
// output), called from another module built without optimization, as `swift test` builds. `run.sh` counts
// the instructions per call of each against the same code written for one member's concrete types.
import Synchronization

/// Today's shape: the call path is a generic class's method, so without optimization the caller calls the
/// generic code, which looks up the metadata of every generic type it touches on every call.
public final class GenericMember<Arguments, Output>: @unchecked Sendable {
    /// The arguments of every call, behind a lock.
    public let state = Mutex<[Arguments]>([])
    /// What every call returns.
    public let output: Output
    /// A member whose calls return `output`.
    public init(output: Output) { self.output = output }
    /// Records a call and returns the output.
    public func call(_ arguments: Arguments) -> Output {
        state.withLock { $0.append(arguments) }
        return output
    }
}

/// The same path as a transparent free function: the compiler inlines it into the caller even without
/// optimization, for the caller's concrete types, but the lock's closure stays a generic function.
@_transparent
public func transparentCall<Arguments, Output>(
    _ member: GenericMember<Arguments, Output>, _ arguments: Arguments
) -> Output {
    member.state.withLock { $0.append(arguments) }
    return member.output
}

/// The state behind a lock without a closure: the lock's own `lock`/`unlock` and the records at a fixed
/// address, so that nothing of the path is left as a generic call.
public final class OpenMember<Arguments, Output>: @unchecked Sendable {
    /// The lock, taken without a closure.
    public let lock = Mutex<Void>(())
    /// The arguments of every call, at an address of their own.
    public let calls: UnsafeMutablePointer<[Arguments]>
    /// What every call returns.
    public let output: Output
    /// A member whose calls return `output`.
    public init(output: Output) {
        self.output = output
        calls = .allocate(capacity: 1)
        calls.initialize(to: [])
    }
    deinit {
        calls.deinitialize(count: 1)
        calls.deallocate()
    }
}

/// The call path of `OpenMember`, transparent and without a closure.
@_transparent
public func transparentOpenCall<Arguments, Output>(
    _ member: OpenMember<Arguments, Output>, _ arguments: Arguments
) -> Output {
    member.lock._unsafeLock()
    member.calls.pointee.append(arguments)
    member.lock._unsafeUnlock()
    return member.output
}
