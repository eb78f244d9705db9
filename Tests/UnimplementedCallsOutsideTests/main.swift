// Calls unimplemented members of a mock outside any test, as a preview or a debug run would: each call's
// message goes to standard error and the program goes on, unless a member has no value to give.
// `--stop` calls such a member last. `--troubleshooting [forecast|closure|generic]` makes the messages
// troubleshooting.md quotes instead (see TroubleshootingMessages.swift).
import Mocking

@Mocked
protocol Thermometer {
    func temperature(in city: String) -> Double
    func forecast(days: Int) throws -> [Double]
    func reading() -> Reading
}

struct Reading {
    var celsius: Double
}

/// Calls the thermometer's members, printing what they answer.
func runThermometer() {
    let thermometer = ThermometerMock()
    print("temperature: \(thermometer.temperature(in: "Oslo"))")
    do {
        print("forecast: \(try thermometer.forecast(days: 3))")
    } catch {
        print("forecast threw: \(error)")
    }
    print("calls: \(thermometer._temperature.callCount + thermometer._forecast.callCount)")
    if CommandLine.arguments.contains("--stop") {
        print("reading: \(thermometer.reading())")
    }
}

if let index = CommandLine.arguments.firstIndex(of: "--troubleshooting") {
    await makeTroubleshootingMessages(stop: CommandLine.arguments.dropFirst(index + 1).first)
} else {
    runThermometer()
}
