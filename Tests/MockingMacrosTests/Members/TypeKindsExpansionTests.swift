import Testing

@Suite("@Mocked: parameter and result types, refinements")
struct TypeKindsExpansionTests {
    @Test("some/any, escaping closures, rethrows, where clauses, IUO, tuple, function and metatype types")
    func typeKinds() {
        assertMockedMembers(
            """
            func draw(_ shape: some Shape, in canvas: any Canvas)
            func later(_ completion: @escaping @Sendable (Int) -> Void)
            func map(_ transform: @escaping (Int) throws -> Int) rethrows -> [Int]
            func find<T>(_ value: T) -> T? where T: Equatable
            func value() -> Int!
            func pair() -> (x: Int, y: Int)
            func factory() -> @Sendable (Int) -> Int
            func kind() -> any Shape.Type
            static var shared: Int { get }
            """,
            classMembers: """
                convenience init(
                    draw implementation0: Mocking.MockMethod<(shape: any Shape, canvas: any Canvas), Swift.Void, Swift.Never>.Implementation = .unimplemented,
                    later implementation1: Mocking.MockMethod<@Sendable (Int) -> Void, Swift.Void, Swift.Never>.Implementation = .unimplemented,
                    map implementation2: Mocking.MockMethod<(Int) throws -> Int, [Int], Swift.Never>.Implementation = .unimplemented,
                    find implementation3: Mocking.MockMethod<any Equatable, (any Equatable)?, Swift.Never>.Implementation = .unimplemented,
                    value implementation4: Mocking.MockMethod<Swift.Void, Int?, Swift.Never>.Implementation = .unimplemented,
                    pair implementation5: Mocking.MockMethod<Swift.Void, (x: Int, y: Int), Swift.Never>.Implementation = .unimplemented,
                    factory implementation6: Mocking.MockMethod<Swift.Void, @Sendable (Int) -> Int, Swift.Never>.Implementation = .unimplemented,
                    kind implementation7: Mocking.MockMethod<Swift.Void, any Shape.Type, Swift.Never>.Implementation = .unimplemented
                ) {
                    self.init()
                    _draw.implementation = implementation0
                    _later.implementation = implementation1
                    _map.implementation = implementation2
                    _find.implementation = implementation3
                    _value.implementation = implementation4
                    _pair.implementation = implementation5
                    _factory.implementation = implementation6
                    _kind.implementation = implementation7
                }
                let _draw = Mocking.MockMethod<(shape: any Shape, canvas: any Canvas), Swift.Void, Swift.Never>("PMock._draw", lineOffset: 1, column: 5)
                func draw(_ shape: some Shape, in canvas: any Canvas) { _draw.__invoke((shape: shape, canvas: canvas)) }
                let _later = Mocking.MockMethod<@Sendable (Int) -> Void, Swift.Void, Swift.Never>("PMock._later", lineOffset: 2, column: 5)
                func later(_ completion: @escaping @Sendable (Int) -> Void) { _later.__invoke(completion) }
                let _map = Mocking.MockMethod<(Int) throws -> Int, [Int], Swift.Never>("PMock._map", lineOffset: 3, column: 5)
                func map(_ transform: @escaping (Int) throws -> Int) rethrows -> [Int] { _map.__invoke(transform) }
                let _find = Mocking.MockMethod<any Equatable, (any Equatable)?, Swift.Never>("PMock._find", lineOffset: 4, column: 5)
                func find<T>(_ value: T) -> T? where T: Equatable { _find.__result(_find.__invoke(value)) as T? }
                let _value = Mocking.MockMethod<Swift.Void, Int?, Swift.Never>("PMock._value", lineOffset: 5, column: 5)
                func value() -> Int! { _value.__invoke(()) }
                let _pair = Mocking.MockMethod<Swift.Void, (x: Int, y: Int), Swift.Never>("PMock._pair", lineOffset: 6, column: 5)
                func pair() -> (x: Int, y: Int) { _pair.__invoke(()) }
                let _factory = Mocking.MockMethod<Swift.Void, @Sendable (Int) -> Int, Swift.Never>("PMock._factory", lineOffset: 7, column: 5)
                func factory() -> @Sendable (Int) -> Int { _factory.__invoke(()) }
                let _kind = Mocking.MockMethod<Swift.Void, any Shape.Type, Swift.Never>("PMock._kind", lineOffset: 8, column: 5)
                func kind() -> any Shape.Type { _kind.__invoke(()) }
                static var _shared: Mocking.MockReadOnlyProperty<Int, Swift.Never> { Mocking.__staticMember("_shared", of: Self.self, group: (any P).self, index: 8, lineOffset: 9, column: 5) }
                static var shared: Int { _shared.getter.__invoke(()) }
                """,
            extensionMembers: """
                var _draw: Mocking.MockMethod<(shape: any Shape, canvas: any Canvas), Swift.Void, Swift.Never> { Mocking.__member("_draw", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                func draw(_ shape: some Shape, in canvas: any Canvas) { _draw.__invoke((shape: shape, canvas: canvas)) }
                var _later: Mocking.MockMethod<@Sendable (Int) -> Void, Swift.Void, Swift.Never> { Mocking.__member("_later", of: self, group: (any P).self, index: 1, lineOffset: 2, column: 5) }
                func later(_ completion: @escaping @Sendable (Int) -> Void) { _later.__invoke(completion) }
                var _map: Mocking.MockMethod<(Int) throws -> Int, [Int], Swift.Never> { Mocking.__member("_map", of: self, group: (any P).self, index: 2, lineOffset: 3, column: 5) }
                func map(_ transform: @escaping (Int) throws -> Int) rethrows -> [Int] { _map.__invoke(transform) }
                var _find: Mocking.MockMethod<any Equatable, (any Equatable)?, Swift.Never> { Mocking.__member("_find", of: self, group: (any P).self, index: 3, lineOffset: 4, column: 5) }
                func find<T>(_ value: T) -> T? where T: Equatable { _find.__result(_find.__invoke(value)) as T? }
                var _value: Mocking.MockMethod<Swift.Void, Int?, Swift.Never> { Mocking.__member("_value", of: self, group: (any P).self, index: 4, lineOffset: 5, column: 5) }
                func value() -> Int! { _value.__invoke(()) }
                var _pair: Mocking.MockMethod<Swift.Void, (x: Int, y: Int), Swift.Never> { Mocking.__member("_pair", of: self, group: (any P).self, index: 5, lineOffset: 6, column: 5) }
                func pair() -> (x: Int, y: Int) { _pair.__invoke(()) }
                var _factory: Mocking.MockMethod<Swift.Void, @Sendable (Int) -> Int, Swift.Never> { Mocking.__member("_factory", of: self, group: (any P).self, index: 6, lineOffset: 7, column: 5) }
                func factory() -> @Sendable (Int) -> Int { _factory.__invoke(()) }
                var _kind: Mocking.MockMethod<Swift.Void, any Shape.Type, Swift.Never> { Mocking.__member("_kind", of: self, group: (any P).self, index: 7, lineOffset: 8, column: 5) }
                func kind() -> any Shape.Type { _kind.__invoke(()) }
                static var _shared: Mocking.MockReadOnlyProperty<Int, Swift.Never> { Mocking.__staticMember("_shared", of: Self.self, group: (any P).self, index: 8, lineOffset: 9, column: 5) }
                static var shared: Int { _shared.getter.__invoke(()) }
                """
        )
    }

    @Test("well-known refinements: identity, descriptions and Codable in the mock; Codable not in an extension")
    func refinements() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none)
            protocol Token: Hashable, CustomStringConvertible, Encodable {
            }
            """,
            expandsTo: """
                protocol Token: Hashable, CustomStringConvertible, Encodable {
                }

                final class TokenMock: Token, Mocking.Mock {
                    init() {}
                    nonisolated let __mockMembers = Mocking.__MockMembers()
                    convenience init(
                        encode implementation0: Mocking.MockMethod<any Swift.Encoder, Swift.Void, any Swift.Error>.Implementation = .unimplemented
                    ) {
                        self.init()
                        _encode.implementation = implementation0
                    }
                    nonisolated let _encode = Mocking.MockMethod<any Swift.Encoder, Swift.Void, any Swift.Error>("TokenMock._encode")
                    nonisolated func encode(to encoder: any Swift.Encoder) throws { try _encode.__invoke(encoder) }
                    nonisolated static func == (lhs: TokenMock, rhs: TokenMock) -> Swift.Bool { lhs === rhs }
                    nonisolated func hash(into hasher: inout Swift.Hasher) { hasher.combine(Swift.ObjectIdentifier(self)) }
                    nonisolated var hashValue: Swift.Int { Swift.ObjectIdentifier(self).hashValue }
                    nonisolated var description: Swift.String { Swift.String(describing: Self.self) }
                }
                """
        )
    }
}
