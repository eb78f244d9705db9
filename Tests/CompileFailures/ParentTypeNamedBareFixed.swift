import Mocking

// The ways out troubleshooting.md gives for ParentTypeNamedBare type-check: restating the parent's
// associated type, or, where the parent constrains it, repeating the constraint in the child's `where`
// clause. Either makes the mock generic over it.
@Mocked(compilationCondition: .none)
protocol Source {
    associatedtype Input: Sendable
    func read() -> Input
}

@Mocked(compilationCondition: .none)
protocol Pipe: Source {
    associatedtype Input
    associatedtype Batch: Sequence where Batch.Element == Input
    func batch() -> Batch
}

@Mocked(compilationCondition: .none)
protocol SendablePipe: Source where Input: Sendable {
    associatedtype Batch: Sequence where Batch.Element == Input
    func batch() -> Batch
}

func makePipes() {
    let pipe = PipeMock<Int, [Int]>()
    let sendablePipe = SendablePipeMock<[Int], Int>()
    _ = (pipe, sendablePipe)
}
