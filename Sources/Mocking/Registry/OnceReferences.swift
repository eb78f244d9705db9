/// A fixed number of references, each written once and read without a lock: written with
/// `_stdlib_atomicAcquiringInitializeARCRef`, which keeps the first reference any thread stores, and read
/// with `_stdlib_atomicAcquiringLoadARCRef` (as ``PublishedGroup`` does). Released with the array. What
/// makes it `Sendable`.
final class OnceReferences: @unchecked Sendable {
    /// The references, `nil` until written.
    let start: UnsafeMutablePointer<AnyObject?>

    /// How many there are.
    let count: Int

    /// `count` references, none written yet.
    init(count: Int) {
        self.count = count
        start = .allocate(capacity: count)
        start.initialize(repeating: nil, count: count)
    }

    deinit {
        start.deinitialize(count: count)
        start.deallocate()
    }

    /// The reference at `index`, unretained (the array keeps it), if one was written.
    @inline(__always)
    func load(at index: Int) -> Unmanaged<AnyObject>? {
        // Unchecked: callers take `index` within bounds by construction (a mask, or a bound checked
        // before). An `assert` here cost a debug build's static call in a scope 30-50 ns (three runs:
        // 5.0-5.4x the careful mock's time with it, 4.3-4.5x without).
        _stdlib_atomicAcquiringLoadARCRef(object: start + index)
    }

    /// Writes `reference` at `index` unless one was written there first; returns the one written there,
    /// unretained: the array keeps it.
    @discardableResult
    func initialize(at index: Int, to reference: AnyObject) -> Unmanaged<AnyObject> {
        precondition(index >= 0 && index < count, "no reference at \(index)")
        return _stdlib_atomicAcquiringInitializeARCRef(object: start + index, desired: reference)
    }

    /// The reference at `index`, of type `T`, written by `make()` if none was written there yet.
    func reference<T: AnyObject>(at index: Int, orMake make: () -> T) -> T {
        precondition(index >= 0 && index < count, "no reference at \(index)")
        let written = load(at: index) ?? initialize(at: index, to: make())
        // Only `make()` writes here, so the reference is a `T`: taken as it is, since `unsafeDowncast`
        // checks the type with a dynamic cast in a build without optimization.
        return Unmanaged<T>.fromOpaque(written.toOpaque()).takeUnretainedValue()
    }
}
