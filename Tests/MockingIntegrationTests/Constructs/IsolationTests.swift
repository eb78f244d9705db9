import Mocking
import Testing

@Mocked(compilationCondition: .none)
@MainActor
protocol ViewDelegate {
    var title: String { get }
    func didUpdate(_ value: Int)
    nonisolated func identifier() -> String
}

@Mocked(compilationCondition: .none)
protocol Renderer: Sendable {
    @MainActor func render(_ frame: Int) -> Bool
    func prepare() async
}

@globalActor
actor StorageActor {
    static let shared = StorageActor()
}

@Mocked(compilationCondition: .none)
@StorageActor
protocol Ledger {
    func append(_ entry: String)
    var total: Int { get }
}

struct IsolationTests {
    @Test("a protocol isolated to a custom global actor gets a mock isolated to it")
    @StorageActor
    func customGlobalActor() {
        let mock = LedgerMock()
        mock._total.getter.implementation = .returns(2)
        let ledger: any Ledger = mock
        ledger.append("a")
        #expect(ledger.total == 2)
        #expect(mock._append.lastInvocation == "a")
    }

    @Test("its backing properties are reachable from any context")
    func customGlobalActorFromOutside() async {
        let mock = await LedgerMock()
        mock._append.implementation = .invokes { _ in }
        await mock.append("b")
        #expect(mock._append.invocations == ["b"])
    }

    @Test("a @MainActor protocol's mock is main-actor isolated; nonisolated members stay nonisolated")
    @MainActor
    func mainActorProtocol() {
        let mock = ViewDelegateMock()
        mock._title.getter.implementation = .returns("Home")
        let delegate: any ViewDelegate = mock
        delegate.didUpdate(3)
        #expect(delegate.title == "Home")
        #expect(mock._didUpdate.lastInvocation == 3)
        mock._identifier.implementation = .returns("view")
        #expect(delegate.identifier() == "view")
    }

    @Test("a nonisolated member is callable from any context")
    func nonisolatedMember() async {
        let mock = await ViewDelegateMock()
        await MainActor.run { mock._identifier.implementation = .returns("id") }
        #expect(mock.identifier() == "id")
    }

    @Test("a @MainActor member of a Sendable protocol")
    func mainActorMember() async {
        let mock = RendererMock()
        mock._render.implementation = .returns(true)
        let rendered = await mock.render(1)
        await mock.prepare()
        #expect(rendered)
        #expect(mock._render.lastInvocation == 1)
        #expect(mock._prepare.callCount == 1)
    }
}
