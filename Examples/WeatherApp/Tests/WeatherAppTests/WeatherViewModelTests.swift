import Mocking
import MockingTesting
import Testing
import WeatherApp

/// The weather screen's model, tested against mocks of its three services. `.verifiesMocks` fails a test
/// that sets an answer no call uses or leaves a held call waiting.
@MainActor
@Suite("Weather screen", .verifiesMocks)
struct WeatherViewModelTests {
    let weather = WeatherServiceMock()
    let location = LocationProviderMock()
    let analytics = AnalyticsMock()

    /// A model whose position is Oslo, or nowhere when `coordinates` is `nil`.
    func makeModel(at coordinates: Coordinates? = Coordinates(latitude: 59.9, longitude: 10.7)) async
        -> WeatherViewModel
    {
        await location._currentCoordinates.implementation = .returns(coordinates)
        return WeatherViewModel(weather: weather, location: location, analytics: analytics)
    }

    @Test("shows the temperature at the current position")
    func showsTemperature() async {
        weather._currentTemperature.implementation = .returns(21.5)
        let model = await makeModel()

        await model.refresh()

        #expect(model.state == .loaded(temperature: 21.5))
        #expect(weather._currentTemperature.callCount == 1)
        #expect(weather._currentTemperature.lastInvocation?.latitude == 59.9)
        #expect(weather._currentTemperature.lastInvocation?.longitude == 10.7)
    }

    @Test("shows that it is loading while the request is in flight")
    func showsLoading() async throws {
        weather._currentTemperature.implementation = .held
        let model = await makeModel()
        let refreshing = Task { await model.refresh() }

        let request = try await weather._currentTemperature.nextHeldCall(timeout: .seconds(10))
        #expect(model.state == .loading)
        request.resume(returning: 18)
        await refreshing.value

        #expect(model.state == .loaded(temperature: 18))
    }

    @Test("tries again once when the first request fails")
    func retries() async {
        weather._currentTemperature.implementation = .inOrder([.throws(WeatherError.offline), .returns(19)])
        let model = await makeModel()

        await model.refresh()

        #expect(model.state == .loaded(temperature: 19))
        #expect(weather._currentTemperature.callCount == 2)
    }

    @Test("shows a failure when both requests fail")
    func showsFailure() async {
        weather._currentTemperature.implementation = .throws(WeatherError.offline)
        let model = await makeModel()

        await model.refresh()

        #expect(model.state == .failed)
        #expect(weather._currentTemperature.callCount == 2)
        #expect(throws: WeatherError.offline) { try weather._currentTemperature.lastReturnedValue?.get() }
    }

    @Test("does not ask for the weather without a position")
    func noPosition() async {
        let model = await makeModel(at: nil)

        await model.refresh()

        #expect(model.state == .noLocation)
        #expect(weather._currentTemperature.callCount == 0)
        #expect(await location._currentCoordinates.callCount == 1)
    }

    @Test("tracks the refresh before it asks for the weather")
    func tracksFirst() async {
        weather._currentTemperature.implementation = .returns(7)
        let model = await makeModel()
        let order = CallOrder(of: analytics, weather)

        await model.refresh()

        order.expect([analytics._track, weather._currentTemperature])
        #expect(analytics._track.invocations == ["refresh"])
    }

    @Test("answers by argument with an implementation closure")
    func warmestDay() async {
        weather._forecast.implementation = .invokes { city, days in
            city == "Oslo" ? Array(repeating: 3, count: days - 1) + [8] : []
        }
        let model = WeatherViewModel(weather: weather, location: location, analytics: analytics)

        #expect(await model.warmestDay(in: "Oslo", days: 5) == 8)
        #expect(await model.warmestDay(in: "Bergen", days: 5) == nil)
        #expect(weather._forecast.invocations.map(\.city) == ["Oslo", "Bergen"])
    }

    @Test("waits for calls made by a task the code under test starts")
    func waitsForCalls() async throws {
        weather._currentTemperature.implementation = .returns(4)
        let model = await makeModel()

        Task { await model.refresh() }
        try await weather._currentTemperature.waitForCalls(1, timeout: .seconds(5))

        #expect(weather._currentTemperature.callCount == 1)
    }
}
