// expected-error: type 'BothMock' does not conform to protocol 'Pinger'
// expected-note: multiple matching functions named 'ping()'
import Mocking

@Mocked(compilationCondition: .none)
protocol Pinger {
    func ping()
}

@Mocked(compilationCondition: .none)
protocol Ponger {
    func ping()
}

// Each parent's extension offers its own `ping()`; restating it in the child is the way out.
@Mocked(compilationCondition: .none)
protocol Both: Pinger, Ponger {}
