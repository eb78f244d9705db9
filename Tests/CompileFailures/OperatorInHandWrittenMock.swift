// expected-error: type 'AmountMock' does not conform to protocol 'Amount'
// expected-note: multiple matching functions named '+' with type '(AmountMock, AmountMock) -> Self'
// expected-note: candidate exactly matches
import Mocking

protocol Amount {
    static func + (lhs: Self, rhs: Self) -> Self
    func formatted() -> String
}

@MockedMembers
final class AmountMock: Amount {
    static func + (lhs: AmountMock, rhs: AmountMock) -> AmountMock
    func formatted() -> String
}
