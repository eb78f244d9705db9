// swift-format-ignore-file
// (swift format 6.3.1 asks for a space in `@available(Fancy)`, a custom domain it does not know.)

import Mocking
import Testing

// Availability as Apple platforms check it, checked on Linux: this target defines the custom availability
// domain `Fancy` (see Package.swift), which behaves like an OS version newer than the deployment target.
// A declaration that uses a `Fancy` type without `@available(Fancy)` fails to compile here as it would
// on iOS 16 for an iOS 17 type ("'FancyToken' is only available in Fancy").

@available(Fancy)
struct FancyToken: Sendable, Equatable {
    var value: Int
}

@available(Fancy)
@Mocked(compilationCondition: .none)
protocol FancyService: Sendable {
    func token() -> FancyToken
    var current: FancyToken { get }
    static func make() -> FancyToken
}

@available(Fancy)
@Mocked(compilationCondition: .none)
protocol FancyChild: FancyService {
    func extra(_ token: FancyToken)
}

@Mocked(compilationCondition: .none)
protocol MixedService: Sendable {
    func plain() -> Int
    @available(Fancy)
    func fancy(_ token: FancyToken) -> FancyToken
    @available(Fancy)
    var fancyValue: FancyToken { get set }
    @available(Fancy)
    static func shared() -> FancyToken
    @available(*, deprecated, message: "use plain() { a brace in a message")
    func old() -> Int
}

protocol HandWrittenMixed {
    func plain() -> Int
    @available(Fancy)
    func fancy(_ token: FancyToken) -> FancyToken
}

@MockedMembers
final class HandWrittenMixedMock: HandWrittenMixed {
    func plain() -> Int
    @available(Fancy)
    func fancy(_ token: FancyToken) -> FancyToken
}

@Suite("Availability")
struct AvailabilityTests {
    @Test("a protocol available in a newer domain gets a mock and an extension available there")
    func availableProtocol() throws {
        guard #available(Fancy) else {
            Issue.record("the Fancy domain is expected to be available when the tests run")
            return
        }
        let mock = FancyServiceMock()
        mock._token.implementation = .returns(FancyToken(value: 1))
        mock._current.getter.implementation = .returns(FancyToken(value: 2))
        #expect(mock.token() == FancyToken(value: 1))
        #expect(mock.current == FancyToken(value: 2))
        FancyServiceMock._make.implementation = .returns(FancyToken(value: 3))
        #expect(FancyServiceMock.make() == FancyToken(value: 3))
        FancyServiceMock.resetMockedStaticMembers()

        let child = FancyChildMock()
        child._token.implementation = .returns(FancyToken(value: 4))
        #expect(child.token() == FancyToken(value: 4))
        child.extra(FancyToken(value: 5))
        #expect(child._extra.lastInvocation == FancyToken(value: 5))
    }

    @Test("requirements available in a newer domain are backed by computed properties that carry it")
    func availableRequirements() {
        let mock = MixedServiceMock()
        mock._plain.implementation = .returns(1)
        #expect(mock.plain() == 1)
        if #available(Fancy) {
            mock._fancy.implementation = .invokes { token in FancyToken(value: token.value * 2) }
            #expect(mock.fancy(FancyToken(value: 21)) == FancyToken(value: 42))
            #expect(mock._fancy.callCount == 1)
            mock.fancyValue = FancyToken(value: 7)
            #expect(mock._fancyValue.setter.lastInvocation == FancyToken(value: 7))
            MixedServiceMock._shared.implementation = .returns(FancyToken(value: 8))
            #expect(MixedServiceMock.shared() == FancyToken(value: 8))
            MixedServiceMock.resetMockedStaticMembers()

            let handWritten = HandWrittenMixedMock()
            handWritten._fancy.implementation = .returns(FancyToken(value: 9))
            #expect(handWritten.fancy(FancyToken(value: 0)) == FancyToken(value: 9))
        } else {
            Issue.record("the Fancy domain is expected to be available when the tests run")
        }
    }
}
