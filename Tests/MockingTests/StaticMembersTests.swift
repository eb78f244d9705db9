import Mocking
import Testing

/// A generic mock with a static member, like the mock of a protocol with an associated type.
final class GenericStoreMock<Value>: Mocking.Mock {
    let __mockMembers = Mocking.__MockMembers()
    private enum __MockStaticKey_shared {}
    static var _shared: Mocking.MockMethod<Void, Int, Never> {
        __staticMember("_shared", of: Self.self, group: __MockStaticKey_shared.self, index: 0)
    }
    static func shared() -> Int {
        _shared.__invoke(())
    }
}

/// A second mock type, to check that resets stay within their own type.
final class OtherMock: Mocking.Mock {
    let __mockMembers = Mocking.__MockMembers()
    private enum __MockStaticKey_configure {}
    static var _configure: Mocking.MockMethod<Int, Void, Never> {
        __staticMember("_configure", of: Self.self, group: __MockStaticKey_configure.self, index: 0)
    }
}

// Static mock state is shared by every test of the process, so these tests run one at a time and use
// types no other suite calls.
@Suite("Static members", .serialized)
struct StaticMembersTests {
    @Test("static members record calls through the protocol and reset in place")
    func recordAndReset() {
        defer { SampleServiceMock.resetMockedStaticMembers() }
        let service: any SampleService.Type = SampleServiceMock.self
        let configure = SampleServiceMock._configure
        service.configure(level: 2)
        service.configure(level: 3)
        SampleServiceMock._version.getter.implementation = .returns("1.0")
        #expect(service.version == "1.0")
        #expect(SampleServiceMock._configure.invocations == [2, 3])
        #expect(configure === SampleServiceMock._configure)

        SampleServiceMock.resetMockedStaticMembers()
        #expect(configure.callCount == 0)
        #expect(SampleServiceMock._configure.callCount == 0)
        #expect(SampleServiceMock._version.getter.callCount == 0)
        service.configure(level: 4)
        #expect(configure.invocations == [4])
    }

    @Test("each specialization of a generic mock has its own static members")
    func genericSpecializations() {
        defer {
            GenericStoreMock<Int>.resetMockedStaticMembers()
            GenericStoreMock<String>.resetMockedStaticMembers()
        }
        GenericStoreMock<Int>._shared.implementation = .returns(1)
        GenericStoreMock<String>._shared.implementation = .returns(2)
        #expect(GenericStoreMock<Int>.shared() == 1)
        #expect(GenericStoreMock<String>.shared() == 2)
        #expect(GenericStoreMock<Int>._shared.name == "GenericStoreMock<Int>._shared")

        GenericStoreMock<Int>.resetMockedStaticMembers()
        #expect(GenericStoreMock<Int>._shared.callCount == 0)
        #expect(GenericStoreMock<String>._shared.callCount == 1)
    }

    @Test("resetting one mock type leaves the others alone")
    func resetIsPerType() {
        defer { OtherMock.resetMockedStaticMembers() }
        OtherMock._configure.__invoke(1)
        GenericStoreMock<Double>.resetMockedStaticMembers()
        #expect(OtherMock._configure.callCount == 1)
    }
}
