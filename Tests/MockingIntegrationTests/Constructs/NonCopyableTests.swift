import Mocking
import Testing

// Values a mock cannot copy: a `consuming` one is moved into a `ConsumedArgument` box the implementation
// takes it from; a borrowed one, and one that cannot escape the call, are left out of the record and of
// what `.invokes` receives. swift-nio's `EventLoop` has `func enqueue(_ job: consuming ExecutorJob)`,
// swift-configuration's `FileConfigSnapshot` an `init(data: RawSpan, …)`.

@Mocked(compilationCondition: .none)
protocol JobRunner {
    func enqueue(_ job: consuming ExecutorJob)
    func run<Work: ~Copyable>(_ work: consuming Work, label: String)
    func inspect<Value: ~Copyable>(_ value: borrowing Value) -> Int
    func checksum(of bytes: RawSpan, seed: Int) -> Int
}

@Mocked(compilationCondition: .none)
protocol SnapshotLoader {
    init(data: RawSpan, name: String) throws
}

/// A protocol that non-copyable types adopt, with an associated type: a move-only handle conforms to it while
/// the mock's condition holds.
@Mocked(compilationCondition: .none)
protocol OwnedResource: ~Copyable {
    associatedtype Identifier
    var identifier: Identifier { get }
}

struct FileHandle: ~Copyable, OwnedResource {
    let identifier: Int32
}

/// A visitor that non-copyable walkers adopt, and a refinement whose own member throws the parent's error
/// type (WasmKit's `InstructionVisitor` and `AnyInstructionVisitor`): the refining mock infers the parent's
/// associated type from its placeholder, `any Error`.
@Mocked(compilationCondition: .none)
protocol NodeVisitor: ~Copyable {
    associatedtype VisitorError: Error
    mutating func visitLeaf(_ value: Int) throws(VisitorError)
}

@Mocked(compilationCondition: .none)
protocol AnyNodeVisitor: NodeVisitor {
    mutating func visit(_ node: [Int]) throws(VisitorError)
}

/// A view that can be neither copied nor escape, and a refinement: the anchors' extension suppresses both.
@Mocked(compilationCondition: .none)
protocol BorrowedView: ~Copyable, ~Escapable {
    associatedtype Item
    func first() -> Item?
}

@Mocked(compilationCondition: .none)
protocol CountedView: BorrowedView {
    var count: Int { get }
}

/// Methods that return what their closure returns, a value the mock cannot keep (swift-configuration's
/// `ConfigProvider.watchValue`): the test sets what the mock passes to the closure.
@Mocked(compilationCondition: .none)
protocol ValueWatcher {
    func watch<Return: ~Copyable>(
        key: String, updatesHandler: (_ updates: [Int]) async throws -> Return
    ) async throws -> Return
    func withLease<Result: ~Copyable>(_ body: (Int, String) throws -> Result) rethrows -> Result
    func locked<Result: ~Copyable>(_ body: () -> Result) -> Result
    func lease<Result: ~Copyable>(_ body: (Int, String) -> sending Result) async throws -> sending Result
}

struct SummingWalker: ~Copyable, NodeVisitor {
    var sum = 0
    mutating func visitLeaf(_ value: Int) throws(CancellationError) { sum += value }
}

struct NonCopyableTests {
    @Test("a non-copyable type conforms to a @Mocked protocol with associated types that suppresses Copyable")
    func nonCopyableConformer() {
        let handle = FileHandle(identifier: 3)
        #expect(handle.identifier == 3)
        let mock = OwnedResourceMock<String>()
        mock._identifier.getter.implementation = .returns("id")
        #expect(mock.identifier == "id")
    }

    @Test("a protocol refining one that suppresses Copyable infers the parent's associated type")
    func refiningNonCopyableParent() throws {
        var walker = SummingWalker()
        try walker.visitLeaf(2)
        #expect(walker.sum == 2)
        let mock = AnyNodeVisitorMock()
        #expect(AnyNodeVisitorMock.VisitorError.self == (any Error).self)
        mock._visit.implementation = .throws(CancellationError())
        mock._visitLeaf.implementation = .returns(())
        #expect(throws: CancellationError.self) { try mock.visit([1, 2]) }
        try mock.visitLeaf(3)
        #expect(mock._visit.invocations == [[1, 2]])
        #expect(mock._visitLeaf.invocations == [3])
    }

    @Test("a protocol refining one that suppresses Copyable and Escapable gets a placeholder for its type")
    func refiningNonEscapableParent() {
        let view = CountedViewMock()
        view._first.implementation = .uncheckedReturns("a")
        view._count.getter.implementation = .returns(1)
        #expect(view.first() as? String == "a")
        #expect(view.count == 1)
    }

    @Test("a consuming non-copyable argument is boxed for .invokes; borrowed and non-escapable ones are not recorded")
    func notRecorded() {
        let mock = JobRunnerMock()
        mock._checksum.implementation = .invokes { seed in seed * 2 }
        mock._inspect.implementation = .returns(7)
        let bytes: [UInt8] = [1, 2, 3]
        let sum = bytes.withUnsafeBytes { buffer in
            mock.checksum(of: RawSpan(_unsafeBytes: buffer), seed: 21)
        }
        #expect(sum == 42)
        #expect(mock._checksum.invocations == [21])

        mock.run(UniqueToken(id: 1), label: "kept")
        mock._run.implementation = .invokes { work, _ in
            // The value itself reaches the implementation, once.
            let first = work.take() != nil
            let second = work.take() != nil
            #expect(first)
            #expect(!second)
        }
        mock.run(UniqueToken(id: 2), label: "taken")
        #expect(mock._run.invocations.map(\.label) == ["kept", "taken"])
        #expect(mock._run.invocations.map(\.work.isTaken) == [false, true])
        let token = UniqueToken(id: 3)
        #expect(mock.inspect(token) == 7)
        #expect(mock._inspect.callCount == 1)
        // Only borrowed: the token can still be given away.
        mock.run(token, label: "after borrow")
        #expect(mock._run.invocations.last?.label == "after borrow")
    }

    @Test("a result only the closure gives: the mock calls the closure with the member's answer")
    func closureResult() async throws {
        let watcher = ValueWatcherMock()
        watcher._watch.implementation = .returns([4, 5])
        let token = try await watcher.watch(key: "volume") { updates in UniqueToken(id: updates.reduce(0, +)) }
        #expect(token.id == 9)
        #expect(watcher._watch.invocations == ["volume"])

        watcher._watch.implementation = .throws(CancellationError())
        await #expect(throws: CancellationError.self) {
            _ = try await watcher.watch(key: "late") { _ in UniqueToken(id: 0) }
        }

        watcher._withLease.implementation = .returns((3, "lease"))
        let lease = watcher.withLease { number, name in UniqueToken(id: number + name.count) }
        #expect(lease.id == 8)
        #expect(throws: CancellationError.self) {
            _ = try watcher.withLease { _, _ -> UniqueToken in throw CancellationError() }
        }
        #expect(watcher._withLease.callCount == 2)

        watcher._locked.implementation = .returns(())
        #expect(watcher.locked { UniqueToken(id: 1) }.id == 1)
        #expect(watcher._locked.callCount == 1)

        watcher._lease.implementation = .returns((2, "ab"))
        let leased = try await watcher.lease { number, name in UniqueToken(id: number * name.count) }
        #expect(leased.id == 4)
    }

    @Test("an initializer taking a RawSpan records its other arguments")
    func initializerWithSpan() throws {
        defer { SnapshotLoaderMock.resetMockedStaticMembers() }
        let bytes: [UInt8] = [9]
        _ = try bytes.withUnsafeBytes { buffer in
            try SnapshotLoaderMock(data: RawSpan(_unsafeBytes: buffer), name: "config.json")
        }
        #expect(SnapshotLoaderMock._init.invocations == ["config.json"])
    }
}

struct UniqueToken: ~Copyable {
    let id: Int
}
