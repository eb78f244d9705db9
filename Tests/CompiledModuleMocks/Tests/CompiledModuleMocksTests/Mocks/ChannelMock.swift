// swift-format-ignore-file
// A mock of NIOCore.Channel and of every protocol it refines, written by swift-mocking
// from the compiled modules' symbol graphs. Running this command again rewrites it:
//     swift package --allow-writing-to-package-directory mock --target CompiledModuleMocksTests --protocol NIOCore.Channel
// Write what you add in another file (an extension of ChannelMock): this one is replaced.

import Mocking
import NIOCore

@MockedMembers
final class ChannelMock: Channel {
    // NIOCore.Channel
    @MockableProperty(.readOnly)
    var allocator: ByteBufferAllocator
    @MockableProperty(.readOnly)
    var closeFuture: EventLoopFuture<Void>
    @MockableProperty(.readOnly)
    var pipeline: ChannelPipeline
    @MockableProperty(.readOnly)
    var localAddress: SocketAddress?
    @MockableProperty(.readOnly)
    var remoteAddress: SocketAddress?
    @MockableProperty(.readOnly)
    var parent: (any Channel)?
    func setOption<Option>(_ option: Option, value: Option.Value) -> EventLoopFuture<Void> where Option : ChannelOption
    func getOption<Option>(_ option: Option) -> EventLoopFuture<Option.Value> where Option : ChannelOption
    @MockableProperty(.readOnly)
    var isWritable: Bool
    @MockableProperty(.readOnly)
    var isActive: Bool
    @MockableProperty(.readOnly)
    var _channelCore: any ChannelCore
    @MockableProperty(.readOnly)
    var syncOptions: (any NIOSynchronousChannelOptions)?
    @preconcurrency func write<T>(_ any: T) -> EventLoopFuture<Void> where T : Sendable
    @preconcurrency func write<T>(_ any: T, promise: EventLoopPromise<Void>?) where T : Sendable
    @preconcurrency func writeAndFlush<T>(_ any: T) -> EventLoopFuture<Void> where T : Sendable
    @preconcurrency func writeAndFlush<T>(_ any: T, promise: EventLoopPromise<Void>?) where T : Sendable

    // NIOCore.ChannelOutboundInvoker
    func register(promise: EventLoopPromise<Void>?)
    func bind(to: SocketAddress, promise: EventLoopPromise<Void>?)
    func connect(to: SocketAddress, promise: EventLoopPromise<Void>?)
    @available(*, deprecated, message: "NIOAny is not Sendable. Avoid wrapping the value in NIOAny to silence this warning.")
    func write(_ data: NIOAny, promise: EventLoopPromise<Void>?)
    func flush()
    @available(*, deprecated, message: "NIOAny is not Sendable. Avoid wrapping the value in NIOAny to silence this warning.")
    func writeAndFlush(_ data: NIOAny, promise: EventLoopPromise<Void>?)
    func read()
    func close(mode: CloseMode, promise: EventLoopPromise<Void>?)
    @preconcurrency func triggerUserOutboundEvent(_ event: any Sendable, promise: EventLoopPromise<Void>?)
    @MockableProperty(.readOnly)
    var eventLoop: any EventLoop
}
