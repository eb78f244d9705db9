import Recorder
import Synchronization

/// The reference: the same member written by hand for its concrete types, as in the benchmark's
/// hand-written mock.
final class ConcreteMember: @unchecked Sendable {
    let state = Mutex<[(a: Int, b: Int)]>([])
    func call(_ a: Int, _ b: Int) -> Int {
        state.withLock { $0.append((a: a, b: b)) }
        return 2
    }
}

let calls = 200_000
var sum = 0
switch CommandLine.arguments.dropFirst().first ?? "" {
case "concrete":
    let member = ConcreteMember()
    for i in 0..<calls { sum &+= member.call(i, 1) }
case "generic":
    let member = GenericMember<(a: Int, b: Int), Int>(output: 2)
    for i in 0..<calls { sum &+= member.call((a: i, b: 1)) }
case "transparent":
    let member = GenericMember<(a: Int, b: Int), Int>(output: 2)
    for i in 0..<calls { sum &+= transparentCall(member, (a: i, b: 1)) }
case "open":
    let member = OpenMember<(a: Int, b: Int), Int>(output: 2)
    for i in 0..<calls { sum &+= transparentOpenCall(member, (a: i, b: 1)) }
default:  // "loop": the loop alone
    for i in 0..<calls { sum &+= i }
}
print(sum % 2)
