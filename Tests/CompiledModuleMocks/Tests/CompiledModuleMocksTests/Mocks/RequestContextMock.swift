// swift-format-ignore-file
// A mock of Hummingbird.RequestContext and of every protocol it refines, written by swift-mocking
// from the compiled modules' symbol graphs. Running this command again rewrites it:
//     swift package --allow-writing-to-package-directory mock --target CompiledModuleMocksTests --protocol Hummingbird.RequestContext
// Write what you add in another file (an extension of RequestContextMock): this one is replaced.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Hummingbird
import Logging
import Mocking

@MockedMembers
final class RequestContextMock<Source, Decoder: RequestDecoder, Encoder: ResponseEncoder>: RequestContext where Source  : RequestContextSource {
    // Hummingbird.RequestContext
    @MockableProperty(.readWrite)
    var coreContext: CoreRequestContextStorage
    @MockableProperty(.readOnly)
    var maxUploadSize: Int
    @MockableProperty(.readOnly)
    var requestDecoder: Decoder
    @MockableProperty(.readOnly)
    var responseEncoder: Encoder

    // Hummingbird.RequestContextSource
    @MockableProperty(.readOnly)
    var logger: Logger

    // Hummingbird.InitializableFromSource
    init(source: Source)
}
