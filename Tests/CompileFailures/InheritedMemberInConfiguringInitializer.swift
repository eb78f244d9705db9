// expected-error: argument passed to call that takes no arguments
// expected-error: cannot infer contextual base in reference to member 'returns'
import Mocking

@Mocked(compilationCondition: .none)
protocol Repository {
    func fetch(id: String) -> String?
}

@Mocked(compilationCondition: .none)
protocol UserRepository: Repository {}

// The configuring initializer takes the mock's own requirements, not those a parent gives it.
let repository = UserRepositoryMock(fetch: .returns("Ada"))
