import Mocking
import Testing

// The guide's "Basic Usage Pattern": the protocol, a view model that uses it, and the test as written.

@Mocked(compilationCondition: .debug)
protocol WeatherService {
    func currentTemperature(latitude: Double, longitude: Double) async throws -> Double
}

final class WeatherViewModel {
    enum State: Equatable {
        case idle
        case loaded(temperature: Double)
        case failed
    }

    private let weatherService: any WeatherService
    private(set) var state = State.idle

    init(weatherService: any WeatherService) {
        self.weatherService = weatherService
    }

    func loadCurrentTemperature(latitude: Double, longitude: Double) async {
        do {
            let temperature = try await weatherService.currentTemperature(latitude: latitude, longitude: longitude)
            state = .loaded(temperature: temperature)
        } catch {
            state = .failed
        }
    }
}

struct WeatherViewModelTests {
    @Test
    func loadCurrentTemperature() async {
        let weatherServiceMock = WeatherServiceMock()
        let viewModel = WeatherViewModel(weatherService: weatherServiceMock)

        // Configure mock behavior
        weatherServiceMock._currentTemperature.implementation = .returns(75)

        // Execute code under test
        await viewModel.loadCurrentTemperature(latitude: 37.3349, longitude: 122.0090)

        // Verify invocations
        #expect(weatherServiceMock._currentTemperature.callCount == 1)
        #expect(weatherServiceMock._currentTemperature.lastInvocation?.latitude == 37.3349)
        #expect(viewModel.state == .loaded(temperature: 75))
    }

    @Test
    func failureIsReported() async {
        struct Offline: Error {}
        let weatherServiceMock = WeatherServiceMock()
        let viewModel = WeatherViewModel(weatherService: weatherServiceMock)
        weatherServiceMock._currentTemperature.implementation = .throws(Offline())
        await viewModel.loadCurrentTemperature(latitude: 0, longitude: 0)
        #expect(viewModel.state == .failed)
        #expect(weatherServiceMock._currentTemperature.returnedValues.count == 1)
    }
}
