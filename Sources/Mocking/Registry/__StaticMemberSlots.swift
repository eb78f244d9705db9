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
/// A call reads its slot without asking for the task's scope while no scope is alive in the process
/// (``scopesAlive``): then no task can have one. Otherwise it asks, and reads the slots the scope keeps
/// for the mock type (``ScopedStaticMembers/slots(mirroring:)``) if there is one, these slots if not.
///
/// A generic mock type has no slots: a generic type cannot have a static stored property, and each of
/// its specializations has static members of its own.
public final class __StaticMemberSlots: @unchecked Sendable {
    /// Three slots for each requirement, `nil` until its member is first used: the member's box (the
    /// table's, which holds the member: a property's or a subscript's is a struct), which the backing
    /// property reads, then the member's two accessors (the method or the getter, and the setter), which a
    /// call reads and passes borrowed. Each written once and read without a lock (``OnceReferences``).
    @usableFromInline
    let slots: UnsafeMutablePointer<AnyObject?>

    /// The word in which the process counts the scopes alive (`StaticMockScope.alive`), kept here so that
    /// a call reads it without the global's lazy initialization: `nil` when none is. Only ever tested for
    /// `nil` with `_stdlib_atomicAcquiringLoadARCRef`, which does not retain: it holds a count, not a
    /// reference, and `pointee` or a retaining load would crash on it.
    @usableFromInline
    let scopesAlive = StaticMockScope.alive.word

    /// The slots' storage, which owns them.
    private let storage: OnceReferences

    /// The number of the mock type's slots in the process, by which a scope finds the slots it keeps for
    /// the type: 0 for the first created, 1 for the next, and so on; a scope's copy has the number of the
    /// slots it mirrors.
    let number: Int

    /// Empty slots for `count` requirements (the mock's protocol's, by their places there).
    public convenience init(count: Int) {
        self.init(
            slotCount: 3 * Swift.max(count, 1),
            number: slotsNumbers.withLock { next in
                defer { next += 1 }
                return next
            })
    }

    /// Empty slots for a scope, as many as `processSlots` has, with its number.
    convenience init(mirroring processSlots: __StaticMemberSlots) {
        self.init(slotCount: processSlots.storage.count, number: processSlots.number)
    }

    /// Empty slots, `slotCount` of them, numbered `number`.
    init(slotCount: Int, number: Int) {
        storage = OnceReferences(count: slotCount)
        slots = storage.start
        self.number = number
    }

    /// Stores `box` and its member's accessors in the slots of the requirement at `index`, those still
    /// empty: a call on another thread may have stored the same ones first, which the table created once.
    func store(_ box: __AnyMockMemberBox, at index: Int) {
        storage.initialize(at: 3 * index + 1, to: box.firstAccessor.takeUnretainedValue())
        if let setter = box.secondAccessor {
            storage.initialize(at: 3 * index + 2, to: setter.takeUnretainedValue())
        }
        storage.initialize(at: 3 * index, to: box)
    }
}

/// The number the next ``__StaticMemberSlots`` created for a mock type gets. (`Locked` makes it safe to
/// share.)
nonisolated(unsafe) private let slotsNumbers = Locked(0)
