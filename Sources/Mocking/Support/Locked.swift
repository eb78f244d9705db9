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
///
/// A class, not a non-copyable struct stored in its owner: with ThreadSanitizer, borrowing a non-copyable
/// stored property from generic code showed as a "Swift access race" on it under contention.
@usableFromInline
final class Locked<State> {
    #if canImport(os)
        @usableFromInline
        let mutex = OSAllocatedUnfairLock<Void>()
    #elseif compiler(>=6.3)
        /// The lock and its hand-over flag, at an address of their own like the state: reached through a
        /// pointer, they are not Swift variables that ThreadSanitizer checks for exclusive access.
        @usableFromInline
        let mutex: UnsafeMutablePointer<MutexWithHandOff>
    #else
        @usableFromInline
        let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    /// Where the state is; read or write it only between `lock()` and `unlock()`.
    @usableFromInline
    let address: UnsafeMutablePointer<State>

    @usableFromInline
    init(_ state: State) {
        #if !canImport(os) && compiler(>=6.3)
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: MutexWithHandOff())
        #elseif !canImport(os)
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
        #endif
        #if !canImport(os)
            mutex.deinitialize(count: 1)
            mutex.deallocate()
        #endif
    }
}

extension Locked {
    /// Takes the lock; pair it with `unlock()`, with no user code in between.
    @_transparent @usableFromInline
    func lock() {
        #if canImport(os)
            mutex.lock()
        #elseif compiler(>=6.3)
            mutex.pointee.mutex._unsafeLock()
            _ = mutex.pointee.handOff.load(ordering: .acquiring)
        #else
            pthread_mutex_lock(mutex)
        #endif
    }

    /// Releases the lock `lock()` took.
    @_transparent @usableFromInline
    func unlock() {
        #if canImport(os)
            mutex.unlock()
        #elseif compiler(>=6.3)
            mutex.pointee.handOff.store(0, ordering: .releasing)
            mutex.pointee.mutex._unsafeUnlock()
        #else
            pthread_mutex_unlock(mutex)
        #endif
    }

    /// Runs `body` with exclusive access to the state and returns its result.
    @inlinable @inline(__always)
    func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock()
        defer { unlock() }
        return try body(&address.pointee)
    }
}

#if !canImport(os) && compiler(>=6.3)
    /// `Locked`'s lock where there is no `os` module (Linux), with Swift 6.3 or later.
    @usableFromInline
    struct MutexWithHandOff: ~Copyable {
        @usableFromInline
        let mutex = Mutex<Void>(())

        /// Stored with release ordering before every unlock and loaded with acquire ordering after every
        /// lock, so that ThreadSanitizer sees each critical section happen after the one before. `Mutex`
        /// hands a contended lock over in the kernel (and its slow paths are not instrumented), which
        /// ThreadSanitizer does not see: without this, two tasks calling one member report races on its
        /// state. A plain store and load on x86-64 and arm64.
        @usableFromInline
        let handOff = Atomic<UInt8>(0)

        @usableFromInline
        init() {}
    }
#endif
