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

/// A lock stored in the object whose state it guards: a `let` of a class, beside that state, never moved
/// or copied. The one lock abstraction of the runtime: a mock member and ``Locked`` each hold one.
///
/// A mocked call's short path uses `lock()` and `unlock()` directly, not a closure: they are transparent,
/// so that even a build without optimization (a debug build, as `swift test` builds) compiles that path
/// into the mock's method for its concrete types; a closure passed to `withLock` would stay a generic
/// function, which without optimization looks up the metadata of its types on every call
/// (`Benchmarks/Experiments/TransparentDebugCall`). Callers must never run user code (an `.invokes`
/// closure) between the two.
///
/// The lock: on Linux with Swift 6.3 or later, the `Synchronization` module's `Mutex<Void>`, taken with
/// `_unsafeLock()`, stored in place, so that a call reaches the lock at a fixed offset in the object it
/// already holds. `os_unfair_lock` (Apple platforms) must not live in a Swift property, which may move, and
/// `Mutex` needs macOS 15; there, and with older compilers (a `pthread_mutex_t`), the lock is allocated and
/// this value holds its address, freed when the value goes away.
@usableFromInline
struct StoredLock: ~Copyable {
    #if canImport(os) || !compiler(>=6.3)
        /// The allocated lock.
        @usableFromInline
        let mutex: UnsafeMutablePointer<PlatformLock>
    #else
        /// The lock, in place.
        @usableFromInline
        let mutex = MutexWithHandOff()
    #endif

    @usableFromInline
    init() {
        #if canImport(os)
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: os_unfair_lock())
        #elseif !compiler(>=6.3)
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            let status = pthread_mutex_init(mutex, nil)
            precondition(status == 0, "pthread_mutex_init failed: \(status)")
        #endif
    }

    #if canImport(os) || !compiler(>=6.3)
        deinit {
            #if !canImport(os)
                pthread_mutex_destroy(mutex)
            #endif
            mutex.deinitialize(count: 1)
            mutex.deallocate()
        }
    #endif

    /// Takes the lock; pair it with `unlock()`, with no user code in between.
    @_transparent @usableFromInline
    func lock() {
        #if canImport(os)
            os_unfair_lock_lock(mutex)
        #elseif compiler(>=6.3)
            mutex.mutex._unsafeLock()
            _ = mutex.handOff.load(ordering: .acquiring)
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
            mutex.handOff.store(0, ordering: .releasing)
            mutex.mutex._unsafeUnlock()
        #else
            pthread_mutex_unlock(mutex)
        #endif
    }
}

/// State that is only ever read or written while holding a lock, stored with its lock.
///
/// The state may hold non-`Sendable` values: they only cross threads under the lock, which is what makes
/// the owner safe to share. It is exempt from Swift's run-time exclusivity checks, which the lock makes
/// redundant and which would cost a call into the runtime per access.
@usableFromInline
final class Locked<State> {
    @usableFromInline
    let mutex = StoredLock()

    /// Read or write it only between `mutex.lock()` and `mutex.unlock()`, or through the parameter of
    /// `withLock`'s closure.
    @usableFromInline @exclusivity(unchecked)
    var lockedState: State

    @usableFromInline
    init(_ state: State) {
        lockedState = state
    }

    /// Runs `body` with exclusive access to the state and returns its result. (The state's access begins
    /// after the lock is taken; see `MockMember.withLock(_:)`.)
    @inlinable @inline(__always)
    func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body(&lockedState)
    }
}

#if canImport(os)
    /// The lock of ``StoredLock`` on Apple platforms.
    @usableFromInline
    typealias PlatformLock = os_unfair_lock
#elseif compiler(>=6.3)
    /// The lock of ``StoredLock`` where there is no `os` module (Linux), with Swift 6.3 or later, stored in
    /// place: a `Mutex<Void>`, then, a cache line further on, the flag that shows ThreadSanitizer its
    /// hand-overs, followed by the state the lock guards.
    ///
    /// Nothing stored after the lock word shares its cache line. A task waiting for the lock spins on that
    /// word, reading it and trying to take it, before it sleeps; state on the same line (the flag, the
    /// member's fixed answer, its log's array) was taken from the holder on every such try, in the middle of
    /// its critical section. (The object's header, before the lock word, may share its line.) Two threads
    /// appending to an array behind a `Mutex` (Benchmarks/Experiments/LockLineSharing.swift, medians of
    /// 21 rounds, five runs): with the flag and the array next to the lock word 1.05–1.38× the time of a
    /// plain `Mutex` beside its array; with both a cache line away from it 0.81–0.98×.
    @usableFromInline
    struct MutexWithHandOff: ~Copyable {
        @usableFromInline
        let mutex = Mutex<Void>(())

        /// 56 bytes, which put `handOff` 64 bytes after the start of the lock word (`UInt64` is 8-byte
        /// aligned on the 64-bit Linux targets this branch is for): nothing after this lies on the lock
        /// word's line, for lines of 64 bytes, wherever the object starts in one. (Lines of 128 bytes,
        /// which some arm64 processors have, are not covered.)
        @usableFromInline
        let lineOfItsOwn: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0)

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
    /// The lock of ``StoredLock`` where there is no `os` module, with compilers before Swift 6.3.
    @usableFromInline
    typealias PlatformLock = pthread_mutex_t
#endif
