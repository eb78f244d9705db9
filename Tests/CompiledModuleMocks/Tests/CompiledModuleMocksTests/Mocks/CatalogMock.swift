// swift-format-ignore-file
// A mock of ShopServices.Catalog and of every protocol it refines, written by swift-mocking
// from the compiled modules' symbol graphs. Running this command again rewrites it:
//     swift package --allow-writing-to-package-directory mock --target CompiledModuleMocksTests --protocol ShopServices.Catalog
// Write what you add in another file (an extension of CatalogMock): this one is replaced.

import Mocking
import ShopKit
import ShopServices

@MockedMembers
final class CatalogMock<Item: Sendable>: Catalog {
    // ShopServices.Catalog
    let _subscript = Mocking.MockReadOnlySubscript<Int, Item, Swift.Never>("CatalogMock._subscript")
    subscript(position: Int) -> Item { _subscript.getter.__invoke(position) }
    init(named name: String)
    @discardableResult func reload(force: Bool) throws -> Bool

    // ShopKit.Counting
    @MockableProperty(.readOnly)
    var count: Int
    @MockableProperty(.readWrite)
    static var limit: Int

    // ShopKit.Store
    func item(named name: String) async throws -> Item?
    func items(in range: Range<Int>) -> [Item]

    // Not mocked, from ShopServices.Catalog: a generic method with a type parameter pack ('each T') is not supported by '@Mocked'; declare the mock with '@MockedMembers' and write this member yourself
    // Write what it should do in the mock's place, or leave it to stop the test that calls it.
    func merge<each Source>(_ sources: repeat each Source) { fatalError("swift-mocking did not mock this requirement of ShopServices.Catalog") }
}
