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
    static func reset(_ style: Style) {
        state.withLock { state in
            state = State()
            switch style {
            case .returns: state.priceValue = 7
            case .invokes: state.priceBody = { item in item }
            case .throws, .none: break
            }
        }
    }

    static func price(_ item: Int) -> Int {
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

extension CatalogMock {
    /// Forgets every call of the static members in scope and answers in `style` from now on.
    static func reset(_ style: Style) {
        resetMockedStaticMembers()
        switch style {
        case .returns: _price.implementation = .returns(7)
        case .invokes: _price.implementation = .invokes { item in item }
        case .throws, .none: break
        }
    }
}

/// How the static rows call: the mock type, through `any Catalog.Type`.
enum StaticKind: CaseIterable {
    case mocked, mockedInScope, careful

    /// Runs `calls` calls of `price(_:)` on a mock type reset and configured in `style`, and returns the
    /// sum of their results; a scoped run configures and calls inside `withTaskScopedStaticMocks`.
    func run(_ style: Style, calls: Int, timing: (() -> Int) -> Int) -> Int {
        switch self {
        case .mocked:
            CatalogMock.reset(style)
            let result = timing { Self.loop(CatalogMock.self, calls) }
            precondition(CatalogMock._price.callCount == calls, "calls were lost")
            return result
        case .mockedInScope:
            return withTaskScopedStaticMocks {
                CatalogMock.reset(style)
                let result = timing { Self.loop(CatalogMock.self, calls) }
                precondition(CatalogMock._price.callCount == calls, "calls were lost")
                return result
            }
        case .careful:
            CarefulCatalogMock.reset(style)
            let result = timing { Self.loop(CarefulCatalogMock.self, calls) }
            precondition(CarefulCatalogMock.priceCallCount == calls, "calls were lost")
            return result
        }
    }

    @inline(never)
    static func loop(_ catalog: any Catalog.Type, _ calls: Int) -> Int {
        var sum = 0
        for index in 0..<calls { sum &+= catalog.price(index) }
        return sum
    }
}

extension RuntimeBenchmark {
    static let staticStyles: [Style] = [.returns, .invokes]

    /// Calls of a static requirement, `@Mocked`'s against the careful mock's: first in a process that has
    /// entered no `withTaskScopedStaticMocks` scope, then, once one has been entered, outside a scope and
    /// inside one. A mock reads its static members from its slots only while no scope has been entered,
    /// so this runs before anything else that enters one.
    nonisolated static func measureStaticCalls() {
        print("\nStatic `price(_:) -> Int`: ns per call, median of \(rounds) rounds of \(calls) calls\n")
        print(
            "| implementation | @Mocked, no scope entered yet | careful hand-written | ratio "
                + "| @Mocked, outside a scope, once one was entered | ratio | @Mocked in `withTaskScopedStaticMocks` "
                + "| ratio |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        var before: [Style: [StaticKind: [Double]]] = [:]
        for style in staticStyles {
            before[style] = measureStatic(style, kinds: [.mocked, .careful])
        }
        for style in staticStyles {
            let after = measureStatic(style, kinds: StaticKind.allCases)
            let careful = median(after[.careful]! + before[style]![.careful]!)
            let figures = [
                median(before[style]![.mocked]!), careful, median(after[.mocked]!), median(after[.mockedInScope]!),
            ]
            print(
                "| \(style.rawValue) | \(format(figures[0])) | \(format(careful)) | "
                    + "\(formatRatio(figures[0] / careful)) | \(format(figures[2])) | \(formatRatio(figures[2] / careful)) | "
                    + "\(format(figures[3])) | \(formatRatio(figures[3] / careful)) |")
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
    /// static` before any scope is entered, `RuntimeBenchmark trace static-scoped` inside scopes.
    static func traceStaticCalls(scoped: Bool) {
        for style in staticStyles {
            for kind in scoped ? [StaticKind.mockedInScope] : [.mocked, .careful] {
                keep(kind.run(style, calls: calls) { $0() })
            }
        }
    }
}
