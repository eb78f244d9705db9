// flags: -default-isolation MainActor
// expected-error: type 'PingServiceMock' does not conform to protocol 'Pingable'
import Mocking

// In a module whose default isolation is the main actor, the mock of a `Sendable` protocol is main-actor
// isolated like any class there, and so is the extension that gives its children its members: an actor mock
// cannot take them. troubleshooting.md gives the way out, `nonisolated` on the parent
// (DefaultIsolationSendableProtocolFixed).
@Mocked(compilationCondition: .none)
protocol Pingable: Sendable {
    func ping() async -> Bool
}

@Mocked(compilationCondition: .none)
protocol PingService: Pingable, Actor {
    func work()
}
