import Dispatch
import Mocking
import Synchronization

// Static requirements: a mock keeps their members for its type (or for the scope of
// `withTaskScopedStaticMocks`), not for an instance, so a call finds its member another way than an
// instance call does. Measured against a careful hand-written mock whose static state sits behind one
// static `Mutex`.

/// A protocol with a static requirement.
@Mocked(compilationCondition: .none)
public protocol Catalog {
    static func price(_ item: Int) -> Int
}

/// `Catalog` with an associated type: its mock is generic, which cannot have static stored properties, so
/// it keeps no slots, and its static calls find their members by key.
@Mocked(compilationCondition: .none)
public protocol PricedCatalog {
    associatedtype Item
    static func price(_ item: Int) -> Int
}

/// The reference for static calls: `CarefulServiceMock`'s `add`, with its state in a static property.
final class CarefulCatalogMock: Catalog {
    struct State {
        var priceCalls: [Int] = []
        var priceResults: [Int] = []
        var priceValue: Int?
        var priceBody: (@Sendable (Int) -> Int)?
    }

    static let state = Mutex(State())

    /// Forgets every call and answers in `style` from now on.
    static func reset(_ style: Style) { reset(style, in: state) }

    static func price(_ item: Int) -> Int { price(item, in: state) }

    /// Forgets every call recorded in `state` and answers in `style` from now on.
    static func reset(_ style: Style, in state: borrowing Mutex<State>) {
        state.withLock { state in
            state = State()
            switch style {
            case .returns: state.priceValue = 7
            case .invokes: state.priceBody = { item in item }
            case .throws, .none: break
            }
        }
    }

    /// `price(_:)`, recorded in `state`.
    static func price(_ item: Int, in state: borrowing Mutex<State>) -> Int {
        let next = state.withLock { state -> Next<Int, @Sendable (Int) -> Int> in
            state.priceCalls.append(item)
            if let value = state.priceValue {
                state.priceResults.append(value)
                return .value(value)
            }
            guard let body = state.priceBody else { fatalError("price(_:) has no answer") }
            return .body(body)
        }
        switch next {
        case .value(let value): return value
        case .error: fatalError("price(_:) cannot throw")
        case .body(let body):
            let output = body(item)
            state.withLock { $0.priceResults.append(output) }
            return output
        }
    }

    static var priceCallCount: Int { state.withLock { $0.priceCalls.count } }
}

/// The reference for static calls inside `withTaskScopedStaticMocks`, which gives each scope static members
/// of its own: `CarefulCatalogMock` written to give the same guarantee, as a careful engineer would with
/// the language's means. Its state sits in an object that a task-local value binds for a scope, and in a
/// process-wide one otherwise; every call reads the task-local value (`TaskLocal.get()`), as it must to
/// know whether its task is in a scope. (`@Mocked` mocks skip the read while no scope is alive in the
/// process, which this mock does not try.)
final class CarefulScopedCatalogMock: Catalog {
    final class Storage: Sendable {
        let state = Mutex(CarefulCatalogMock.State())
    }

    static let process = Storage()
    @TaskLocal static var scoped: Storage?

    /// The state of the current scope, or of the process.
    static var storage: Storage { scoped ?? process }

    /// Runs `body` with static state of its own, as `withTaskScopedStaticMocks` does.
    static func withScope<Result>(_ body: () -> Result) -> Result {
        $scoped.withValue(Storage(), operation: body)
    }

    /// Forgets every call and answers in `style` from now on.
    static func reset(_ style: Style) { CarefulCatalogMock.reset(style, in: storage.state) }

    static func price(_ item: Int) -> Int { CarefulCatalogMock.price(item, in: storage.state) }

    static var priceCallCount: Int { storage.state.withLock { $0.priceCalls.count } }
}

extension CatalogMock {
    /// Forgets every call of the static members in scope and answers in `style` from now on.
    static func reset(_ style: Style) {
        resetMockedStaticMembers()
        configurePrice(_price, style)
    }
}

extension PricedCatalogMock {
    /// Forgets every call of the static members in scope and answers in `style` from now on.
    static func reset(_ style: Style) {
        resetMockedStaticMembers()
        configurePrice(_price, style)
    }
}

/// Has `price`, a mock's `price(_:)`, answer in `style` from now on.
func configurePrice(_ price: MockMethod<Int, Int, Never>, _ style: Style) {
    switch style {
    case .returns: price.implementation = .returns(7)
    case .invokes: price.implementation = .invokes { item in item }
    case .throws, .none: break
    }
}

/// How the static rows call: the mock type, through `any Catalog.Type`.
enum StaticKind: CaseIterable {
    /// `CatalogMock` while no `withTaskScopedStaticMocks` scope is alive in the process.
    case mocked
    /// `CatalogMock` outside any scope, while another thread runs in one.
    case mockedBesideScope
    /// `CatalogMock` inside a scope.
    case mockedInScope
    /// `PricedCatalogMock<Int>`, generic, while no scope is alive.
    case generic
    case careful
    /// `CarefulScopedCatalogMock` outside its scopes.
    case carefulOutsideScope
    /// `CarefulScopedCatalogMock` inside a scope.
    case carefulInScope

    /// Runs `calls` calls of `price(_:)` on a mock type reset and configured in `style`, and returns the
    /// sum of their results; a scoped run configures and calls inside `withTaskScopedStaticMocks`.
    func run(_ style: Style, calls: Int, timing: (() -> Int) -> Int) -> Int {
        switch self {
        case .mocked:
            return Self.runMocked(style, calls: calls, timing: timing)
        case .mockedBesideScope:
            return Self.whileAScopeIsAlive { Self.runMocked(style, calls: calls, timing: timing) }
        case .mockedInScope:
            return withTaskScopedStaticMocks { Self.runMocked(style, calls: calls, timing: timing) }
        case .generic:
            PricedCatalogMock<Int>.reset(style)
            let result = timing { Self.loop(PricedCatalogMock<Int>.self, calls) }
            precondition(PricedCatalogMock<Int>._price.callCount == calls, "calls were lost")
            return result
        case .careful:
            CarefulCatalogMock.reset(style)
            let result = timing { Self.loop(CarefulCatalogMock.self, calls) }
            precondition(CarefulCatalogMock.priceCallCount == calls, "calls were lost")
            return result
        case .carefulOutsideScope:
            return Self.runCarefulScoped(style, calls: calls, timing: timing)
        case .carefulInScope:
            return CarefulScopedCatalogMock.withScope { Self.runCarefulScoped(style, calls: calls, timing: timing) }
        }
    }

    /// Resets and configures `CarefulScopedCatalogMock`, times `calls` calls and checks that each was
    /// recorded.
    static func runCarefulScoped(_ style: Style, calls: Int, timing: (() -> Int) -> Int) -> Int {
        CarefulScopedCatalogMock.reset(style)
        let result = timing { loop(CarefulScopedCatalogMock.self, calls) }
        precondition(CarefulScopedCatalogMock.priceCallCount == calls, "calls were lost")
        return result
    }

    /// Resets and configures `CatalogMock`, times `calls` calls and checks that each was recorded.
    static func runMocked(_ style: Style, calls: Int, timing: (() -> Int) -> Int) -> Int {
        CatalogMock.reset(style)
        let result = timing { loop(CatalogMock.self, calls) }
        precondition(CatalogMock._price.callCount == calls, "calls were lost")
        return result
    }

    /// Runs `body` while another thread waits inside a `withTaskScopedStaticMocks` scope, and returns once
    /// that scope has ended.
    static func whileAScopeIsAlive(_ body: () -> Int) -> Int {
        let entered = DispatchSemaphore(value: 0)
        let leave = DispatchSemaphore(value: 0)
        let left = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            withTaskScopedStaticMocks {
                entered.signal()
                leave.wait()
            }
            left.signal()
        }
        entered.wait()
        defer {
            leave.signal()
            left.wait()
        }
        return body()
    }

    @inline(never)
    static func loop(_ catalog: any Catalog.Type, _ calls: Int) -> Int {
        var sum = 0
        for index in 0..<calls { sum &+= catalog.price(index) }
        return sum
    }

    @inline(never)
    static func loop(_ catalog: any PricedCatalog.Type, _ calls: Int) -> Int {
        var sum = 0
        for index in 0..<calls { sum &+= catalog.price(index) }
        return sum
    }
}

extension RuntimeBenchmark {
    static let staticStyles: [Style] = [.returns, .invokes]

    /// Calls of a static requirement, `@Mocked`'s against the careful mock's: while no
    /// `withTaskScopedStaticMocks` scope is alive, outside a scope while one is alive on another thread,
    /// inside one, and on a generic mock, which keeps no slots, while no scope is alive.
    nonisolated static func measureStaticCalls() {
        print("\nStatic `price(_:) -> Int`: ns per call, median of \(rounds) rounds of \(calls) calls\n")
        print(
            "| implementation | @Mocked, no scope alive | careful hand-written | ratio "
                + "| @Mocked outside a scope, one alive | ratio | @Mocked in `withTaskScopedStaticMocks` | ratio "
                + "| generic @Mocked, no slots | ratio |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        var scoped: [(Style, [Double])] = []
        for style in staticStyles {
            let figures = measureStatic(style, kinds: StaticKind.allCases)
            let careful = median(figures[.careful]!)
            let mocked = [StaticKind.mocked, .mockedBesideScope, .mockedInScope, .generic].map {
                median(figures[$0]!)
            }
            print(
                "| \(style.rawValue) | \(format(mocked[0])) | \(format(careful)) | \(formatRatio(mocked[0] / careful)) "
                    + "| \(format(mocked[1])) | \(formatRatio(mocked[1] / careful)) | \(format(mocked[2])) "
                    + "| \(formatRatio(mocked[2] / careful)) | \(format(mocked[3])) | \(formatRatio(mocked[3] / careful)) |"
            )
            scoped.append(
                (
                    style,
                    [StaticKind.carefulOutsideScope, .mockedBesideScope, .carefulInScope, .mockedInScope].map {
                        median(figures[$0]!)
                    }
                ))
        }
        print(
            "\nThe same calls against a careful mock that gives each scope static state of its own, as "
                + "`withTaskScopedStaticMocks` does (a task-local value read on every call):\n")
        print(
            "| implementation | careful per-scope, outside its scopes | @Mocked outside a scope, one alive | ratio "
                + "| careful per-scope, in a scope | @Mocked in `withTaskScopedStaticMocks` | ratio |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for (style, figures) in scoped {
            print(
                "| \(style.rawValue) | \(format(figures[0])) | \(format(figures[1])) "
                    + "| \(formatRatio(figures[1] / figures[0])) | \(format(figures[2])) | \(format(figures[3])) "
                    + "| \(formatRatio(figures[3] / figures[2])) |")
        }
    }

    /// ns per call of each of `kinds`, in `rounds` rounds, each kind's result checked against the careful
    /// mock's.
    nonisolated static func measureStatic(_ style: Style, kinds: [StaticKind]) -> [StaticKind: [Double]] {
        let expected = StaticKind.careful.run(style, calls: 100) { $0() }
        for kind in kinds {
            let result = kind.run(style, calls: 100) { $0() }
            precondition(result == expected, "\(kind) answers \(style.rawValue) with \(result), not \(expected)")
        }
        var figures: [StaticKind: [Double]] = [:]
        for round in 0..<rounds {
            for kind in rotated(kinds, by: round) {
                _ = kind.run(style, calls: calls) { body in
                    let clock = ContinuousClock()
                    let start = clock.now
                    let result = body()
                    figures[kind, default: []].append(nanoseconds(clock.now - start) / Double(calls))
                    return result
                }
            }
        }
        return figures
    }

    /// One round of the static rows on each kind, for an instruction counter: `RuntimeBenchmark trace
    /// static` with no scope alive, `RuntimeBenchmark trace static-scoped` inside scopes.
    static func traceStaticCalls(scoped: Bool) {
        for style in staticStyles {
            for kind in scoped ? [StaticKind.mockedInScope, .carefulInScope] : [.mocked, .generic, .careful] {
                keep(kind.run(style, calls: calls) { $0() })
            }
        }
    }
}
