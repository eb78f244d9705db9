import Mocking
import Testing

@Suite("AsyncMockMethod")
struct AsyncMockMethodTests {
    @Test("an unimplemented Void method records the call and returns")
    func unimplementedVoid() async {
        let method = AsyncMockMethod<String, Void, Never>("Mock._log")
        await method.__invoke("a")
        #expect(method.callCount == 1)
        #expect(method.lastInvocation == "a")
    }

    @Test(".returns, .invokes with await, and .throws")
    func implementations() async throws {
        let method = AsyncMockMethod<(latitude: Double, longitude: Double), Double, any Error>("Mock._temperature")
        method.implementation = .returns(75)
        #expect(try await method.__invoke((latitude: 1, longitude: 2)) == 75)

        method.implementation = .invokes { latitude, longitude in
            try await Task.sleep(nanoseconds: 1_000)
            return latitude + longitude
        }
        #expect(try await method.__invoke((latitude: 1, longitude: 2)) == 3)

        method.implementation = .throws(TestError(code: 9))
        await #expect(throws: TestError(code: 9)) { try await method.__invoke((latitude: 0, longitude: 0)) }

        #expect(method.callCount == 3)
        #expect(method.lastInvocation?.latitude == 0)
        let results = method.returnedValues
        #expect(results.count == 3)
        #expect(try results[0].get() == 75)
        #expect(try results[1].get() == 3)
        #expect(throws: TestError.self) { try results[2].get() }
    }

    @Test("typed throws and a non-throwing async member")
    func typedThrowsAndNonThrowing() async {
        let lookUp = AsyncMockMethod<String, String, SampleError>("Mock._lookUp")
        lookUp.implementation = .invokes { key throws(SampleError) in throw .missing(key) }
        do {
            _ = try await lookUp.__invoke("k")
            Issue.record("expected an error")
        } catch {
            #expect(error == .missing("k"))
        }

        let score = AsyncMockMethod<String, Int, Never>("Mock._score")
        score.implementation = .invokes { id in id.count }
        #expect(await score.__invoke("abc") == 3)
        #expect(score.returnedValues == [3])
        #expect(score.lastReturnedValue == 3)
    }

    @Test(".uncheckedInvokes accepts a non-Sendable closure")
    func uncheckedInvokes() async {
        final class Box { var value = 1 }
        let box = Box()
        let method = AsyncMockMethod<Void, Int, Never>("Mock._value")
        method.implementation = .uncheckedInvokes { box.value }
        #expect(await method.__invoke(()) == 1)
    }

    @Test("reset forgets calls and the implementation")
    func reset() async {
        let method = AsyncMockMethod<Void, Void, any Error>("Mock._sync")
        method.implementation = .throws(TestError())
        _ = try? await method.__invoke(())
        method.reset()
        #expect(method.callCount == 0)
        #expect(method.returnedValues.isEmpty)
        await #expect(throws: Never.self) { try await method.__invoke(()) }
    }
}
