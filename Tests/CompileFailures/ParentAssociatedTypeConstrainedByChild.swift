// expected-error: type 'ChildMock<Value>' does not conform to protocol 'Parent'
// expected-note: possibly intended match 'ChildMock<Value>.Value' (aka 'Value') does not conform to 'Decodable'
import Mocking

@Mocked(compilationCondition: .none)
protocol Parent {
    associatedtype Value: Codable
    var value: Value { get }
    init(value: Value)
}

// `Value: Codable`, the parent's constraint, is not restated: the mock's parameter lacks it.
@Mocked(compilationCondition: .none)
protocol Child: Parent where Value: Collection, Value.Element: Codable {
    init(value: Value.Element)
}
