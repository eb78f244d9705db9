// expected-error: converting non-escaping parameter 'transform' to generic parameter 'Arguments' may allow it to escape
import Mocking

// A non-escaping closure parameter whose function type is behind a type alias: the macro cannot see that
// `Transform` is a function type. Write the function type, `(Int) -> Int`, or mark it `@escaping`.
typealias Transform = (Int) -> Int

@Mocked(compilationCondition: .none)
protocol Calculator {
    func apply(_ transform: Transform) -> Int
}
