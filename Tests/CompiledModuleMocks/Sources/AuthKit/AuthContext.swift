public import Hummingbird
public import Mocking

/// A request context that knows who signed in: a protocol of this package that refines one of Hummingbird's.
/// `Mocks/RequestContext+Mocked.swift`, written by `mock --parent Hummingbird.RequestContext`, gives its mock
/// the members of `RequestContext` and of the protocols that refines.
@Mocked
public protocol AuthContext: RequestContext {
    var userID: String? { get }
}
