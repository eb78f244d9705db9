// expected-error: expected '{' in body of function declaration
import Mocking

protocol Clock {
    func now() -> Int
}

final class ClockMock: Clock {
    func now() -> Int
}
