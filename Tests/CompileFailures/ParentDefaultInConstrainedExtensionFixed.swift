import Mocking

// The requirement restated in the child: its mock implements it, and records its calls.
protocol Marker {}

@Mocked(compilationCondition: .none)
protocol Loggable {
    func log() -> String
}

extension Loggable where Self: Marker {
    func log() -> String { "\(Self.self)" }
}

@Mocked(compilationCondition: .none)
protocol Service: Loggable, Marker {
    func log() -> String
    func run()
}

func check() {
    let service = ServiceMock()
    service._log.implementation = .returns("mock")
    _ = service.log()
}
