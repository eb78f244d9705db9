// expected-error: call to main actor-isolated initializer 'init()' in a synchronous nonisolated context
import Mocking

// A `@MainActor` protocol's mock is main-actor isolated: a test that is not makes it with `await`, or is
// marked `@MainActor` itself.
@Mocked(compilationCondition: .none)
@MainActor
protocol ImageLoader {
    func load() -> Int
}

func makeLoader() {
    _ = ImageLoaderMock()
}
