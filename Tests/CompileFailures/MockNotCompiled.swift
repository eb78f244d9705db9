// expected-error: 'WeatherServiceMock' is unavailable: WeatherServiceMock is compiled only where SWIFT_MOCKING_ENABLED is defined: add .define("SWIFT_MOCKING_ENABLED", .when(configuration: .debug)) to the swiftSettings of the target that declares WeatherService (in Xcode, SWIFT_MOCKING_ENABLED in Active Compilation Conditions of its Debug configuration)
// (SWIFT_MOCKING_ENABLED is not defined here, so the mock is not compiled.)
import Mocking

@Mocked
protocol WeatherService {
    func temperature() -> Double
}

func makeMock() {
    _ = WeatherServiceMock()
}
