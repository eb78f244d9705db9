import Mocking
import Testing

@Mocked(strict: true)
protocol AuditLog {
    func record(_ event: String)
    var level: Int { get set }
    static func flush()
}

@Mocked
protocol Notifier {
    func notify(_ message: String)
    func pending() -> [String]
}

/// Completion-handler style requirements: the fix lines of their messages call the closures.
@Mocked(strict: true)
protocol CallbackService {
    func fetch(id: Int, completion: @escaping @Sendable (Result<Int, any Error>) -> Void)
    func observe(_ handler: (@Sendable (Int) -> Void)?)
    func perform(_ work: () -> Void)
    func notify(_ pair: (Int, Int))
    func retry(after delay: Int, then: @escaping @Sendable () -> Void)
    func cancel()
}

@Mocked
protocol CashRegister: Actor {
    func total() -> Int
}

/// An actor mock, with a member of its own and members its `@Mocked` parents give it: an actor's, and one
/// that is not isolated.
@Mocked
protocol CashDrawer: CashRegister, Actor, Named {
    func balance() -> Int
}

@Suite("Unimplemented calls in generated mocks")
struct StrictMockTests {
    @Test("the fix line of an actor mock's isolated member reaches it with await; a nonisolated parent's, without")
    func actorMockFixLine() async {
        let drawer = CashDrawerMock()
        let reports = await asyncReportedCalls {
            _ = await drawer.balance()
            _ = await drawer.total()
            _ = drawer.name
        }
        #expect(reports.count == 3)
        #expect(
            reports.dropFirst().first?.contains(
                "\n    await mock._total.implementation = .returns(<#Int#>)\nwhere mock is the CashDrawerMock") == true)
        #expect(
            reports.first?.contains(
                "\n    await mock._balance.implementation = .returns(<#Int#>)\nwhere mock is the CashDrawerMock")
                == true)
        // `Named` does not refine `Actor`: its extension's members are not isolated.
        #expect(
            reports.last?.contains(
                "\n    mock._name.getter.implementation = .returns(<#String#>)\nwhere mock is the CashDrawerMock")
                == true)
    }

    @Test("a call that passed closures gets a fix line that calls them, as code waiting for them needs")
    func fixLinesCallClosures() {
        let mock = CallbackServiceMock()
        // The lines the messages show, with their placeholders filled in (compiled here):
        mock._fetch.implementation = .invokes { _, completion in completion(.success(1)) }
        mock._observe.implementation = .invokes { closure in closure?(1) }
        mock._perform.implementation = .invokes { closure in closure.closure() }
        mock._retry.implementation = .invokes { _, then in then() }
        mock._cancel.implementation = .invokes {}
        resetMockedMembers(of: mock)

        let reports = reportedCalls {
            mock.fetch(id: 1) { _ in }
            mock.observe(nil)
            mock.perform {}
            mock.notify((1, 2))
            mock.retry(after: 1) {}
            mock.cancel()
        }
        #expect(reports.count == 6)
        let fixes = [
            "mock._fetch.implementation = .invokes { _, completion in completion(<#…#>) }",
            "mock._observe.implementation = .invokes { closure in closure?(<#…#>) }",
            "mock._perform.implementation = .invokes { closure in closure.closure() }",
            "mock._notify.implementation = .invokes { _ in }",
            "mock._retry.implementation = .invokes { _, then in then() }",
            "mock._cancel.implementation = .invokes {}",
        ]
        for (report, fix) in zip(reports, fixes) {
            #expect(report.contains("\n    \(fix)\nwhere mock is the CallbackServiceMock"), "\(report)")
        }
    }

    @Test("every member of a strict mock reports calls without an implementation, static ones too")
    func strictMock() {
        let log = AuditLogMock()
        let reports = reportedCalls {
            log.record("login")
            log.level = 2
            AuditLogMock.flush()
        }
        #expect(reports.count == 3)
        #expect(
            reports.first?.hasPrefix("AuditLogMock._record was called with \"login\" but has no implementation") == true
        )
        #expect(reports.dropFirst().first?.hasPrefix("AuditLogMock._level.setter was called with 2") == true)
        #expect(reports.last?.hasPrefix("AuditLogMock._flush was called with no arguments") == true)
        #expect(log._record.isStrict && log._level.isStrict && AuditLogMock._flush.isStrict)
        AuditLogMock.resetMockedStaticMembers()
    }

    @Test("a mock that is not strict only records calls to members returning nothing")
    func permissiveMock() {
        let notifier = NotifierMock()
        notifier.notify("hi")
        #expect(notifier._notify.callCount == 1)
        let reports = reportedCalls {
            #expect(notifier.pending() == [])
        }
        #expect(reports.count == 1)
        #expect(reports.first?.hasPrefix("NotifierMock._pending was called with no arguments") == true)
        #expect(reports.first?.contains("mock._pending.implementation = .returns(<#Array<String>#>)") == true)
        notifier._notify.isStrict = true
        let strictReports = reportedCalls { notifier.notify("again") }
        #expect(strictReports.count == 1)
        #expect(
            strictReports.first?.hasPrefix("NotifierMock._notify was called with \"again\" but has no implementation")
                == true)
    }
}
