import Mocking
import MockingXcodeDefaultsFixtures
import Testing

// Compiled with a new Xcode 26 project's settings (default actor isolation `MainActor`, "Approachable
// Concurrency"), using mocks that a Swift 5 language mode module with the same settings declares.

struct XcodeDefaultsTests {
    @Test("a main-actor mock from a Swift 5 module drives code under test")
    func mainActorMock() async {
        let users = UserServiceMock()
        let analytics = AnalyticsMock()
        users._user.implementation = .returns(User(id: 7, name: "Ada"))
        let model = ProfileModel(users: users, analytics: analytics)
        await model.open(id: 7)
        #expect(model.title == "Ada")
        #expect(users._user.lastInvocation == 7)
        #expect(analytics._track.lastInvocation == "open 7")

        users._user.implementation = .throws(CancellationError())
        await model.open(id: 8)
        #expect(model.title == "unknown")
        #expect(users._user.callCount == 2)
    }

    @Test("inherited, static and property requirements")
    func refinedProtocol() {
        defer { AppSettingsMock.resetMockedStaticMembers() }
        let settings = AppSettingsMock()
        settings._value.implementation = .returns("dark")
        settings.set("light", for: "theme")
        settings.launchCount = 3
        #expect(settings.value(for: "theme") == "dark")
        #expect(settings._set.lastInvocation?.key == "theme")
        #expect(settings._launchCount.setter.lastInvocation == 3)
        AppSettingsMock._makeDefault.implementation = .returns(1)
        #expect(AppSettingsMock.makeDefault() == 1)
        settings._synchronize.implementation = .returns(true)
        #expect(settings.synchronize())
        let store = SettingsStoreMock()
        store._synchronize.implementation = .returns(true)
        #expect(store.synchronize())
    }

    @Test("nonisolated members of a Sendable protocol, an instance's and a static one, called from a detached task")
    func sendableMock() async {
        let analytics = AnalyticsMock()
        await Task.detached { analytics.track("background") }.value
        #expect(analytics._track.invocations == ["background"])
        await withTaskScopedStaticMocks {
            AnalyticsMock._sessionCount.implementation = .returns(3)
            #expect(await Task { AnalyticsMock.sessionCount() }.value == 3)
            #expect(AnalyticsMock._sessionCount.callCount == 1)
        }
    }

    @Test("an async requirement taking a value that is not Sendable and a closure")
    func nonSendableArguments() async throws {
        let sender = DraftSenderMock()
        let draft = Draft(text: "hello")
        sender._send.implementation = .returns(true)
        #expect(try await sender.send(draft, progress: { _ in }))
        #expect(sender._send.lastInvocation?.draft === draft)

        sender._compose.implementation = .uncheckedInvokes { edit, validate in
            let composed = Draft(text: "")
            edit.closure(composed)
            return validate.closure(composed) ? composed : nil
        }
        #expect(await sender.compose({ $0.text = "hi" }, validate: { !$0.text.isEmpty })?.text == "hi")
    }

    @Test("mocks of Hashable protocols, and of their children, hash and compare by identity")
    func hashableMocks() {
        let token = SessionTokenMock()
        #expect(Set([token, token, SessionTokenMock()]).count == 2)
        #expect(token.description == "SessionTokenMock")
        let refreshable = RefreshableTokenMock()
        refreshable.refresh()
        #expect(Set([refreshable, refreshable, RefreshableTokenMock()]).count == 2)
        #expect(refreshable._refresh.callCount == 1)
    }

    @Test("an actor mock is configured and called with await")
    func actorMock() async {
        let cache = ImageCacheMock()
        await cache._image.implementation = .returns([1, 2])
        await cache.store([3], named: "b")
        #expect(await cache.image(named: "a") == [1, 2])
        #expect(await cache._store.lastInvocation?.name == "b")
    }
}
