import Mocking
import Testing

// Protocols whose mocks did not compile when a probe of less common constructs first tried them, cut down
// to the requirements that failed. They must build and behave.

/// A non-escaping `@isolated(any)` closure parameter, which `withoutActuallyEscaping` does not take: the
/// closure is left out of the record, and the other arguments are recorded.
@Mocked
protocol BatchRunner {
    func run(named name: String, _ body: @isolated(any) () async -> Void) async -> Int
    func drain(_ body: @isolated(any) () async throws -> Void) async throws
}

#if compiler(>=6.2)
    /// A `nonisolated(nonsending)` method taking two non-escaping closures, which stay on the caller's actor.
    @Mocked
    protocol ChunkMerger {
        nonisolated(nonsending) func merge(_ read: () -> Int, into write: (Int) throws -> Void) async throws -> Int
    }
#endif

/// Its members reached through a child's mock.
@Mocked
protocol QueuedBatchRunner: BatchRunner {}

@Suite("Inputs a probe of constructs found")
struct ProbedConstructsTests {
    @Test("a non-escaping @isolated(any) closure is passed over; the other arguments are recorded")
    func isolatedAnyClosure() async throws {
        let runner = BatchRunnerMock()
        runner._run.implementation = .invokes { name in name.count }
        #expect(await runner.run(named: "nightly") {} == 7)
        #expect(runner._run.invocations == ["nightly"])

        runner._drain.implementation = .throws(CancellationError())
        await #expect(throws: CancellationError.self) { try await runner.drain {} }
        #expect(runner._drain.callCount == 1)

        let queued = QueuedBatchRunnerMock()
        queued._run.implementation = .returns(2)
        #expect(await queued.run(named: "hourly") {} == 2)
        #expect(queued._run.lastInvocation == "hourly")
    }

    #if compiler(>=6.2)
        @Test("a nonisolated(nonsending) method's two non-escaping closures reach its implementation")
        @MainActor
        func nonsendingClosures() async throws {
            let merger = ChunkMergerMock()
            merger._merge.implementation = .invokes { read, write in
                let value = read.closure()
                try write.closure(value)
                return value
            }
            var written: [Int] = []
            #expect(try await merger.merge({ 4 }, into: { written.append($0) }) == 4)
            #expect(written == [4])
        }
    #endif
}
