// swift-format-ignore-file
// A mock of ShopServices.CatalogPresenter and of every protocol it refines, written by swift-mocking
// from the compiled modules' symbol graphs. Running this command again rewrites it:
//     swift package --allow-writing-to-package-directory mock --target CompiledModuleMocksTests --protocol CatalogPresenter
// Write what you add in another file (an extension of CatalogPresenterMock): this one is replaced.

import Mocking
import ShopServices

@MockedMembers
@MainActor
final class CatalogPresenterMock: CatalogPresenter {
    // ShopServices.CatalogPresenter
    @MainActor func show(_ names: [String])
    @MockableProperty(.readWrite)
    @MainActor
    var isVisible: Bool
}
