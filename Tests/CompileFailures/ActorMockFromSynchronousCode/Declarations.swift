public import Mocking

/// An actor protocol whose mock another module configures.
@Mocked(compilationCondition: .none)
public protocol ImageStore: Actor {
    var image: String { get }
}
