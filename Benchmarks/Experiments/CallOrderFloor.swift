// The floor of numbering calls in one process-wide order, in a release build: a hand-written recorder of
// the cheapest kind of call (a getter: one Mutex, one appended result) against the same recorder that also
// takes the next number of a shared counter, as `CallOrder` does, and against one that stores each number
// in an array (what `OrderedCalls` did before it kept runs). Issue 15 asks that recording the order cost at
// most 10 % of a mocked call. Run:
//     swiftc -O -parse-as-library CallOrderFloor.swift -o order-floor && ./order-floor
// The numbers must follow happens-before across threads (a call that happens before another gets the
// smaller number), so the counter is one atomic read-modify-write per call; a per-thread counter does not
// order calls of different threads. A clock read (`clocked`) is dearer than the atomic.
// 2026-11-23, three runs, medians of 21 rounds: plain 12.4-15.0 ns; with the counter 1.19x, 1.10x, 1.18x;
// storing every number 1.82x-1.90x; with a clock read 2.95x-3.18x. So on the cheapest calls the counter
// alone is at or above the 10 % that issue 15 allows.
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The counter every ordered call takes its number from.
let sequence = Atomic<UInt64>(0)

/// A getter of a careful hand-written mock: its results under one lock.
final class Recorder: Sendable {
    let results = Mutex<[Int]>([])

    func call() -> Int {
        results.withLock { $0.append(1) }
        return 1
    }
}

/// The same getter, taking each call's number in the process-wide order (kept as the latest, the way a
/// run of consecutive numbers is counted rather than stored).
final class NumberedRecorder: Sendable {
    struct State {
        var results: [Int] = []
        var latest: UInt64 = 0
    }

    let state = Mutex(State())

    func call() -> Int {
        state.withLock { state in
            state.results.append(1)
            state.latest = sequence.wrappingAdd(1, ordering: .relaxed).newValue
        }
        return 1
    }
}

/// The same getter, storing every call's number.
final class StoringRecorder: Sendable {
    struct State {
        var results: [Int] = []
        var numbers: [UInt64] = []
    }

    let state = Mutex(State())

    func call() -> Int {
        state.withLock { state in
            state.results.append(1)
            state.numbers.append(sequence.wrappingAdd(1, ordering: .relaxed).newValue)
        }
        return 1
    }
}

/// The same getter, stamping each call with the monotonic clock (not a strict order: two calls can read
/// the same time).
final class ClockedRecorder: Sendable {
    struct State {
        var results: [Int] = []
        var latest: UInt64 = 0
    }

    let state = Mutex(State())

    func call() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        state.withLock { state in
            state.results.append(1)
            state.latest = UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
        }
        return 1
    }
}

@inline(never)
func nanosecondsPerCall(_ calls: Int, _ body: () -> Int) -> Double {
    let clock = ContinuousClock()
    var sum = 0
    let start = clock.now
    for _ in 0..<calls { sum &+= body() }
    let elapsed = clock.now - start
    precondition(sum == calls)
    return (Double(elapsed.components.seconds) * 1e18 + Double(elapsed.components.attoseconds)) / 1e9
        / Double(calls)
}

@main
enum CallOrderFloor {
    static func main() {
        let calls = 200_000
        var figures: [[Double]] = [[], [], [], []]
        for round in 0..<21 {
            let plain = Recorder()
            let numbered = NumberedRecorder()
            let storing = StoringRecorder()
            let clocked = ClockedRecorder()
            // Each round starts with another recorder, so that none always runs first.
            for step in 0..<4 {
                let kind = (step + round) % 4
                let time: Double
                switch kind {
                case 0: time = nanosecondsPerCall(calls) { plain.call() }
                case 1: time = nanosecondsPerCall(calls) { numbered.call() }
                case 2: time = nanosecondsPerCall(calls) { storing.call() }
                default: time = nanosecondsPerCall(calls) { clocked.call() }
                }
                figures[kind].append(time)
            }
        }
        let medians = figures.map { $0.sorted()[$0.count / 2] }
        print(
            "plain \(format(medians[0])) ns; with the counter \(format(medians[1] / medians[0]))x, "
                + "storing every number \(format(medians[2] / medians[0]))x, "
                + "with a clock read \(format(medians[3] / medians[0]))x")
    }

    static func format(_ value: Double) -> String {
        String(Double(Int(value * 100)) / 100)
    }
}
