import Mocking

// The ways out troubleshooting.md gives for ParentAssociatedTypePlaceholderConflict type-check: naming the
// type in an extension of the mock, or repeating the constraint in the child, whose mock is then generic
// over it.
protocol PublicKeyProtocol: Sendable {}

struct TestKey: PublicKeyProtocol {}

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

extension GeneratedKeyMock {
    typealias PublicKey = TestKey
}

@Mocked(compilationCondition: .none)
protocol RotatedKey: PrivateKey where PublicKey: PublicKeyProtocol {
    func rotate()
}

func makeKeys() -> (TestKey, TestKey) {
    let generated = GeneratedKeyMock()
    generated._share.implementation = .returns(TestKey())
    let rotated = RotatedKeyMock<TestKey>()
    rotated._share.implementation = .returns(TestKey())
    return (generated.share(), rotated.share())
}
