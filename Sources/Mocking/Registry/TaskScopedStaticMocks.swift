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
    StaticMockScope.markEntered()
    return try await StaticMockScope.$current.withValue(
        MockMemberTable(), operation: operation, isolation: isolation)
}

/// Runs synchronous `operation` with static mock members of its own; see the `async` variant.
public func withTaskScopedStaticMocks<Result>(_ operation: () throws -> Result) rethrows -> Result {
    StaticMockScope.markEntered()
    return try StaticMockScope.$current.withValue(MockMemberTable(), operation: operation)
}

/// Where static mock members live: the innermost `withTaskScopedStaticMocks` scope, or the process.
enum StaticMockScope {
    @TaskLocal static var current: MockMemberTable<StaticMemberKey>?

    /// The table static members are looked up in now.
    static var members: MockMemberTable<StaticMemberKey> {
        current ?? staticMockMembers
    }

    /// Not `nil` once a scope has been entered, for the rest of the process: until then no task can have
    /// a scope, and a static call of a mock with ``__StaticMemberSlots`` reads its member from its slot
    /// without asking for the task-local value (a call of the runtime, and the table's look-up). Written
    /// and read atomically.
    nonisolated(unsafe) static let entered: UnsafeMutablePointer<AnyObject?> = {
        let slot = UnsafeMutablePointer<AnyObject?>.allocate(capacity: 1)
        slot.initialize(to: nil)
        return slot
    }()

    /// Whether a task may run in a scope: one has been entered. Set before the scope's operation runs, on
    /// the thread that runs it; a task that inherits the scope is created after that.
    static var mayBeCurrent: Bool {
        _stdlib_atomicAcquiringLoadARCRef(object: entered) != nil
    }

    /// Records that a scope is entered (see ``entered``).
    static func markEntered() {
        if !mayBeCurrent {
            _ = _stdlib_atomicAcquiringInitializeARCRef(object: entered, desired: EnteredMarker())
        }
    }

    /// What ``entered`` holds once a scope has been entered.
    private final class EnteredMarker {}
}
