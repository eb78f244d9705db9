// expected-error: actor-isolated property '_reserve' can not be referenced from a nonisolated autoclosure
// expected-error: 'await' in an autoclosure that does not support concurrency
// expected-error: main actor-isolated default value in a nonisolated context
import Declarations
import XCTest

// XCTest's assertions take their arguments as autoclosures, which cannot `await`: an actor mock's record is
// read into a `let` first. A `@MainActor` mock is made where the main actor runs, not as the default value
// of an XCTestCase's stored property (XCTest creates test cases outside the main actor).
final class InventoryTests: XCTestCase {
    let view = CartViewMock()

    func testReserve() async {
        let inventory = InventoryMock()
        XCTAssertEqual(await inventory._reserve.callCount, 0)
    }
}
