// flags: -default-isolation MainActor
// expected-error: main actor-isolated conformance of 'TokenMock' to 'Hashable' cannot satisfy conformance requirement for a 'Sendable' type parameter 'Self'
// expected-error: type 'PingServiceMock' does not conform to protocol 'Pingable'
import Mocking

// In a module whose default isolation is the main actor, the mock of a `Sendable` protocol is main-actor
// isolated like any class there, and so are its conformances: a `Hashable` one cannot serve `Sendable`, and
// an actor mock cannot take a `Sendable` parent's members from the parent's main-actor extension.
// troubleshooting.md gives the way out, `nonisolated` on the protocol (DefaultIsolationSendableProtocolFixed).
@Mocked(compilationCondition: .none)
protocol Token: Hashable, Sendable {
    var value: String { get }
}

@Mocked(compilationCondition: .none)
protocol Pingable: Sendable {
    func ping() async -> Bool
}

@Mocked(compilationCondition: .none)
protocol PingService: Pingable, Actor {
    func work()
}
