// expected-error: type 'AccountMock' does not conform to protocol 'Identifiable'
// expected-note: ambiguous inference of associated type 'ID': 'ObjectIdentifier' vs. 'UUID'
import Foundation
import Mocking

// A `@Mocked` parent declares `id`, and the child adds `Identifiable`: the standard library's `id` of a
// class (`ObjectIdentifier`) and the parent's meet in the mock.
@Mocked(compilationCondition: .none)
protocol Entity {
    var id: UUID { get }
}

@Mocked(compilationCondition: .none)
protocol Account: Entity, Identifiable {
    var email: String { get }
}
