// flags: -default-isolation MainActor
// expected-error: type 'PingActor' does not conform to protocol 'Pingable'
import Mocking

// In a module whose default isolation is the main actor, the conformance to `Mock` that `@MockedMembers`
// adds in an extension is main-actor isolated, and so are the members a `@Mocked` parent gives it: an actor
// cannot take them, even from a `nonisolated` parent. troubleshooting.md gives the way out, `Mock` among
// the actor's own conformances (DefaultIsolationMockedMembersActorFixed).
@Mocked(compilationCondition: .none)
nonisolated protocol Pingable: Sendable {
    func ping() async -> Bool
}

@MockedMembers
actor PingActor: Pingable {
    func reset() async
}
