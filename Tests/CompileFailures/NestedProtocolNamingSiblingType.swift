// expected-error: cannot find type 'Model' in scope
import Mocking

// A protocol nested in a type, naming a type nested beside it: the protocol's extension, which an extension
// macro writes at file scope (`extension Feature.Service`), cannot see `Model`. Qualify it:
// `func load() -> Feature.Model`.
enum Feature {
    struct Model {}

    @Mocked(compilationCondition: .none)
    protocol Service {
        func load() -> Model
    }
}
