// expected-error: cannot find type 'Representation' in scope
import Mocking

@Mocked(compilationCondition: .none)
protocol StorageCell {
    associatedtype Stored
}

@Mocked(compilationCondition: .none)
protocol StoredValue {
    associatedtype Representation: StorageCell
}

// `Representation`, the parent's, is not declared again here: the mock's generic parameters lack it.
@Mocked(compilationCondition: .none)
protocol OptionalStoredValue: StoredValue {
    associatedtype OptionalRepresentation: StorageCell
    where OptionalRepresentation.Stored == Representation.Stored?
}
