// expected-error: type 'ServiceMock' does not conform to protocol 'Loggable'
// expected-note: multiple matching functions named 'log()'
import Mocking

// A `@Mocked` parent's requirement with a default of the user's in a constrained extension that the child
// meets: the default and the member the parent's `@Mocked` extension gives every mock are equally specific.
// The way out, the requirement restated in the child, is in ParentDefaultInConstrainedExtensionFixed.
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
    func run()
}
