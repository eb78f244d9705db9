// swift-format-ignore-file
// A mock of Tracing.Span and of every protocol it refines, written by swift-mocking
// from the compiled modules' symbol graphs. Running this command again rewrites it:
//     swift package --allow-writing-to-package-directory mock --target CompiledModuleMocksTests --protocol Tracing.Span
// Write what you add in another file (an extension of SpanMock): this one is replaced.

import Instrumentation
import Mocking
import Tracing

@MockedMembers
final class SpanMock: Span {
    // Tracing.Span
    @MockableProperty(.readOnly)
    var context: InstrumentationContext
    @MockableProperty(.readWrite)
    var operationName: String
    func setStatus(_ status: SpanStatus)
    func addEvent(_ event: SpanEvent)
    func recordError<Instant>(_ error: any Error, attributes: SpanAttributes, at instant: @autoclosure () -> Instant) where Instant : TracerInstant
    @MockableProperty(.readWrite)
    var attributes: SpanAttributes
    @MockableProperty(.readOnly)
    var isRecording: Bool
    func addLink(_ link: SpanLink)
    func end<Instant>(at instant: @autoclosure () -> Instant) where Instant : TracerInstant
}
