// expected-error: type 'UserMock' does not conform to protocol 'Identifiable'
import Mocking

// Standard-library parents behind a type alias of the user's: the macro sees the alias's name, not the
// protocols behind it. Listed on the protocol itself, they are written (StandardParentsBehindTypeAliasFixed).
typealias DomainEntity = Identifiable & Sendable

@Mocked(compilationCondition: .none)
protocol User: DomainEntity where ID == String {
    var name: String { get }
}
