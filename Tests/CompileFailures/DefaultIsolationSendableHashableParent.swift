// flags: -default-isolation MainActor
// expected-error: main actor-isolated conformance of 'RefreshTokenMock' to 'Hashable' cannot satisfy conformance requirement for a 'Sendable' type parameter 'Self'
import Mocking

// DefaultIsolationHashableParent with a `Sendable` parent: the child's mock's conformance to `Hashable` is
// isolated to the main actor, by the `hashValue` the compiler writes, and cannot serve `Sendable`.
@Mocked(compilationCondition: .none)
protocol Token: Hashable, Sendable {
    var value: String { get }
}

@Mocked(compilationCondition: .none)
protocol RefreshToken: Token {
    func refresh()
}
