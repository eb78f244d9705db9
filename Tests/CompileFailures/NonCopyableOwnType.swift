// expected-error: type 'Token' does not conform to protocol 'Copyable'
import Mocking

struct Token: ~Copyable {}

@Mocked(compilationCondition: .none)
protocol Vault {
    func store(_ token: borrowing Token)
}
