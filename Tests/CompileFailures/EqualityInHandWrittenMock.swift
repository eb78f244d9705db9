// expected-error: type 'AccountMock' does not conform to protocol 'Equatable'
// expected-note: candidate exactly matches
import Mocking

protocol Account: Equatable {
    func balance() -> Int
}

@MockedMembers
final class AccountMock: Account {
    static func == (lhs: AccountMock, rhs: AccountMock) -> Bool { lhs === rhs }
    func balance() -> Int
}
