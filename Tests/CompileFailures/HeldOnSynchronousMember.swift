// expected-error: 'held' is unavailable: only an async member's calls can be held; answer this synchronous member with .invokes { … } or .returns(…) (.uncheckedReturns(…) for a result that is not Sendable)
import Mocking

func configure(_ method: MockMethod<Int, String, Never>) {
    method.implementation = .held
}
