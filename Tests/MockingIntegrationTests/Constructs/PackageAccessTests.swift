package import Mocking
import Testing

// A `package` hand-written mock: its storage, `init()` and backing properties are `package` too, so that
// they satisfy the public `Mock` protocol and its users in the package can reach them.

@MockedMembers
package final class PackageMock {
    package func run()
}

@Suite("package access")
struct PackageAccessTests {
    @Test("a package mock's glue is visible as the type")
    func packageAccess() {
        let mock = PackageMock()
        mock.run()
        #expect(mock._run.callCount == 1)
    }
}
