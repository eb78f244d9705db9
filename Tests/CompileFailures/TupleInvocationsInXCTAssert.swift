// expected-error: type '(latitude: Double, longitude: Double)' cannot conform to 'Equatable'
// flags: -D SWIFT_MOCKING_ENABLED
import Mocking
import XCTest

@Mocked protocol WeatherService {
    func currentTemperature(latitude: Double, longitude: Double) -> Double
}

func check(_ mock: WeatherServiceMock) {
    XCTAssertEqual(mock._currentTemperature.invocations, [(latitude: 59.9, longitude: 10.7)])
}
