// The floor of a call that a protocol extension's generic method witnesses, in a build without optimization
// (what `swift test` builds): a requirement witnessed by the class's own getter against the same getter
// in a constrained extension, which reaches the member through one requirement of the class (as the
// extension of a `@Mocked` parent must: a macro cannot see a refining protocol's mock). Run:
//     swiftc -Onone -parse-as-library ExtensionWitness.swift -o extension-witness && ./extension-witness
// or, for instructions, `valgrind --tool=callgrind --toggle-collect='<witness>' ./extension-witness 100000`
// with the witnesses `$s…3OwnCAA7ServiceA2aDP5levelSivgTW` and `$s…5ChildCAA7ServiceA2aDP5levelSivgTW`.
// 2026-11-25, Swift 6.3.1, seven rounds of ten million calls, medians, three runs: the extension's call
// 1.10x, 1.14x, 1.14x the own one; callgrind 211 against 229 instructions a call (the extension's frame 22
// like the own getter's 21, plus the requirement's getter and its witness). A `@Mocked` child's inherited
// getter takes about 90 instructions more than the mock's own (Benchmarks/README.md): about 18 of them this
// floor, the rest its look-up of the parent's group and accessor.
import Dispatch

final class Getter {
    var value = 7
    func invoke() -> Int { value }
}

protocol Service { var level: Int { get } }

/// What the extension can ask the mock for: its member, through a requirement.
protocol Storage: AnyObject { var getter: Getter { get } }

extension Service where Self: Storage {
    var level: Int { getter.invoke() }
}

final class Own: Service {
    let getter = Getter()
    var level: Int { getter.invoke() }
}

final class Child: Service, Storage {
    let getter = Getter()
}

@inline(never) func loop(_ service: any Service, _ n: Int) -> Int {
    var sum = 0
    for _ in 0..<n { sum &+= service.level }
    return sum
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

@main struct Main {
    static func main() {
        let n = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1])! : 10_000_000
        var own: [Double] = []
        var child: [Double] = []
        for _ in 0..<7 {
            for (service, into) in [(Own() as any Service, 0), (Child() as any Service, 1)] {
                let start = DispatchTime.now().uptimeNanoseconds
                precondition(loop(service, n) == 7 * n)
                let ns = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(n)
                if into == 0 { own.append(ns) } else { child.append(ns) }
            }
        }
        print("own \(median(own)) ns, extension \(median(child)) ns, ratio \(median(child) / median(own))")
    }
}
