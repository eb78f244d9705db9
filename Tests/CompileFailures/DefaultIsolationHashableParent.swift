// flags: -default-isolation MainActor
// expected-error: conformance of 'RefreshTokenMock' to protocol 'Token' crosses into main actor-isolated code and can cause data races
import Mocking

// In a module whose default isolation is the main actor, the mock of a child of a `Hashable` protocol gets a
// `hashValue` the compiler writes, isolated to the main actor. troubleshooting.md gives the way out: the child
// names `Hashable` too, as `RefreshToken` in MockingMainActorDefaultTests does.
@Mocked(compilationCondition: .none)
protocol Token: Hashable {
    var value: String { get }
}

@Mocked(compilationCondition: .none)
protocol RefreshToken: Token {
    func refresh()
}
