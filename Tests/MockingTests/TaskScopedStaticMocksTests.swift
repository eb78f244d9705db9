import Mocking
import Testing

/// A mock type used only here.
final class ScopedMock: Mocking.Mock, Sendable {
    let __mockMembers = Mocking.__MockMembers()
    private enum __MockStaticKey_ping {}
    static var _ping: Mocking.MockMethod<Int, Void, Never> {
        __staticMember("_ping", of: Self.self, group: __MockStaticKey_ping.self, index: 0)
    }
}

@Suite("Task-scoped static mocks", .serialized)
struct TaskScopedStaticMocksTests {
    @Test("parallel scopes keep their own static members; the process-wide ones are untouched")
    func parallelScopes() async {
        await withTaskGroup(of: (scope: Int, invocations: [Int]).self) { group in
            for scope in 0..<8 {
                group.addTask {
                    await withTaskScopedStaticMocks {
                        for call in 0..<100 {
                            ScopedMock._ping.__invoke(scope * 1_000 + call)
                        }
                        await Task.yield()
                        return (scope, ScopedMock._ping.invocations)
                    }
                }
            }
            var scopes: Set<Int> = []
            for await (scope, invocations) in group {
                #expect(
                    invocations == Array(scope * 1_000..<scope * 1_000 + 100), "a scope sees exactly its own calls")
                scopes.insert(scope)
            }
            #expect(scopes == Set(0..<8))
        }
        #expect(ScopedMock._ping.callCount == 0)
    }

    @Test("reset inside a scope resets the scope's members only; Task {} inherits the scope")
    func resetAndInheritance() async {
        ScopedMock._ping.__invoke(-1)
        defer { ScopedMock.resetMockedStaticMembers() }
        await withTaskScopedStaticMocks {
            ScopedMock._ping.__invoke(1)
            await Task { ScopedMock._ping.__invoke(2) }.value
            #expect(ScopedMock._ping.invocations == [1, 2])
            ScopedMock.resetMockedStaticMembers()
            #expect(ScopedMock._ping.callCount == 0)
        }
        #expect(ScopedMock._ping.invocations == [-1])
    }

    @Test("the synchronous variant")
    func synchronous() {
        let calls = withTaskScopedStaticMocks {
            ScopedMock._ping.__invoke(5)
            return ScopedMock._ping.callCount
        }
        #expect(calls == 1)
    }
}
