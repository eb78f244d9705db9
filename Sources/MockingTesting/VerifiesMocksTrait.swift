import Mocking
public import Testing

/// A Swift Testing trait that checks, at the end of each test, the mocks the test created: it reports
/// every implementation the test set and no call used, every held call left unresumed, and, when
/// `strict`, every member returning nothing that was called without an implementation the test set.
///
/// ```swift
/// @Test(.verifiesMocks)
/// func savesTheDraft() async {
///     let store = DraftStoreMock()
///     store._save.implementation = .invokes { _ in }
///     await Editor(store: store).close()        // fails the test if close() never saves
/// }
/// ```
///
/// On a suite it applies to every test in it. Each test, and each case of a parameterized test, checks
/// only the mocks created while it runs (in its task and the tasks it starts), so tests that run in
/// parallel never see each other's mocks. See `verifyMocks(_:strict:)` for XCTest.
public struct VerifiesMocksTrait: TestTrait, SuiteTrait, TestScoping {
    /// Whether calls of members returning nothing without an implementation the test set are failures.
    public let isStrict: Bool

    /// The trait applies to every test of a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Provides a scope for each test case, never for a suite as a whole.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs the test case with a scope its mocks register with, then reports what it left unused.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let scope = MockUsageScope()
        // A test that throws (a failing `#require`) is checked too, so that its held calls end.
        let outcome: Result<Void, any Error>
        do {
            try await MockUsageScope.$current.withValue(scope) {
                try await function()
            }
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        for problem in scope.problems(strict: isStrict) {
            let location = problem.location
            Issue.record(
                Comment(rawValue: problem.message),
                sourceLocation: SourceLocation(
                    fileID: location.fileIDText, filePath: location.filePathText, line: Int(location.line),
                    column: Int(location.column)))
        }
        try outcome.get()
    }
}

extension Trait where Self == VerifiesMocksTrait {
    /// Checks the mocks each test creates, at its end; see ``VerifiesMocksTrait``.
    public static var verifiesMocks: Self {
        VerifiesMocksTrait(isStrict: false)
    }

    /// Checks the mocks each test creates, at its end; a `strict` check also reports members returning
    /// nothing that were called without an implementation the test set. See ``VerifiesMocksTrait``.
    public static func verifiesMocks(strict: Bool) -> Self {
        VerifiesMocksTrait(isStrict: strict)
    }
}
