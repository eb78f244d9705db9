// expected-error: type 'Vector3Mock' does not conform to protocol 'Vector'
// expected-note: protocol requires function '+' with type '(Vector3Mock, Vector3Mock) -> Self'
import Mocking

// An operator requirement of a `@Mocked` parent does not reach the mock of a refining protocol: Swift does
// not take an operator from the extension a macro writes as the child's implementation
// (swiftlang/swift#88793; `Numeric`'s `*` through a parent behaves the same). The way out, the operator
// restated in the child, is in InheritedRequirementsTests.
@Mocked(compilationCondition: .none)
protocol Vector {
    static func + (lhs: Self, rhs: Self) -> Self
    var length: Double { get }
}

@Mocked(compilationCondition: .none)
protocol Vector3: Vector {
    var z: Double { get }
}
