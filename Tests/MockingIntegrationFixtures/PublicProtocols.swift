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
