// flags: -default-isolation MainActor
import Mocking

// The way out troubleshooting.md gives for DefaultIsolationSendableProtocol type-checks: a `Sendable`
// protocol declared `nonisolated`, as a `Sendable` type of such a module is, has a mock that is not
// isolated to the main actor either, nor are the members its children's mocks get from it, synchronous ones
// included.
@Mocked(compilationCondition: .none)
nonisolated protocol Token: Hashable, Sendable {
    var value: String { get }
}

@Mocked(compilationCondition: .none)
nonisolated protocol Label: CustomStringConvertible {
    func render() -> String
}

@Mocked(compilationCondition: .none)
nonisolated protocol Pingable: Sendable {
    init()
    func ping() async -> Bool
    func isReachable() -> Bool
    var level: Int { get }
}

@Mocked(compilationCondition: .none)
protocol PingService: Pingable, Actor {
    func work()
}

/// A class child of a parent requiring `init()` is `nonisolated` too: its mock's `init()` satisfies it.
@Mocked(compilationCondition: .none)
nonisolated protocol Pinger: Pingable {
    func other()
}

func use() async -> Bool {
    let token = TokenMock()
    token._value.getter.implementation = .returns("a")
    let tokens: Set = [token]
    let label: any Label = LabelMock()
    let service = PingServiceMock()
    let pinger = PingerMock()
    let reached = await service.ping() && service.isReachable() && pinger.level == 0
    return reached && tokens.first?.value == "a" && label.description == "LabelMock"
}
