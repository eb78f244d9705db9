import Foundation
import Mocking
import MockingIntegrationFixtures
import Testing

// Shapes found in the protocols of real packages (logging, tracing, OpenAPI runtimes) that an
// earlier generator could not mock. Each protocol here is written for this test in the same shape.

protocol Instant: Comparable, Sendable {
    var nanoseconds: UInt64 { get }
}

@Mocked(compilationCondition: .none)
protocol SpanTracer {
    associatedtype Span: Sendable
    func startSpan<I: Instant>(_ name: String, at instant: @autoclosure () -> I) -> Self.Span
    func flush()
}

@Mocked(compilationCondition: .none)
protocol PayloadCoder {
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

@Mocked(compilationCondition: .none)
protocol ContentType: RawRepresentable, Hashable, CaseIterable, Sendable where RawValue == String {}

@Mocked(compilationCondition: .none)
protocol Flag: RawRepresentable {}

@Mocked(compilationCondition: .none)
protocol Middleware: Sendable {
    func intercept(
        _ request: String,
        next: @Sendable (String) async throws -> Int
    ) async throws -> Int
}

@Mocked(compilationCondition: .none)
protocol Namespace {
    init()
    var prefix: String { get }
}

struct AttributeKey<Value> {
    var name: String
}

struct HTTPAttributes {
    var status: AttributeKey<Int> { AttributeKey(name: "status") }
}

@Mocked(compilationCondition: .none)
protocol AttributeNamespace {
    subscript<T>(dynamicMember member: KeyPath<HTTPAttributes, AttributeKey<T>>) -> T? where T: Sendable { get set }
}

@Mocked(compilationCondition: .none)
protocol Vector {
    static func + (lhs: Self, rhs: Self) -> Self
    static prefix func - (value: Self) -> Self
}

/// Hummingbird's `ApplicationProtocol` constrains, in its `where` clause, a type alias of its own that names
/// an associated type's associated type.
protocol ResponderContext { init() }
protocol ContextResponder {
    associatedtype Context
}
struct PlainResponder: ContextResponder {
    struct Context: ResponderContext {}
}

@Mocked(compilationCondition: .none)
protocol ServerApplication where Context: ResponderContext {
    associatedtype Responder: ContextResponder
    typealias Context = Responder.Context
    var responder: Responder { get }
    func makeContext() -> Context
}

/// Type aliases that name each other, one with an attribute, and one that stands for a standard-library
/// parent's associated type.
@Mocked(compilationCondition: .none)
protocol ChainedApplication where Ctx: ResponderContext {
    associatedtype Responder: ContextResponder
    typealias Base = Responder
    typealias Ctx = Base.Context
    @available(*, deprecated, message: "use Ctx") typealias LegacyContext = Ctx
    func makeContext() -> Ctx
}

@Mocked(compilationCondition: .none)
protocol NumberFeed: AsyncSequence {
    typealias Element = Int
    func close()
}

struct SampleInstant: Instant {
    var nanoseconds: UInt64
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
}

struct RealWorldShapesTests {
    @Test("a labelled get-set subscript and a deprecated overload")
    func logSink() {
        let mock = LogSinkMock()
        mock[metadataKey: "request"] = "42"
        mock._subscript.getter.implementation = .returns("42")
        #expect(mock[metadataKey: "request"] == "42")
        #expect(mock._subscript.setter.lastInvocation?.key == "request")
        #expect(mock._subscript.setter.lastInvocation?.newValue == "42")
        mock.log(message: "hi", file: "f", line: 1)
        #expect(mock._logMessageFileLine.lastInvocation?.line == 1)
    }

    @Test("Self.Span, and an autoclosure of an erased generic type")
    func tracer() {
        let mock = SpanTracerMock<String>()
        mock._startSpan.implementation = .invokes { name, instant in
            "\(name)@\(instant.closure().nanoseconds)"
        }
        #expect(mock.startSpan("load", at: SampleInstant(nanoseconds: 5)) == "load@5")
        #expect(mock._startSpan.lastInvocation?.name == "load")
    }

    @Test("T.Type parameters are recorded as existential metatypes")
    func coder() throws {
        struct Box: Decodable, Sendable { var value: Int }
        let mock = PayloadCoderMock()
        mock._decode.implementation = .invokes { type, data in Box(value: data.count) }
        let box = try mock.decode(Box.self, from: Data([1, 2, 3]))
        #expect(box.value == 3)
        #expect(mock._decode.lastInvocation?.type == Box.self)
    }

    @Test("RawRepresentable and CaseIterable parents become mockable members")
    func rawRepresentable() throws {
        defer { ContentTypeMock.resetMockedStaticMembers() }
        let mock = ContentTypeMock()
        mock._rawValue.getter.implementation = .returns("application/json")
        #expect(mock.rawValue == "application/json")
        #expect(ContentTypeMock(rawValue: "text/plain") != nil)
        #expect(ContentTypeMock._init.lastInvocation == "text/plain")
        ContentTypeMock._allCases.getter.implementation = .uncheckedReturns([mock])
        #expect(ContentTypeMock.allCases.count == 1)

        let flag = FlagMock<Int>()
        flag._rawValue.getter.implementation = .returns(3)
        #expect(flag.rawValue == 3)
    }

    @Test("a non-escaping async throwing closure parameter")
    func middleware() async throws {
        let mock = MiddlewareMock()
        mock._intercept.implementation = .invokes { request, next in
            try await next.closure(request + "!") + 1
        }
        let result = try await mock.intercept("req") { request in request.count }
        #expect(result == 5)
        #expect(mock._intercept.lastInvocation?.request == "req")
    }

    @Test("a generic key-path subscript: the key path is recorded as Any, the value erased")
    func genericSubscript() {
        let mock = AttributeNamespaceMock()
        mock._subscript.getter.implementation = .returns(200)
        #expect(mock[dynamicMember: \.status] == 200)
        mock[dynamicMember: \.status] = 404
        #expect(mock._subscript.setter.lastInvocation?.newValue as? Int == 404)
        #expect(
            mock._subscript.setter.lastInvocation?.member as? KeyPath<HTTPAttributes, AttributeKey<Int>> == \.status)
    }

    @Test("operator requirements get backing properties named in words")
    func operators() {
        defer { VectorMock.resetMockedStaticMembers() }
        let result = VectorMock()
        VectorMock._operatorPlus.implementation = .uncheckedReturns(result)
        #expect(VectorMock() + VectorMock() === result)
        #expect(VectorMock._operatorPlus.callCount == 1)
        VectorMock._operatorMinus.implementation = .uncheckedInvokes { value in value }
        let value = VectorMock()
        #expect(-value === value)
    }

    @Test("a type alias the protocol constrains in its 'where' clause is not a generic parameter of the mock")
    func constrainedTypeAlias() {
        let application = ServerApplicationMock<PlainResponder>()
        application._responder.getter.implementation = .returns(PlainResponder())
        application._makeContext.implementation = .invokes { PlainResponder.Context() }
        _ = application.responder
        #expect(type(of: application.makeContext()) == PlainResponder.Context.self)
        #expect(application._makeContext.callCount == 1)
    }

    @Test("type aliases that name each other; an alias for a standard-library parent's associated type")
    func chainedTypeAliases() async throws {
        let application = ChainedApplicationMock<PlainResponder>()
        application._makeContext.implementation = .invokes { PlainResponder.Context() }
        #expect(type(of: application.makeContext()) == PlainResponder.Context.self)
        let feed = NumberFeedMock()
        feed._makeAsyncIterator.implementation = .invokes {
            AsyncThrowingStream { continuation in
                continuation.yield(4)
                continuation.finish()
            }.makeAsyncIterator()
        }
        var received: [Int] = []
        for try await number in feed { received.append(number) }
        #expect(received == [4])
    }

    @Test("an init() requirement")
    func namespace() {
        defer { NamespaceMock.resetMockedStaticMembers() }
        let type: any Namespace.Type = NamespaceMock.self
        _ = type.init()
        #expect(NamespaceMock._init.callCount == 1)
    }
}
