// flags: -warnings-as-errors
import Mocking

// Requirements whose mocks once warned inside the expansion: `throws(Never)` (a `try` before a call that
// cannot throw) and a `sending` result. Their mocks compile without a warning.
@Mocked(compilationCondition: .none)
protocol Counter {
    func value() throws(Never) -> Int
    var total: Int { get throws(Never) }
    func snapshot() -> sending [Int]
}

func readCounter(_ counter: CounterMock) -> Int {
    counter._value.implementation = .returns(1)
    counter._total.getter.implementation = .returns(2)
    counter._snapshot.implementation = .returns([3])
    return counter.value() + counter.total + counter.snapshot()[0]
}
