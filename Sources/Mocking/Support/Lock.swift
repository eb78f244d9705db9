#if canImport(os)
    public import os
#else
    public import Synchronization
#endif

/// A value behind the one lock of the runtime: `OSAllocatedUnfairLock` on Apple platforms (the floor,
/// macOS 13 and iOS 16, has no `Mutex`), the `Synchronization` module's `Mutex` elsewhere. The value lives
/// in the lock, so that nothing reaches it but ``withLock(_:)``.
///
/// No user code runs while it is held: callers copy what they need out, unlock, then call.
@usableFromInline struct Locked<State>: ~Copyable, @unchecked Sendable {
    #if canImport(os)
        @usableFromInline let lock: OSAllocatedUnfairLock<State>
    #else
        @usableFromInline let mutex: Mutex<Guarded<State>>
        /// Stored before each unlock and loaded after each lock: ThreadSanitizer does not see `Mutex` hand
        /// the lock from one thread to another on Linux (the hand-over happens in the kernel), and without
        /// this pair it reports the state the lock guards as raced (Documentation/architecture.md).
        @usableFromInline let handOff = Atomic<Bool>(false)
    #endif

    @usableFromInline init(_ state: State) {
        #if canImport(os)
            lock = OSAllocatedUnfairLock(uncheckedState: state)
        #else
            mutex = Mutex(Guarded(value: state))
        #endif
    }

    /// Runs `body` on the state with the lock held.
    @inlinable func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        var result: Result?
        #if canImport(os)
            lock.withLockUnchecked { state in
                result = body(&state)
            }
        #else
            mutex.withLock { guarded in
                _ = handOff.load(ordering: .acquiring)
                result = body(&guarded.value)
                handOff.store(false, ordering: .releasing)
            }
        #endif
        return result!
    }
}

#if !canImport(os)
    /// The state in a `Mutex`: only the lock's holder reaches it, which `Mutex`'s region checks cannot see
    /// through the closure a caller passes to ``Locked/withLock(_:)``.
    @usableFromInline struct Guarded<Value>: @unchecked Sendable {
        @usableFromInline var value: Value
    }
#endif
