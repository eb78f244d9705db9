// flags: -default-isolation MainActor
// expected-error: conformance of 'TokenMock' to protocol 'Token' crosses into main actor-isolated code and can cause data races
import Mocking

// In a module whose default isolation is the main actor, a protocol refining `Hashable` (or `Equatable`,
// `CustomStringConvertible`), `Sendable` or not, has a main-actor mock whose conformance Swift rejects, as
// it rejects a hand-written class's. DefaultIsolationSendableProtocolFixed has the way out.
@Mocked(compilationCondition: .none)
protocol Token: Hashable {
    var value: String { get }
}
