// A generic recorder shaped like a mock member: a lock around state, a closure that appends a call's
// arguments and returns a fixed output. `run.sh` shows which ways of calling it from another module the
// optimizer inlines (Swift 6.3.1, -O).
import Synchronization

@usableFromInline
struct Box<Value>: @unchecked Sendable {
    @usableFromInline var value: Value
    @inlinable init(_ value: Value) { self.value = value }
}

/// The runtime's lock: `withLock(_:)` runs a closure on the state; `withLock(_:_:)` passes it an input.
@usableFromInline
struct Locked<State>: ~Copyable {
    @usableFromInline let mutex: Mutex<Box<State>>
    @usableFromInline init(_ state: State) { mutex = Mutex(Box(state)) }

    @inlinable @inline(__always)
    borrowing func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try mutex.withLock { (box: inout Box<State>) throws(Failure) -> Box<Result> in Box(try body(&box.value)) }
            .value
    }

    @inlinable @inline(__always)
    borrowing func withLock<Input, Result>(_ input: Input, _ body: (inout State, Input) -> Result) -> Result {
        mutex.withLock { (box: inout Box<State>) -> Box<Result> in Box(body(&box.value, input)) }.value
    }
}

/// Records the arguments of each call and answers with a fixed output, behind one lock.
public final class Recorder<Arguments, Output>: @unchecked Sendable {
    @usableFromInline
    struct State {
        @usableFromInline var calls: [Arguments] = []
        @usableFromInline var output: Output
        @usableFromInline init(output: Output) { self.output = output }
    }

    @usableFromInline let state: Locked<State>

    /// A recorder whose calls return `output`.
    public init(output: Output) { state = Locked(State(output: output)) }

    /// The closure captures `arguments`, a generic value, which a closure captures by address.
    @inlinable @inline(__always)
    public func recordCapturing(_ arguments: Arguments) -> Output {
        state.withLock { state in
            state.calls.append(arguments)
            return state.output
        }
    }

    /// The closure captures nothing: `arguments` is passed to it.
    @inlinable @inline(__always)
    public func recordPassing(_ arguments: Arguments) -> Output {
        state.withLock(arguments) { state, arguments in
            state.calls.append(arguments)
            return state.output
        }
    }

    /// The same, only `@inlinable`: the caller gets a specialized copy of the method, not its body.
    @inlinable
    public func recordPassingNotInlined(_ arguments: Arguments) -> Output {
        state.withLock(arguments) { state, arguments in
            state.calls.append(arguments)
            return state.output
        }
    }
}
