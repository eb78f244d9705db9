import Mocking

/// The protocol every mock of the benchmark implements: one requirement per kind of call.
///
/// It is public because Swift 6.3.1's whole-module optimizer, for an internal protocol, missed the
/// conformance that `@Mocked` generates and sent calls on `any Service` holding the generated mock to
/// another mock's methods (see Documentation/troubleshooting.md).
@Mocked(compilationCondition: .none)
public protocol Service: Sendable {
    func add(_ a: Int, _ b: Int) -> Int
    func parse(_ value: Int) throws -> Int
    func load(_ id: Int) async throws -> Int
    func log(_ value: Int)
    var level: Int { get set }
    subscript(index: Int) -> Int { get }
    /// Restricted to OS versions, as requirements of Apple SDKs are (on Linux it is available everywhere):
    /// the mock creates its member under `#available`.
    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    func tagged(_ value: Int) -> Int
}

/// A protocol that adds nothing to `Service`: its mock gets every requirement from `Service`'s
/// `@Mocked` extension, as the mock of a refining protocol does.
@Mocked(compilationCondition: .none)
public protocol DerivedService: Service {}

/// A protocol refining `DerivedService`: its mock gets `Service`'s requirements from a grandparent, which
/// its macro does not name (traced only: `RuntimeBenchmark trace`).
@Mocked(compilationCondition: .none)
public protocol GrandService: DerivedService {}

/// A protocol refining `Service` that is not `@Mocked`: its hand-written mock gets every requirement from
/// `Service`'s extension, registered the first time one is used, since its macro cannot name `Service`.
public protocol PlainDerivedService: Service {}

@MockedMembers
final class HandWrittenDerivedServiceMock: PlainDerivedService {}

/// The error the `.throws` rows throw.
struct BenchmarkError: Error {}

/// How a row configures a mock: fixed answers, closures, errors, or nothing.
enum Style: String, Sendable {
    case returns = "`.returns`"
    case invokes = "`.invokes`"
    case `throws` = "`.throws`"
    case none = "no implementation"
}

/// Configures the backing members of a `@Mocked` mock of `Service`, whichever declares them.
func configure(
    _ style: Style,
    add: MockMethod<(a: Int, b: Int), Int, Never>,
    parse: MockMethod<Int, Int, any Error>,
    load: AsyncMockMethod<Int, Int, any Error>,
    log: MockMethod<Int, Void, Never>,
    level: MockMethod<Void, Int, Never>,
    subscriptGetter: MockMethod<Int, Int, Never>,
    tagged: MockMethod<Int, Int, Never>
) {
    switch style {
    case .returns:
        add.implementation = .returns(2)
        parse.implementation = .returns(3)
        load.implementation = .returns(5)
        level.implementation = .returns(1)
        subscriptGetter.implementation = .returns(4)
        tagged.implementation = .returns(6)
    case .invokes:
        add.implementation = .invokes { a, b in a &+ b }
        parse.implementation = .invokes { value in value }
        load.implementation = .invokes { id in id }
        log.implementation = .invokes { _ in }
        level.implementation = .invokes { 1 }
        subscriptGetter.implementation = .invokes { index in index }
        tagged.implementation = .invokes { value in value }
    case .throws:
        parse.implementation = .throws(BenchmarkError())
        load.implementation = .throws(BenchmarkError())
    case .none:
        break
    }
}

extension ServiceMock {
    /// A mock configured in `style`.
    static func make(_ style: Style) -> ServiceMock {
        let mock = ServiceMock()
        configure(
            style, add: mock._add, parse: mock._parse, load: mock._load, log: mock._log, level: mock._level.getter,
            subscriptGetter: mock._subscript.getter, tagged: mock._tagged)
        return mock
    }
}

/// `mock`, configured in `style` through the members it inherits from `Service`'s extension.
func configuredThroughInheritedMembers<M: Service & Mock>(_ mock: M, _ style: Style) -> M {
    configure(
        style, add: mock._add, parse: mock._parse, load: mock._load, log: mock._log, level: mock._level.getter,
        subscriptGetter: mock._subscript.getter, tagged: mock._tagged)
    return mock
}

extension DerivedServiceMock {
    /// A mock configured in `style`, through the members it inherits.
    static func make(_ style: Style) -> DerivedServiceMock {
        configuredThroughInheritedMembers(DerivedServiceMock(), style)
    }
}

extension HandWrittenDerivedServiceMock {
    /// A mock configured in `style`, through the members it inherits, registered on first use.
    static func make(_ style: Style) -> HandWrittenDerivedServiceMock {
        configuredThroughInheritedMembers(HandWrittenDerivedServiceMock(), style)
    }
}

extension GrandServiceMock {
    /// A mock configured in `style`, through the members it inherits from its grandparent.
    static func make(_ style: Style) -> GrandServiceMock {
        configuredThroughInheritedMembers(GrandServiceMock(), style)
    }
}
