// expected-error: type 'Reference' does not conform to the 'Sendable' protocol
import Mocking

final class Reference {}

func configure(_ method: MockMethod<Void, Reference, Never>) {
    method.implementation = .returns(Reference())
}
