// expected-error: member 'held' in 'MockMember<Int, String, Never, (Int) -> String>.Implementation' produces result of type 'MockMember<Int, String, Never, (Int) async -> String>.Implementation'
import Mocking

func configure(_ method: MockMethod<Int, String, Never>) {
    method.implementation = .held
}
