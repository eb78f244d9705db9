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
}
