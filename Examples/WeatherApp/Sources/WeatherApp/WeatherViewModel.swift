/// What the weather screen shows.
@MainActor
public final class WeatherViewModel {
    /// What the screen shows.
    public enum State: Equatable {
        case idle
        case loading
        case loaded(temperature: Double)
        case noLocation
        case failed
    }

    /// What the screen shows now.
    public private(set) var state = State.idle
    private let weather: any WeatherService
    private let location: any LocationProvider
    private let analytics: any Analytics

    /// A model that reads the weather from `weather` at the position `location` gives, and reports what
    /// the user does to `analytics`.
    public init(weather: any WeatherService, location: any LocationProvider, analytics: any Analytics) {
        self.weather = weather
        self.location = location
        self.analytics = analytics
    }

    /// Reads the position, then the temperature there, trying a second time when the first request fails.
    public func refresh() async {
        analytics.track("refresh")
        guard let coordinates = await location.currentCoordinates() else {
            state = .noLocation
            return
        }
        state = .loading
        for _ in 0..<2 {
            if let temperature = try? await weather.currentTemperature(
                latitude: coordinates.latitude,
                longitude: coordinates.longitude
            ) {
                state = .loaded(temperature: temperature)
                return
            }
        }
        state = .failed
    }

    /// The warmest of the next `days` days in `city`, or `nil` when the forecast is unavailable.
    public func warmestDay(in city: String, days: Int) async -> Double? {
        let temperatures = try? await weather.forecast(for: city, days: days)
        return temperatures?.max()
    }
}
