import Mocking
import Testing

/// Generic results, which the mock records erased (`Any?`, `any Decodable`).
@Mocked
protocol SettingsStore {
    func value<T>(forKey key: String) -> T?
    func decode<T: Decodable>(_ type: T.Type) -> T
}

@Suite("Generic results: the fix line, and an answer of the wrong type")
struct ErasedResultTests {
    @Test("a generic result is erased, so the fix line answers with .uncheckedReturns, which takes it")
    func erasedResultFixLine() {
        let store = SettingsStoreMock()
        // The line the message shows, as a test writes it (compiled here):
        store._value.implementation = .uncheckedReturns(3)
        #expect(store.value(forKey: "retries") == 3)
        store._value.implementation = .unimplemented
        var missing: Int? = 1
        let reports = reportedCalls {
            missing = store.value(forKey: "timeout")
        }
        #expect(missing == nil)
        #expect(reports.count == 1)
        #expect(
            reports.first?.hasPrefix(
                "SettingsStoreMock._value was called with \"timeout\" but has no implementation, so it returned nil")
                == true)
        #expect(
            reports.first?.contains(
                "\n    mock._value.implementation = .uncheckedReturns(<#value#>)\nwhere mock is the SettingsStoreMock")
                == true)
    }

    @Test("an erased result has no default value, and the message offers none")
    func erasedResultStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let store = SettingsStoreMock()
            _ = store.decode(Int.self)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "and the result, of protocol type Decodable, has no default value to return, so the process stops."))
        #expect(
            message.contains(
                "mock._decode.implementation = .uncheckedReturns(<#value#>)\nwhere mock is the SettingsStoreMock"))
        #expect(!message.contains("MockDefaultValue"))
    }

    @Test("an answer of another type than the call asks for stops the process with both types and the member")
    func wrongTypeStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let store = SettingsStoreMock()
            store._decode.implementation = .uncheckedReturns("forty-two")
            _ = store.decode(Int.self)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "SettingsStoreMock._decode answered a call with \"forty-two\" of type String, but the call expects Int;"
            ))
    }
}
