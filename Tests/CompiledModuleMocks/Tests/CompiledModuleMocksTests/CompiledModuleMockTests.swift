import CoreMetrics
import Instrumentation
import Logging
import Mocking
import Testing
import Tracing

// The mocks in Mocks/ were written by `swift package --allow-writing-to-package-directory mock`, from the
// compiled modules of swift-log, swift-distributed-tracing and swift-metrics. These tests use them as a
// test of code that depends on those protocols would.

@Suite("Mocks of protocols read from compiled modules")
struct CompiledModuleMockTests {
    @Test("LogHandler (Sendable, swift-log): a Logger's messages reach the mock, its level and metadata are configured")
    func logHandler() {
        let handler = LogHandlerMock()
        handler._logLevel.getter.implementation = .returns(.info)
        handler._metadata.getter.implementation = .returns([:])
        handler._subscript.getter.implementation = .returns("42")
        let logger = Logger(label: "checkout") { _ in handler }

        logger.debug("below the level")
        logger.info("order placed", metadata: ["id": "7"])

        #expect(handler._logEvent.callCount == 1)
        #expect(handler._logEvent.lastInvocation?.message == "order placed")
        #expect(handler._logEvent.lastInvocation?.level == .info)
        #expect(handler._logEvent.lastInvocation?.metadata?["id"] == "7")
        #expect(logger[metadataKey: "user"] == "42")
        #expect(handler._subscript.getter.lastInvocation == "user")
        var tagged = logger
        tagged[metadataKey: "request"] = "9"
        // `subscript(metadataKey _: String)` records its argument under its label.
        #expect(handler._subscript.setter.lastInvocation?.metadataKey == "request")
        #expect(handler._subscript.setter.lastInvocation?.newValue == "9")
    }

    @Test("LogHandler: the mock crosses into a task, as a Sendable handler does")
    func logHandlerAcrossTasks() async {
        let handler = LogHandlerMock()
        handler._logLevel.getter.implementation = .returns(.trace)
        let logger = Logger(label: "worker") { _ in handler }
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<10 {
                group.addTask { logger.trace("step \(index)") }
            }
        }
        #expect(handler._logEvent.callCount == 10)
    }

    /// Deprecated, as `LegacyTracer.forceFlush()` is: its mock and backing property are deprecated like it.
    @available(*, deprecated)
    @Test(
        "Tracer (Tracing → LegacyTracer → Instrumentation.Instrument, associated type Span): every level's requirements"
    )
    func tracer() {
        let span = SpanMock()
        span._operationName.getter.implementation = .returns("checkout")
        let tracer = TracerMock<SpanMock>()
        tracer._startSpan.implementation = .returns(span)

        let started = tracer.startSpan("checkout", context: .topLevel, ofKind: .server, at: DefaultTracerClock.now)
        started.end()
        tracer.forceFlush()
        var carrier: [String: String] = [:]
        tracer.inject(.topLevel, into: &carrier, using: DictionaryInjector())

        #expect(started.operationName == "checkout")
        #expect(tracer._startSpan.callCount == 1)
        #expect(tracer._startSpan.lastInvocation?.operationName == "checkout")
        #expect(tracer._startSpan.lastInvocation?.kind == .server)
        #expect(span._end.callCount == 1)
        #expect(tracer._forceFlush.callCount == 1)
        #expect(tracer._inject.callCount == 1)
    }

    @Test("Tracer: an unconfigured call that returns a value fails the test")
    func tracerUnconfigured() {
        let tracer = TracerMock<SpanMock>()
        withKnownIssue {
            _ = tracer.activeSpan(identifiedBy: .topLevel)
        }
    }

    @Test(
        "MetricsFactory and CounterHandler (AnyObject & Sendable, swift-metrics): a Counter reports through the mocks")
    func metrics() {
        let handler = CounterHandlerMock()
        let factory = MetricsFactoryMock()
        factory._makeCounter.implementation = .returns(handler)

        let counter = Counter(label: "requests", dimensions: [("route", "/cart")], factory: factory)
        counter.increment(by: 3)
        counter.increment()
        counter.reset()
        counter.destroy()

        #expect(factory._makeCounter.lastInvocation?.label == "requests")
        #expect(factory._makeCounter.lastInvocation?.dimensions.first?.1 == "/cart")
        #expect(handler._increment.invocations == [3, 1])
        #expect(handler._reset.callCount == 1)
        #expect(factory._destroyCounter.callCount == 1)
    }
}

/// Writes what an instrument injects into a dictionary.
struct DictionaryInjector: Injector {
    func inject(_ value: String, forKey key: String, into carrier: inout [String: String]) {
        carrier[key] = value
    }
}
