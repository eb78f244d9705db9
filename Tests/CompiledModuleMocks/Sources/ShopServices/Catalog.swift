import ShopKit

/// A catalog: a store of another module that counts, with a subscript, an initializer and a requirement
/// no mock can implement (a parameter pack).
public protocol Catalog: Store, Counting {
    subscript(position: Int) -> Item { get }
    init(named name: String)
    func merge<each Source>(_ sources: repeat each Source)
    @discardableResult func reload(force: Bool) throws -> Bool
}

/// A presenter isolated to the main actor.
@MainActor public protocol CatalogPresenter: AnyObject {
    func show(_ names: [String])
    var isVisible: Bool { get set }
}

/// A method named like the subscript, whose backing names `@MockedMembers` alone would assign otherwise.
public protocol Lookup {
    subscript(key: String) -> Int { get }
    func `subscript`(key: String) -> Int
}

/// A catalog of names: restates a parent's requirement and pins its associated type.
public protocol NameCatalog: Store where Item == String {
    func items(in range: Range<Int>) -> [String]
}

/// A price list: overloads by parameter type and by `async` alone, each mocked apart, and a deprecated
/// requirement naming a deprecated type, whose mock is deprecated too.
public protocol PriceList {
    func price(of sku: String) -> Int
    func price(of sku: Int) -> Int
    func price(of sku: String) async -> Int
    @available(*, deprecated, message: "use price(of:)")
    func legacyPrice(of sku: String) -> LegacyPrice
}

/// A price in the old format.
@available(*, deprecated, message: "prices are Int")
public struct LegacyPrice: Sendable, Equatable {
    /// The price in cents.
    public let cents: Int

    /// A price of `cents` cents.
    public init(cents: Int) { self.cents = cents }
}
