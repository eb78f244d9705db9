// Two threads appending to one array behind a `Mutex<Void>` (taken with `_unsafeLock()`, as the runtime takes
// its lock), with the state the critical section touches on the lock word's cache line or on the next one.
// Linux, Swift 6.3 or later. Run:
//     swiftc -O LockLineSharing.swift -o lock-line-sharing && ./lock-line-sharing
// Each layout is measured in turn, 21 rounds of two threads × 1,000,000 calls; it prints the median ns
// per call, and each layout's median against `nextToTheLock`'s, a plain `Mutex` beside its array.
// 2026-11-25, Swift 6.3.1, this machine (2 cores), five runs:
//     flag next to the lock, array after it (the runtime's layout before): 1.08, 1.38, 1.11, 1.15, 1.05×
//     flag next to the lock, array a cache line away:                      0.97, 0.72, 0.94, 1.03, 0.99×
//     array a cache line away, no flag:                                   0.85, 0.97, 0.95, 0.84, 0.94×
//     flag and array a cache line away (the runtime's layout now):         0.81, 0.98, 0.97, 0.83, 0.96×
// The thread waiting for the lock spins on the lock word, reading it and trying to take it; what lies
// on that line is taken from the thread holding the lock, in the middle of its critical section.
import Dispatch
import Synchronization

/// 56 bytes: what follows starts at least 64 bytes after the lock word, wherever the object starts in a
/// cache line.
typealias LineOfItsOwn = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

/// Whether the flag is stored and loaded, as the runtime's is: a type, so that no stored field is read.
protocol FlagUse { static var isUsed: Bool { get } }
enum WithFlag: FlagUse { static var isUsed: Bool { true } }
enum WithoutFlag: FlagUse { static var isUsed: Bool { false } }

/// An array behind a `Mutex`, with `Before` between the lock word and the flag, `After` between the flag
/// and the array (`Void` or `LineOfItsOwn`); the flag is stored and loaded when `Flag` uses it.
final class Appending<Before, After, Flag: FlagUse>: @unchecked Sendable {
    let mutex = Mutex<Void>(())
    let before: Before
    let flag = Atomic<UInt8>(0)
    let after: After
    var values: [Int] = []

    init(_ before: Before, _ after: After, _: Flag.Type) {
        self.before = before
        self.after = after
    }

    @inline(never) func append(_ value: Int) {
        mutex._unsafeLock()
        if Flag.isUsed { _ = flag.load(ordering: .acquiring) }
        values.append(value)
        if Flag.isUsed { flag.store(0, ordering: .releasing) }
        mutex._unsafeUnlock()
    }
}

let callsPerThread = 1_000_000

/// ns per call of two threads appending to `object` at once, from the moment both are ready to the
/// moment both are done.
func measure<Before, After, Flag>(_ object: Appending<Before, After, Flag>) -> Double {
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
    ("nextToTheLock", { measure(Appending(noLine, noLine, WithoutFlag.self)) }),
    ("flag next to the lock, array after it", { measure(Appending(noLine, noLine, WithFlag.self)) }),
    ("flag next to the lock, array a cache line away", { measure(Appending(noLine, line, WithFlag.self)) }),
    ("array a cache line away, no flag", { measure(Appending(line, noLine, WithoutFlag.self)) }),
    ("flag and array a cache line away", { measure(Appending(line, noLine, WithFlag.self)) }),
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
