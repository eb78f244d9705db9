import Mocking
import ShopKit
import ShopServices
import Testing

// Mocks of this package's own modules' protocols, written the same way, for what the three packages above
// do not declare: a parent in another module of the package, a subscript, an initializer, a static property,
// a keyword argument label, a requirement no mock implements, a main-actor protocol.

/// What a test would exercise: code written against `Catalog`.
func describe<C: Catalog>(_ catalog: C) async throws -> String where C.Item == String {
    let first = try await catalog.item(named: "first") ?? "none"
    return "\(first), \(catalog[0]), \(catalog.items(in: 1..<3).joined(separator: " ")) of \(catalog.count)"
}

@Suite("Mocks of protocols read from this package's modules")
struct OwnModuleMockTests {
    @Test("Catalog: requirements of both modules, the subscript and the keyword label")
    func catalog() async throws {
        let catalog = CatalogMock<String>()
        catalog._item.implementation = .returns("apple")
        catalog._subscript.getter.implementation = .returns("pear")
        catalog._items.implementation = .invokes { range in range.map { "item\($0)" } }
        catalog._count.getter.implementation = .returns(3)

        #expect(try await describe(catalog) == "apple, pear, item1 item2 of 3")
        #expect(catalog._item.lastInvocation == "first")
        #expect(catalog._items.lastInvocation == 1..<3)
        #expect(catalog._subscript.getter.lastInvocation == 0)
    }

    @Test("Catalog: the initializer and the static property are recorded on the mock type")
    func staticMembers() throws {
        defer { CatalogMock<String>.resetMockedStaticMembers() }
        CatalogMock<String>._limit.getter.implementation = .returns(10)
        CatalogMock<String>.limit = 20
        _ = CatalogMock<String>(named: "spring")

        #expect(CatalogMock<String>.limit == 10)
        #expect(CatalogMock<String>._limit.setter.lastInvocation == 20)
        #expect(CatalogMock<String>._init.lastInvocation == "spring")
    }

    @Test("Catalog: a throwing requirement throws what the test configures")
    func throwingRequirement() {
        struct Offline: Error {}
        let catalog = CatalogMock<String>()
        catalog._reload.implementation = .throws(Offline())
        #expect(throws: Offline.self) { try catalog.reload(force: true) }
        #expect(catalog._reload.lastInvocation == true)
    }

    @MainActor
    @Test("CatalogPresenter: a main-actor protocol's mock is used on the main actor")
    func presenter() {
        let presenter = CatalogPresenterMock()
        presenter.isVisible = true
        presenter.show(["apple"])
        #expect(presenter._isVisible.setter.lastInvocation == true)
        #expect(presenter._show.lastInvocation == ["apple"])
    }

    @Test("Lookup: a method named like the subscript keeps the backing name @Mocked gives it")
    func lookup() {
        let lookup = LookupMock()
        lookup._subscript.getter.implementation = .returns(1)
        lookup._subscriptKey.implementation = .returns(2)
        #expect(lookup["a"] == 1)
        #expect(lookup.subscript(key: "b") == 2)
        #expect(lookup._subscriptKey.lastInvocation == "b")
    }

    @Test("NameCatalog: a restated parent requirement is written once; the pinned associated type is a type alias")
    func nameCatalog() async throws {
        let catalog = NameCatalogMock()
        catalog._items.implementation = .returns(["a"])
        catalog._item.implementation = .returns("b")
        #expect(catalog.items(in: 0..<1) == ["a"])
        #expect(try await catalog.item(named: "x") == "b")
    }
}

/// The synchronous overloads' answers, which an `async` context would not choose.
func synchronousPrices(_ prices: some PriceList) -> [Int] {
    [prices.price(of: "tea"), prices.price(of: 7)]
}

@Suite("Overloads by parameter type and by async alone")
struct OverloadMockTests {
    @Test("each overload has a member of its own; the async one can be held")
    func overloads() async throws {
        let prices = PriceListMock()
        prices._priceString.implementation = .returns(1)
        prices._priceInt.implementation = .returns(2)
        prices._priceString2.implementation = .held

        #expect(synchronousPrices(prices) == [1, 2])
        async let asked = prices.price(of: "tea")
        let call = try await prices._priceString2.nextHeldCall(timeout: .seconds(10))
        #expect(call.arguments == "tea")
        call.resume(returning: 3)

        #expect(await asked == 3)
        #expect(prices._priceString.callCount == 1)
        #expect(prices._priceInt.lastInvocation == 7)
    }
}

@Suite("A deprecated requirement naming a deprecated type")
struct DeprecatedRequirementMockTests {
    /// Deprecated, as code that uses the deprecated requirement is: the mock's member and backing property
    /// are deprecated like the requirement.
    @available(*, deprecated)
    @Test("its mock and backing property are deprecated like it, and answer it")
    func deprecatedRequirement() {
        let prices = PriceListMock()
        prices._legacyPrice.implementation = .returns(LegacyPrice(cents: 250))
        let list: some PriceList = prices
        #expect(list.legacyPrice(of: "tea") == LegacyPrice(cents: 250))
        #expect(prices._legacyPrice.lastInvocation == "tea")
    }
}
