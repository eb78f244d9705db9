import Mocking
import Testing

// The guide's "Compilation Conditions" and "Sendable Conformance". This target defines
// SWIFT_MOCKING_ENABLED, as the guide's Package.swift set-up does.

@Mocked
protocol Clock {
    func now() -> Double
}

@Mocked(compilationCondition: .none)
protocol Timer {
    func fire()
}

@Mocked(compilationCondition: "SWIFT_MOCKING_ENABLED && DEBUG")
protocol Scheduler {
    func schedule(after seconds: Double)
}

/// Not Sendable itself, but the mock is declared `@unchecked Sendable` to share it with concurrent code.
@Mocked(compilationCondition: .none, sendableConformance: .unchecked)
protocol ValueCache {
    func value(for key: String) -> Int?
}

/// A protocol with an initializer requirement, and its parent, under a condition this target does not
/// define: what `@Mocked` writes outside the condition (the extensions, whose headers no `#if` can enclose)
/// compiles without the mocks.
@Mocked(compilationCondition: .custom("SWIFT_MOCKING_NOT_DEFINED"))
protocol Source {
    func read() -> String
}

@Mocked(compilationCondition: .custom("SWIFT_MOCKING_NOT_DEFINED"))
protocol FileSource: Source {
    init(path: String) throws
}

/// The class named `name` in this module, found by its mangled name, or `nil` when it was not compiled.
private func classNamed(_ name: String) -> Any.Type? {
    _typeByName("23MockingIntegrationTests\(name.utf8.count)\(name)C")
}

struct ConditionsAndSendableTests {
    @Test("the default condition compiles the mock where SWIFT_MOCKING_ENABLED is defined")
    func defaultCondition() {
        let clock = ClockMock()
        clock._now.implementation = .returns(1.5)
        #expect(clock.now() == 1.5)
    }

    @Test(".none and a custom condition written as a string")
    func otherConditions() {
        TimerMock().fire()
        let scheduler = SchedulerMock()
        scheduler.schedule(after: 2)
        #expect(scheduler._schedule.lastInvocation == 2)
    }

    @Test("a condition that is not defined leaves out the mocks, also of a protocol with an initializer requirement")
    func undefinedCondition() {
        struct File: FileSource {
            let path: String
            func read() -> String { path }
        }
        #expect(File(path: "notes.txt").read() == "notes.txt")
        #expect(classNamed("ClockMock") != nil)
        #expect(classNamed("SourceMock") == nil)
        #expect(classNamed("FileSourceMock") == nil)
    }

    @Test("sendableConformance: .unchecked makes the mock Sendable")
    func uncheckedSendable() async {
        let cache = ValueCacheMock()
        cache._value.implementation = .returns(3)
        let value = await Task.detached { cache.value(for: "a") }.value
        #expect(value == 3)
        #expect(cache._value.callCount == 1)
    }
}
