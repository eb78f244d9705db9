import Mocking
import Testing

// The guide's "Complete Example".

struct User: Equatable {
    let id: String
    let name: String
}

@Mocked(compilationCondition: .debug)
protocol UserService {
    func fetchUser(id: String) async throws -> User
    func updateUser(_ user: User) async throws
    var currentUser: User? { get set }
}

struct UserServiceTests {
    @Test
    func fetchUser_returnsValidUser() async throws {
        // Arrange
        let mock = UserServiceMock()
        let expectedUser = User(id: "123", name: "Alice")
        mock._fetchUser.implementation = .returns(expectedUser)

        // Act
        let user = try await mock.fetchUser(id: "123")

        // Assert
        #expect(user.id == "123")
        #expect(user.name == "Alice")
        #expect(mock._fetchUser.callCount == 1)
        #expect(mock._fetchUser.lastInvocation == "123")
    }

    @Test
    func updateUser_callsService() async throws {
        // Arrange
        let mock = UserServiceMock()
        mock._updateUser.implementation = .invokes { _ in }
        let user = User(id: "123", name: "Bob")

        // Act
        try await mock.updateUser(user)

        // Assert
        #expect(mock._updateUser.callCount == 1)
        #expect(mock._updateUser.lastInvocation?.id == "123")
    }

    @Test
    func currentUser_getterAndSetter() {
        // Arrange
        let mock = UserServiceMock()
        let user = User(id: "123", name: "Charlie")
        mock._currentUser.getter.implementation = .returns(user)
        mock._currentUser.setter.implementation = .invokes { _ in }

        // Act
        let retrievedUser = mock.currentUser
        mock.currentUser = user

        // Assert
        #expect(retrievedUser?.id == "123")
        #expect(mock._currentUser.getter.callCount == 1)
        #expect(mock._currentUser.setter.callCount == 1)
    }
}
