import Mocking
import Testing

@Mocked
protocol ForecastService: Sendable {
    func currentTemperature(in city: String) async throws -> Double
    func forecast(days: Int) -> [Double]
    var unit: String { get }
    var isMetric: Bool { get set }
    subscript(day: Int) -> Double { get }
    func fetch(id: Int) -> String
    func fetch(name: String) -> String
    static func shared() -> Int
}

@Mocked
protocol ConfiguredStore: Actor {
    func load(key: String) -> Int?
}

@Mocked
protocol Seeded {
    init(seed: Int)
    func next() -> Int
}

@Mocked
protocol Blank {
    init()
    func value() -> Int
}

@Suite("A mock configured in one expression")
struct ConfiguringInitializerTests {
    @Test("each member takes an implementation under its backing name; the others stay unimplemented")
    func configured() async throws {
        let mock = ForecastServiceMock(
            currentTemperature: .returns(21.5),
            forecast: .invokes { days in Array(repeating: 10, count: days) },
            unit: .returns("°C"),
            isMetric: .returns(true),
            subscript: .invokes { day in Double(day) },
            fetchId: .returns("by id")
        )
        #expect(try await mock.currentTemperature(in: "Oslo") == 21.5)
        #expect(mock.forecast(days: 2) == [10, 10])
        #expect(mock.unit == "°C")
        #expect(mock.isMetric)
        #expect(mock[3] == 3)
        #expect(mock.fetch(id: 1) == "by id")
        withKnownIssue {
            #expect(mock.fetch(name: "a") == "")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix(
                "ForecastServiceMock._fetchName was called with \"a\" but has no implementation")
        }
        // The setter records as usual.
        mock.isMetric = false
        #expect(mock._isMetric.setter.invocations == [false])
    }

    @Test("an actor mock, and a mock whose protocol has initializer requirements")
    func actorAndInitializers() async {
        let store = ConfiguredStoreMock(load: .returns(4))
        #expect(await store.load(key: "a") == 4)

        withTaskScopedStaticMocks {
            SeededMock._init.implementation = .invokes { _ in }
            let seeded = SeededMock(next: .inOrder([.returns(1), .returns(2)]))
            #expect(seeded.next() == 1)
            #expect(seeded.next() == 2)
            let required = SeededMock(seed: 3)
            #expect(SeededMock._init.invocations == [3])
            #expect(required._next.callCount == 0)
        }
    }

    @Test("a mock whose protocol requires init(): configuring it records no call of init()")
    func plainInitializerRequirement() {
        withTaskScopedStaticMocks {
            let configured = BlankMock(value: .returns(5))
            #expect(configured.value() == 5)
            #expect(BlankMock._init.callCount == 0)
            BlankMock._init.implementation = .invokes {}
            _ = BlankMock()
            #expect(BlankMock._init.callCount == 1)
        }
    }
}
