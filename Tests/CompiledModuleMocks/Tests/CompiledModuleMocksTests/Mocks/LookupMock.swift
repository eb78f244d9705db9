// swift-format-ignore-file
// A mock of ShopServices.Lookup and of every protocol it refines, written by swift-mocking
// from the compiled modules' symbol graphs. Running this command again rewrites it:
//     swift package --allow-writing-to-package-directory mock --target CompiledModuleMocksTests --protocol ShopServices.Lookup
// Write what you add in another file (an extension of LookupMock): this one is replaced.

import Mocking
import ShopServices

@MockedMembers
final class LookupMock: Lookup {
    // ShopServices.Lookup
    let _subscript = Mocking.MockReadOnlySubscript<String, Int, Swift.Never>("LookupMock._subscript")
    subscript(key: String) -> Int { _subscript.getter.__invoke(key) }
    @MockableMethod(mockMethodName: "subscriptKey")
    func `subscript`(key: String) -> Int
}
