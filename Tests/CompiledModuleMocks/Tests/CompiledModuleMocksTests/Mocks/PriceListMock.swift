// swift-format-ignore-file
// A mock of ShopServices.PriceList and of every protocol it refines, written by swift-mocking
// from the compiled modules' symbol graphs. Running this command again rewrites it:
//     swift package --allow-writing-to-package-directory mock --target CompiledModuleMocksTests --protocol ShopServices.PriceList
// Write what you add in another file (an extension of PriceListMock): this one is replaced.

import Mocking
import ShopServices

@MockedMembers
final class PriceListMock: PriceList {
    // ShopServices.PriceList
    func price(of sku: String) -> Int
    func price(of sku: Int) -> Int
    func price(of sku: String) async -> Int
    @available(*, deprecated, message: "use price(of:)")
    func legacyPrice(of sku: String) -> LegacyPrice
}
