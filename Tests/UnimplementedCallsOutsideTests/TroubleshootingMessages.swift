// The runtime messages Documentation/troubleshooting.md quotes, made by the same mocks and calls it
// describes; `OutsideTestsTests` compares what this program prints with the documentation's text blocks.
import Mocking

@Mocked
protocol WeatherService {
    func currentTemperature(latitude: Double, longitude: Double) async throws -> Double
    func humidity(in city: String) -> Double
    func refresh()
    func forecast(days: Int) -> Forecast
}

@Mocked(strict: true)
protocol AuditLog {
    func record(_ event: String)
}

@Mocked
protocol Worker {
    func perform(_ work: () -> Int) -> Int
}

@Mocked
protocol SettingsStore {
    func value<T>(forKey key: String) -> T
}

@Mocked
protocol FeedService: Sendable {
    func page(_ number: Int) async throws -> [String]
}

@Mocked
protocol DraftStore {
    func save(_ draft: String)
}

struct Forecast {
    var days: [Double]
}

/// Makes every message that lets the program go on; `stop` then makes the one named so, which stops it.
func makeTroubleshootingMessages(stop: String?) async {
    let weather = WeatherServiceMock()
    do {
        _ = try await weather.currentTemperature(latitude: 51.5, longitude: -0.1)
    } catch {
        print("thrown: \(error)")
    }
    _ = weather.humidity(in: "Oslo")
    _ = weather.humidity(in: "Rome")
    let inOrder = WeatherServiceMock()
    inOrder._humidity.implementation = .inOrder([.returns(0.5)])
    _ = inOrder.humidity(in: "Oslo")
    _ = inOrder.humidity(in: "Rome")
    AuditLogMock().record("login")
    weather.refresh()
    do {
        try await weather._refresh.waitForCalls(3, timeout: .milliseconds(50))
    } catch {
        print("thrown: \(error)")
    }
    await makeHeldCallAndCheckMessages(weather: weather)
    switch stop {
    case "forecast":
        _ = weather.forecast(days: 3)
    case "closure":
        let worker = WorkerMock()
        worker._perform.implementation = .returns(0)
        _ = worker.perform { 21 }
        _ = worker._perform.lastInvocation!.closure()
    case "generic":
        let settings = SettingsStoreMock()
        settings._value.implementation = .uncheckedReturns("3")
        let retries: Int = settings.value(forKey: "retries")
        print("retries: \(retries)")
    default:
        break
    }
}

/// The messages of held calls and of the end-of-test checks.
func makeHeldCallAndCheckMessages(weather: WeatherServiceMock) async {
    let feed = FeedServiceMock()
    do {
        _ = try await feed._page.nextHeldCall()
    } catch {
        print("thrown: \(error)")
    }
    feed._page.implementation = .held
    do {
        _ = try await feed._page.nextHeldCall(timeout: .milliseconds(50))
    } catch {
        print("thrown: \(error)")
    }
    let caller = Task { try await feed.page(1) }
    _ = try? await feed._page.waitForCalls(1)
    let store = DraftStoreMock()
    store._save.implementation = .invokes { _ in }
    verifyMocks(feed, store)
    verifyMocks(weather, strict: true)
    print("caller: \(await caller.result)")
}
