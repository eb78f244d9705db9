import Mocking
import WeatherApp
import XCTest

/// The same mocks in XCTest: `verifyMocks` in `tearDown` does what `.verifiesMocks` does in Swift Testing.
final class WeatherViewModelXCTests: XCTestCase {
    private let weather = WeatherServiceMock()
    private let location = LocationProviderMock()
    private let analytics = AnalyticsMock()

    override func tearDown() async throws {
        verifyMocks(weather, location, analytics)
        try await super.tearDown()
    }

    @MainActor
    func testEachRefreshIsTrackedAndShowsTheNewTemperature() async {
        weather._currentTemperature.implementation = .inOrder([.returns(12), .returns(14)])
        await location._currentCoordinates.implementation = .returns(Coordinates(latitude: 48.1, longitude: 11.6))
        let model = WeatherViewModel(weather: weather, location: location, analytics: analytics)

        await model.refresh()
        XCTAssertEqual(model.state, .loaded(temperature: 12))
        await model.refresh()

        XCTAssertEqual(model.state, .loaded(temperature: 14))
        XCTAssertEqual(analytics._track.invocations, ["refresh", "refresh"])
        XCTAssertEqual(weather._currentTemperature.invocations.map(\.latitude), [48.1, 48.1])
    }
}
