#if canImport(os)
    public import os
#elseif compiler(>=6.3)
    public import Synchronization
#elseif canImport(Glibc)
    public import Glibc
#elseif canImport(Musl)
    public import Musl
#elseif canImport(Android)
    public import Android
#endif

/// State that is only ever read or written while holding a lock.
///
/// The one lock abstraction of the runtime. `withLock` runs its body with exclusive access to the state;
/// callers must never run user code (an `.invokes` closure) inside it.
///
/// A mocked call's short path uses `lock()`, `address` and `unlock()` instead. They are transparent, so
/// that even a build without optimization (a debug build, as `swift test` builds) compiles that path into
/// the mock's method for its concrete types; a closure passed to `withLock` would stay a generic function,
/// which without optimization looks up the metadata of its types on every call
/// (`Benchmarks/Experiments/TransparentDebugCall`). The state therefore sits at an address of its own.
///
/// The lock: `OSAllocatedUnfairLock<Void>` on Apple platforms; elsewhere the `Synchronization` module's
/// `Mutex<Void>`, taken with `_unsafeLock()` (which exists in the Swift 6.3 toolchains this package is
/// tested with), or with older compilers a `pthread_mutex_t`.
///
/// The state may hold non-`Sendable` values (recorded arguments of any type): they only cross threads
/// under the lock, which is what makes the owning mock member safe to share.
@usableFromInline
struct Locked<State>: ~Copyable {
    #if canImport(os)
        @usableFromInline
        let mutex = OSAllocatedUnfairLock<Void>()
    #elseif compiler(>=6.3)
        @usableFromInline
        let mutex = Mutex<Void>(())

        /// Stored with release ordering before every unlock and loaded with acquire ordering after every
        /// lock, so that ThreadSanitizer sees each critical section happen after the one before. `Mutex`
        /// hands a contended lock over in the kernel (and its slow paths are not instrumented), which
        /// ThreadSanitizer does not see: without this, two tasks calling one member report races on its
        /// state. A plain store and load on x86-64 and arm64.
        @usableFromInline
        let handOff = Atomic<UInt8>(0)
    #else
        @usableFromInline
        let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    /// Where the state is; read or write it only between `lock()` and `unlock()`.
    @usableFromInline
    let address: UnsafeMutablePointer<State>

    @usableFromInline
    init(_ state: State) {
        #if !canImport(os) && !compiler(>=6.3)
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            let status = pthread_mutex_init(mutex, nil)
            precondition(status == 0, "pthread_mutex_init failed: \(status)")
        #endif
        address = .allocate(capacity: 1)
        address.initialize(to: state)
    }

    deinit {
        address.deinitialize(count: 1)
        address.deallocate()
        #if !canImport(os) && !compiler(>=6.3)
            pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
            mutex.deallocate()
        #endif
    }

    /// Takes the lock; pair it with `unlock()`, with no user code in between.
    @_transparent @usableFromInline
    borrowing func lock() {
        #if canImport(os)
            mutex.lock()
        #elseif compiler(>=6.3)
            mutex._unsafeLock()
            _ = handOff.load(ordering: .acquiring)
        #else
            pthread_mutex_lock(mutex)
        #endif
    }

    /// Releases the lock `lock()` took.
    @_transparent @usableFromInline
    borrowing func unlock() {
        #if canImport(os)
            mutex.unlock()
        #elseif compiler(>=6.3)
            handOff.store(0, ordering: .releasing)
            mutex._unsafeUnlock()
        #else
            pthread_mutex_unlock(mutex)
        #endif
    }

    /// Runs `body` with exclusive access to the state and returns its result.
    @inlinable @inline(__always)
    borrowing func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock()
        defer { unlock() }
        return try body(&address.pointee)
    }
}
