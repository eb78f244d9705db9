import Mocking
import Testing

@Mocked
protocol Thermostat {
    func setTarget(_ celsius: Double, room: String)
    func reading(room: String) -> Double
}

@Suite("Failures show the member's calls")
struct CallHistoryTests {
    @Test("an unimplemented call lists the member's earlier calls, the last five of many")
    func unimplementedCall() {
        let thermostat = ThermostatMock()
        thermostat._reading.implementation = .returns(20)
        for room in ["hall", "attic", "cellar", "kitchen", "bath", "study"] {
            _ = thermostat.reading(room: room)
        }
        thermostat._reading.implementation = .unimplemented
        let texts = reportedCalls {
            _ = thermostat.reading(room: "porch")
        }
        #expect(
            texts.first?.hasSuffix(
                """
                Its calls so far (7 in all; the last 5):
                    3. "cellar"
                    4. "kitchen"
                    5. "bath"
                    6. "study"
                    7. "porch"
                """
            ) == true,
            "\(texts)"
        )
    }

    @Test("a wait that times out lists the calls that came")
    func waitTimeout() async {
        let thermostat = ThermostatMock()
        thermostat.setTarget(21, room: "hall")
        thermostat.setTarget(19, room: "attic")
        do {
            try await thermostat._setTarget.waitForCalls(3, timeout: .milliseconds(10))
            Issue.record("expected a timeout")
        } catch {
            #expect(
                "\(error)"
                    == """
                    ThermostatMock._setTarget was expected to be called 3 times within 0.01 seconds, but received 2 calls
                    Its calls so far (2):
                        1. (celsius: 21.0, room: "hall")
                        2. (celsius: 19.0, room: "attic")
                    """
            )
        }
    }

    @Test("a wait on a member never called says so")
    func neverCalled() async {
        let thermostat = ThermostatMock()
        do {
            try await thermostat._setTarget.waitForCalls(1, timeout: .milliseconds(10))
            Issue.record("expected a timeout")
        } catch {
            #expect("\(error)".hasSuffix("but received 0 calls\nIt has not been called."))
        }
    }
}
