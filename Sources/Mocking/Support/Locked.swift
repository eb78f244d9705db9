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

/// State that is only ever read or written while holding a lock, and that lock, at two addresses of their
/// own; a value that does not own them: whoever calls ``allocate(_:)`` calls ``deallocate()`` once, when no
/// one uses them any more. ``Locked`` is the owning form; a mock member holds this one and frees it in its
/// `deinit`.
///
/// The one lock abstraction of the runtime. `withLock` runs its body with exclusive access to the state;
/// callers must never run user code (an `.invokes` closure) inside it.
///
/// A mocked call's short path uses `lock()`, `address` and `unlock()` instead. They are transparent, so
/// that even a build without optimization (a debug build, as `swift test` builds) compiles that path into
/// the mock's method for its concrete types; a closure passed to `withLock` would stay a generic function,
/// which without optimization looks up the metadata of its types on every call
/// (`Benchmarks/Experiments/TransparentDebugCall`). And the value is two addresses, which reading from the
/// member costs no retain and release even without optimization (reading a class reference, such as a
/// `Locked`, costs one per use).
///
/// The lock: an `os_unfair_lock` on Apple platforms; elsewhere the `Synchronization` module's `Mutex<Void>`,
/// taken with `_unsafeLock()` (which exists in the Swift 6.3 toolchains this package is tested with), or
/// with older compilers a `pthread_mutex_t`. Each is allocated, never a Swift variable: a lock must not move,
/// and ThreadSanitizer does not check memory reached through a pointer for exclusive access.
///
/// The state may hold non-`Sendable` values (recorded arguments of any type): they only cross threads
/// under the lock, which is what makes the owner safe to share.
@usableFromInline
struct UnmanagedLocked<State> {
    /// The lock.
    @usableFromInline
    let mutex: UnsafeMutablePointer<PlatformLock>

    /// Where the state is; read or write it only between `lock()` and `unlock()`.
    @usableFromInline
    let address: UnsafeMutablePointer<State>

    /// A lock and `state`, at addresses of their own.
    @usableFromInline
    static func allocate(_ state: State) -> Self {
        let mutex = UnsafeMutablePointer<PlatformLock>.allocate(capacity: 1)
        #if canImport(os)
            mutex.initialize(to: os_unfair_lock())
        #elseif compiler(>=6.3)
            mutex.initialize(to: MutexWithHandOff())
        #else
            mutex.initialize(to: pthread_mutex_t())
            let status = pthread_mutex_init(mutex, nil)
            precondition(status == 0, "pthread_mutex_init failed: \(status)")
        #endif
        let address = UnsafeMutablePointer<State>.allocate(capacity: 1)
        address.initialize(to: state)
        return Self(mutex: mutex, address: address)
    }

    private init(mutex: UnsafeMutablePointer<PlatformLock>, address: UnsafeMutablePointer<State>) {
        self.mutex = mutex
        self.address = address
    }

    /// Destroys the state and the lock and frees their memory.
    @usableFromInline
    func deallocate() {
        address.deinitialize(count: 1)
        address.deallocate()
        #if !canImport(os) && !compiler(>=6.3)
            pthread_mutex_destroy(mutex)
        #endif
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }
}

extension UnmanagedLocked {
    /// Takes the lock; pair it with `unlock()`, with no user code in between.
    @_transparent @usableFromInline
    func lock() {
        #if canImport(os)
            os_unfair_lock_lock(mutex)
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
            os_unfair_lock_unlock(mutex)
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

/// State that is only ever read or written while holding a lock: an ``UnmanagedLocked`` that frees its lock
/// and state when it goes away.
@usableFromInline
final class Locked<State> {
    @usableFromInline
    let unmanaged: UnmanagedLocked<State>

    @usableFromInline
    init(_ state: State) {
        unmanaged = .allocate(state)
    }

    deinit {
        unmanaged.deallocate()
    }

    /// Runs `body` with exclusive access to the state and returns its result.
    @inlinable @inline(__always)
    func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try unmanaged.withLock(body)
    }
}

#if canImport(os)
    /// The lock of ``UnmanagedLocked`` on Apple platforms.
    @usableFromInline
    typealias PlatformLock = os_unfair_lock
#elseif compiler(>=6.3)
    /// The lock of ``UnmanagedLocked`` where there is no `os` module (Linux), with Swift 6.3 or later.
    @usableFromInline
    typealias PlatformLock = MutexWithHandOff

    /// A `Mutex<Void>` and the flag that shows ThreadSanitizer its hand-overs.
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
#else
    /// The lock of ``UnmanagedLocked`` where there is no `os` module, with compilers before Swift 6.3.
    @usableFromInline
    typealias PlatformLock = pthread_mutex_t
#endif
