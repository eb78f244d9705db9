// expected-error: binary operator '==' cannot be applied to two '[(latitude: Double, longitude: Double)]' operands
// flags: -D SWIFT_MOCKING_ENABLED
import Mocking

@Mocked protocol WeatherService {
    func currentTemperature(latitude: Double, longitude: Double) -> Double
}

func check(_ mock: WeatherServiceMock) -> Bool {
    mock._currentTemperature.invocations == [(latitude: 59.9, longitude: 10.7)]
}
