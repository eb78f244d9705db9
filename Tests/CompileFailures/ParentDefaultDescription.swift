// expected-error: type 'PetMock' does not conform to protocol 'CustomStringConvertible'
// expected-note: multiple matching properties named 'description' with type 'String'
import Mocking

// A parent gives `description` a default in an extension, and the mock of a refining protocol has one
// of its own (the mock's type name): the child's mock gets both. The way out, in an extension of the
// mock, is in InheritedRequirementsTests.
@Mocked(compilationCondition: .none)
protocol Named: CustomStringConvertible {
    var name: String { get }
}

extension Named {
    var description: String { name }
}

@Mocked(compilationCondition: .none)
protocol Pet: Named {
    func feed()
}
