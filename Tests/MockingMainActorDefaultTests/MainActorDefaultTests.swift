import Mocking
import Testing

// This target is compiled with `-default-isolation MainActor` (SwiftPM's `.defaultIsolation(MainActor.self)`
// from tools 6.2 on): its declarations, the protocols and their mocks included, are main-actor isolated
// unless marked otherwise.

@Mocked(compilationCondition: .none)
protocol ProfileStore {
    var name: String { get }
    func load(id: Int) async throws -> String
    func save(_ value: String)
    static func make() -> Int
    /// Restricted to a platform version: created with the mock, under `#available`.
    @available(macOS 10.15, *)
    func archive() -> Int
}

/// An async requirement that takes a non-escaping closure, in the mock and inherited.
@Mocked(compilationCondition: .none)
protocol ProfileTransactions {
    func transaction<Result>(_ body: (String) async throws -> Result) async throws -> Result
}

@Mocked(compilationCondition: .none)
protocol ProfileHistory: ProfileTransactions {}

@Mocked(compilationCondition: .none)
protocol FeedService: Sendable {
    func refresh() async -> Int
    @available(macOS 10.15, *)
    var pending: Int { get }
}

@Mocked(compilationCondition: .none)
protocol DetailStore: ProfileStore {
    func remove(id: Int)
}

/// A `Sendable` parent: its extension gives the child's mock its members only through a conformance to
/// `Mocking.Mock` that is not isolated to the main actor.
@Mocked(compilationCondition: .none)
protocol FeedSource: FeedService {
    func source() -> String
}

/// A hand-written mock that gets a `Sendable` parent's members in the same way.
@MockedMembers
final class HandWrittenFeedSource: FeedService {}

/// A `@concurrent` requirement runs off the main actor: its backing property is `nonisolated`, in the mock
/// and in the extension a refining mock gets it from.
@Mocked(compilationCondition: .none)
protocol ImageDecoder {
    @concurrent func decode(_ bytes: [UInt8]) async -> Int
}

@Mocked(compilationCondition: .none)
protocol ThumbnailDecoder: ImageDecoder {
    func thumbnailSize() -> Int
}

final class ProfileModel {
    let store: any ProfileStore
    private(set) var title = ""

    init(store: any ProfileStore) {
        self.store = store
    }

    func open(id: Int) async {
        title = (try? await store.load(id: id)) ?? "?"
        store.save(title)
    }
}

@globalActor
actor ArchiveActor {
    static let shared = ArchiveActor()
}

/// Requirements isolated to a global actor of their own, here and in a child's mock.
@Mocked(compilationCondition: .none)
protocol ArchiveService: Sendable {
    @ArchiveActor func store(_ name: String) -> Int
    @ArchiveActor var count: Int { get }
    @ArchiveActor static func reset()
}

@Mocked(compilationCondition: .none)
protocol ColdArchiveService: ArchiveService {
    func thaw()
}

/// Protocols refining the standard library's identity protocols: the mock's `==`, `hash(into:)`, `<` and
/// descriptions are not isolated, so its conformances to them serve the protocol (and `Sendable`).
@Mocked(compilationCondition: .none)
protocol Token: Hashable {
    var value: String { get }
}

@Mocked(compilationCondition: .none)
protocol SessionToken: Hashable, Sendable {
    var expiry: Int { get }
}

@Mocked(compilationCondition: .none)
protocol Badge: Comparable, CustomStringConvertible, CustomDebugStringConvertible {
    var label: String { get }
}

/// A child names `Hashable` again, so that its mock declares the identity members itself
/// (`DefaultIsolationHashableParent` in the compile-failure cases shows why).
@Mocked(compilationCondition: .none)
protocol RefreshToken: Token, Hashable {
    func refresh()
}

struct MainActorDefaultTests {
    @Test("mocks of protocols declared in a main-actor-by-default module conform and record calls")
    func mockInMainActorModule() async {
        MainActor.preconditionIsolated("this target's default isolation is the main actor")
        let mock = ProfileStoreMock()
        mock._load.implementation = .returns("Ada")
        let model = ProfileModel(store: mock)
        await model.open(id: 7)
        #expect(model.title == "Ada")
        #expect(mock._load.lastInvocation == 7)
        #expect(mock._save.lastInvocation == "Ada")
    }

    @Test("Sendable protocols, statics and inherited requirements")
    func otherShapes() async {
        defer { ProfileStoreMock.resetMockedStaticMembers() }
        let feed = FeedServiceMock()
        feed._refresh.implementation = .returns(3)
        #expect(await feed.refresh() == 3)
        feed._pending.getter.implementation = .returns(5)
        #expect(feed.pending == 5)

        ProfileStoreMock._make.implementation = .returns(1)
        #expect(ProfileStoreMock.make() == 1)

        let detail = DetailStoreMock()
        detail._archive.implementation = .returns(6)
        #expect(detail.archive() == 6)
        detail.save("x")
        detail.remove(id: 2)
        #expect(detail._save.callCount == 1)
        #expect(detail._remove.lastInvocation == 2)

        let source = FeedSourceMock()
        source._refresh.implementation = .returns(4)
        source._source.implementation = .returns("rss")
        #expect(await source.refresh() == 4)
        #expect(source.source() == "rss")
        let handWritten = HandWrittenFeedSource()
        handWritten._refresh.implementation = .returns(8)
        #expect(await handWritten.refresh() == 8)
        #expect(handWritten._refresh.callCount == 1)
    }

    @Test("an async requirement that takes a non-escaping closure, in the mock and inherited")
    func nonEscapingClosure() async throws {
        let transactions = ProfileTransactionsMock()
        transactions._transaction.implementation = .invokes { body in try await body.closure("ada") }
        #expect(try await transactions.transaction { $0.count } == 3)
        let history = ProfileHistoryMock()
        history._transaction.implementation = .invokes { body in try await body.closure("grace") }
        #expect(try await history.transaction { $0.uppercased() } == "GRACE")
    }

    @Test("a @concurrent requirement, in the mock and inherited")
    func concurrentRequirement() async {
        let decoder = ImageDecoderMock()
        decoder._decode.implementation = .invokes { bytes in bytes.count }
        #expect(await decoder.decode([1, 2, 3]) == 3)
        let thumbnails = ThumbnailDecoderMock()
        thumbnails._decode.implementation = .returns(9)
        #expect(await thumbnails.decode([]) == 9)
        #expect(thumbnails._decode.lastInvocation == [])
    }

    @Test("protocols refining Hashable, Equatable, Comparable and the descriptions, and a child naming Hashable again")
    func identityProtocols() {
        let first = TokenMock(value: .returns("a"))
        let second = TokenMock()
        #expect(first == first && first != second)
        #expect(Set([first, first, second]).count == 2)
        #expect(first.value == "a")
        let session = SessionTokenMock()
        #expect(Set([session, session, SessionTokenMock()]).count == 2)
        let badges = [BadgeMock(), BadgeMock()]
        #expect(badges.sorted().count == 2 && badges[0] != badges[1])
        #expect((badges[0] < badges[1]) != (badges[1] < badges[0]))
        #expect(badges[0].description == "BadgeMock" && badges[0].debugDescription == "BadgeMock")
        let refresh = RefreshTokenMock()
        refresh.refresh()
        #expect(Set([refresh, refresh, RefreshTokenMock()]).count == 2)
        #expect(refresh._refresh.callCount == 1)
    }

    @Test("requirements isolated to another global actor, in the mock and inherited")
    func globalActorRequirements() async {
        defer { ArchiveServiceMock.resetMockedStaticMembers() }
        let archive = ArchiveServiceMock()
        archive._store.implementation = .returns(4)
        archive._count.getter.implementation = .returns(1)
        #expect(await archive.store("a") == 4)
        #expect(await archive.count == 1)
        await ArchiveServiceMock.reset()
        #expect(ArchiveServiceMock._reset.callCount == 1)
        let cold = ColdArchiveServiceMock()
        cold._store.implementation = .returns(6)
        #expect(await cold.store("b") == 6)
        #expect(cold._store.lastInvocation == "b")
    }
}
