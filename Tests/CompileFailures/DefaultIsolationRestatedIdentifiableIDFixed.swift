// flags: -default-isolation MainActor
import Foundation
import Mocking

// The way out troubleshooting.md gives for DefaultIsolationRestatedIdentifiableID type-checks: the restated
// `id` declared `nonisolated`, as `Identifiable` declares it.
@Mocked(compilationCondition: .none)
protocol Item: Identifiable {
    nonisolated var id: UUID { get }
    var title: String { get }
}

func readID(of item: ItemMock) -> UUID {
    item._id.getter.implementation = .returns(UUID())
    return item.id
}
