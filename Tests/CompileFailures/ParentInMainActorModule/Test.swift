// flags: -default-isolation MainActor
// expected-error: conformance of 'ChildMock' to protocol 'Child' crosses into main actor-isolated code and can cause data races
// expected-note: conformance depends on main actor-isolated conformance of 'ChildMock' to protocol 'Parent'
public import Declarations
public import Mocking

/// A child in another module whose default isolation is the main actor: Swift isolates the conformance to
/// the other module's `Parent`, and not the one to `Child`, which needs it; a hand-written class fails the
/// same way. troubleshooting.md says to declare `Parent` `nonisolated`, or `Child` in `Parent`'s module.
@Mocked(compilationCondition: .none)
public protocol Child: Parent {
    func save()
}
