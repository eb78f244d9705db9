import Mocking
import Testing

@Suite("MockMethod")
struct MockMethodTests {
    @Test("an unimplemented Void method records the call and returns")
    func unimplementedVoid() {
        let method = MockMethod<Int, Void, Never>("Mock._notify")
        method.__invoke(1)
        method.__invoke(2)
        #expect(method.callCount == 2)
        #expect(method.invocations == [1, 2])
        #expect(method.lastInvocation == 2)
        #expect(method.returnedValues.count == 2)
    }

    @Test(".returns answers every call and records the value")
    func returns() {
        let method = MockMethod<String, Int, Never>("Mock._length")
        method.implementation = .returns(7)
        #expect(method.__invoke("a") == 7)
        #expect(method.__invoke("b") == 7)
        #expect(method.returnedValues == [7, 7])
        #expect(method.lastReturnedValue == 7)
        #expect(method.invocations == ["a", "b"])
    }

    @Test(".invokes takes a labeled tuple's elements one by one")
    func invokesWithLabeledArguments() {
        let method = MockMethod<(latitude: Double, longitude: Double), Double, Never>("Mock._distance")
        method.implementation = .invokes { latitude, longitude in latitude - longitude }
        #expect(method.__invoke((latitude: 5, longitude: 3)) == 2)
        #expect(method.lastInvocation?.latitude == 5)
        #expect(method.lastInvocation?.longitude == 3)
        #expect(method.lastReturnedValue == 2)
    }

    @Test(".invokes without parameters")
    func invokesWithoutArguments() {
        let method = MockMethod<Void, Int, Never>("Mock._next")
        method.implementation = .invokes { 42 }
        #expect(method.__invoke(()) == 42)
        #expect(method.callCount == 1)
    }

    @Test(".throws throws on every call and records the failure")
    func throwsUntyped() {
        let method = MockMethod<Int, String, any Error>("Mock._load")
        method.implementation = .throws(TestError(code: 3))
        #expect(throws: TestError(code: 3)) { try method.__invoke(1) }
        #expect(method.callCount == 1)
        let recorded = method.returnedValues
        #expect(recorded.count == 1)
        #expect(throws: TestError(code: 3)) { try method.lastReturnedValue?.get() }
    }

    @Test("a throwing .invokes records success and failure as results")
    func invokesThatThrows() throws {
        let method = MockMethod<Int, Int, any Error>("Mock._check")
        method.implementation = .invokes { value in
            if value < 0 { throw TestError() }
            return value * 2
        }
        #expect(try method.__invoke(4) == 8)
        #expect(throws: TestError.self) { try method.__invoke(-1) }
        let results = method.returnedValues
        #expect(results.count == 2)
        #expect(try results[0].get() == 8)
        #expect(throws: TestError.self) { try results[1].get() }
    }

    @Test("typed throws keeps the error type")
    func typedThrows() throws {
        let method = MockMethod<String, Int, SampleError>("Mock._parse")
        method.implementation = .throws(.missing("x"))
        do {
            _ = try method.__invoke("x")
            Issue.record("expected an error")
        } catch {
            #expect(error == .missing("x"))
        }
        method.implementation = .invokes { text throws(SampleError) in
            guard let value = Int(text) else { throw .invalid }
            return value
        }
        #expect(throws: SampleError.invalid) { try method.__invoke("nope") }
        #expect(try method.__invoke("12") == 12)
        #expect(method.lastReturnedValue.map { try? $0.get() } == 12)
    }

    @Test(".uncheckedReturns and .uncheckedInvokes accept non-Sendable values")
    func uncheckedVariants() {
        final class Counter { var value = 0 }
        let counter = Counter()
        let method = MockMethod<Void, Counter, Never>("Mock._counter")
        method.implementation = .uncheckedReturns(counter)
        #expect(method.__invoke(()) === counter)

        var calls = 0
        let next = MockMethod<Void, Int, Never>("Mock._next")
        next.implementation = .uncheckedInvokes {
            calls += 1
            return calls * 10
        }
        #expect(next.__invoke(()) == 10)
        #expect(next.__invoke(()) == 20)
        #expect(next.returnedValues == [10, 20])
    }

    @Test("swapping the implementation takes effect on the next call")
    func swappingImplementation() {
        let method = MockMethod<Void, Int, Never>("Mock._value")
        method.implementation = .returns(1)
        #expect(method.__invoke(()) == 1)
        method.implementation = .invokes { 2 }
        #expect(method.__invoke(()) == 2)
        #expect(method.returnedValues == [1, 2])
    }

    @Test("reset forgets calls and the implementation")
    func reset() {
        let method = MockMethod<Int, Void, any Error>("Mock._store")
        method.implementation = .throws(TestError())
        _ = try? method.__invoke(1)
        method.reset()
        #expect(method.callCount == 0)
        #expect(method.invocations.isEmpty)
        #expect(method.returnedValues.isEmpty)
        #expect(method.lastInvocation == nil)
        #expect(throws: Never.self) { try method.__invoke(2) }
        #expect(method.invocations == [2])
    }

    @Test("an .invokes closure may call back into the same member without deadlock")
    func reentrantInvokes() {
        let method = MockMethod<Int, Int, Never>("Mock._factorial")
        method.implementation = .invokes { [unowned method] n in
            n <= 1 ? 1 : n * method.__invoke(n - 1)
        }
        #expect(method.__invoke(5) == 120)
        #expect(method.callCount == 5)
        #expect(method.returnedValues == [1, 2, 6, 24, 120])
    }

    @Test("the member keeps its name for messages")
    func name() {
        #expect(MockMethod<Void, Void, Never>("WeatherServiceMock._refresh").name == "WeatherServiceMock._refresh")
    }
}
