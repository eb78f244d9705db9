#if !canImport(os) && compiler(>=6.3)
    public import Synchronization
#endif

/// The word of ``__PublishedGroups`` that holds the key of the first group published, for a hand-written
/// mock's calls (``__PublishedGroups/firstGroupKey(before:)``, which says where it is): stored once, with release ordering, behind
/// the table's lock, after the accessors it shows; loaded with acquire ordering, in line, by every call of
/// a member such a mock inherits, in a build without optimization. 0 until it is stored.
///
/// On Linux with Swift 6.3 or later, `Synchronization`'s `Atomic<Int>`, whose load that build compiles into
/// the caller as one instruction, as it does the lock's hand-over flag (``StoredLock``). Elsewhere (Apple
/// platforms, where `Atomic` needs macOS 15 and iOS 18, and older compilers) a word bound to `AnyObject?`,
/// never read as a reference, loaded with the standard library's `_stdlib_atomicAcquiringLoadARCRef` (as
/// ``AtomicCount`` is read), whose `Optional` result that build unwraps with branches and copies: a
/// hand-written mock's `__groupAccessors` getter executed 25 instructions so, against 9 for a `@Mocked`
/// mock's (Benchmarks/README.md).
@usableFromInline
enum PublishedKeyWord {
    #if !canImport(os) && compiler(>=6.3)
        @usableFromInline
        typealias Storage = Atomic<Int>
    #else
        @usableFromInline
        typealias Storage = AnyObject?
    #endif

    /// Makes the memory at `address` an empty word.
    static func initialize(at address: UnsafeMutableRawPointer) {
        #if !canImport(os) && compiler(>=6.3)
            address.bindMemory(to: Storage.self, capacity: 1).initialize(to: Atomic(0))
        #else
            address.initializeMemory(as: Storage.self, repeating: nil, count: 1)
        #endif
    }

    /// The value of `word`, loaded with acquire ordering.
    @_transparent @usableFromInline
    static func load(_ word: UnsafeMutablePointer<Storage>) -> Int {
        #if !canImport(os) && compiler(>=6.3)
            word.pointee.load(ordering: .acquiring)
        #else
            unsafeBitCast(_stdlib_atomicAcquiringLoadARCRef(object: word), to: Int.self)
        #endif
    }

    /// Stores `value` in `word`, which holds 0, with release ordering.
    static func store(_ value: Int, in word: UnsafeMutablePointer<Storage>) {
        #if !canImport(os) && compiler(>=6.3)
            word.pointee.store(value, ordering: .releasing)
        #else
            // A compare-and-exchange, whose ordering covers release, on the word's raw address, as the
            // standard library's own does (see `AtomicCount`).
            var empty: UnsafeRawPointer? = nil
            let stored = _stdlib_atomicCompareExchangeStrongPtr(
                object: UnsafeMutableRawPointer(word).assumingMemoryBound(to: UnsafeRawPointer?.self),
                expected: &empty, desired: UnsafeRawPointer(bitPattern: value))
            precondition(stored, "a published group's key was stored twice")
        #endif
    }
}
