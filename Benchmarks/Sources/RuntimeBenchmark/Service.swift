import Mocking
import Synchronization

/// The protocol both mocks implement: one requirement per row of the benchmark.
///
/// It is public because Swift 6.3.1's whole-module optimizer, for an internal protocol, missed the
/// conformance that `@Mocked` generates and sent calls on `any Service` holding the generated mock to the
/// hand-written mock's methods (see Documentation/troubleshooting.md).
@Mocked(compilationCondition: .none)
public protocol Service: Sendable {
    func add(_ a: Int, _ b: Int) -> Int
    func load(_ id: Int) async throws -> Int
    func log(_ value: Int)
    var level: Int { get set }
}

/// A protocol that adds nothing to `Service`: its mock gets every requirement from `Service`'s
/// `@Mocked` extension, as the mock of a refining protocol does.
@Mocked(compilationCondition: .none)
public protocol DerivedService: Service {}

/// A hand-written thread-safe mock of `Service`, as a careful team writes one: a final class with one
/// lock around every member's arguments log, returned-values log and stored closure; a call takes the
/// lock once and runs the closure under it (an async closure after it).
final class HandWrittenServiceMock: Service {
    struct State {
        var addArguments: [(a: Int, b: Int)] = []
        var addReturned: [Int] = []
        var addBody: @Sendable (Int, Int) -> Int = { $0 + $1 }

        var loadArguments: [Int] = []
        var loadReturned: [Result<Int, any Error>] = []
        var loadBody: @Sendable (Int) async throws -> Int = { $0 }

        var logArguments: [Int] = []
        var logBody: @Sendable (Int) -> Void = { _ in }

        var levelGets = 0
        var levelReturned: [Int] = []
        var levelGetBody: @Sendable () -> Int = { 1 }
        var levelSets: [Int] = []
    }

    private let state = Mutex(State())

    func add(_ a: Int, _ b: Int) -> Int {
        state.withLock { state in
            state.addArguments.append((a: a, b: b))
            let output = state.addBody(a, b)
            state.addReturned.append(output)
            return output
        }
    }

    func load(_ id: Int) async throws -> Int {
        let body = state.withLock { state in
            state.loadArguments.append(id)
            return state.loadBody
        }
        let result = await Result(catching: { try await body(id) })
        state.withLock { $0.loadReturned.append(result) }
        return try result.get()
    }

    func log(_ value: Int) {
        state.withLock { state in
            state.logArguments.append(value)
            state.logBody(value)
        }
    }

    var level: Int {
        get {
            state.withLock { state in
                state.levelGets += 1
                let output = state.levelGetBody()
                state.levelReturned.append(output)
                return output
            }
        }
        set {
            state.withLock { $0.levelSets.append(newValue) }
        }
    }

    var addCallCount: Int { state.withLock { $0.addArguments.count } }
}

extension Result where Failure == any Error {
    /// The result of an async throwing body.
    init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
