// expected-error: mutation of captured var 'calls' in concurrently-executing code
import Mocking

func configure(_ method: MockMethod<Void, Int, Never>) {
    var calls = 0
    method.implementation = .invokes {
        calls += 1
        return calls
    }
}
