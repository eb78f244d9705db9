import Synchronization

/// The stricter reference: a hand-written mock that takes its one `Mutex` once per call and runs the
/// configured closure under it (an `async` one after it), so a closure cannot call back into the mock.
/// Every answer is a closure, a fixed value too. This was the benchmark's reference up to 0.1.0.
final class LockedClosureServiceMock: Service {
    struct State {
        var addCalls: [(a: Int, b: Int)] = []
        var addResults: [Int] = []
        var addBody: @Sendable (Int, Int) -> Int = { _, _ in fatalError("add(_:_:) has no answer") }

        var parseCalls: [Int] = []
        var parseResults: [Result<Int, any Error>] = []
        var parseBody: @Sendable (Int) throws -> Int = { _ in fatalError("parse(_:) has no answer") }

        var loadCalls: [Int] = []
        var loadResults: [Result<Int, any Error>] = []
        var loadBody: @Sendable (Int) async throws -> Int = { _ in fatalError("load(_:) has no answer") }

        var logCalls: [Int] = []
        var logBody: @Sendable (Int) -> Void = { _ in }

        var levelGets = 0
        var levelResults: [Int] = []
        var levelBody: @Sendable () -> Int = { fatalError("level has no answer") }
        var levelSets: [Int] = []

        var subscriptCalls: [Int] = []
        var subscriptResults: [Int] = []
        var subscriptBody: @Sendable (Int) -> Int = { _ in fatalError("subscript has no answer") }

        var taggedCalls: [Int] = []
        var taggedResults: [Int] = []
        var taggedBody: @Sendable (Int) -> Int = { _ in fatalError("tagged(_:) has no answer") }
    }

    private let state = Mutex(State())

    init(_ style: Style) {
        state.withLock { state in
            switch style {
            case .returns:
                state.addBody = { _, _ in 2 }
                state.parseBody = { _ in 3 }
                state.loadBody = { _ in 5 }
                state.levelBody = { 1 }
                state.subscriptBody = { _ in 4 }
                state.taggedBody = { _ in 6 }
            case .invokes:
                state.addBody = { a, b in a &+ b }
                state.parseBody = { value in value }
                state.loadBody = { id in id }
                state.levelBody = { 1 }
                state.subscriptBody = { index in index }
                state.taggedBody = { value in value }
            case .throws:
                state.parseBody = { _ in throw BenchmarkError() }
                state.loadBody = { _ in throw BenchmarkError() }
            case .none:
                break
            }
        }
    }

    func add(_ a: Int, _ b: Int) -> Int {
        state.withLock { state in
            state.addCalls.append((a: a, b: b))
            let output = state.addBody(a, b)
            state.addResults.append(output)
            return output
        }
    }

    func parse(_ value: Int) throws -> Int {
        let result = state.withLock { state in
            state.parseCalls.append(value)
            let result = Result { try state.parseBody(value) }
            state.parseResults.append(result)
            return result
        }
        return try result.get()
    }

    func load(_ id: Int) async throws -> Int {
        let body = state.withLock { state in
            state.loadCalls.append(id)
            return state.loadBody
        }
        let result: Result<Int, any Error>
        do { result = .success(try await body(id)) } catch { result = .failure(error) }
        state.withLock { $0.loadResults.append(result) }
        return try result.get()
    }

    func log(_ value: Int) {
        state.withLock { state in
            state.logCalls.append(value)
            state.logBody(value)
        }
    }

    var level: Int {
        get {
            state.withLock { state in
                state.levelGets += 1
                let output = state.levelBody()
                state.levelResults.append(output)
                return output
            }
        }
        set {
            state.withLock { $0.levelSets.append(newValue) }
        }
    }

    subscript(index: Int) -> Int {
        state.withLock { state in
            state.subscriptCalls.append(index)
            let output = state.subscriptBody(index)
            state.subscriptResults.append(output)
            return output
        }
    }

    func tagged(_ value: Int) -> Int {
        state.withLock { state in
            state.taggedCalls.append(value)
            let output = state.taggedBody(value)
            state.taggedResults.append(output)
            return output
        }
    }
}
