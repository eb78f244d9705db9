public import Mocking

/// An actor protocol whose mock an XCTest target in another module checks.
@Mocked(compilationCondition: .none)
public protocol Inventory: Actor {
    func reserve(_ sku: String) -> Bool
}

/// A main-actor protocol whose mock an XCTest target makes.
@Mocked(compilationCondition: .none)
@MainActor
public protocol CartView {
    func show(total: Int)
}
