public import Mocking

/// A place on Earth.
public struct Coordinates: Equatable, Sendable {
    /// Degrees north of the equator.
    public var latitude: Double
    /// Degrees east of Greenwich.
    public var longitude: Double

    /// The place at `latitude` and `longitude`.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Fails a request to the weather service.
public enum WeatherError: Error, Equatable {
    case offline
}

/// Reads the weather from a remote service.
@Mocked
public protocol WeatherService: Sendable {
    func currentTemperature(latitude: Double, longitude: Double) async throws -> Double
    func forecast(for city: String, days: Int) async throws -> [Double]
}

/// Where the device is; an actor, since it keeps the last known position.
@Mocked
public protocol LocationProvider: Actor {
    func currentCoordinates() async -> Coordinates?
}

/// Records what the user does.
@Mocked
public protocol Analytics: Sendable {
    func track(_ event: String)
}
