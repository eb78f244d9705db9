// expected-error: type 'Any' does not conform to protocol 'PublicKeyProtocol'
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
