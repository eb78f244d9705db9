import Mocking

// The standard-library parents listed on the protocol itself.
@Mocked(compilationCondition: .none)
protocol User: Identifiable, Sendable where ID == String {
    var name: String { get }
}

func check() {
    let user = UserMock()
    user._id.getter.implementation = .returns("u1")
    _ = user.id
}
