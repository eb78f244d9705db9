#if !canImport(os)
    import Synchronization
#endif

/// Numbers the calls of every member a ``CallOrder`` records, in the order they happen in the process.
///
/// A member takes its number while it records the call, under its own lock, so two calls of one member
/// are numbered in the order they were recorded, and a call that happens before another (in one task, or
/// across tasks that wait for each other) gets the smaller number.
@usableFromInline
enum CallSequence {
    #if canImport(os)
        // `Atomic` needs macOS 15 and iOS 18; below that an unfair lock is the cheapest counter.
        nonisolated(unsafe) private static let counter = Locked<UInt64>(0)

        /// The next number, greater than every number handed out before.
        @usableFromInline
        static func next() -> UInt64 {
            counter.withLock { value in
                value += 1
                return value
            }
        }
    #else
        private static let counter = Atomic<UInt64>(0)

        /// The next number, greater than every number handed out before.
        @usableFromInline
        static func next() -> UInt64 {
            // Read-modify-write operations see the latest value, so `relaxed` keeps the numbers of calls
            // ordered by happens-before in that order.
            counter.wrappingAdd(1, ordering: .relaxed).newValue
        }
    #endif

    /// The number of the latest call, which later calls exceed.
    static var current: UInt64 {
        #if canImport(os)
            counter.withLock { $0 }
        #else
            counter.load(ordering: .relaxed)
        #endif
    }
}

/// The calls of a member that a ``CallOrder`` records: the index among the member's invocations of the
/// first, and the number of each in the order of all calls.
@usableFromInline
struct OrderedCalls {
    /// The index of the call numbered first.
    var firstCall: Int

    /// The numbers of the calls from `firstCall` on, one per call.
    @usableFromInline
    var sequences: [UInt64] = []

    init(firstCall: Int) {
        self.firstCall = firstCall
    }

    /// Appends the number of the next call, keeping no more numbers than `invocations` keeps calls.
    @inlinable
    mutating func append<Arguments>(_ sequence: UInt64, boundedLike invocations: CallLog<Arguments>) {
        sequences.append(sequence)
        if sequences.count >= invocations.trimAt {
            drop(keeping: invocations.limit)
        }
    }

    /// Drops the oldest numbers beyond the latest `limit`.
    @usableFromInline
    mutating func drop(keeping limit: Int) {
        let dropped = sequences.count - limit
        sequences.removeFirst(dropped)
        firstCall += dropped
    }
}
