#if canImport(os)
    public import os
#else
    public import Synchronization
#endif

/// State that is only ever read or written while holding a lock.
///
/// The one lock abstraction of the runtime. Apple platforms use `OSAllocatedUnfairLock`, which exists from
/// the package's platform floor (macOS 13, iOS 16) on; other platforms use the `Synchronization` module's
/// `Mutex`. Either way, `withLock` runs its body with exclusive access to the state, and callers must
/// never run user code (an `.invokes` closure) inside it.
///
/// The state may hold non-`Sendable` values (recorded arguments of any type): they only cross threads
/// under the lock, which is what makes the owning mock member safe to share.
@usableFromInline
struct Locked<State>: ~Copyable {
    #if canImport(os)
        @usableFromInline
        let lock: OSAllocatedUnfairLock<State>

        @usableFromInline
        init(_ state: State) {
            lock = OSAllocatedUnfairLock(uncheckedState: state)
        }

        /// Runs `body` with exclusive access to the state and returns its result.
        @inlinable @inline(__always)
        borrowing func withLock<Result, Failure: Error>(
            _ body: (inout State) throws(Failure) -> Result
        ) throws(Failure) -> Result {
            do {
                return try lock.withLockUnchecked { state in try body(&state) }
            } catch {
                throw error as! Failure
            }
        }

        /// Runs `body` with exclusive access to the state and `input`, and returns its result.
        @inlinable @inline(__always)
        borrowing func withLock<Input, Result>(_ input: Input, _ body: (inout State, Input) -> Result) -> Result {
            lock.withLockUnchecked { state in body(&state, input) }
        }
    #else
        @usableFromInline
        let mutex: Mutex<UncheckedBox<State>>

        @usableFromInline
        init(_ state: State) {
            mutex = Mutex(UncheckedBox(state))
        }

        /// Runs `body` with exclusive access to the state and returns its result.
        @inlinable @inline(__always)
        borrowing func withLock<Result, Failure: Error>(
            _ body: (inout State) throws(Failure) -> Result
        ) throws(Failure) -> Result {
            try mutex.withLock { (box: inout UncheckedBox<State>) throws(Failure) -> UncheckedBox<Result> in
                UncheckedBox(try body(&box.value))
            }.value
        }

        /// Runs `body` with exclusive access to the state and `input`, and returns its result.
        ///
        /// A closure that captures a generic value, such as a call's arguments, is captured by address, and
        /// the optimizer then does not inline it into a caller in another module; passed as `input`, it is.
        @inlinable @inline(__always)
        borrowing func withLock<Input, Result>(_ input: Input, _ body: (inout State, Input) -> Result) -> Result {
            mutex.withLock { (box: inout UncheckedBox<State>) -> UncheckedBox<Result> in
                UncheckedBox(body(&box.value, input))
            }.value
        }
    #endif
}

/// A value carried across an isolation boundary that a lock, not the type system, makes safe.
@usableFromInline
struct UncheckedBox<Value>: @unchecked Sendable {
    @usableFromInline
    var value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}
