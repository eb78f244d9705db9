import Mocking
import Testing

/// Exercises the hand-written `SampleServiceMock` through the protocol, as code under test would.
@Suite("SampleServiceMock through its protocol")
struct SampleServiceMockTests {
    let mock = SampleServiceMock()
    var service: any SampleService { mock }

    @Test("synchronous methods")
    func synchronousMethods() throws {
        service.ping()
        #expect(mock._ping.callCount == 1)

        mock._echo.implementation = .invokes { text in text.uppercased() }
        #expect(service.echo("hi") == "HI")
        #expect(mock._echo.lastInvocation == "hi")
        #expect(mock._echo.lastReturnedValue == "HI")

        mock._add.implementation = .invokes { a, b in a + b }
        #expect(service.add(2, to: 3) == 5)
        #expect(mock._add.lastInvocation?.a == 2)
        #expect(mock._add.lastInvocation?.b == 3)
    }

    @Test("throwing methods, untyped and typed")
    func throwingMethods() throws {
        try service.validate(1)
        #expect(mock._validate.invocations == [1])

        mock._validate.implementation = .throws(TestError())
        #expect(throws: TestError.self) { try service.validate(2) }

        mock._decode.implementation = .returns("text")
        #expect(try service.decode([1, 2]) == "text")
        #expect(mock._decode.lastInvocation == [1, 2])

        mock._parse.implementation = .throws(.invalid)
        #expect(throws: SampleError.invalid) { try service.parse("x") }
    }

    @Test("async methods")
    func asyncMethods() async throws {
        await service.refresh()
        #expect(mock._refresh.callCount == 1)

        mock._score.implementation = .returns(10)
        #expect(await service.score(id: "a") == 10)

        try await service.upload([9], to: "/tmp")
        #expect(mock._upload.lastInvocation?.bytes == [9])
        #expect(mock._upload.lastInvocation?.path == "/tmp")

        mock._download.implementation = .invokes { path in Array(path.utf8) }
        #expect(try await service.download(path: "ab") == [97, 98])

        mock._lookUp.implementation = .throws(.missing("k"))
        await #expect(throws: SampleError.missing("k")) { try await service.lookUp(key: "k") }
    }

    @Test("read-only properties of every kind")
    func readOnlyProperties() async throws {
        mock._name.getter.implementation = .returns("sample")
        #expect(service.name == "sample")

        mock._token.getter.implementation = .throws(TestError())
        #expect(throws: TestError.self) { try service.token }

        mock._count.getter.implementation = .returns(4)
        #expect(await service.count == 4)

        mock._balance.getter.implementation = .returns(100)
        #expect(try await service.balance == 100)
    }

    @Test("a read-write property")
    func readWriteProperty() {
        var service = service
        service.tags = ["a"]
        mock._tags.getter.implementation = .returns(["b"])
        #expect(service.tags == ["b"])
        #expect(mock._tags.setter.lastInvocation == ["a"])
        #expect(mock._tags.getter.callCount == 1)
    }

    @Test("the guide's counter example compiles with .uncheckedInvokes")
    func successiveReturnValues() {
        var callCount = 0
        mock._echo.implementation = .uncheckedInvokes { _ in
            callCount += 1
            return String(callCount * 10)
        }
        #expect(mock.echo("") == "10")
        #expect(mock.echo("") == "20")
        #expect(mock.echo("") == "30")
    }
}
