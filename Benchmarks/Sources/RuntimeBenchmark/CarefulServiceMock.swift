import Synchronization

/// What a hand-written mock does next with a call, decided under its lock: return a fixed value, throw
/// a fixed error, or run a closure once the lock is released.
enum Next<Output, Body> {
    case value(Output)
    case error(any Error)
    case body(Body)
}

/// The reference: a hand-written mock with the guarantees of `@Mocked` mocks, as a careful engineer writes
/// one. Each member records its arguments and what each call returned; a member answers with a fixed
/// value, a fixed error or a closure; all state sits behind one `Mutex`, taken once for a fixed answer and
/// twice around a closure, which runs outside it, so that it may call back into the mock.
final class CarefulServiceMock: Service {
    struct State {
        var addCalls: [(a: Int, b: Int)] = []
        var addResults: [Int] = []
        var addValue: Int?
        var addBody: (@Sendable (Int, Int) -> Int)?

        var parseCalls: [Int] = []
        var parseResults: [Result<Int, any Error>] = []
        var parseAnswer: Result<Int, any Error>?
        var parseBody: (@Sendable (Int) throws -> Int)?

        var loadCalls: [Int] = []
        var loadResults: [Result<Int, any Error>] = []
        var loadAnswer: Result<Int, any Error>?
        var loadBody: (@Sendable (Int) async throws -> Int)?

        var logCalls: [Int] = []
        var logBody: (@Sendable (Int) -> Void)?

        var levelGets = 0
        var levelResults: [Int] = []
        var levelValue: Int?
        var levelBody: (@Sendable () -> Int)?
        var levelSets: [Int] = []

        var subscriptCalls: [Int] = []
        var subscriptResults: [Int] = []
        var subscriptValue: Int?
        var subscriptBody: (@Sendable (Int) -> Int)?

        var taggedCalls: [Int] = []
        var taggedResults: [Int] = []
        var taggedValue: Int?
        var taggedBody: (@Sendable (Int) -> Int)?
    }

    let state = Mutex(State())

    init(_ style: Style) {
        state.withLock { state in
            switch style {
            case .returns:
                state.addValue = 2
                state.parseAnswer = .success(3)
                state.loadAnswer = .success(5)
                state.levelValue = 1
                state.subscriptValue = 4
                state.taggedValue = 6
            case .invokes:
                state.addBody = { a, b in a &+ b }
                state.parseBody = { value in value }
                state.loadBody = { id in id }
                state.logBody = { _ in }
                state.levelBody = { 1 }
                state.subscriptBody = { index in index }
                state.taggedBody = { value in value }
            case .throws:
                state.parseAnswer = .failure(BenchmarkError())
                state.loadAnswer = .failure(BenchmarkError())
            case .none:
                break
            }
        }
    }

    func add(_ a: Int, _ b: Int) -> Int {
        let next = state.withLock { state -> Next<Int, @Sendable (Int, Int) -> Int> in
            state.addCalls.append((a: a, b: b))
            if let value = state.addValue {
                state.addResults.append(value)
                return .value(value)
            }
            guard let body = state.addBody else { fatalError("add(_:_:) has no answer") }
            return .body(body)
        }
        switch next {
        case .value(let value): return value
        case .error: fatalError("add(_:_:) cannot throw")
        case .body(let body):
            let output = body(a, b)
            state.withLock { $0.addResults.append(output) }
            return output
        }
    }

    func parse(_ value: Int) throws -> Int {
        let next = state.withLock { state -> Next<Int, @Sendable (Int) throws -> Int> in
            state.parseCalls.append(value)
            if let answer = state.parseAnswer {
                state.parseResults.append(answer)
                switch answer {
                case .success(let value): return .value(value)
                case .failure(let error): return .error(error)
                }
            }
            guard let body = state.parseBody else { fatalError("parse(_:) has no answer") }
            return .body(body)
        }
        switch next {
        case .value(let value): return value
        case .error(let error): throw error
        case .body(let body):
            let result = Result { try body(value) }
            state.withLock { $0.parseResults.append(result) }
            return try result.get()
        }
    }

    func load(_ id: Int) async throws -> Int {
        let next = state.withLock { state -> Next<Int, @Sendable (Int) async throws -> Int> in
            state.loadCalls.append(id)
            if let answer = state.loadAnswer {
                state.loadResults.append(answer)
                switch answer {
                case .success(let value): return .value(value)
                case .failure(let error): return .error(error)
                }
            }
            guard let body = state.loadBody else { fatalError("load(_:) has no answer") }
            return .body(body)
        }
        switch next {
        case .value(let value): return value
        case .error(let error): throw error
        case .body(let body):
            let result: Result<Int, any Error>
            do { result = .success(try await body(id)) } catch { result = .failure(error) }
            state.withLock { $0.loadResults.append(result) }
            return try result.get()
        }
    }

    func log(_ value: Int) {
        let body = state.withLock { state in
            state.logCalls.append(value)
            return state.logBody
        }
        body?(value)
    }

    var level: Int {
        get {
            let next = state.withLock { state -> Next<Int, @Sendable () -> Int> in
                state.levelGets += 1
                if let value = state.levelValue {
                    state.levelResults.append(value)
                    return .value(value)
                }
                guard let body = state.levelBody else { fatalError("level has no answer") }
                return .body(body)
            }
            switch next {
            case .value(let value): return value
            case .error: fatalError("level cannot throw")
            case .body(let body):
                let output = body()
                state.withLock { $0.levelResults.append(output) }
                return output
            }
        }
        set {
            state.withLock { $0.levelSets.append(newValue) }
        }
    }

    subscript(index: Int) -> Int {
        let next = state.withLock { state -> Next<Int, @Sendable (Int) -> Int> in
            state.subscriptCalls.append(index)
            if let value = state.subscriptValue {
                state.subscriptResults.append(value)
                return .value(value)
            }
            guard let body = state.subscriptBody else { fatalError("subscript has no answer") }
            return .body(body)
        }
        switch next {
        case .value(let value): return value
        case .error: fatalError("subscript cannot throw")
        case .body(let body):
            let output = body(index)
            state.withLock { $0.subscriptResults.append(output) }
            return output
        }
    }

    func tagged(_ value: Int) -> Int {
        let next = state.withLock { state -> Next<Int, @Sendable (Int) -> Int> in
            state.taggedCalls.append(value)
            if let output = state.taggedValue {
                state.taggedResults.append(output)
                return .value(output)
            }
            guard let body = state.taggedBody else { fatalError("tagged(_:) has no answer") }
            return .body(body)
        }
        switch next {
        case .value(let output): return output
        case .error: fatalError("tagged(_:) cannot throw")
        case .body(let body):
            let output = body(value)
            state.withLock { $0.taggedResults.append(output) }
            return output
        }
    }

    /// The calls of every requirement recorded, for the contention table.
    var totalCallCount: Int {
        state.withLock { state in
            state.addCalls.count + state.parseCalls.count + state.loadCalls.count + state.logCalls.count
                + state.levelGets + state.levelSets.count + state.subscriptCalls.count + state.taggedCalls.count
        }
    }

    /// Bytes the records of `add` hold: capacity × stride of the arguments and the results.
    var addRecordBytes: Int {
        state.withLock { state in
            state.addCalls.capacity * MemoryLayout<(a: Int, b: Int)>.stride
                + state.addResults.capacity * MemoryLayout<Int>.stride
        }
    }
}
