import Declarations
import XCTest

// What troubleshooting.md suggests for ActorMockInXCTAssert type-checks: the record read into a `let`,
// the `@MainActor` mock made in the test.
final class FixedInventoryTests: XCTestCase {
    func testReserve() async {
        let inventory = InventoryMock()
        let calls = await inventory._reserve.callCount
        XCTAssertEqual(calls, 0)
    }

    @MainActor
    func testShows() {
        let view = CartViewMock()
        view.show(total: 3)
        XCTAssertEqual(view._show.callCount, 1)
    }
}
