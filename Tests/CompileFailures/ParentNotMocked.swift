// expected-error: type 'ChildMock' does not conform to protocol 'Parent'
// expected-output: // @MockedMembers final class ChildMock: Child { /* every requirement; methods without a body */ }
import Mocking

protocol Parent {
    func parentMethod()
}

@Mocked(compilationCondition: .none)
protocol Child: Parent {
    func childMethod()
}
