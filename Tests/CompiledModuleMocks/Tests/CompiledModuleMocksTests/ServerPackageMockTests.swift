import AuthKit
import Foundation
import GRDB
import Hummingbird
import Logging
import Mocking
import NIOCore
import NIOEmbedded
import Testing

// Mocks of swift-nio, GRDB and Hummingbird protocols, written by the `mock` command (Mocks/): protocols
// with requirements whose names start with `_`, a parent whose name does, and a requirement naming an
// associated type as `Self.Source`. The tests hand the mocks to the packages' own code.

/// Set once by a future's callback on an `EmbeddedEventLoop`, which runs callbacks on the test's thread.
final class Flag: @unchecked Sendable {
    var isSet = false
}

/// What a request's body decodes to, through Hummingbird's `Request.decode(as:context:)`.
struct Order: Decodable, Equatable {
    let id: Int

    /// The order `json` posts, decoded by Hummingbird with `context`'s decoder and upload limit.
    static func posted(_ json: String, in context: some RequestContext) async throws -> Order {
        let request = Request(
            head: HTTPRequest(method: .post, scheme: "http", authority: "shop", path: "/orders"),
            body: RequestBody(buffer: ByteBuffer(string: json)))
        return try await request.decode(as: Order.self, context: context)
    }
}

@Suite("Mocks of swift-nio, GRDB and Hummingbird protocols")
struct ServerPackageMockTests {
    @Test("Channel: NIO's own close() and writeAndFlush reach the mock, which answers with its event loop's futures")
    func channel() {
        let loop = EmbeddedEventLoop()
        let channel = ChannelMock()
        channel._eventLoop.getter.implementation = .returns(loop)
        channel._close.implementation = .invokes { _, promise in promise?.succeed() }
        let closed = Flag()

        channel.close().whenSuccess { closed.isSet = true }
        channel.writeAndFlush(ByteBuffer(string: "ping"), promise: nil)
        loop.run()

        #expect(closed.isSet)
        #expect(channel._close.lastInvocation?.mode == .all)
        #expect(channel._writeAndFlushTEventLoopPromiseVoid.callCount == 1)
        #expect(channel._eventLoop.getter.callCount == 1)
    }

    @Test("Channel: the `_channelCore` requirement, whose name starts with `_`, is mocked")
    func channelCore() {
        let channel = ChannelMock()
        channel.__channelCore.getter.implementation = .uncheckedReturns(EmbeddedChannel()._channelCore)
        _ = channel._channelCore
        #expect(channel.__channelCore.getter.callCount == 1)
    }

    @Test("ChannelInboundHandler (its requirements come from `_ChannelInboundHandler`): a pipeline delivers reads")
    func inboundHandler() throws {
        let handler = ChannelInboundHandlerMock<ByteBuffer, Never, Never>()
        let channel = EmbeddedChannel(handler: handler)

        try channel.writeInbound(ByteBuffer(string: "hello"))

        #expect(handler._handlerAdded.callCount == 1)
        #expect(handler._channelRead.callCount == 1)
        #expect(handler._channelReadComplete.callCount == 1)
        #expect(throws: Never.self) { try channel.finish() }
    }

    @Test("DatabaseReader: code that reads through GRDB's protocol gets the mock's answer")
    func databaseReader() throws {
        let reader = DatabaseReaderMock()
        reader._readDatabaseThrowsT.implementation = .uncheckedInvokes { _ in 3 }
        reader._path.getter.implementation = .returns(":memory:")

        let count: Int = try reader.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM player") ?? 0 }

        #expect(count == 3)
        #expect(reader.path == ":memory:")
        #expect(reader._readDatabaseThrowsT.callCount == 1)
    }

    @Test("RequestContext (`init(source: Self.Source)`): Hummingbird decodes a request through the mock")
    func requestContext() async throws {
        let context = RequestContextMock<ApplicationRequestContextSource, JSONDecoder, JSONEncoder>()
        context._requestDecoder.getter.implementation = .returns(JSONDecoder())
        context._maxUploadSize.getter.implementation = .returns(1024)

        let order = try await Order.posted(#"{"id": 7}"#, in: context)

        #expect(order == Order(id: 7))
        #expect(context._maxUploadSize.getter.callCount == 1)
    }
}

@Suite("A @Mocked protocol refining another package's protocol, whose members the mock command wrote")
struct ParentExtensionTests {
    @Test("AuthContextMock has its own member and RequestContext's, and Hummingbird decodes a request through it")
    func refiningMock() async throws {
        let context = AuthContextMock()
        context._userID.getter.implementation = .returns("ada")
        context._requestDecoder.getter.implementation = .returns(JSONDecoder())
        context._maxUploadSize.getter.implementation = .returns(64)

        let order = try await Order.posted(#"{"id": 8}"#, in: context)

        #expect(order == Order(id: 8))
        #expect(context.userID == "ada")
        #expect(context._maxUploadSize.getter.callCount == 1)
        resetMockedMembers(of: context)
        #expect(context._maxUploadSize.getter.callCount == 0)
    }

    @Test("the parent's initializer requirement is recorded in the mock's static _init")
    func initializer() {
        let source = ApplicationRequestContextSource(channel: EmbeddedChannel(), logger: Logger(label: "test"))
        let context = AuthContextMock(source: source)
        #expect(AuthContextMock._init.callCount == 1)
        #expect(context._userID.getter.callCount == 0)
        AuthContextMock.resetMockedStaticMembers()
    }
}
