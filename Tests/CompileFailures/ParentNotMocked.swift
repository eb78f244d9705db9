// expected-error: // @MockedMembers final class ChildMock: Child { /* all requirements; methods marked @MockableMethod */ }
import Mocking

protocol Parent {
    func parentMethod()
}

@Mocked(compilationCondition: .none)
protocol Child: Parent {
    func childMethod()
}
