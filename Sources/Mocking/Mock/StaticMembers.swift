/// Runs `operation` with static mock members of its own: static members used inside — by the operation
/// and by the tasks it starts — are created fresh and seen by no other test, so tests that run in
/// parallel do not share static mock state.
///
/// ```swift
/// @Test func configuresTheService() async {
///     await withTaskScopedStaticMocks {
///         ServiceMock._configure.implementation = .invokes { _ in }
///         await app.start()
///         #expect(ServiceMock._configure.callCount == 1)
///     }
/// }
/// ```
///
/// The scope is a task-local value: child tasks and `Task { }` inherit it; `Task.detached` does not.
/// `resetMockedStaticMembers()` inside the scope resets the scope's members.
public func withTaskScopedStaticMocks<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> Result
) async rethrows -> Result {
    try await StaticMemberScope.$current.withValue(
        MemberTable(isScope: true), operation: operation, isolation: isolation)
}

/// Runs synchronous `operation` with static mock members of its own; see the `async` variant.
public func withTaskScopedStaticMocks<Result>(_ operation: () throws -> Result) rethrows -> Result {
    try StaticMemberScope.$current.withValue(MemberTable(isScope: true), operation: operation)
}

/// The static members calls use: the current `withTaskScopedStaticMocks` scope's, or the process's.
@usableFromInline enum StaticMemberScope {
    /// The members of the innermost `withTaskScopedStaticMocks` scope.
    @TaskLocal static var current: MemberTable?

    /// The static members outside every scope.
    @usableFromInline static let process = MemberTable()

    /// The members static calls use now.
    @usableFromInline static var members: MemberTable {
        current ?? process
    }
}
