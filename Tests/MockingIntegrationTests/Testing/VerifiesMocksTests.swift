import Mocking
import MockingTesting
import TestSupport
import Testing
import XCTest

/// Runs `body` the way `@Test(.verifiesMocks(strict:))` runs a test, and returns what the trait reported
/// at its end, which is expected.
func reportsOfVerifiedTest(strict: Bool = false, _ body: @escaping @Sendable () async throws -> Void) async
    -> [String]
{
    let trait: VerifiesMocksTrait = strict ? .verifiesMocks(strict: true) : .verifiesMocks
    let reportsOfTheChecks: @Sendable (String) -> Bool = { text in
        text.contains("no call used it") || text.contains("was never resumed") || text.contains("strictly")
    }
    return await knownIssueTexts(where: reportsOfTheChecks, isIntermittent: true) {
        do {
            try await trait.provideScope(for: Test.current!, testCase: Test.Case.current, performing: body)
        } catch is TickerError {
            // What `throwingTest` throws, passed on by the trait after its checks.
        } catch {
            Issue.record(error)
        }
    }
}

@Suite("Verified mocks")
struct VerifiesMocksTests {
    @Test("an implementation no call used is reported at the end of the test; used ones are not")
    func unusedImplementation() async {
        let texts = await reportsOfVerifiedTest {
            let repository = DraftRepositoryMock(load: .returns("x"), count: .returns(1))
            repository._save.implementation = .invokes { _ in }
            _ = repository.load(id: 1, version: 1)
            try await repository.save("a")
        }
        #expect(
            texts == [
                """
                The test set the implementation of DraftRepositoryMock._count.getter to .returns(1), but no call \
                used it. Remove it, or find out why the code under test did not call \
                DraftRepositoryMock._count.getter.
                """
            ])
    }

    @Test("the records of mocks that initializer requirements create are not checked, strictly or not")
    func createdMocksAreNotChecked() async {
        let texts = await reportsOfVerifiedTest(strict: true) {
            await withTaskScopedStaticMocks {
                let created = createdMocks(of: PluginMock.self)
                PluginMock._initConfig.implementation = .invokes { _ in }
                _ = PluginMock(config: "a")
                #expect(created.callCount == 1)
            }
        }
        #expect(texts.isEmpty)
    }

    @Test("an implementation set after the last call is unused; mocks made before the test are not checked")
    func setAfterTheLastCall() async {
        let outside = SaveNotifierMock()
        outside._notify.implementation = .invokes { _ in }
        let texts = await reportsOfVerifiedTest {
            let notifier = SaveNotifierMock()
            notifier.notify("a")
            notifier._notify.implementation = .inOrder([.invokes { _ in }], thenRepeatingLast: true)
        }
        #expect(
            texts == [
                """
                The test set the implementation of SaveNotifierMock._notify to .inOrder([.invokes { … }], \
                thenRepeatingLast: true), but no call used it (the 1 before did not). Remove it, or find out why \
                the code under test did not call SaveNotifierMock._notify.
                """
            ])
    }

    @Test("a held call never resumed is reported, and its caller gets CancellationError")
    func unresumedHeldCall() async throws {
        let caller = LockedValue<Task<Profile?, Never>?>(nil)
        let refreshCaller = LockedValue<Task<Void, Never>?>(nil)
        let texts = await reportsOfVerifiedTest {
            let service = ProfileServiceMock()
            service._profile.implementation = .held
            service._refresh.implementation = .held
            let task = Task { try? await service.profile(id: 3) }
            caller.withLock { $0 = task }
            _ = try await service._profile.nextHeldCall()
            // `refresh()` returns `Void` and cannot throw: its caller returns.
            let refreshing = Task { await service.refresh() }
            _ = try await service._refresh.nextHeldCall()
            refreshCaller.withLock { $0 = refreshing }
        }
        #expect(
            texts == [
                """
                A held call to ProfileServiceMock._profile with 3 was never resumed; its caller got \
                CancellationError. Resume each held call before the test ends: call.resume(returning: …) or \
                call.resume(throwing: …).
                """,
                """
                A held call to ProfileServiceMock._refresh with no arguments was never resumed; its caller \
                returned. Resume each held call before the test ends: call.resume(returning: …) or \
                call.resume(throwing: …).
                """,
            ])
        let profile = await caller.current?.value
        #expect(profile == .some(nil))
        // Both callers ended: awaiting them returns.
        await refreshCaller.current?.value
    }

    @Test("a held call is found after the implementation was replaced or reset")
    func heldCallAfterReplacing() async throws {
        let caller = LockedValue<Task<Profile?, Never>?>(nil)
        let texts = await reportsOfVerifiedTest {
            let service = ProfileServiceMock(profile: .held)
            caller.withLock { $0 = Task { try? await service.profile(id: 9) } }
            _ = try await service._profile.nextHeldCall()
            service._profile.implementation = .returns(Profile(name: "later"))
            resetMockedMembers(of: service)
        }
        #expect(texts.count == 1)
        #expect(texts.first?.hasPrefix("A held call to ProfileServiceMock._profile with 9 was never resumed") == true)
        #expect(await caller.current?.value == .some(nil))
    }

    @Test("a test that throws is checked too")
    func throwingTest() async {
        let texts = await reportsOfVerifiedTest {
            let notifier = SaveNotifierMock(notify: .invokes { _ in })
            _ = notifier
            throw TickerError()
        }
        #expect(texts.count == 1)
        #expect(texts.first?.hasPrefix("The test set the implementation of SaveNotifierMock._notify") == true)
    }

    @Test("static members of the process-wide table belong to no test; task-scoped ones do")
    func staticMembers() async {
        let texts = await reportsOfVerifiedTest {
            // Another test may use the process-wide member at the same time: it is not this test's.
            _ = DraftRepositoryMock._shared
            withTaskScopedStaticMocks {
                DraftRepositoryMock._shared.implementation = .returns(1)
            }
        }
        #expect(
            texts == [
                """
                The test set the implementation of DraftRepositoryMock._shared to .returns(1), but no call used \
                it. Remove it, or find out why the code under test did not call DraftRepositoryMock._shared.
                """
            ])
    }

    @Test("strict: a member returning nothing called without an implementation the test set")
    func strictCalls() async {
        let texts = await reportsOfVerifiedTest(strict: true) {
            let notifier = AuditedSaveNotifierMock()
            notifier.audit()
            // A member of the refined protocol (registered when the mock was made), called from a task that
            // does not inherit the test's scope.
            await Task.detached {
                notifier.notify("a")
                notifier.notify("b")
            }.value
        }
        #expect(
            texts.sorted() == [
                """
                AuditedSaveNotifierMock._audit was called once without an implementation the test set, and the \
                test checks its mocks strictly. Set one, for example:
                    mock._audit.implementation = .invokes {}
                where mock is the AuditedSaveNotifierMock the code under test was given
                or find out why the code under test called it.
                """,
                """
                AuditedSaveNotifierMock._notify was called 2 times without an implementation the test set, and \
                the test checks its mocks strictly. Set one, for example:
                    mock._notify.implementation = .invokes { _ in }
                where mock is the AuditedSaveNotifierMock the code under test was given
                or find out why the code under test called it.
                """,
            ])
    }

    @Test("strict: such calls are counted across resets, new implementations, history bounds and in-order answers")
    func strictCallsCountedAcrossChanges() async {
        let texts = await reportsOfVerifiedTest(strict: true) {
            let notifier = SaveNotifierMock()
            notifier.notify("a")
            notifier.notify("b")
            notifier._notify.reset()
            notifier.notify("c")  // 1
            notifier._notify.history = .last(1)
            notifier.notify("d")  // 2, recorded off the short path
            notifier._notify.implementation = .invokes { _ in }
            notifier.notify("e")
            notifier._notify.implementation = .unimplemented
            notifier.notify("f")  // 3
            notifier._notify.isStrict = true
            notifier._notify.isStrict = false
            notifier.notify("g")  // 4
            notifier._notify.implementation = .inOrder([.unimplemented, .invokes { _ in }])
            notifier.notify("h")  // 5
            notifier.notify("i")
            #expect(notifier._notify.callCount == 7)
        }
        #expect(texts.count == 1)
        #expect(texts.first?.hasPrefix("SaveNotifierMock._notify was called 5 times without an implementation") == true)
    }

    @Test("not strict: such calls are fine")
    func notStrict() async {
        let texts = await reportsOfVerifiedTest {
            SaveNotifierMock().notify("a")
        }
        #expect(texts.isEmpty)
    }

    @Test("tests that run in parallel see only their own mocks")
    func parallelTests() async {
        let reports = await withTaskGroup(of: (Int, [String]).self) { group in
            for index in 0..<8 {
                group.addTask {
                    let texts = await reportsOfVerifiedTest {
                        let quotes = QuoteServiceMock(price: .returns(Double(index)))
                        if index.isMultiple(of: 2) {
                            _ = quotes.price(of: "\(index)")
                        }
                        try await Task.sleep(for: .milliseconds(1))
                    }
                    return (index, texts)
                }
            }
            var reports: [Int: [String]] = [:]
            for await (index, texts) in group { reports[index] = texts }
            return reports
        }
        for index in 0..<8 {
            let expected =
                index.isMultiple(of: 2)
                ? []
                : [
                    """
                    The test set the implementation of QuoteServiceMock._price to .returns(\(Double(index))), but no \
                    call used it. Remove it, or find out why the code under test did not call QuoteServiceMock._price.
                    """
                ]
            #expect(reports[index] == expected, "test \(index)")
        }
    }
}

/// The trait on real tests whose mocks are used as set up: they pass.
@Suite("Verified mocks on a suite", .verifiesMocks(strict: true))
struct VerifiedSuiteTests {
    @Test("every implementation used")
    func everythingUsed() async throws {
        let repository = DraftRepositoryMock()
        repository._save.implementation = .invokes { _ in }
        let notifier = SaveNotifierMock(notify: .invokes { _ in })
        try await publish("a", repository: repository, notifier: notifier)
        #expect(notifier._notify.callCount == 1)
    }

    @Test("a held call resumed", arguments: [1, 2])
    func heldCallResumed(id: Int) async throws {
        let service = ProfileServiceMock(profile: .held)
        let task = Task { try await service.profile(id: id) }
        try await service._profile.nextHeldCall().resume(returning: Profile(name: "\(id)"))
        #expect(try await task.value == Profile(name: "\(id)"))
    }
}

/// `verifyMocks` in XCTest's `tearDown`.
final class VerifyMocksXCTests: FailureCollectingTestCase {
    override var collectedMarker: String { "no call used it" }
    private var repository = DraftRepositoryMock()

    override func tearDown() {
        verifyMocks(repository)
        XCTAssertEqual(collectedFailures.count, name.contains("Unused") ? 1 : 0, "\(collectedFailures)")
        XCTAssertTrue(
            collectedFailures.allSatisfy { $0.description.contains("DraftRepositoryMock._load") },
            "\(collectedFailures)")
        super.tearDown()
    }

    func testAnUnusedImplementationFailsInTearDown() {
        repository._load.implementation = .returns("never read")
    }

    func testUsedImplementationsPass() {
        repository._load.implementation = .returns("read")
        XCTAssertEqual(repository.load(id: 1, version: 1), "read")
    }
}
