// expected-error: type 'Any' does not conform to protocol 'PublicKeyProtocol'
// expected-error: type 'any Sendable' does not conform to protocol 'SendableKeyProtocol'
import Mocking

protocol PublicKeyProtocol {}

@Mocked(compilationCondition: .none)
protocol KeyAgreement {
    associatedtype PublicKey
    func share() -> PublicKey
}

@Mocked(compilationCondition: .none)
protocol PrivateKey: KeyAgreement where PublicKey: PublicKeyProtocol {}

@Mocked(compilationCondition: .none)
protocol GeneratedKey: PrivateKey {
    func regenerate()
}

// The placeholder of an associated type that must be `Sendable` is `any Sendable`.
protocol SendableKeyProtocol: Sendable {}

@Mocked(compilationCondition: .none)
protocol Exchange {
    associatedtype Key: Sendable
    var key: Key { get }
}

@Mocked(compilationCondition: .none)
protocol SecureExchange: Exchange where Key: SendableKeyProtocol {}

@Mocked(compilationCondition: .none)
protocol RotatingExchange: SecureExchange {
    func rotate() async
}
