// Two threads appending to one array behind a `Mutex<Void>` (taken with `_unsafeLock()`, as the runtime takes
// its lock), with the state the critical section touches on the lock word's cache line or on the next one.
// Linux, Swift 6.3 or later. Run:
//     swiftc -O LockLineSharing.swift -o lock-line-sharing && ./lock-line-sharing
// Each layout is measured in turn, 21 rounds of two threads × 1,000,000 calls; it prints the median ns
// per call, and each layout's median against `nextToTheLock`'s, a plain `Mutex` beside its array.
// 2026-11-25, Swift 6.3.1, this machine (2 cores), three runs:
//     flag next to the lock, array after it (the runtime's layout before): 1.20×, 1.02×, 1.28×
//     flag next to the lock, array a cache line away:                      1.19×, 1.00×, 1.01×
//     array a cache line away, no flag:                                   0.87×, 0.77×, 0.76×
//     flag and array a cache line away (the runtime's layout now):         0.85×, 0.81×, 0.81×
// The thread waiting for the lock reads the lock word and tries to take it, over and over; what lies
// on that line is taken from the thread holding the lock, in the middle of its critical section.
import Dispatch
import Synchronization

/// 56 bytes: what follows starts at least 64 bytes after the lock word, wherever the object starts in a
/// cache line.
typealias LineOfItsOwn = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

/// An array behind a `Mutex`, with `Before` between the lock word and the flag, `After` between the flag
/// and the array (`Void` or `LineOfItsOwn`); the flag is stored and loaded as the runtime's is when
/// `usesFlag`.
final class Appending<Before, After>: @unchecked Sendable {
    let mutex = Mutex<Void>(())
    let before: Before
    let flag = Atomic<UInt8>(0)
    let after: After
    var values: [Int] = []
    let usesFlag: Bool

    init(_ before: Before, _ after: After, usesFlag: Bool) {
        self.before = before
        self.after = after
        self.usesFlag = usesFlag
    }

    @inline(never) func append(_ value: Int) {
        mutex._unsafeLock()
        if usesFlag { _ = flag.load(ordering: .acquiring) }
        values.append(value)
        if usesFlag { flag.store(0, ordering: .releasing) }
        mutex._unsafeUnlock()
    }
}

let callsPerThread = 1_000_000

/// ns per call of two threads appending to `object` at once, from the moment both are ready to the
/// moment both are done.
func measure<Before, After>(_ object: Appending<Before, After>) -> Double {
    let ready = Atomic<Int>(0)
    let times = Mutex<[(start: UInt64, end: UInt64)]>([])
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
        ready.add(1, ordering: .sequentiallyConsistent)
        while ready.load(ordering: .sequentiallyConsistent) < 2 {}
        let start = DispatchTime.now().uptimeNanoseconds
        for value in 0..<callsPerThread { object.append(value) }
        let end = DispatchTime.now().uptimeNanoseconds
        times.withLock { $0.append((start, end)) }
    }
    precondition(object.values.count == 2 * callsPerThread, "calls were lost")
    return times.withLock { times in
        Double(times.map(\.end).max()! - times.map(\.start).min()!) / Double(2 * callsPerThread)
    }
}

let noLine: Void = ()
let line: LineOfItsOwn = (0, 0, 0, 0, 0, 0, 0)
let layouts: [(name: String, measure: () -> Double)] = [
    ("nextToTheLock", { measure(Appending(noLine, noLine, usesFlag: false)) }),
    ("flag next to the lock, array after it", { measure(Appending(noLine, noLine, usesFlag: true)) }),
    ("flag next to the lock, array a cache line away", { measure(Appending(noLine, line, usesFlag: true)) }),
    ("array a cache line away, no flag", { measure(Appending(line, noLine, usesFlag: false)) }),
    ("flag and array a cache line away", { measure(Appending(line, noLine, usesFlag: true)) }),
]
var figures = Array(repeating: [Double](), count: layouts.count)
for _ in 0..<21 {
    for (index, layout) in layouts.enumerated() {
        figures[index].append(layout.measure())
    }
}
let medians = figures.map { $0.sorted()[$0.count / 2] }
for (index, layout) in layouts.enumerated() {
    let ratio = (medians[index] / medians[0] * 100).rounded() / 100
    print("\(layout.name): \((medians[index] * 10).rounded() / 10) ns, \(ratio)×")
}
