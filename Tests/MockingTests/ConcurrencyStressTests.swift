import Mocking
import TestSupport
import Testing

/// A mock type used only here, so that concurrent static resets do not disturb other suites.
final class StressMock: Mocking.Mock, Sendable {
    let __mockMembers = Mocking.__MockMembers()
    let _add = Mocking.MockMethod<(a: Int, b: Int), Int, Never>("StressMock._add")
    let _store = Mocking.AsyncMockMethod<Int, Void, any Error>("StressMock._store")
    let _level = Mocking.MockReadWriteProperty<Int>("StressMock._level")

    private enum __MockStaticKey_tick {}
    static var _tick: Mocking.MockMethod<Int, Void, Never> {
        __staticMember("_tick", of: Self.self, group: __MockStaticKey_tick.self, index: 0)
    }
    private enum __MockStaticKey_flush {}
    static var _flush: Mocking.MockMethod<Void, Void, Never> {
        __staticMember("_flush", of: Self.self, group: __MockStaticKey_flush.self, index: 0)
    }
}

/// A second type whose static members are counted exactly while `StressMock`'s are being reset.
final class StressCounterMock: Mocking.Mock {
    let __mockMembers = Mocking.__MockMembers()
    private enum __MockStaticKey_tick {}
    static var _tick: Mocking.MockMethod<Int, Void, Never> {
        __staticMember("_tick", of: Self.self, group: __MockStaticKey_tick.self, index: 0)
    }
}

@Suite("Concurrency stress")
struct ConcurrencyStressTests {
    static let tasks = 8
    static let callsPerTask = 2_000

    @Test("concurrent calls while implementations are swapped lose no call")
    func concurrentCallsAndSwaps() async {
        let mock = StressMock()
        mock._add.implementation = .returns(1)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    for call in 0..<Self.callsPerTask {
                        let result = mock._add.__invoke((a: task, b: call))
                        #expect(result == 1 || result == 2)
                        mock._level.setter.__invoke(call)
                        try? await mock._store.__invoke(call)
                    }
                }
            }
            group.addTask {
                for swap in 0..<1_000 {
                    mock._add.implementation = swap.isMultiple(of: 2) ? .invokes { _, _ in 2 } : .returns(1)
                    mock._store.implementation = swap.isMultiple(of: 3) ? .throws(TestError()) : .invokes { _ in }
                }
            }
        }
        let total = Self.tasks * Self.callsPerTask
        #expect(mock._add.callCount == total)
        #expect(mock._add.returnedValues.count == total)
        #expect(Set(mock._add.returnedValues).isSubset(of: [1, 2]))
        #expect(mock._level.setter.callCount == total)
        #expect(mock._store.callCount == total)
        #expect(mock._store.returnedValues.count == total)
        for task in 0..<Self.tasks {
            let calls = mock._add.invocations.filter { $0.a == task }.map(\.b)
            #expect(calls == Array(0..<Self.callsPerTask), "each task's calls are recorded in its order")
        }
    }

    @Test("static members called and reset concurrently stay consistent")
    func staticMembersUnderReset() async {
        defer {
            StressMock.resetMockedStaticMembers()
            StressCounterMock.resetMockedStaticMembers()
        }
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    for call in 0..<Self.callsPerTask {
                        StressMock._tick.__invoke(task * Self.callsPerTask + call)
                        StressMock._flush.__invoke(())
                        StressCounterMock._tick.__invoke(task)
                    }
                }
            }
            group.addTask {
                for _ in 0..<200 {
                    StressMock.resetMockedStaticMembers()
                    await Task.yield()
                }
            }
        }
        let total = Self.tasks * Self.callsPerTask
        #expect(StressCounterMock._tick.callCount == total)
        #expect(StressCounterMock._tick.invocations.sorted() == (0..<total).map { $0 / Self.callsPerTask })
        // Each reset forgot what came before it: what is left of each task's calls is its last ones, in
        // order, each with its returned value.
        let ticks = StressMock._tick.invocations
        #expect(isSuffixOfEachTasksCalls(ticks, tasks: Self.tasks, callsPerTask: Self.callsPerTask))
        #expect(StressMock._tick.returnedValues.count == ticks.count)
    }

    @Test("many tasks wait for call counts while others call: every wait ends, none deadlocks")
    func waitingUnderConcurrency() async throws {
        let mock = StressMock()
        mock._add.implementation = .returns(0)
        let total = Self.tasks * Self.callsPerTask
        try await withThrowingTaskGroup(of: Void.self) { group in
            for waiter in 1...Self.tasks {
                group.addTask {
                    try await mock._add.waitForCalls(total * waiter / Self.tasks, timeout: .seconds(30))
                }
            }
            for task in 0..<Self.tasks {
                group.addTask {
                    for call in 0..<Self.callsPerTask {
                        _ = mock._add.__invoke((a: task, b: call))
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(mock._add.callCount == total)
    }

    @Test("an .invokes closure that calls other members of the same mock does not deadlock")
    func reentrancyUnderConcurrency() async {
        let mock = StressMock()
        mock._add.implementation = .invokes { [mock] a, b in
            mock._level.setter.__invoke(a)
            mock._level.getter.implementation = .returns(b)
            return mock._level.getter.__invoke(())
        }
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    for call in 0..<500 {
                        _ = mock._add.__invoke((a: task, b: call))
                    }
                }
            }
        }
        #expect(mock._add.callCount == Self.tasks * 500)
        #expect(mock._level.setter.callCount == Self.tasks * 500)
        #expect(mock._level.getter.callCount == Self.tasks * 500)
    }
}
