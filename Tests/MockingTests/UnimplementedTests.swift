import Mocking
import Testing

@Suite("Unimplemented members")
struct UnimplementedTests {
    @Test("a returning member without implementation stops with a message that shows the fix")
    func returningMemberStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let method = MockMethod<(latitude: Double, longitude: Double), Double, any Error>(
                "WeatherServiceMock._currentTemperature"
            )
            _ = try? method.__invoke((latitude: 1.5, longitude: 2.5))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("WeatherServiceMock._currentTemperature was called with (latitude: 1.5, longitude: 2.5)")
        )
        #expect(message.contains("WeatherServiceMock._currentTemperature.implementation = .returns(…)"))
    }

    @Test("an unimplemented getter names the getter")
    func getterStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SampleServiceMock().name
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SampleServiceMock._name.getter was called with no arguments"))
        #expect(message.contains("SampleServiceMock._name.getter.implementation = .returns(…)"))
    }

    @Test("an unimplemented async member stops too")
    func asyncMemberStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = await SampleServiceMock().score(id: "a")
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SampleServiceMock._score was called with \"a\""))
    }
}
