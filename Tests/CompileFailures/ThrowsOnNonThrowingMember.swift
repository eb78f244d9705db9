// expected-error: cannot convert value of type 'SomeError' to expected argument type 'Never'
import Mocking

struct SomeError: Error {}

func configure(_ method: MockMethod<Int, String, Never>) {
    method.implementation = .throws(SomeError())
}
