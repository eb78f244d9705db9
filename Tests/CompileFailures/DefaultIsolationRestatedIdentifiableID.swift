// flags: -default-isolation MainActor
// expected-error: conformance of 'ItemMock' to protocol 'Item' crosses into main actor-isolated code and can cause data races
import Foundation
import Mocking

// In a module whose default isolation is the main actor, a protocol that restates `Identifiable`'s `id`
// makes it main-actor isolated, and so is the mock's; Swift rejects a hand-written class's `id` the same way.
// troubleshooting.md gives the way out, `nonisolated var id` (DefaultIsolationRestatedIdentifiableIDFixed).
@Mocked(compilationCondition: .none)
protocol Item: Identifiable {
    var id: UUID { get }
    var title: String { get }
}
