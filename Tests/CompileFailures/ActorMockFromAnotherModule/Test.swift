// expected-error: actor-isolated property '_image' cannot be accessed from outside of the actor
import Declarations
import Mocking

// An actor mock's backing properties belong to the actor: from another module, a test reaches them with
// `await`.
func configure() async {
    let mock = ImageStoreMock()
    mock._image.getter.implementation = .returns("a")
}
