// expected-error: type 'UserRepositoryMock' does not conform to protocol 'Repository'
// expected-note: protocol requires nested type 'Model'
import Mocking

protocol Fields {}

@Mocked(compilationCondition: .none)
protocol Repository {
    associatedtype Model: Fields
    func load() -> Model
}

@Mocked(compilationCondition: .none)
protocol UserRepository: Repository {
    func count() -> Int
}
