@_spi(Benchmarks) import Mocking

// ns per call of `@Mocked` mocks and of hand-written ones, measured alternately in one process, each
// figure the median of `rounds` rounds of `calls` calls on fresh mocks, called in a plain loop through
// `any Service`.

/// One kind of call: a requirement, called in a loop, on mocks configured in `style`.
struct Row: Sendable {
    let name: String
    let style: Style
    let loop: Loop

    /// Whether the row's name and implementation, as `name implementation`, contain `text`; every row
    /// matches `nil`.
    func matches(_ text: String?) -> Bool {
        text.map { "\(name) \(style.rawValue)".contains($0) } ?? true
    }
}

/// The five mocks a row compares.
enum MockKind: CaseIterable {
    case own, inherited, handWrittenInherited, careful, lockedClosure

    func make(_ style: Style) -> any Service {
        switch self {
        case .own: ServiceMock.make(style)
        case .inherited: DerivedServiceMock.make(style)
        case .handWrittenInherited: HandWrittenDerivedServiceMock.make(style)
        case .careful: CarefulServiceMock(style)
        case .lockedClosure: LockedClosureServiceMock(style)
        }
    }
}

@main
enum RuntimeBenchmark {
    /// 15, or `RUNTIME_BENCHMARK_ROUNDS` (fewer rounds for a profiler such as callgrind).
    static let rounds = environmentInteger("RUNTIME_BENCHMARK_ROUNDS") ?? 15
    static let calls = 200_000

    static let rows: [Row] = [
        Row(name: "sync `add(_:_:) -> Int`", style: .returns, loop: addLoop),
        Row(name: "sync `add(_:_:) -> Int`", style: .invokes, loop: addLoop),
        Row(
            name: "sync `parse(_:) throws -> Int`", style: .throws,
            loop: .sync { service, calls in
                var failures = 0
                for index in 0..<calls {
                    do { _ = try service.parse(index) } catch { failures += 1 }
                }
                return failures
            }),
        Row(name: "void `log(_:)`", style: .none, loop: logLoop),
        Row(name: "void `log(_:)`", style: .invokes, loop: logLoop),
        Row(
            name: "getter `level`", style: .returns,
            loop: .sync { service, calls in
                var sum = 0
                for _ in 0..<calls { sum &+= service.level }
                return sum
            }),
        Row(
            name: "setter `level`", style: .none,
            loop: .sync { service, calls in
                var service = service
                for index in 0..<calls { service.level = index }
                return calls
            }),
        Row(
            name: "subscript getter", style: .returns,
            loop: .sync { service, calls in
                var sum = 0
                for index in 0..<calls { sum &+= service[index] }
                return sum
            }),
        Row(name: "async throws `load(_:) -> Int`", style: .returns, loop: loadLoop),
        Row(name: "async throws `load(_:) -> Int`", style: .invokes, loop: loadLoop),
        Row(name: "`@available` `tagged(_:) -> Int`", style: .returns, loop: taggedLoop),
        Row(name: "`@available` `tagged(_:) -> Int`", style: .invokes, loop: taggedLoop),
    ]

    static let addLoop = Loop.sync { service, calls in
        var sum = 0
        for index in 0..<calls { sum &+= service.add(index, 1) }
        return sum
    }

    static let logLoop = Loop.sync { service, calls in
        for index in 0..<calls { service.log(index) }
        return calls
    }

    static let taggedLoop = Loop.sync { service, calls in
        var sum = 0
        for index in 0..<calls { sum &+= service.tagged(index) }
        return sum
    }

    static let loadLoop = Loop.async { service, calls in
        var sum = 0
        for index in 0..<calls { sum &+= (try? await service.load(index)) ?? 0 }
        return sum
    }

    static func main() async throws {
        #if DEBUG
            print("Debug build\n")
        #else
            print("Release build\n")
        #endif
        // `RuntimeBenchmark calls [text]` measures only the first table, `RuntimeBenchmark order [text]` only
        // the call-order table and `RuntimeBenchmark contention [text]` only the two-task table, or their
        // rows whose name and implementation contain `text`, for a profiler; `RuntimeBenchmark history` only
        // the history table; `RuntimeBenchmark static` only the static table (`RuntimeBenchmark trace
        // static` and `trace static-scoped` trace it).
        let arguments = CommandLine.arguments.dropFirst()
        let filter = arguments.dropFirst().first
        Allocator.keepFreedMemory()
        switch arguments.first {
        case "trace":
            // Before any `await`, so that no thread is started: callgrind cannot follow the runtime's
            // threads here.
            if filter == "static" || filter == "static-scoped" {
                traceStaticCalls(scoped: filter == "static-scoped")
            } else if filter == "order" {
                traceOrderedCalls(rowsContaining: arguments.dropFirst(2).first)
            } else {
                traceSyncCalls(rowsContaining: filter)
            }
            return
        case "calls":
            await measureCalls(rowsContaining: filter)
            return
        case "order":
            await measureCallOrder(rowsContaining: filter)
            return
        case "history":
            measureHistory()
            return
        case "static":
            measureStaticCalls()
            return
        case "contention":
            await measureContention(rowsContaining: filter)
            return
        default:
            await measureCalls()
        }
        measureStaticCalls()
        await measureCallOrder()
        measureHistory()
        await measureContention()
    }

    /// Every kind of call on the five mocks.
    nonisolated static func measureCalls(rowsContaining text: String? = nil) async {
        print("ns per call, median of \(rounds) rounds of \(calls) calls on fresh mocks, plain loop\n")
        print(
            "| call | implementation | @Mocked | careful hand-written | ratio | inherited | inherited ÷ own "
                + "| inherited, hand-written mock | that ÷ own | closure under the lock | @Mocked ÷ that |")
        print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for row in rows where row.matches(text) {
            await checkAgreement(row)
            var figures: [MockKind: [Double]] = [:]
            for round in 0..<rounds {
                // Each round starts with another kind, so that no kind takes the first place in every
                // round: in an experiment with two kinds, whichever a round measured first was the slower
                // on the getter.
                for kind in rotated(MockKind.allCases, by: round) {
                    figures[kind, default: []].append(
                        await nanosecondsPerCall(row.loop, on: kind.make(row.style), calls: calls))
                }
            }
            let own = median(figures[.own]!)
            let careful = median(figures[.careful]!)
            let inherited = median(figures[.inherited]!)
            let handWrittenInherited = median(figures[.handWrittenInherited]!)
            let lockedClosure = median(figures[.lockedClosure]!)
            print(
                "| \(row.name) | \(row.style.rawValue) | \(format(own)) | \(format(careful)) | "
                    + "\(formatRatio(own / careful)) | \(format(inherited)) | \(formatRatio(inherited / own)) | "
                    + "\(format(handWrittenInherited)) | \(formatRatio(handWrittenInherited / own)) | "
                    + "\(format(lockedClosure)) | \(formatRatio(own / lockedClosure)) |")
        }
    }

    /// Stops unless every kind of mock gives `row`'s loop the same result as the careful hand-written one:
    /// what the timed calls return, checked, in a release build, on the paths that build takes (a debug
    /// build, where `swift test` runs, reads inherited members another way; Documentation/architecture.md).
    /// The loops of the setter and `log` rows return their number of calls, whatever the mock does: for
    /// them it checks only that each call returns.
    nonisolated static func checkAgreement(_ row: Row) async {
        let expected = await row.loop.result(on: MockKind.careful.make(row.style), calls: 100)
        for kind in MockKind.allCases {
            let result = await row.loop.result(on: kind.make(row.style), calls: 100)
            precondition(
                result == expected, "\(kind) answers \(row.name) \(row.style.rawValue) with \(result), not \(expected)")
        }
    }

    /// One round of each synchronous row on each mock, on this thread, for an instruction counter such as
    /// callgrind (`RuntimeBenchmark trace getter`); it prints nothing it measured.
    static func traceSyncCalls(rowsContaining text: String?) {
        for row in rows where row.matches(text) {
            guard case .sync(let body) = row.loop else { continue }
            for kind in MockKind.allCases {
                keep(body(kind.make(row.style), calls))
            }
            // A grandparent's members, which the tables do not time.
            keep(body(GrandServiceMock.make(row.style), calls))
        }
    }

    /// The sync rows' calls on a mock a `CallOrder` covers, for a profiler (`trace order [text]`).
    static func traceOrderedCalls(rowsContaining text: String?) {
        for row in rows where row.matches(text) {
            guard case .sync(let body) = row.loop else { continue }
            let mock = ServiceMock.make(row.style)
            let order = CallOrder(of: mock)
            keep(body(mock, calls))
            precondition(order.calls.count >= calls, "the order was not recorded")
        }
    }

    /// The same calls on a mock a `CallOrder` covers and on one it does not.
    nonisolated static func measureCallOrder(rowsContaining text: String? = nil) async {
        print("\nRecording the call order (`CallOrder(of: mock)`): the same calls with it and without\n")
        print("| call | implementation | without | with `CallOrder` | ratio |")
        print("| --- | --- | ---: | ---: | ---: |")
        for row in rows where row.matches(text) {
            var plain: [Double] = []
            var ordered: [Double] = []
            for round in 0..<rounds {
                // Alternately first, as the kinds of the first table take turns.
                for isOrdered in rotated([false, true], by: round) {
                    let mock = ServiceMock.make(row.style)
                    guard isOrdered else {
                        plain.append(await nanosecondsPerCall(row.loop, on: mock, calls: calls))
                        continue
                    }
                    let order = CallOrder(of: mock)
                    ordered.append(await nanosecondsPerCall(row.loop, on: mock, calls: calls))
                    precondition(round > 1 || order.calls.count >= calls, "the order was not recorded")
                }
            }
            let ratio = median(ordered) / median(plain)
            print(
                "| \(row.name) | \(row.style.rawValue) | \(format(median(plain))) | \(format(median(ordered))) | "
                    + "\(formatRatio(ratio)) |")
        }
    }

    /// ns per call of `add` over the first 1,000 calls and the last 1,000 of 1,000,000, and the bytes the
    /// records hold per call.
    nonisolated static func measureHistory() {
        print("\nAs history grows (`add`, 1,000,000 calls): ns per call, and bytes recorded per call\n")
        print("| mock | first 1,000 | last 1,000 | last ÷ first | bytes per call (capacity × stride) |")
        print("| --- | ---: | ---: | ---: | ---: |")
        let total = 1_000_000
        let mocks: [(String, any Service, () -> Int)] = {
            let returning = ServiceMock.make(.returns)
            let bounded = ServiceMock.make(.returns)
            bounded._add.history = .last(1_000)
            let invoking = ServiceMock.make(.invokes)
            let carefulReturning = CarefulServiceMock(.returns)
            let carefulInvoking = CarefulServiceMock(.invokes)
            return [
                ("@Mocked, `.returns`", returning, { returning._add.__recordedBytes }),
                ("@Mocked, `.returns`, `history = .last(1_000)`", bounded, { bounded._add.__recordedBytes }),
                ("@Mocked, `.invokes`", invoking, { invoking._add.__recordedBytes }),
                ("careful hand-written, a fixed value", carefulReturning, { carefulReturning.addRecordBytes }),
                ("careful hand-written, a closure", carefulInvoking, { carefulInvoking.addRecordBytes }),
            ]
        }()
        for (name, service, recordedBytes) in mocks {
            let clock = ContinuousClock()
            var sum = 0
            var start = clock.now
            var first = 0.0
            for index in 0..<total {
                sum &+= service.add(index, 1)
                if index == 999 { first = nanoseconds(clock.now - start) / 1_000 }
                if index == total - 1_001 { start = clock.now }
            }
            let last = nanoseconds(clock.now - start) / 1_000
            keep(sum)
            let bytes = Double(recordedBytes()) / Double(total)
            print("| \(name) | \(format(first)) | \(format(last)) | \(formatRatio(last / first)) | \(format(bytes)) |")
        }
    }

    /// Two tasks calling one mock at once, each kind of call (the rows whose name and implementation
    /// contain `text`, or all).
    nonisolated static func measureContention(rowsContaining text: String? = nil) async {
        let perTask = 250_000
        print(
            "\nTwo tasks calling one mock at once, \(perTask) calls each: ns per call, median of \(rounds) rounds\n")
        print("| call | implementation | @Mocked | careful hand-written | ratio |")
        print("| --- | --- | ---: | ---: | ---: |")
        for row in rows where row.matches(text) {
            var figures: [MockKind: [Double]] = [:]
            for round in 0..<rounds {
                for kind in rotated([MockKind.own, .careful], by: round) {
                    let service = kind.make(row.style)
                    let clock = ContinuousClock()
                    let start = clock.now
                    await withTaskGroup(of: Void.self) { group in
                        for _ in 0..<2 {
                            group.addTask { keep(await row.loop.result(on: service, calls: perTask)) }
                        }
                    }
                    figures[kind, default: []].append(nanoseconds(clock.now - start) / Double(2 * perTask))
                    precondition(recordedCalls(of: service) == 2 * perTask, "calls were lost")
                }
            }
            let own = median(figures[.own]!)
            let careful = median(figures[.careful]!)
            print(
                "| \(row.name) | \(row.style.rawValue) | \(format(own)) | \(format(careful)) "
                    + "| \(formatRatio(own / careful)) |")
        }
    }

    /// The calls of every requirement that `service`, a `ServiceMock` or a `CarefulServiceMock`, recorded.
    nonisolated static func recordedCalls(of service: any Service) -> Int {
        guard let mock = service as? ServiceMock else { return (service as! CarefulServiceMock).totalCallCount }
        return mock._add.callCount + mock._parse.callCount + mock._load.callCount + mock._log.callCount
            + mock._level.getter.callCount + mock._level.setter.callCount + mock._subscript.getter.callCount
            + mock._tagged.callCount
    }
}
