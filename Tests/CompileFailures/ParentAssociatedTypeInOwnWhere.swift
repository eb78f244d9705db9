// expected-error: '@Mocked' cannot see 'Representation', which this protocol does not declare; if a parent declares it, constrain it in this protocol's 'where' clause as the parent does (such as 'where Representation: SomeProtocol'), so that the mock can name it; if it is a module or a type, name its member through a type alias at file scope
import Mocking

@Mocked(compilationCondition: .none)
protocol StorageCell {
    associatedtype Stored
}

@Mocked(compilationCondition: .none)
protocol StoredValue {
    associatedtype Representation: StorageCell
}

// `Representation`, the parent's, is not constrained here: the mock could not name it, and the macro says so.
@Mocked(compilationCondition: .none)
protocol OptionalStoredValue: StoredValue {
    associatedtype OptionalRepresentation: StorageCell
    where OptionalRepresentation.Stored == Representation.Stored?
}
