// swift-format-ignore-file
// A mock of ShopServices.NameCatalog and of every protocol it refines, written by swift-mocking
// from the compiled modules' symbol graphs. Running this command again rewrites it:
//     swift package --allow-writing-to-package-directory mock --target CompiledModuleMocksTests --protocol ShopServices.NameCatalog
// Write what you add in another file (an extension of NameCatalogMock): this one is replaced.

import Mocking
import ShopKit
import ShopServices

@MockedMembers
final class NameCatalogMock: NameCatalog {
    typealias Item = String
    // ShopServices.NameCatalog
    func items(in range: Range<Int>) -> [String]

    // ShopKit.Store
    func item(named name: String) async throws -> Item?
}
