// expected-error: cannot find 'WeatherServiceMock' in scope
// (SWIFT_MOCKING_ENABLED is not defined here, so the mock is not compiled.)
import Mocking

@Mocked
protocol WeatherService {
    func temperature() -> Double
}

func makeMock() {
    _ = WeatherServiceMock()
}
