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
/// first, and the number of each in the order of all calls.
///
/// Numbers that follow each other are kept as one run: a member called many times in a row (a loop)
/// numbers each call by counting, in constant space, and calls that alternate with other members' take
/// one word each, as a plain list would. `words` holds the runs before the latest, oldest first: a lone
/// number (top bit clear), or the first number of a run with the top bit set followed by the run's length
/// (two or more).
@usableFromInline struct OrderedCalls {
    /// The index of the call numbered first.
    var firstCall: Int

    /// The runs of numbers before the latest (see above).
    var words: [UInt64] = []

    /// The first number of the latest run.
    var runStart: UInt64 = 0

    /// How many numbers the latest run has; 0 before the first call.
    var runLength: UInt64 = 0

    /// How many calls are numbered.
    var count = 0

    static let runBit: UInt64 = 1 << 63

    init(firstCall: Int) {
        self.firstCall = firstCall
    }

    /// Appends the number of the next call, keeping no more numbers than `invocations` keeps calls.
    mutating func append<Arguments>(_ sequence: UInt64, boundedLike invocations: CallLog<Arguments>) {
        if runLength > 0, sequence == runStart &+ runLength {
            runLength &+= 1
        } else {
            startRun(at: sequence)
        }
        count &+= 1
        if count >= invocations.trimAt {
            drop(keeping: invocations.limit)
        }
    }

    /// Ends the latest run, and starts one at `sequence`.
    mutating func startRun(at sequence: UInt64) {
        switch runLength {
        case 0: break
        case 1:
            words.append(runStart)
        default:
            words.append(runStart | Self.runBit)
            words.append(runLength)
        }
        runStart = sequence
        runLength = 1
    }

    /// The number of each numbered call, oldest first; the call at offset `i` from `firstCall` is at `i`.
    var numbers: [UInt64] {
        var numbers: [UInt64] = []
        numbers.reserveCapacity(count)
        func add(_ first: UInt64, length: UInt64) {
            numbers.append(contentsOf: first..<first + length)
        }
        var index = 0
        while index < words.count {
            if words[index] & Self.runBit == 0 {
                add(words[index], length: 1)
                index += 1
            } else {
                add(words[index] & ~Self.runBit, length: words[index + 1])
                index += 2
            }
        }
        add(runStart, length: runLength)
        return numbers
    }

    /// Bytes the numbers take: capacity × stride of `words`.
    var bytes: Int {
        words.capacity * MemoryLayout<UInt64>.stride
    }

    /// Drops the oldest numbers beyond the latest `limit`.
    mutating func drop(keeping limit: Int) {
        guard limit > 0 else {
            // `.countOnly` drops every number as it comes: nothing to decode.
            self = OrderedCalls(firstCall: firstCall + count)
            return
        }
        let kept = numbers.suffix(limit)
        var fresh = OrderedCalls(firstCall: firstCall + count - kept.count)
        for number in kept {
            fresh.append(number, boundedLike: CallLog<Void>())
        }
        self = fresh
    }
}
