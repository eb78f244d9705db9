// swift-format-ignore-file
// (swift format 6.3.1 asks for a space in `@available(Fancy)`, a custom domain it does not know.)

import FancyDomain
@testable import Mocking
import Testing

// Availability as Apple platforms check it, checked on Linux: the custom availability domain `Fancy`
// (Tests/FancyDomain, see Package.swift) behaves like an OS version newer than the deployment target.
// A declaration that uses a `Fancy` type without `@available(Fancy)` fails to compile here as it would
// on iOS 16 for an iOS 17 type ("'FancyToken' is only available in Fancy").

@available(Fancy)
struct FancyToken: Sendable, Equatable {
    var value: Int
}

/// What `redeem(_:)` and `validate(_:)` throw.
struct RedeemError: Error, Equatable {}

@available(Fancy)
@Mocked(compilationCondition: .none)
protocol FancyService: Sendable {
    func token() -> FancyToken
    var current: FancyToken { get }
    static func make() -> FancyToken
    /// The protocol's attribute again: the mock, which carries it, creates the member without a check
    /// (which the compiler would call unnecessary).
    @available(Fancy)
    func again() -> FancyToken
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
    /// Throwing, so that it is called through the glue's `Throwing` form.
    @available(Fancy)
    func redeem(_ token: FancyToken) throws -> Int
    @available(Fancy)
    static func validate(_ token: FancyToken) throws -> Bool
    @available(*, deprecated, message: "use plain() { a brace in a message")
    func old() -> Int
    /// The long form, for a platform this is not: available here.
    @available(macOS, introduced: 10.15)
    func longForm() -> Int
}

/// A protocol refining `MixedService`: its mock gets `fancy` and `fancyValue` from `MixedService`'s extension.
@Mocked(compilationCondition: .none)
protocol MixedChild: MixedService {
    func more()
}

/// Members available in a newer domain, in the mocks isolated to an actor: the main actor, and an actor mock.
@Mocked(compilationCondition: .none)
@MainActor
protocol MainActorAvailable {
    @available(Fancy)
    func fancy() -> FancyToken
    @available(macOS 10.15, *)
    var count: Int { get }
}

@Mocked(compilationCondition: .none)
protocol ActorAvailable: Actor {
    @available(Fancy)
    func fancy() -> FancyToken
}

/// Requirements whose `@available` attributes no `#available` can ask (a Swift version): their mocks create
/// the members on first use, found by group and place.
@Mocked(compilationCondition: .none)
protocol VersionedService {
    func current() -> Int
    @available(swift, introduced: 5.0)
    func legacy(_ value: Int) -> Int
    @available(swift, introduced: 5.0)
    var legacyName: String { get }
}

/// Gets `legacy(_:)` and `legacyName` from `VersionedService`'s extension.
@Mocked(compilationCondition: .none)
protocol VersionedChild: VersionedService {
    func extra()
}

protocol HandWrittenVersioned: VersionedService {
    @available(swift, introduced: 5.0)
    func own() -> Int
}

/// A static and an instance member of one backing name, the instance one created on first use: each
/// keyed by a type of its own (`__MockStaticKey_reset`, `__MockKey_reset`).
protocol ResetTwice {
    static func reset()
    @available(swift, introduced: 5.0)
    func reset()
}

@MockedMembers
final class ResetTwiceMock: ResetTwice {
    static func reset()
    @available(swift, introduced: 5.0)
    func reset()
}

/// Its own `own()`, which its macro sees alone, is found by a type declared for it (`__MockKey_own`);
/// `legacy(_:)` and `legacyName` come from `VersionedService`'s extension, by group and place.
@MockedMembers
final class HandWrittenVersionedMock: HandWrittenVersioned {
    @available(swift, introduced: 5.0)
    func own() -> Int
}

protocol HandWrittenMixed {
    func plain() -> Int
    @available(Fancy)
    func fancy(_ token: FancyToken) -> FancyToken
    @available(Fancy)
    var fancyValue: FancyToken { get }
}

@MockedMembers
final class HandWrittenMixedMock: HandWrittenMixed {
    func plain() -> Int
    @available(Fancy)
    func fancy(_ token: FancyToken) -> FancyToken
    @available(Fancy)
    @MockableProperty(.readOnly)
    var fancyValue: FancyToken
}

/// A hand-written mock available only in `Fancy`, with a member that says so again: created without a
/// check.
@available(Fancy)
@MockedMembers
final class HandWrittenFancyMock {
    @available(Fancy)
    func token() -> FancyToken
}

@Suite("Availability")
struct AvailabilityTests {
    @Test("members available in a newer domain in a @MainActor mock and in an actor mock")
    @MainActor
    func isolatedMocks() async throws {
        guard #available(Fancy) else {
            Issue.record("the Fancy domain is expected to be available when the tests run")
            return
        }
        let mainActorMock = MainActorAvailableMock()
        mainActorMock._fancy.implementation = .returns(FancyToken(value: 1))
        mainActorMock._count.getter.implementation = .returns(2)
        #expect(mainActorMock.fancy() == FancyToken(value: 1))
        #expect(mainActorMock.count == 2)

        let actorMock = ActorAvailableMock()
        let fancy = await actorMock._fancy
        fancy.implementation = .returns(FancyToken(value: 3))
        #expect(await actorMock.fancy() == FancyToken(value: 3))
        #expect(fancy.callCount == 1)
    }

    @Test("a refining protocol's mock creates its parent's requirements available in a newer domain with it")
    func inheritedAvailableRequirements() throws {
        let mock = MixedChildMock()
        guard #available(Fancy) else {
            Issue.record("the Fancy domain is expected to be available when the tests run")
            return
        }

        mock._fancy.implementation = .invokes { token in FancyToken(value: token.value + 1) }
        let service: any MixedService = mock
        #expect(service.fancy(FancyToken(value: 1)) == FancyToken(value: 2))
        #expect(mock._fancy.callCount == 1)
        mock.fancyValue = FancyToken(value: 3)
        #expect(mock._fancyValue.setter.lastInvocation == FancyToken(value: 3))
        mock._redeem.implementation = .throws(RedeemError())
        #expect(throws: RedeemError()) { try service.redeem(FancyToken(value: 4)) }
        mock._redeem.implementation = .returns(4)
        #expect(try service.redeem(FancyToken(value: 5)) == 4)
        #expect(mock._redeem.invocations == [FancyToken(value: 4), FancyToken(value: 5)])
        mock.more()
        #expect(mock._more.callCount == 1)
        mock._longForm.implementation = .returns(5)
        #expect(service.longForm() == 5)
        resetMockedMembers(of: mock)
        #expect(mock._fancy.callCount == 0)
    }

    @Test("a refining protocol's mock created where its parent's requirements were not available creates them on first use")
    func inheritedRequirementsCreatedOnFirstUse() throws {
        // As on a system without `Fancy`: the mock creates no member for `fancy` and `fancyValue`. This
        // thread alone sees the domain turned off, and the test does not suspend, so it stays on it.
        fancy_domain_set_available(false)
        let mock = MixedChildMock()
        fancy_domain_set_available(true)
        guard #available(Fancy) else {
            Issue.record("the Fancy domain is expected to be available again")
            return
        }
        // `plain`, `old` and `longForm`: `fancy`, `fancyValue` and `redeem` were not created.

        // A call first: it finds no member in place and creates it; the backing property then finds that one.
        var service: any MixedService = mock
        service.fancyValue = FancyToken(value: 8)
        let fancyValue = mock._fancyValue
        #expect(fancyValue.setter.invocations == [FancyToken(value: 8)])
        fancyValue.getter.implementation = .returns(FancyToken(value: 7))
        #expect(service.fancyValue == FancyToken(value: 7))
        #expect(mock._fancyValue.setter === fancyValue.setter)
        #expect(fancyValue.getter.callCount == 1)

        // The backing property first: it creates the member, which the calls then find.
        mock._fancy.implementation = .invokes { token in FancyToken(value: token.value + 1) }
        let fancy = mock._fancy
        #expect(service.fancy(FancyToken(value: 1)) == FancyToken(value: 2))
        #expect(service.fancy(FancyToken(value: 2)) == FancyToken(value: 3))
        #expect(mock._fancy === fancy)
        #expect(fancy.invocations == [FancyToken(value: 1), FancyToken(value: 2)])

        // The group created on first use holds a second copy of `plain`, `old` and `longForm` (9 members in
        // all), which no call or backing property reads: they find the registered ones. On a real system,
        // whose availability does not change while the process runs, no call reaches a requirement that was
        // not available when the mock was created.
        mock._plain.implementation = .returns(5)
        #expect(service.plain() == 5)
        #expect(mock._plain.callCount == 1)
        resetMockedMembers(of: mock)
        #expect(mock._fancy.callCount == 0)
        #expect(mock._fancyValue.setter.callCount == 0)
    }

    @Test("a hand-written mock's static and instance member of one backing name stay apart")
    func staticAndInstanceMemberOfOneName() {
        defer { ResetTwiceMock.resetMockedStaticMembers() }
        let mock = ResetTwiceMock()
        ResetTwiceMock.reset()
        mock.reset()
        mock.reset()
        #expect(ResetTwiceMock._reset.callCount == 1)
        #expect(mock._reset.callCount == 2)
        ResetTwiceMock.resetMockedStaticMembers()
        #expect(ResetTwiceMock._reset.callCount == 0)
        #expect(mock._reset.callCount == 2)
    }

    @Test("requirements whose @available no check can ask are created on first use, one for each mock, and reset")
    func requirementsCreatedOnFirstUse() {
        let mock = VersionedServiceMock()
        mock._legacy.implementation = .invokes { $0 * 2 }
        mock._legacyName.getter.implementation = .returns("own")
        #expect(mock.legacy(3) == 6)
        #expect(mock.legacyName == "own")

        let child = VersionedChildMock()
        let other = VersionedChildMock()
        let handWritten = HandWrittenVersionedMock()
        child._legacy.implementation = .returns(10)
        other._legacy.implementation = .returns(20)
        handWritten._legacy.implementation = .returns(30)
        child._legacyName.getter.implementation = .returns("child")
        let services: [any VersionedService] = [child, other, handWritten, child]
        #expect(services.map { $0.legacy(1) } == [10, 20, 30, 10])
        #expect(child.legacyName == "child")
        #expect(child._legacy.callCount == 2)
        #expect(child._legacy.invocations == [1, 1])
        #expect(other._legacy.callCount == 1)
        #expect(handWritten._legacy.callCount == 1)
        #expect(mock._legacy.callCount == 1)

        handWritten._own.implementation = .returns(7)
        #expect(handWritten.own() == 7)
        #expect(handWritten._own.callCount == 1)

        // A requirement of the parent: its member is created on first use.
        handWritten._current.implementation = .returns(4)
        #expect(handWritten.current() == 4)
        #expect(handWritten._current.callCount == 1)

        resetMockedMembers(of: child)
        #expect(child._legacy.callCount == 0)
        #expect(other._legacy.callCount == 1)
        resetMockedMembers(of: handWritten)
        #expect(handWritten._own.callCount == 0)
        #expect(handWritten._legacy.callCount == 0)
    }

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
        mock._again.implementation = .returns(FancyToken(value: 6))
        #expect(mock.again() == FancyToken(value: 6))
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
    func availableRequirements() throws {
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
            MixedServiceMock._validate.implementation = .throws(RedeemError())
            #expect(throws: RedeemError()) { try MixedServiceMock.validate(FancyToken(value: 1)) }
            #expect(MixedServiceMock._validate.callCount == 1)
            MixedServiceMock.resetMockedStaticMembers()
            mock._redeem.implementation = .throws(RedeemError())
            #expect(throws: RedeemError()) { try mock.redeem(FancyToken(value: 2)) }
            mock._redeem.implementation = .invokes { token in token.value * 3 }
            #expect(try mock.redeem(FancyToken(value: 2)) == 6)

            // Created with the mock, under `#available(Fancy)`, rather than looked up by name on each call:
            // the table of members created on first use stays empty.
            mock._longForm.implementation = .returns(6)
            #expect(mock.longForm() == 6)
            resetMockedMembers(of: mock)
            #expect(mock._fancy.callCount == 0)
            #expect(mock._fancyValue.setter.callCount == 0)

            // Call order and the end-of-test checks find them too.
            mock._plain.implementation = .returns(1)
            mock._fancy.implementation = .invokes { token in FancyToken(value: token.value * 2) }
            let order = CallOrder(of: mock)
            #expect(mock.plain() == 1)
            #expect(mock.fancy(FancyToken(value: 1)) == FancyToken(value: 2))
            #expect(order.expect([mock._plain, mock._fancy]))
            mock._longForm.implementation = .returns(7)
            withKnownIssue("an implementation no call used") {
                verifyMocks(mock)
            }

            let handWritten = HandWrittenMixedMock()
            handWritten._fancy.implementation = .returns(FancyToken(value: 9))
            #expect(handWritten.fancy(FancyToken(value: 0)) == FancyToken(value: 9))
            handWritten._fancyValue.getter.implementation = .returns(FancyToken(value: 10))
            #expect(handWritten.fancyValue == FancyToken(value: 10))
            // A hand-written mock creates them with it too, rather than in its table.
            let handWrittenOrder = CallOrder(of: handWritten)
            _ = handWritten.fancy(FancyToken(value: 0))
            #expect(handWrittenOrder.expect([handWritten._fancy]))
            let fancyOnly = HandWrittenFancyMock()
            fancyOnly._token.implementation = .returns(FancyToken(value: 11))
            #expect(fancyOnly.token() == FancyToken(value: 11))
        } else {
            Issue.record("the Fancy domain is expected to be available when the tests run")
        }
    }
}
