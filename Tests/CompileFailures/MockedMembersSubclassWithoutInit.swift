// expected-error: overriding declaration requires an 'override' keyword
import Mocking

// A `@MockedMembers` subclass of a class of the user's that declares no `init()`: the macro cannot tell that
// the first type is a class, and adds `init() {}`. Declared in the mock, `override init() { super.init() }`,
// it adds none (MockedMembersSubclassWithoutInitFixed).
class BaseView {
    init() {}
}

protocol Themed {
    func apply()
}

@MockedMembers
final class ThemedMock: BaseView, Themed {
    func apply()
}
