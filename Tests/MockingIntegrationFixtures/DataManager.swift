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
