import Mocking
import TestSupport
import Testing

/// A type nested in another, as `Logger.Level` is in swift-log.
enum Gauge {
    struct Level: Sendable {}
}

/// A type nested in an extension of another module's type.
extension Int {
    struct Unit: Sendable {}
}

/// A type with no default value: an unimplemented member returning it can only stop the process.
struct Reading: Sendable {
    var value: Double
}

/// A type that opts in to a default value.
struct Forecast: MockDefaultValue, Equatable {
    var days: [Double]
    static var mockDefaultValue: Forecast { Forecast(days: []) }
}

/// Runs `body` and expects it to record exactly one issue, whose text contains every one of `fragments`.
/// An issue that does not match is recorded as a failure of the calling test.
func expectOneUnimplementedCall(
    containing fragments: [String],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async -> Void
) async {
    let matches = LockedValue(0)
    await withKnownIssue(sourceLocation: sourceLocation) {
        await body()
    } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined(separator: "\n")
        guard fragments.allSatisfy(text.contains) else { return false }
        matches.withLock { $0 += 1 }
        return true
    }
    #expect(matches.current == 1, "exactly one reported call", sourceLocation: sourceLocation)
}

@Suite("Unimplemented members report a test failure and carry on")
struct UnimplementedTests {
    @Test("the fix line of the message is a line that compiles: through the instance, or the type for statics")
    func fixLinesCompile() async {
        // Static members of its own: other tests use SampleServiceMock's at the same time.
        await withTaskScopedStaticMocks {
            let mock = SampleServiceMock()
            // The lines the messages show, as a test writes them (compiled here):
            mock._add.implementation = .returns(0)
            SampleServiceMock._version.getter.implementation = .returns("")
            mock._add.implementation = .unimplemented
            SampleServiceMock._version.getter.implementation = .unimplemented

            await expectOneUnimplementedCall(containing: [
                "\n    mock._add.implementation = .returns(<#Int#>)\nwhere mock is the SampleServiceMock"
            ]) {
                _ = mock.add(1, to: 2)
            }
            await expectOneUnimplementedCall(containing: [
                "\n    SampleServiceMock._version.getter.implementation = .returns(<#String#>)"
            ]) {
                _ = SampleServiceMock.version
            }
        }
    }

    @Test("a member returning a number reports the call with its arguments and the fix, then returns 0")
    func returnsZero() async {
        let mock = SampleServiceMock()
        var sum: Int?
        await expectOneUnimplementedCall(containing: [
            "SampleServiceMock._add was called with (a: 1, b: 2) but has no implementation, so it returned 0, the default value of Int.",
            "Set one before the code under test calls it, for example:\n    mock._add.implementation = .returns(<#Int#>)\nwhere mock is the SampleServiceMock the code under test was given",
        ]) {
            sum = mock.add(1, to: 2)
        }
        #expect(sum == 0)
        #expect(mock._add.callCount == 1)
        #expect(mock._add.lastReturnedValue == 0)
    }

    @Test("a throwing member throws MockUnimplementedError, which names the call")
    func throwsDescriptiveError() async {
        let mock = SampleServiceMock()
        var thrown: (any Error)?
        await expectOneUnimplementedCall(containing: [
            "SampleServiceMock._decode was called with [7] but has no implementation, so it threw MockUnimplementedError."
        ]) {
            do {
                _ = try mock.decode([7])
            } catch {
                thrown = error
            }
        }
        let error = try? #require(thrown as? MockUnimplementedError)
        #expect(error?.member == "SampleServiceMock._decode")
        #expect(error?.description == "SampleServiceMock._decode was called with [7] but has no implementation")
        #expect(mock._decode.returnedValues.count == 1)
    }

    @Test("an async throwing member throws too")
    func asyncThrowingMemberThrows() async {
        let mock = SampleServiceMock()
        await expectOneUnimplementedCall(containing: ["SampleServiceMock._download was called with \"a\""]) {
            await #expect(throws: MockUnimplementedError.self) { try await mock.download(path: "a") }
        }
    }

    @Test("a member whose typed error cannot carry the failure returns its default value instead")
    func typedThrowsReturnsDefault() async {
        let mock = SampleServiceMock()
        var parsed: Int?
        await expectOneUnimplementedCall(containing: ["SampleServiceMock._parse was called with \"x\"", "returned 0"]) {
            parsed = try? mock.parse("x")
        }
        #expect(parsed == 0)
    }

    @Test("getters, async members, optionals and opted-in types return their default values")
    func defaultValues() async {
        let mock = SampleServiceMock()
        await expectOneUnimplementedCall(containing: ["SampleServiceMock._name.getter was called with no arguments"]) {
            #expect(mock.name == "")
        }
        await expectOneUnimplementedCall(containing: ["SampleServiceMock._score was called with \"a\""]) {
            #expect(await mock.score(id: "a") == 0)
        }
        await expectOneUnimplementedCall(containing: ["SampleServiceMock._tags.getter", "returned []"]) {
            #expect(mock.tags == [])
        }
        let find = MockMethod<String, Int?, Never>("StoreMock._find")
        await expectOneUnimplementedCall(containing: ["StoreMock._find was called with \"k\"", "so it returned nil"]) {
            #expect(find.__invoke("k") == nil)
        }
        let forecast = MockMethod<Int, Forecast, Never>("WeatherMock._forecast")
        await expectOneUnimplementedCall(containing: [
            "WeatherMock._forecast was called with 3", "returned Mocking", "Forecast(days: [])",
        ]) {
            #expect(forecast.__invoke(3) == Forecast(days: []))
        }
    }

    @Test("a member returning nothing only records the call, unless it is strict")
    func voidMembersArePermissiveUnlessStrict() async {
        let mock = SampleServiceMock()
        mock.ping()
        try? mock.validate(1)
        mock.tags = ["a"]
        #expect(mock._ping.callCount == 1)
        #expect(mock._validate.callCount == 1)

        mock._ping.isStrict = true
        await expectOneUnimplementedCall(containing: [
            "SampleServiceMock._ping was called with no arguments but has no implementation, it is strict, so the call is a test failure.",
            "mock._ping.implementation = .invokes {}",
        ]) {
            mock.ping()
        }
        mock._tags.isStrict = true
        await expectOneUnimplementedCall(containing: ["SampleServiceMock._tags.setter was called with [\"b\"]"]) {
            mock.tags = ["b"]
        }
        mock._ping.reset()
        #expect(mock._ping.isStrict, "reset keeps strictness")
    }

    @Test("a call from a child task is reported in the test that started it")
    func childTask() async {
        await expectOneUnimplementedCall(containing: ["SampleServiceMock._echo was called with \"child\""]) {
            async let echoed = SampleServiceMock().echo("child")
            #expect(await echoed == "")
        }
    }

    @Test("calls made by tests running in parallel are each reported in their own test", arguments: 0..<24)
    func parallelAttribution(index: Int) async {
        let mock = SampleServiceMock()
        await expectOneUnimplementedCall(containing: ["SampleServiceMock._echo was called with \"case \(index)\""]) {
            await Task.yield()
            _ = mock.echo("case \(index)")
        }
    }

    @Test("a member with no value to give stops the process with a message that shows both fixes")
    func noDefaultValueStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let read = MockMethod<(sensor: String, unit: String), Reading, Never>("ThermometerMock._read")
            _ = read.__invoke((sensor: "s1", unit: "C"))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "ThermometerMock._read was called with (sensor: \"s1\", unit: \"C\") but has no implementation, and Reading has no default value to return, so the process stops."
            )
        )
        #expect(
            message.contains("mock._read.implementation = .returns(<#Reading#>)\nwhere mock is the ThermometerMock"))
        #expect(
            message.contains(
                "in the test target (for a type from outside your package, such as Foundation's, write @retroactive MockDefaultValue):\n    extension Reading: MockDefaultValue { public static var mockDefaultValue: Reading"
            ))
    }

    @Test("a type nested in an extension of another module's type is named as a test target writes it")
    func extensionNestedTypeFixLines() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = MockMethod<Void, Int.Unit, Never>("GaugeMock._unit").__invoke(())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("extension Int.Unit: MockDefaultValue { public static var mockDefaultValue: Int.Unit"))
    }

    @Test("a function result gets no default-value line, which no extension could take")
    func functionResultHasNoDefaultValueLine() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = MockMethod<Void, @Sendable (Int) -> Void, Never>("GaugeMock._handler").__invoke(())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("GaugeMock._handler was called with no arguments but has no implementation"))
        #expect(!message.contains("MockDefaultValue"))
    }

    @Test("an optional is written with '?' where that needs no parentheses, and as Optional<…> otherwise")
    func optionalNames() async {
        await expectOneUnimplementedCall(containing: [
            "mock._handler.implementation = .returns(<#Optional<(Int) -> ()>#>)"
        ]) {
            _ = MockMethod<Void, ((Int) -> Void)?, Never>("GaugeMock._handler").__invoke(())
        }
        await expectOneUnimplementedCall(containing: ["mock._levels.implementation = .returns(<#Array<Gauge.Level>?#>)"]
        ) {
            _ = MockMethod<Void, [Gauge.Level]?, Never>("GaugeMock._levels").__invoke(())
        }
    }

    @Test("a generic type's name in the message drops its arguments' modules too")
    func genericTypeName() async {
        let level = MockMethod<Void, Gauge.Level?, Never>("GaugeMock._level")
        await expectOneUnimplementedCall(containing: [
            "so it returned nil, the default value of Gauge.Level?.",
            "mock._level.implementation = .returns(<#Gauge.Level?#>)",
        ]) {
            _ = level.__invoke(())
        }
    }

    @Test("a nested type's fix lines name it as a test target writes it")
    func nestedTypeFixLines() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let level = MockMethod<Void, Gauge.Level, Never>("GaugeMock._level")
            _ = level.__invoke(())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("and Gauge.Level has no default value to return"))
        #expect(message.contains("mock._level.implementation = .returns(<#Gauge.Level#>)"))
        #expect(
            message.contains(
                "extension Gauge.Level: MockDefaultValue { public static var mockDefaultValue: Gauge.Level { <#Gauge.Level#> } }"
            ))
    }

}
