// expected-error: type 'ChildMock' does not conform to protocol 'Parent'
// expected-output: --parent <Module>.<Parent> (a standard-library parent: write ChildMock with @MockedMembers)
import Mocking

protocol Parent {
    func parentMethod()
}

@Mocked(compilationCondition: .none)
protocol Child: Parent {
    func childMethod()
}
