import Mocking
import XCTest

/// Successive answers, configured mocks, whole-mock reset and call history, as XCTest suites use them.
final class TestingFeaturesXCTests: XCTestCase {
    func testSuccessiveAnswersConfiguredInTheInitializer() async throws {
        let service = QuoteServiceMock(quote: .inOrder([.throws(QuoteError()), .returns(Quote(price: 3))]))
        let quote = await fetchWithRetry(service, symbol: "X")
        XCTAssertEqual(quote, Quote(price: 3))
        XCTAssertEqual(service._quote.invocations, ["X", "X"])
    }

    func testResetMockedMembersForgetsEverything() {
        let service = QuoteServiceMock(price: .returns(1))
        XCTAssertEqual(service.price(of: "a"), 1)
        service.log("x")
        resetMockedMembers(of: service)
        XCTAssertEqual(service._price.callCount, 0)
        XCTAssertEqual(service._log.callCount, 0)
        service._price.implementation = .returns(2)
        XCTAssertEqual(service.price(of: "b"), 2)
    }

    func testATimedOutWaitListsTheCalls() async {
        let service = QuoteServiceMock()
        service.log("first")
        do {
            try await service._log.waitForCalls(2, timeout: .milliseconds(10))
            XCTFail("expected a timeout")
        } catch let timeout as MockWaitTimeout {
            XCTAssertEqual(timeout.recordedCalls, "Its calls so far (1):\n    1. \"first\"")
        } catch {
            XCTFail("unexpected \(error)")
        }
    }
}
