// expected-error: property cannot be declared public because its type '__MockMembers' uses an internal type
// flags: -enable-upcoming-feature InternalImportsByDefault
import Mocking

/// A public protocol whose file imports Mocking without `public`.
@Mocked(compilationCondition: .none)
public protocol Clock {
    func now() -> Int
}
