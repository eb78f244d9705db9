import Mocking
import WeatherApp
import XCTest

/// Static mock members outlive a test: reset them in `tearDown`.
final class AnalyticsTests: XCTestCase {
    override func tearDown() async throws {
        AnalyticsMock.resetMockedStaticMembers()
        try await super.tearDown()
    }

    @MainActor
    func testRefreshIsTracked() async {
        let weather = WeatherServiceMock()
        weather._currentTemperature.implementation = .returns(12)
        let location = LocationProviderMock()
        await location._currentCoordinates.implementation = .returns(Coordinates(latitude: 48.1, longitude: 11.6))
        let model = WeatherViewModel(weather: weather, location: location, analytics: AnalyticsMock.self)

        await model.refresh()
        await model.refresh()

        XCTAssertEqual(AnalyticsMock._track.callCount, 2)
        XCTAssertEqual(AnalyticsMock._track.invocations, ["refresh", "refresh"])
        XCTAssertEqual(model.state, .loaded(temperature: 12))
    }
}
