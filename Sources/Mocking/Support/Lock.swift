#if canImport(os)
    private import os
#else
    private import Synchronization
#endif

/// The lock behind every piece of a mock's state: `OSAllocatedUnfairLock` on Apple platforms (the floor,
/// macOS 13 and iOS 16, has no `Mutex`), the `Synchronization` module's `Mutex` elsewhere.
///
/// No user code runs while it is held: callers copy what they need out, unlock, then call.
struct Lock: ~Copyable, @unchecked Sendable {
    #if canImport(os)
        private let unfairLock = OSAllocatedUnfairLock()
    #else
        private let mutex = Mutex<Void>(())
        /// Stored before each unlock and loaded after each lock: ThreadSanitizer does not see `Mutex` hand
        /// the lock from one thread to another on Linux (the hand-over happens in the kernel), and without
        /// this pair it reports the state the lock guards as raced (Documentation/architecture.md).
        private let handOff = Atomic<Bool>(false)
    #endif

    /// Runs `body` with the lock held.
    func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        var result: Swift.Result<Result, Failure>?
        #if canImport(os)
            unfairLock.withLockUnchecked {
                result = Swift.Result { () throws(Failure) -> Result in try body() }
            }
        #else
            mutex.withLock { _ in
                _ = handOff.load(ordering: .acquiring)
                result = Swift.Result { () throws(Failure) -> Result in try body() }
                handOff.store(false, ordering: .releasing)
            }
        #endif
        return try result!.get()
    }
}

/// A value behind a ``Lock``.
final class Locked<State>: @unchecked Sendable {
    private let lock = Lock()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` on the state with the lock held.
    func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        try lock.withLock { () throws(Failure) -> Result in try body(&state) }
    }
}
