import Mocking

// ns per call of the generated mock and of the hand-written one, measured alternately in the same
// process; each figure is the median of `rounds` rounds of `calls` calls on a fresh mock.

/// The generated mock, configured as the hand-written one behaves: closures that compute the results.
@Sendable
func configuredMock() -> ServiceMock {
    let mock = ServiceMock()
    mock._add.implementation = .invokes { a, b in a + b }
    mock._load.implementation = .invokes { id in id }
    mock._level.getter.implementation = .invokes { 1 }
    return mock
}

/// The generated mock answering `add` with a fixed value, the usual way to configure a mock.
@Sendable
func mockReturningFixedValue() -> ServiceMock {
    let mock = configuredMock()
    mock._add.implementation = .returns(2)
    return mock
}

/// The mock of a protocol refining `Service`, whose members are all inherited, configured as
/// `configuredMock()`.
@Sendable
func configuredDerivedMock() -> DerivedServiceMock {
    let mock = DerivedServiceMock()
    mock._add.implementation = .invokes { a, b in a + b }
    mock._load.implementation = .invokes { id in id }
    mock._level.getter.implementation = .invokes { 1 }
    return mock
}

/// The inherited-members mock answering `add` with a fixed value.
@Sendable
func derivedMockReturningFixedValue() -> DerivedServiceMock {
    let mock = configuredDerivedMock()
    mock._add.implementation = .returns(2)
    return mock
}

struct Row: Sendable {
    let name: String
    var makeMock: @Sendable () -> ServiceMock = configuredMock
    var makeDerivedMock: @Sendable () -> DerivedServiceMock = configuredDerivedMock
    let call: @Sendable (any Service, Int) async throws -> Void
}

@main
enum RuntimeBenchmark {
    static let rounds = 15
    static let calls = 200_000

    /// The mocks the history and contention tables compare.
    static let mockKinds: [(name: String, make: @Sendable () -> any Service)] = [
        ("@Mocked, `.invokes`", { configuredMock() }),
        ("@Mocked, `.returns`", { mockReturningFixedValue() }),
        ("hand-written", { HandWrittenServiceMock() }),
    ]

    static let rows: [Row] = [
        Row(name: "sync, 2 parameters, returns (`.invokes`)") { service, index in _ = service.add(index, 1) },
        Row(
            name: "sync, 2 parameters, returns (`.returns`)", makeMock: mockReturningFixedValue,
            makeDerivedMock: derivedMockReturningFixedValue
        ) { service, index in
            _ = service.add(index, 1)
        },
        Row(name: "async throws, returns") { service, index in _ = try await service.load(index) },
        Row(name: "void") { service, index in service.log(index) },
        Row(name: "property getter") { service, _ in _ = service.level },
        Row(name: "property setter") { service, index in
            var service = service
            service.level = index
        },
    ]

    /// ns per call of `add` over the first 1,000 calls, the first 10,000 and the last 1,000 of 1,000,000,
    /// and the memory the million recorded calls hold, per call.
    static func history(of service: any Service) -> (
        first1k: Double, first10k: Double, last1k: Double, bytesPerCall: Double?
    ) {
        let total = 1_000_000
        let clock = ContinuousClock()
        let bytesBefore = residentBytes()
        var first1k = 0.0
        var first10k = 0.0
        var start = clock.now
        for index in 0..<total {
            _ = service.add(index, 1)
            if index == 999 { first1k = nanoseconds(clock.now - start) / 1_000 }
            if index == 9_999 { first10k = nanoseconds(clock.now - start) / 10_000 }
            if index == total - 1_001 { start = clock.now }
        }
        let last1k = nanoseconds(clock.now - start) / 1_000
        let bytes = residentBytes().flatMap { after in bytesBefore.map { Double(after - $0) / Double(total) } }
        return (first1k, first10k, last1k, bytes)
    }

    static func main() async throws {
        // `RuntimeBenchmark inherited` measures only inherited members, for a profiler.
        if CommandLine.arguments.dropFirst().first == "inherited" {
            try await measureInheritedMembers()
        } else {
            try await measure()
        }
    }

    /// Members a mock gets from a refined protocol's extension, against the same members of its own.
    nonisolated static func measureInheritedMembers() async throws {
        print(
            "\nInherited members: `DerivedServiceMock` (every member from `Service`'s extension) against `ServiceMock`\n"
        )
        print("| call | own | inherited | ratio |")
        print("| --- | ---: | ---: | ---: |")
        for row in rows {
            var own: [Double] = []
            var inherited: [Double] = []
            for _ in 0..<rounds {
                own.append(try await time(calls, on: row.makeMock() as any Service, row.call))
                inherited.append(try await time(calls, on: row.makeDerivedMock() as any Service, row.call))
            }
            let ratio = median(inherited) / median(own)
            print("| \(row.name) | \(format(median(own))) | \(format(median(inherited))) | \(formatRatio(ratio))× |")
        }
    }

    /// Every table, measured off the main actor, as tests call mocks.
    nonisolated static func measure() async throws {
        print("ns per call, median of \(rounds) rounds of \(calls) calls each (release build)\n")
        print("| call | @Mocked | hand-written | ratio |")
        print("| --- | ---: | ---: | ---: |")
        for row in rows {
            var generated: [Double] = []
            var handWritten: [Double] = []
            for _ in 0..<rounds {
                let hand: any Service = HandWrittenServiceMock()
                handWritten.append(try await time(calls, on: hand, row.call))
                let mock: any Service = row.makeMock()
                generated.append(try await time(calls, on: mock, row.call))
            }
            let ratio = median(generated) / median(handWritten)
            print(
                "| \(row.name) | \(format(median(generated))) | \(format(median(handWritten))) | \(formatRatio(ratio))× |"
            )
        }

        try await measureInheritedMembers()

        print("\nRecording the call order (`CallOrder(of: mock)`): the same calls with it and without\n")
        print("| call | without | with `CallOrder` | ratio |")
        print("| --- | ---: | ---: | ---: |")
        for row in rows {
            var plain: [Double] = []
            var ordered: [Double] = []
            for round in 0..<rounds {
                plain.append(try await time(calls, on: row.makeMock(), row.call))
                let mock = row.makeMock()
                let order = CallOrder(of: mock)
                ordered.append(try await time(calls, on: mock, row.call))
                precondition(round > 0 || order.calls.count >= calls, "the order was not recorded")
            }
            let ratio = median(ordered) / median(plain)
            print("| \(row.name) | \(format(median(plain))) | \(format(median(ordered))) | \(formatRatio(ratio))× |")
        }

        print(
            "\nAs history grows (sync, 2 parameters): ns per call, and memory per recorded call (growth of resident memory)\n"
        )
        print("| mock | first 1,000 | first 10,000 | last 1,000 of 1,000,000 | last ÷ first | bytes per call |")
        print("| --- | ---: | ---: | ---: | ---: | ---: |")
        for (name, makeMock) in mockKinds {
            let mock = makeMock()
            let figures = history(of: mock)
            if let mock = mock as? ServiceMock {
                precondition(mock._add.callCount == 1_000_000)
            }
            let bytes = figures.bytesPerCall.map(format) ?? "n/a"
            print(
                "| \(name) | \(format(figures.first1k)) | \(format(figures.first10k)) | \(format(figures.last1k)) | "
                    + "\(formatRatio(figures.last1k / figures.first1k))× | \(bytes) |"
            )
        }

        print("\nTwo tasks calling one mock (sync, 2 parameters, 500,000 calls each)\n")
        print("| mock | million calls/s | calls recorded / made |")
        print("| --- | ---: | ---: |")
        for (name, makeMock) in mockKinds {
            let service = makeMock()
            let perTask = 500_000
            let clock = ContinuousClock()
            let start = clock.now
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<2 {
                    group.addTask {
                        for index in 0..<perTask { _ = service.add(index, 1) }
                    }
                }
            }
            let elapsed = nanoseconds(clock.now - start)
            let made = 2 * perTask
            let recorded =
                (service as? ServiceMock)?._add.callCount ?? (service as! HandWrittenServiceMock).addCallCount
            print("| \(name) | \(format(Double(made) / elapsed * 1e3)) | \(recorded) / \(made) |")
            precondition(recorded == made, "calls were lost")
        }
    }
}
