// flags: -default-isolation MainActor
import Mocking

// The way out troubleshooting.md gives for DefaultIsolationSendableProtocol type-checks: a `Sendable`
// protocol declared `nonisolated`, as a `Sendable` type of such a module is, has a mock that is not
// isolated to the main actor either.
@Mocked(compilationCondition: .none)
nonisolated protocol Token: Hashable, Sendable {
    var value: String { get }
}

@Mocked(compilationCondition: .none)
nonisolated protocol Pingable: Sendable {
    func ping() async -> Bool
}

@Mocked(compilationCondition: .none)
protocol PingService: Pingable, Actor {
    func work()
}

func use() async -> Bool {
    let token = TokenMock()
    token._value.getter.implementation = .returns("a")
    let tokens: Set = [token]
    let service = PingServiceMock()
    return await service.ping() && tokens.first?.value == "a"
}
