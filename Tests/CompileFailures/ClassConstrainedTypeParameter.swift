// expected-error: 'any' has no effect on concrete type 'Screen'
import Mocking

// A method's type parameter constrained to a class: the macro records a type parameter as an existential
// of its constraint, as it must for a protocol, and cannot tell a class from a protocol. Take the class
// itself in the requirement (`func show(_ screen: Screen)`), which accepts its subclasses.
class Screen {}

@Mocked(compilationCondition: .none)
protocol Navigator {
    func show<S: Screen>(_ screen: S)
}
