// expected-error: 'Themed' requires that 'ThemedMock' inherit from 'BaseView'
import Mocking

// A protocol constrained to a class: its mock must be a subclass, which the macro cannot know. Write the
// mock with `@MockedMembers` as a subclass of `BaseView` that declares `override init() { super.init() }`.
class BaseView {
    init() {}
}

@Mocked(compilationCondition: .none)
protocol Themed: BaseView {
    func apply()
}
