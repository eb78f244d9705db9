// expected-error: type 'PricedQuantityMock<Magnitude>' does not conform to protocol 'Quantity'
// expected-error: 'Quantity' requires the types 'PricedQuantityMock<Magnitude>.Magnitude' (aka 'Magnitude') and 'UInt' be equivalent
import Mocking

// A `@Mocked` parent pins a standard-library parent's associated type, and the child lists that protocol
// again (as it must for `Numeric`'s operators): the child's mock has a generic parameter for the type, which
// the parent's pin does not reach. The way out, the pin restated in the child, is in
// SubscriptAndInitializerTests.
@Mocked(compilationCondition: .none)
protocol Quantity: Numeric where Magnitude == UInt {
    var unit: String { get }
}

@Mocked(compilationCondition: .none)
protocol PricedQuantity: Quantity, Numeric {
    var price: Int { get }
}
