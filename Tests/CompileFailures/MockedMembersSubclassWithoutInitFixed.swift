import Mocking

// The subclass declares its `init()`.
class BaseView {
    init() {}
}

protocol Themed {
    func apply()
}

@MockedMembers
final class ThemedMock: BaseView, Themed {
    override init() { super.init() }
    func apply()
}

func check() {
    let mock = ThemedMock()
    mock.apply()
    _ = mock._apply.callCount
}
