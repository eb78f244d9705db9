// The floor of a generic mock member in a debug build: a generic recorder (one Mutex, one append) against
// the same code written for one member. Run: swiftc -Onone GenericRecorderFloor.swift -o floor && ./floor
// (and -O for release). 2026-11-23, debug, two runs of three rounds: generic 110-207 ns, concrete 38-82 ns per call (2.2-4.8x).
import Synchronization

// A minimal generic recorder, as small as a generic runtime can be: one Mutex, one array append.
final class GenericRecorder<Arguments, Output>: @unchecked Sendable {
    let state = Mutex<[Arguments]>([])
    let output: Output
    init(output: Output) { self.output = output }
    func call(_ arguments: Arguments) -> Output {
        state.withLock { $0.append(arguments) }
        return output
    }
}

// The same, written for one member.
final class ConcreteRecorder: @unchecked Sendable {
    let state = Mutex<[(a: Int, b: Int)]>([])
    func call(_ a: Int, _ b: Int) -> Int {
        state.withLock { $0.append((a: a, b: b)) }
        return 2
    }
}

let n = 200_000
let clock = ContinuousClock()
for _ in 0..<3 {
    let generic = GenericRecorder<(a: Int, b: Int), Int>(output: 2)
    var sum = 0
    var start = clock.now
    for i in 0..<n { sum &+= generic.call((a: i, b: 1)) }
    let g = clock.now - start
    let concrete = ConcreteRecorder()
    start = clock.now
    for i in 0..<n { sum &+= concrete.call(i, 1) }
    let c = clock.now - start
    let ratio =
        (Double(g.components.seconds) * 1e18 + Double(g.components.attoseconds))
        / (Double(c.components.seconds) * 1e18 + Double(c.components.attoseconds))
    print("generic \(g / n), concrete \(c / n), ratio \(ratio), \(sum % 2)")
}
