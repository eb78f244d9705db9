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

struct IsolationTests {
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
