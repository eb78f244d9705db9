import Foundation
import Mocking

// The way out troubleshooting.md gives for IdentifiableIDFromParent: the child pins `ID`, and the mock's
// `id` is the parent's mocked one.
@Mocked(compilationCondition: .none)
protocol Entity {
    var id: UUID { get }
}

@Mocked(compilationCondition: .none)
protocol Account: Entity, Identifiable where ID == UUID {
    var email: String { get }
}

func use() -> Bool {
    let account = AccountMock()
    let id = UUID()
    account._id.getter.implementation = .returns(id)
    return account.id == id
}
