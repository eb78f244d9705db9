// swift-format-ignore-file
// A mock of Logging.LogHandler and of every protocol it refines, written by swift-mocking
// from the compiled modules' symbol graphs. Running this command again rewrites it:
//     swift package --allow-writing-to-package-directory mock --target CompiledModuleMocksTests --protocol Logging.LogHandler
// Write what you add in another file (an extension of LogHandlerMock): this one is replaced.

import Logging
import Mocking

@MockedMembers
final class LogHandlerMock: LogHandler {
    // Logging.LogHandler
    @MockableProperty(.readWrite)
    var metadataProvider: Logger.MetadataProvider?
    func log(event: LogEvent)
    @available(*, deprecated)
    func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String, file: String, function: String, line: UInt)
    @available(*, deprecated)
    func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, file: String, function: String, line: UInt)
    let _subscript = Mocking.MockReadWriteSubscript<String, (metadataKey: String, newValue: Logger.Metadata.Value?), Logger.Metadata.Value?>("LogHandlerMock._subscript")
    subscript(metadataKey metadataKey: String) -> Logger.Metadata.Value? {
        get { _subscript.getter.__invoke(metadataKey) }
        set { _subscript.setter.__invoke((metadataKey: metadataKey, newValue: newValue)) }
    }
    @MockableProperty(.readWrite)
    var metadata: Logger.Metadata
    @MockableProperty(.readWrite)
    var logLevel: Logger.Level
}
