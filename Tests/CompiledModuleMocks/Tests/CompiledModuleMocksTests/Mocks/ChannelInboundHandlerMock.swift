// swift-format-ignore-file
// A mock of NIOCore.ChannelInboundHandler and of every protocol it refines, written by swift-mocking
// from the compiled modules' symbol graphs. Running this command again rewrites it:
//     swift package --allow-writing-to-package-directory mock --target CompiledModuleMocksTests --protocol NIOCore.ChannelInboundHandler
// Write what you add in another file (an extension of ChannelInboundHandlerMock): this one is replaced.

import Mocking
import NIOCore

@MockedMembers
final class ChannelInboundHandlerMock<InboundIn, InboundOut, OutboundOut>: ChannelInboundHandler {
    // NIOCore.ChannelInboundHandler
    func unwrapInboundIn(_ value: NIOAny) -> InboundIn
    func wrapInboundOut(_ value: InboundOut) -> NIOAny

    // NIOCore._EmittingChannelHandler
    func wrapOutboundOut(_ value: OutboundOut) -> NIOAny

    // NIOCore._ChannelInboundHandler
    func channelRegistered(context: ChannelHandlerContext)
    func channelUnregistered(context: ChannelHandlerContext)
    func channelActive(context: ChannelHandlerContext)
    func channelInactive(context: ChannelHandlerContext)
    func channelRead(context: ChannelHandlerContext, data: NIOAny)
    func channelReadComplete(context: ChannelHandlerContext)
    func channelWritabilityChanged(context: ChannelHandlerContext)
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any)
    func errorCaught(context: ChannelHandlerContext, error: any Error)

    // NIOCore.ChannelHandler
    func handlerAdded(context: ChannelHandlerContext)
    func handlerRemoved(context: ChannelHandlerContext)
}
