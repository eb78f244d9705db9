import Mocking
import Testing

// This target enables the upcoming feature NonisolatedNonsendingByDefault: nonisolated async functions,
// the mocks' async members included, run on their caller's actor.

@Mocked(compilationCondition: .none)
protocol Downloader {
    func download(_ url: String) async throws -> [UInt8]
    var progress: Double { get async }
}

@Mocked(compilationCondition: .none)
protocol Uploader: Sendable {
    func upload(_ bytes: [UInt8]) async throws
}

@Mocked(compilationCondition: .none)
protocol Sync: Actor {
    func sync() async
}

/// An actor protocol's async initializer requirements, which its mock and a child's implement `@concurrent`
/// here: a `nonisolated` one crashed Swift 6.3.
@Mocked(compilationCondition: .none)
protocol SyncPeer: Actor {
    init(port: Int) async
    init(chunk: Chunk, arranging: (Chunk) -> Void) async
}

@Mocked(compilationCondition: .none)
protocol SyncRelay: SyncPeer, Actor {}

/// A value that is not `Sendable`.
final class Chunk {
    var size = 0
}

/// Async requirements that take a value that is not `Sendable` and a closure, which a caller on an actor
/// passes to the mock without sending them.
@Mocked(compilationCondition: .none)
protocol ChunkReader {
    func read(into chunk: Chunk, completion: @escaping (Int) -> Void) async -> Int
    func fresh() async -> sending Chunk
}

struct ChunkError: Error {}

/// Async requirements that take a non-escaping closure, as transaction and scope APIs do, and a child's
/// mock that gets them from the parent's extension.
@Mocked(compilationCondition: .none)
protocol ChunkStore {
    func withChunk(_ body: (Chunk) async throws -> Void) async rethrows
    func transaction<Result>(_ body: (Chunk) async throws -> Result) async throws -> Result
    func count(where isIncluded: (Int) throws(ChunkError) -> Bool) async throws(ChunkError) -> Int
    func merge(_ first: (Chunk) async throws -> Int, then second: (Int) -> Void) async throws -> Int
    func scan(_ visit: (Int) throws(ChunkError) -> Void, until stop: @autoclosure () -> Bool) async throws(ChunkError)
}

@Mocked(compilationCondition: .none)
protocol ChunkArchive: ChunkStore {}

/// Members that are nonisolated in isolated protocols, and an async initializer, that take a non-escaping
/// closure; a `sending` result computed from an argument.
@Mocked(compilationCondition: .none)
protocol ChunkRegistry: Actor {
    static func withShared<Result>(_ body: (Chunk) async throws -> Result) async throws -> Result
    nonisolated func log(_ message: @autoclosure () -> String) async
}

@Mocked(compilationCondition: .none)
@MainActor
protocol ChunkCoordinator {
    nonisolated func withChunk(_ body: (Chunk) async -> Void) async
}

@Mocked(compilationCondition: .none)
protocol ChunkPool {
    init(setup: (Chunk) throws -> Void) async throws
    func wrap(_ chunk: Chunk) -> sending Chunk
}

@MainActor
final class DownloadModel {
    let downloader: any Downloader
    var size = 0

    init(downloader: any Downloader) {
        self.downloader = downloader
    }

    func fetch() async {
        size = (try? await downloader.download("https://example.com").count) ?? -1
    }
}

struct NonisolatedNonsendingTests {
    @Test("a non-Sendable mock's async members are called from the main actor")
    @MainActor
    func mainActorCaller() async {
        let mock = DownloaderMock()
        mock._download.implementation = .returns([1, 2, 3])
        mock._progress.getter.implementation = .returns(0.5)
        let model = DownloadModel(downloader: mock)
        await model.fetch()
        #expect(model.size == 3)
        #expect(await mock.progress == 0.5)
        #expect(mock._download.lastInvocation == "https://example.com")
    }

    @Test("an async member takes a value that is not Sendable and a closure from the main actor")
    @MainActor
    func nonSendableArguments() async {
        let reader = ChunkReaderMock()
        reader._read.implementation = .invokes { chunk, _ in chunk.size + 1 }
        let chunk = Chunk()
        chunk.size = 2
        #expect(await reader.read(into: chunk, completion: { _ in }) == 3)
        #expect(reader._read.lastInvocation?.chunk === chunk)
        reader._fresh.implementation = .uncheckedInvokes { Chunk() }
        #expect(await reader.fresh().size == 0)
    }

    @Test("an async member takes a non-escaping closure from the main actor, which its implementation calls")
    @MainActor
    func nonEscapingClosures() async throws {
        let store = ChunkStoreMock()
        store._withChunk.implementation = .invokes { body in
            let chunk = Chunk()
            chunk.size = 4
            try? await body.closure(chunk)
        }
        var seen = 0
        await store.withChunk { seen = $0.size }
        #expect(seen == 4)
        #expect(store._withChunk.lastInvocation?.isAvailable == false)

        store._transaction.implementation = .invokes { body in try await body.closure(Chunk()) }
        #expect(try await store.transaction { $0.size + 5 } == 5)

        store._count.implementation = .invokes { (isIncluded) throws(ChunkError) in
            var count = 0
            for value in [1, 2, 3] where try isIncluded.closure(value) {
                count += 1
            }
            return count
        }
        #expect(try await store.count { $0 > 1 } == 2)

        let archive = ChunkArchiveMock()
        archive._transaction.implementation = .invokes { body in try await body.closure(Chunk()) }
        #expect(try await archive.transaction { $0.size + 7 } == 7)
        #expect(archive._transaction.callCount == 1)
    }

    @Test("an async member takes two non-escaping closures from the main actor, which its implementation calls")
    @MainActor
    func twoNonEscapingClosures() async throws {
        let store = ChunkStoreMock()
        store._merge.implementation = .invokes { first, second in
            let merged = try await first.closure(Chunk())
            second.closure(merged)
            return merged
        }
        var handed: [Int] = []
        #expect(try await store.merge({ $0.size + 3 }, then: { handed.append($0) }) == 3)
        #expect(handed == [3])
        #expect(store._merge.lastInvocation?.first.isAvailable == false)

        store._scan.implementation = .invokes { (visit, stop) throws(ChunkError) in
            var value = 1
            while !stop.closure() {
                try visit.closure(value)
                value += 1
            }
        }
        var visited: [Int] = []
        try await store.scan({ visited.append($0) }, until: visited.count == 2)
        #expect(visited == [1, 2])
        await #expect(throws: ChunkError.self) {
            try await store.scan({ _ throws(ChunkError) in throw ChunkError() }, until: false)
        }

        let archive = ChunkArchiveMock()
        archive._merge.implementation = .invokes { first, second in
            let merged = try await first.closure(Chunk())
            second.closure(merged)
            return merged
        }
        #expect(try await archive.merge({ $0.size + 6 }, then: { handed.append($0) }) == 6)
        #expect(handed == [3, 6])
        archive._scan.implementation = .invokes { (visit, _) throws(ChunkError) in try visit.closure(9) }
        var archived: [Int] = []
        try await archive.scan({ archived.append($0) }, until: true)
        #expect(archived == [9])
    }

    @Test("nonisolated members of isolated protocols and an async initializer take a non-escaping closure")
    @MainActor
    func nonisolatedMembersTakingClosures() async throws {
        defer { ChunkRegistryMock.resetMockedStaticMembers() }
        ChunkRegistryMock._withShared.implementation = .invokes { body in try await body.closure(Chunk()) }
        #expect(try await ChunkRegistryMock.withShared { $0.size + 1 } == 1)
        let registry = ChunkRegistryMock()
        registry._log.implementation = .invokes { message in #expect(message.closure() == "ready") }
        await registry.log("ready")
        #expect(registry._log.callCount == 1)

        let coordinator = ChunkCoordinatorMock()
        coordinator._withChunk.implementation = .invokes { body in await body.closure(Chunk()) }
        var seen = false
        await coordinator.withChunk { _ in seen = true }
        #expect(seen)

        defer { ChunkPoolMock.resetMockedStaticMembers() }
        ChunkPoolMock._init.implementation = .invokes { setup in
            let chunk = Chunk()
            try setup.closure(chunk)
            #expect(chunk.size == 3)
        }
        let pool = try await ChunkPoolMock(setup: { $0.size = 3 })
        #expect(ChunkPoolMock._init.callCount == 1)
        pool._wrap.implementation = .uncheckedInvokes { chunk in chunk }
        let chunk = Chunk()
        #expect(pool.wrap(chunk) === chunk)
    }

    @Test("Sendable and actor mocks, and waiting for a call made by a task")
    func concurrentCallers() async throws {
        let uploader = UploaderMock()
        Task { try await uploader.upload([9]) }
        try await uploader._upload.waitForCalls(1, timeout: .seconds(10))
        #expect(uploader._upload.lastInvocation == [9])

        let sync = SyncMock()
        await sync.sync()
        #expect(sync._sync.callCount == 1)
    }

    @Test("an actor protocol's async initializers are called and recorded")
    func actorAsyncInitializers() async {
        _ = await SyncPeerMock(port: 8080)
        #expect(SyncPeerMock._initPort.lastInvocation == 8080)
        _ = await SyncPeerMock(chunk: Chunk()) { chunk in chunk.size += 1 }
        #expect(SyncPeerMock._initChunkArranging.callCount == 1)
        _ = await SyncRelayMock(port: 9090)
        #expect(SyncRelayMock._initPort.lastInvocation == 9090)
        SyncPeerMock.resetMockedStaticMembers()
        SyncRelayMock.resetMockedStaticMembers()
    }
}
