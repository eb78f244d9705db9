public import Foundation
public import Mocking

/// The guide's actor protocol ("Actor Mocks"), declared in a module of its own like app code.
@Mocked(compilationCondition: .debug)
public protocol DataManager: Actor {
    func save(_ data: Data) async throws
}

/// A public protocol whose `@Mocked` extension other modules' mocks build on.
@Mocked(compilationCondition: .debug)
public protocol Identified {
    var identifier: String { get }
    func rename(to name: String)
}

/// A public protocol with a labelled get-set subscript and a deprecated overload (a logging-handler shape).
@Mocked(compilationCondition: .none)
public protocol LogSink {
    subscript(metadataKey key: String) -> String? { get set }
    var level: Int { get set }
    func log(message: String, file: String, line: UInt)
    @available(*, deprecated, renamed: "log(message:file:line:)")
    func log(message: String, file: String)
}

/// A protocol without requirements that is not `@Mocked`, as a marker protocol of another library is: the
/// mocks of protocols refining it compile all the same.
public protocol MarkerWithoutRequirements {}

/// A public type of another module without a default value, as an app's model type is to its tests.
public struct Receipt: Equatable, Sendable {
    /// The amount paid.
    public var total: Int

    /// A receipt for `total`.
    public init(total: Int) {
        self.total = total
    }
}

/// A public protocol of another module whose result type has no default value.
@Mocked(compilationCondition: .debug)
public protocol Checkout: Sendable {
    func pay(_ amount: Int) -> Receipt
}

/// A public protocol of another module with associated types, whose refining protocols' mocks take
/// placeholders for them.
@Mocked(compilationCondition: .debug)
public protocol RecordSource<Record> {
    associatedtype Record
    associatedtype Failure: Error
    func next() throws(Failure) -> Record?
}
