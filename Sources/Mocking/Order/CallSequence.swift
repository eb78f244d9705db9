/// Numbers the calls of every member a ``CallOrder`` records, in the order they happen in the process.
///
/// A member takes its number while it records the call, under its own lock, so two calls of one member
/// are numbered in the order they were recorded, and a call that happens before another (in one task, or
/// across tasks that wait for each other) gets the smaller number.
enum CallSequence {
    static let counter = Locked<UInt64>(0)

    /// The next number, greater than every number handed out before.
    static func next() -> UInt64 {
        counter.withLock { value in
            value += 1
            return value
        }
    }

    /// The number of the latest call, which later calls exceed.
    static var current: UInt64 {
        counter.withLock { $0 }
    }
}

/// The calls of a member that a ``CallOrder`` records: the index among the member's invocations of the
/// first, and the number of each in the order of all calls, kept as the member keeps its calls (`history`).
@usableFromInline struct OrderedCalls {
    /// The index among the member's invocations of the call numbered first.
    let firstCall: Int

    /// The number of each call since `firstCall`.
    var numbers = CallLog<UInt64>()

    init(firstCall: Int) {
        self.firstCall = firstCall
    }

    /// Appends the number of the next call, keeping no more numbers than `invocations` keeps calls.
    mutating func append<Arguments>(_ sequence: UInt64, boundedLike invocations: CallLog<Arguments>) {
        if numbers.limit != invocations.limit {
            numbers.bound(to: invocations.limit)
        }
        numbers.append(sequence)
        numbers.trimIfDue()
    }

    /// The numbers kept, each with the index of its call among the member's invocations, oldest first.
    var numberedCalls: [(call: Int, number: UInt64)] {
        let kept = numbers.elements
        let first = firstCall + numbers.total - kept.count
        return kept.enumerated().map { (first + $0.offset, $0.element) }
    }
}
