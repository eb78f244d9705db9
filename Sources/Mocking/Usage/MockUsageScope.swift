/// The mock members a test creates, for the checks at its end (see ``verifyMocks(_:strict:)``).
/// Its members sit behind its lock.
///
/// The `.verifiesMocks` trait of `MockingTesting` runs each test with a scope of its own as a task-local
/// value: members created in the test, and in the tasks it starts, register with it; tests that run in
/// parallel have separate scopes and never see each other's mocks.
package final class MockUsageScope: @unchecked Sendable {
    /// The scope of the running test, if it verifies its mocks.
    @TaskLocal package static var current: MockUsageScope?

    private struct Members {
        var list: [any InspectableMockMember] = []
        var identifiers: Set<ObjectIdentifier> = []
    }

    private let members = Locked(Members())

    /// Creates a scope without members.
    package init() {}

    /// Adds `member`, once.
    func register(_ member: any InspectableMockMember) {
        members.withLock { members in
            if members.identifiers.insert(ObjectIdentifier(member)).inserted {
                members.list.append(member)
            }
        }
    }

    /// What the test left unused or waiting in the members created within it, in the order they were
    /// created; held calls still waiting are ended where their member has a way to end them.
    package func problems(strict: Bool) -> [MockUsageProblem] {
        members.withLock { $0.list }.flatMap { $0.usageProblems(strict: strict) }
    }
}

/// Something a test set up and did not use, or left waiting: the message, and the declaration of the
/// requirement it concerns.
package struct MockUsageProblem: Sendable {
    /// What happened and what to do.
    package let message: String

    /// Where the requirement is declared.
    package let location: DeclarationLocation

    init(_ message: String, at location: DeclarationLocation) {
        self.message = message
        self.location = location
    }
}

/// Reports, as test failures, what a test left unused or waiting in `mocks`; call it at the end of a test,
/// for example in XCTest's `tearDown`. Swift Testing's `@Test(.verifiesMocks)` (from `MockingTesting`)
/// does the same for every mock the test creates.
///
/// ```swift
/// override func tearDown() {
///     verifyMocks(service, store)
///     super.tearDown()
/// }
/// ```
///
/// It reports:
/// - an implementation the test set that no call used since (`.returns`, `.invokes`, `.held` …), which
///   usually means the code under test did not make a call the test expected;
/// - a held call never resumed; a caller that can throw `CancellationError` gets it, one of a member that
///   returns nothing returns, one whose result type has a ``MockDefaultValue`` gets that value, so that
///   the caller's task ends (any other stays suspended, and the report says so);
/// - when `strict`, every member returning nothing that was called without an implementation the test
///   set (calls of other members without an implementation are reported when they happen).
public func verifyMocks(_ mocks: any Mock..., strict: Bool = false) {
    for mock in mocks {
        for problem in inspectableMembers(of: mock).flatMap({ $0.usageProblems(strict: strict) }) {
            TestFailureReporter.report(problem.message, at: problem.location)
        }
    }
}
