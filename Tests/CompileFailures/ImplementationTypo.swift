// expected-error: type 'MockMember<Int, User, any Error, (Int) async throws -> User>.Implementation' has no member 'return'
import Mocking

struct User: Sendable {}

@Mocked(compilationCondition: .none)
protocol UserService {
    func fetchUser(id: Int) async throws -> User
}

func configure(_ mock: UserServiceMock) {
    mock._fetchUser.implementation = .return(User())
}
