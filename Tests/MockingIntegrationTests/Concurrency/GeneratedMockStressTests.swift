import Mocking
import TestSupport
import Testing

@Mocked(compilationCondition: .none)
protocol Counter: Sendable {
    func increment(by amount: Int) -> Int
    func log(_ message: String) async
    static func tick(_ value: Int)
}

@Mocked(compilationCondition: .none)
protocol Archive: Actor {
    func store(_ id: Int) async throws
    func count() -> Int
}

/// Stress on generated mocks, run again under ThreadSanitizer by .ci/run: many tasks call instance and
/// static members of class and actor mocks while implementations are swapped, calls are awaited and
/// statics are reset; the counts must be exact and nothing may deadlock.
@Suite("Generated mocks under concurrency", .serialized)
struct GeneratedMockStressTests {
    static let tasks = 8
    static let calls = 1_000

    @Test("class and actor mocks lose no call under concurrent calls, swaps, waits and resets")
    func stress() async throws {
        let counter = CounterMock()
        let archive = ArchiveMock()
        counter._increment.implementation = .invokes { [counter] amount in
            // Calls another member of the same mock from inside an implementation.
            counter._log.callCount + amount
        }
        archive._count.implementation = .returns(0)
        let total = Self.tasks * Self.calls
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await counter._increment.waitForCalls(total, timeout: .seconds(30)) }
            group.addTask { try await archive._store.waitForCalls(total, timeout: .seconds(30)) }
            for task in 0..<Self.tasks {
                group.addTask {
                    for call in 0..<Self.calls {
                        _ = counter.increment(by: call)
                        await counter.log("\(task)")
                        try await archive.store(task * Self.calls + call)
                        _ = await archive.count()
                        CounterMock.tick(task * Self.calls + call)
                    }
                }
            }
            group.addTask {
                for swap in 0..<500 {
                    counter._log.implementation = swap.isMultiple(of: 2) ? .invokes { _ in } : .unimplemented
                    archive._count.implementation = .returns(swap)
                    await Task.yield()
                }
            }
            group.addTask {
                for _ in 0..<100 {
                    CounterMock.resetMockedStaticMembers()
                    await Task.yield()
                }
            }
            try await group.waitForAll()
        }
        #expect(counter._increment.callCount == total)
        #expect(counter._increment.returnedValues.count == total)
        #expect(counter._log.callCount == total)
        #expect(archive._store.callCount == total)
        #expect(archive._store.invocations.sorted() == Array(0..<total), "every call recorded once")
        #expect(archive._count.callCount == total)
        // Resets forgot the calls before them: what is left of each task's ticks is its last ones, in order.
        let ticks = CounterMock._tick.invocations
        #expect(isSuffixOfEachTasksCalls(ticks, tasks: Self.tasks, callsPerTask: Self.calls))
        #expect(CounterMock._tick.returnedValues.count == ticks.count)
        CounterMock.resetMockedStaticMembers()
    }
}
