// expected-error: 'held' is unavailable: only an async member's calls can be held; answer this synchronous member with .invokes { … } or, unless its result is generic, .returns(…)
import Mocking

func configure(_ method: MockMethod<Int, String, Never>) {
    method.implementation = .held
}
