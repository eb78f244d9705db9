// expected-error: cannot find type 'Input' in scope
import Mocking

@Mocked(compilationCondition: .none)
protocol Source {
    associatedtype Input
    func read() -> Input
}

// The child's own associated type names the parent's `Input`, which the macro cannot see (written bare, it
// cannot be told from a type of the module). Restating `associatedtype Input` in the child is the way out.
@Mocked(compilationCondition: .none)
protocol Pipe: Source {
    associatedtype Batch: Sequence where Batch.Element == Input
    func batch() -> Batch
}
