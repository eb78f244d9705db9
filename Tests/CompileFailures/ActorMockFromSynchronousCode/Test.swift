// expected-error: actor-isolated property '_image' can not be referenced from a nonisolated context
import Declarations
import Mocking

// An actor mock's backing properties belong to the actor: from another module, a test reaches them with
// `await`.
func configure() {
    let mock = ImageStoreMock()
    mock._image.getter.implementation = .returns("a")
}
