// flags: -default-isolation MainActor
public import Mocking

/// A parent declared in a module whose default isolation is the main actor.
@Mocked(compilationCondition: .none)
public protocol Parent {
    func load() -> Int
}
