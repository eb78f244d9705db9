/// A count kept in one word, changed and read atomically, whose word a transparent function in another
/// module can test for zero with `_stdlib_atomicAcquiringLoadARCRef(object: word) == nil`, the one atomic
/// load the standard library offers such code. Zero reads as `nil` there; the word is never read as a
/// reference.
final class AtomicCount: @unchecked Sendable {
    /// The count's word.
    let word: UnsafeMutablePointer<AnyObject?>

    /// A count of zero.
    init() {
        word = .allocate(capacity: 1)
        word.initialize(to: nil)
    }

    deinit {
        // Not deinitialized: the word holds a count, which must not be released as a reference.
        word.deallocate()
    }

    /// The word, as the compare-and-exchange of the standard library takes it. The memory is bound to
    /// `AnyObject?`; viewing it as `UnsafeRawPointer?`, a word of the same size, is harmless here because
    /// both functions used on it work on its raw address (`Builtin.cmpxchg…_Word`,
    /// `Builtin.atomicload_acquire_Word`), as the standard library's own compare-and-exchange does.
    private var raw: UnsafeMutablePointer<UnsafeRawPointer?> {
        UnsafeMutableRawPointer(word).assumingMemoryBound(to: UnsafeRawPointer?.self)
    }

    /// Adds `change` to the count.
    func add(_ change: Int) {
        // A failed exchange stores the count it found in `expected`; the next one starts from it.
        var expected: UnsafeRawPointer? = nil
        while !_stdlib_atomicCompareExchangeStrongPtr(
            object: raw, expected: &expected, desired: UnsafeRawPointer(bitPattern: Int(bitPattern: expected) + change))
        {}
    }

    /// The count now.
    var value: Int {
        Int(bitPattern: _stdlib_atomicAcquiringLoadARCRef(object: word)?.toOpaque())
    }
}
