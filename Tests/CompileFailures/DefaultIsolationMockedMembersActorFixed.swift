// flags: -default-isolation MainActor
import Mocking

// The way out troubleshooting.md gives for DefaultIsolationMockedMembersActor type-checks: `Mock` listed
// among the type's own conformances, for an actor and a `nonisolated` class.
@Mocked(compilationCondition: .none)
nonisolated protocol Pingable: Sendable {
    func ping() async -> Bool
}

@MockedMembers
actor PingActor: Pingable, Mock {
    func reset() async
}

@MockedMembers
nonisolated final class PingClass: Pingable, Mock {
    func reset() async
}
