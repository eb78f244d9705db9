import Mocking
import TestSupport
import Testing
import XCTest

@Mocked
protocol DraftRepository: Sendable {
    func save(_ draft: String) async throws
    func load(id: Int, version: Int) -> String
    var count: Int { get set }
    static func shared() -> Int
}

@Mocked
protocol SaveNotifier: Sendable {
    func notify(_ message: String)
}

@Mocked
protocol AuditedSaveNotifier: SaveNotifier {
    func audit()
}

/// Code under test: saves a draft, then tells the user.
func publish(_ draft: String, repository: any DraftRepository, notifier: any SaveNotifier) async throws {
    try await repository.save(draft)
    notifier.notify("saved \(draft)")
}

/// The texts of the issues `body` records, which are expected; an issue that does not contain `marker`
/// fails the test.
func recordedIssues(containing marker: String, _ body: () async -> Void) async -> [String] {
    await knownIssueTexts(where: { $0.contains(marker) }, body)
}

@Suite("Call order")
struct CallOrderTests {
    @Test("calls of several mocks, in the order they happened")
    func acrossMocks() async throws {
        let repository = DraftRepositoryMock()
        repository._save.implementation = .invokes { _ in }
        let notifier = SaveNotifierMock()
        let order = CallOrder(of: repository, notifier)

        try await publish("a", repository: repository, notifier: notifier)

        #expect(order.expect([repository._save, notifier._notify]))
        #expect(order.expect(inOrder: [repository._save, notifier._notify]))
        #expect(
            order.calls.map(\.description) == [
                #"DraftRepositoryMock._save("a")"#, #"SaveNotifierMock._notify("saved a")"#,
            ])
        #expect(order.calls.first?.isCall(of: repository._save) == true)
        #expect(order.calls.first?.isCall(of: notifier._notify) == false)
    }

    @Test("a call in between, or calls in another order, fail with the order that happened")
    func failureListsTheCalls() async throws {
        let repository = DraftRepositoryMock(load: .returns("x"))
        let notifier = SaveNotifierMock()
        let order = CallOrder(of: repository, notifier)
        notifier.notify("early")
        _ = repository.load(id: 1, version: 2)
        repository.count = 3

        let texts = await recordedIssues(containing: "The calls did not happen as expected") {
            #expect(!order.expect([repository._load, notifier._notify]))
            #expect(!order.expect(inOrder: [repository._load, notifier._notify]))
        }
        let lists = """
            Expected:
                1. DraftRepositoryMock._load
                2. SaveNotifierMock._notify
            Recorded (3 in all), in this order:
                1. SaveNotifierMock._notify("early")
                2. DraftRepositoryMock._load(id: 1, version: 2)
                3. DraftRepositoryMock._count.setter(3)
            """
        #expect(
            texts == [
                "The calls did not happen as expected: these calls, in this order, and no other.\n" + lists,
                "The calls did not happen as expected: these calls, in this order, with any others between them.\n"
                    + lists,
            ])
    }

    @Test("other calls may come between the expected ones; calls before the recording are not part of it")
    func subsequence() {
        let repository = DraftRepositoryMock(load: .returns("x"), count: .returns(0))
        let notifier = SaveNotifierMock()
        notifier.notify("before")
        let order = CallOrder(of: repository, notifier)
        _ = repository.load(id: 1, version: 1)
        _ = repository.count
        notifier.notify("after")

        #expect(order.expect(inOrder: [repository._load, notifier._notify]))
        #expect(order.expect([repository._load, repository._count.getter, notifier._notify]))
        #expect(notifier._notify.callCount == 2)
    }

    @Test("static members and members inherited from a refined protocol")
    func staticAndInheritedMembers() async {
        withTaskScopedStaticMocks {
            DraftRepositoryMock._shared.implementation = .returns(1)
            let notifier = AuditedSaveNotifierMock()
            let order = CallOrder(of: notifier, members: [DraftRepositoryMock._shared])
            notifier.audit()
            _ = DraftRepositoryMock.shared()
            notifier.notify("done")
            #expect(order.expect([notifier._audit, DraftRepositoryMock._shared, notifier._notify]))
        }
    }

    @Test("resetting a member forgets its calls in the order too")
    func reset() {
        let notifier = SaveNotifierMock()
        let order = CallOrder(of: notifier)
        notifier.notify("a")
        resetMockedMembers(of: notifier)
        notifier.notify("b")
        #expect(order.calls.map(\.arguments) == [#""b""#])
    }

    @Test("calls from concurrent tasks: each task's calls keep their order, none is lost")
    func concurrentTasks() async {
        let repository = DraftRepositoryMock(load: .invokes { id, version in "\(id).\(version)" })
        let notifier = SaveNotifierMock()
        let order = CallOrder(of: repository, notifier)
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for version in 0..<200 { _ = repository.load(id: 1, version: version) }
            }
            group.addTask {
                for index in 0..<200 { notifier.notify("\(index)") }
            }
        }
        let calls = order.calls
        #expect(calls.count == 400)
        let loads = calls.filter { $0.isCall(of: repository._load) }.map(\.arguments)
        let notes = calls.filter { $0.isCall(of: notifier._notify) }.map(\.arguments)
        #expect(loads == (0..<200).map { "(id: 1, version: \($0))" })
        #expect(notes == (0..<200).map { "\"\($0)\"" })
    }

    @Test("a call that happens after another in a second task comes after it")
    func happensBeforeAcrossTasks() async {
        let notifier = SaveNotifierMock()
        let repository = DraftRepositoryMock(load: .returns(""))
        let order = CallOrder(of: repository, notifier)
        notifier.notify("first")
        await Task.detached { _ = repository.load(id: 0, version: 0) }.value
        notifier.notify("last")
        #expect(order.expect([notifier._notify, repository._load, notifier._notify]))
    }
}

/// A failed call-order expectation in XCTest.
final class CallOrderXCTests: FailureCollectingTestCase {
    override var collectedMarker: String { "The calls did not happen" }

    func testAFailedOrderIsAnXCTestFailure() {
        let notifier = SaveNotifierMock()
        let audited = AuditedSaveNotifierMock()
        let order = CallOrder(of: notifier, audited)
        audited.audit()
        notifier.notify("x")
        XCTAssertTrue(order.expect([audited._audit, notifier._notify]))
        XCTAssertFalse(order.expect([notifier._notify, audited._audit]))
        XCTAssertEqual(collectedFailures.count, 1)
        XCTAssertTrue(
            collectedFailures.first?.description.contains("1. AuditedSaveNotifierMock._audit()") == true,
            "\(collectedFailures)")
    }
}
