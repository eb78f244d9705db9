// swift-format-ignore-file
// A mock of Tracing.Tracer and of every protocol it refines, written by swift-mocking
// from the compiled modules' symbol graphs. Running this command again rewrites it:
//     swift package --allow-writing-to-package-directory mock --target CompiledModuleMocksTests --protocol Tracing.Tracer
// Write what you add in another file (an extension of TracerMock): this one is replaced.

import Instrumentation
import Mocking
import Tracing

@MockedMembers
@available(macOS, introduced: 10.15)
@available(watchOS, introduced: 6.0)
@available(iOS, introduced: 13.0)
@available(tvOS, introduced: 13.0)
final class TracerMock<Span: Tracing.Span>: Tracer {
    // Tracing.Tracer
    func startSpan<Instant>(_ operationName: String, context: @autoclosure () -> InstrumentationContext, ofKind kind: SpanKind, at instant: @autoclosure () -> Instant, function: String, file fileID: String, line: UInt) -> Span where Instant : TracerInstant
    func activeSpan(identifiedBy context: InstrumentationContext) -> Span?

    // Tracing.LegacyTracer
    @available(*, deprecated, message: "prefer withSpan")
    func startAnySpan<Instant>(_ operationName: String, context: @autoclosure () -> InstrumentationContext, ofKind kind: SpanKind, at instant: @autoclosure () -> Instant, function: String, file fileID: String, line: UInt) -> any Tracing.Span where Instant : TracerInstant
    @available(*, deprecated)
    func forceFlush()

    // Instrumentation.Instrument
    func extract<Carrier, Extract>(_ carrier: Carrier, into context: inout InstrumentationContext, using extractor: Extract) where Carrier == Extract.Carrier, Extract : Extractor
    func inject<Carrier, Inject>(_ context: InstrumentationContext, into carrier: inout Carrier, using injector: Inject) where Carrier == Inject.Carrier, Inject : Injector
}
