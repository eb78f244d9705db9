// swift-format-ignore-file
// The members '@Mocked' gives the mocks of protocols that refine Hummingbird.RequestContext, written by swift-mocking
// from the compiled modules' symbol graphs. Running this command again rewrites it:
//     swift package --allow-writing-to-package-directory mock --target AuthKit --parent Hummingbird.RequestContext
// Mark the protocols that refine it '@Mocked'; this file is replaced.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Hummingbird
import Logging
import Mocking

extension Hummingbird.RequestContext where Self: Mocking.Mock {
    #if SWIFT_MOCKING_ENABLED
    public var _coreContext: Mocking.MockReadWriteProperty<CoreRequestContextStorage> { Mocking.__member("_coreContext", of: self, group: (any Hummingbird.RequestContext).self, index: 0) }
    public var coreContext: CoreRequestContextStorage {
        get { _coreContext.getter.__invoke(()) }
        set { _coreContext.setter.__invoke(newValue) }
    }
    public var _maxUploadSize: Mocking.MockReadOnlyProperty<Int, Swift.Never> { Mocking.__member("_maxUploadSize", of: self, group: (any Hummingbird.RequestContext).self, index: 1) }
    public var maxUploadSize: Int { _maxUploadSize.getter.__invoke(()) }
    public var _requestDecoder: Mocking.MockReadOnlyProperty<Decoder, Swift.Never> { Mocking.__member("_requestDecoder", of: self, group: (any Hummingbird.RequestContext).self, index: 2) }
    public var requestDecoder: Decoder { _requestDecoder.getter.__invoke(()) }
    public var _responseEncoder: Mocking.MockReadOnlyProperty<Encoder, Swift.Never> { Mocking.__member("_responseEncoder", of: self, group: (any Hummingbird.RequestContext).self, index: 3) }
    public var responseEncoder: Encoder { _responseEncoder.getter.__invoke(()) }
    public var _logger: Mocking.MockReadOnlyProperty<Logger, Swift.Never> { Mocking.__member("_logger", of: self, group: (any Hummingbird.RequestContext).self, index: 4) }
    public var logger: Logger { _logger.getter.__invoke(()) }
    #endif
}

extension Hummingbird.RequestContext where Self: Mocking.__RefiningMock {
    #if SWIFT_MOCKING_ENABLED
    public static var _init: Mocking.MockMethod<Source, Swift.Void, Swift.Never> { Mocking.__staticMember("_init", of: Self.self, group: (any Hummingbird.RequestContext).self, index: 5) }
    public init(source: Source) {
        self.init(__mocking: ())
        Self._init.__invoke(source)
        Mocking.__created(self)
    }
    #endif
}

extension Hummingbird.RequestContext where Self: Mocking.Mock, Self.Decoder == JSONDecoder {
    #if SWIFT_MOCKING_ENABLED
    public var _requestDecoder: Mocking.MockReadOnlyProperty<Decoder, Swift.Never> { Mocking.__member("_requestDecoder", of: self, group: (any Hummingbird.RequestContext).self, index: 2) }
    public var requestDecoder: Decoder { _requestDecoder.getter.__invoke(()) }
    #endif
}

extension Hummingbird.RequestContext where Self: Mocking.Mock, Self.Encoder == JSONEncoder {
    #if SWIFT_MOCKING_ENABLED
    public var _responseEncoder: Mocking.MockReadOnlyProperty<Encoder, Swift.Never> { Mocking.__member("_responseEncoder", of: self, group: (any Hummingbird.RequestContext).self, index: 3) }
    public var responseEncoder: Encoder { _responseEncoder.getter.__invoke(()) }
    #endif
}
