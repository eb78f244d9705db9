/// Glue for generated code: where a `@Mocked` mock type that is not generic keeps the static members it
/// has used outside any ``withTaskScopedStaticMocks(isolation:_:)`` scope, three slots for each requirement
/// of its protocol (below), so that a static call finds its member's method or accessor with one load and
/// runs it borrowed. Not for direct use.
///
/// Without the slots, every static call looked its member up in the table of static members: its key
/// hashed, behind the table's lock, through generic code of this module (Benchmarks/README.md). The
/// members in the slots are the table's, created there on first use: ``Mock/resetMockedStaticMembers()``
/// resets them in place, and a ``CallOrder`` finds them there.
///
/// A call reads its slot only while no scope has been entered in the process (``scopeEntered``): until
/// then no task can have a scope of its own. After that, a call asks for the task's scope, and looks its
/// member up in the scope's table when there is one, in its slot otherwise.
///
/// A generic mock type has no slots: a generic type cannot have a static stored property, and each of
/// its specializations has static members of its own.
public final class __StaticMemberSlots: @unchecked Sendable {
    /// Three slots for each requirement, `nil` until its member is first used: the member's box (the
    /// table's, which holds the member: a property's or a subscript's is a struct), which the backing
    /// property reads, then the member's two accessors (the method or the getter, and the setter), which a
    /// call reads and passes borrowed; each written once, with release ordering, and read with
    /// acquire ordering (`_stdlib_atomicAcquiringInitializeARCRef` and `_stdlib_atomicAcquiringLoadARCRef`,
    /// as ``PublishedGroup`` does). What makes this `Sendable`.
    @usableFromInline
    let slots: UnsafeMutablePointer<AnyObject?>

    /// Where the process records that a scope has been entered (`StaticMockScope.entered`), kept here so
    /// that a call reads it without the global's lazy initialization.
    @usableFromInline
    let scopeEntered = StaticMockScope.entered

    /// How many slots there are.
    let count: Int

    /// Empty slots for `count` requirements (the mock's protocol's, by their places there).
    public init(count: Int) {
        self.count = 3 * Swift.max(count, 1)
        slots = .allocate(capacity: self.count)
        slots.initialize(repeating: nil, count: self.count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// Stores `box` and its member's accessors in the slots of the requirement at `index`, those still
    /// empty: a call on another thread may have stored the same ones first, which the table created once.
    func store(_ box: __AnyMockMemberBox, at index: Int) {
        precondition(index >= 0 && 3 * index + 2 < count, "no slots for the requirement at \(index)")
        let first = slots + 3 * index
        _ = _stdlib_atomicAcquiringInitializeARCRef(object: first + 1, desired: box.firstAccessor.takeUnretainedValue())
        if let setter = box.secondAccessor {
            _ = _stdlib_atomicAcquiringInitializeARCRef(object: first + 2, desired: setter.takeUnretainedValue())
        }
        _ = _stdlib_atomicAcquiringInitializeARCRef(object: first, desired: box)
    }
}
