import Mocking
import Testing

@Suite("Mock properties")
struct MockPropertyTests {
    @Test("a read-only getter is configured and recorded")
    func readOnly() throws {
        let count = MockReadOnlyProperty<Int, Never>("Mock._count")
        count.getter.implementation = .returns(5)
        #expect(count.getter.__invoke(()) == 5)
        #expect(count.getter.callCount == 1)
        #expect(count.getter.name == "Mock._count.getter")

        let token = MockReadOnlyProperty<String, any Error>("Mock._token")
        token.getter.implementation = .throws(TestError())
        #expect(throws: TestError.self) { try token.getter.__invoke(()) }
        token.getter.implementation = .returns("t")
        #expect(try token.getter.__invoke(()) == "t")
    }

    @Test("an async getter, throwing or not")
    func asyncReadOnly() async throws {
        let count = AsyncMockReadOnlyProperty<Int, Never>("Mock._count")
        count.getter.implementation = .invokes { 3 }
        #expect(await count.getter.__invoke(()) == 3)

        let balance = AsyncMockReadOnlyProperty<Int, any Error>("Mock._balance")
        balance.getter.implementation = .throws(TestError())
        await #expect(throws: TestError.self) { try await balance.getter.__invoke(()) }
        #expect(balance.getter.callCount == 1)
    }

    @Test("a read-write property records reads and assignments")
    func readWrite() {
        let items = MockReadWriteProperty<[String]>("Mock._items")
        items.setter.__invoke(["a"])
        items.setter.__invoke(["b", "c"])
        #expect(items.setter.callCount == 2)
        #expect(items.setter.lastInvocation == ["b", "c"])
        #expect(items.setter.invocations == [["a"], ["b", "c"]])

        items.getter.implementation = .returns(["x"])
        #expect(items.getter.__invoke(()) == ["x"])
        #expect(items.getter.name == "Mock._items.getter")
        #expect(items.setter.name == "Mock._items.setter")

        items.reset()
        #expect(items.getter.callCount == 0)
        #expect(items.setter.callCount == 0)
    }

    @Test("a setter's implementation sees the assigned value")
    func setterImplementation() {
        let items = MockReadWriteProperty<Int>("Mock._level")
        let seen = MockMethod<Int, Void, Never>("Mock._seen")
        items.setter.implementation = .invokes { newValue in seen.__invoke(newValue) }
        items.setter.__invoke(4)
        #expect(seen.invocations == [4])
    }
}
