// expected-error: cannot convert value of type 'OtherError' to expected argument type 'ParseError'
import Mocking

enum ParseError: Error { case invalid }
struct OtherError: Error {}

func configure(_ method: MockMethod<String, Int, ParseError>) {
    method.implementation = .throws(OtherError())
}
