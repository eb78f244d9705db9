import Testing

@Suite("@Mocked: parameter and result types, refinements")
struct TypeKindsExpansionTests {
    @Test("some/any, escaping closures, rethrows, where clauses, IUO, tuple, function and metatype types")
    func typeKinds() {
        let members = """
            let _draw = Mocking.MockMethod<(shape: any Shape, canvas: any Canvas), Swift.Void, Swift.Never>("PMock._draw", line: 3, column: 5)
            func draw(_ shape: some Shape, in canvas: any Canvas) {
                _draw.__invoke((shape: shape, canvas: canvas))
            }
            let _later = Mocking.MockMethod<@Sendable (Int) -> Void, Swift.Void, Swift.Never>("PMock._later", line: 4, column: 5)
            func later(_ completion: @escaping @Sendable (Int) -> Void) {
                _later.__invoke(completion)
            }
            let _map = Mocking.MockMethod<(Int) throws -> Int, [Int], Swift.Never>("PMock._map", line: 5, column: 5)
            func map(_ transform: @escaping (Int) throws -> Int) rethrows -> [Int] {
                _map.__invoke(transform)
            }
            let _find = Mocking.MockMethod<any Equatable, (any Equatable)?, Swift.Never>("PMock._find", line: 6, column: 5)
            func find<T>(_ value: T) -> T? where T: Equatable {
                _find.__invoke(value) as! T?
            }
            let _value = Mocking.MockMethod<Swift.Void, Int?, Swift.Never>("PMock._value", line: 7, column: 5)
            func value() -> Int! {
                _value.__invoke(())
            }
            let _pair = Mocking.MockMethod<Swift.Void, (x: Int, y: Int), Swift.Never>("PMock._pair", line: 8, column: 5)
            func pair() -> (x: Int, y: Int) {
                _pair.__invoke(())
            }
            let _factory = Mocking.MockMethod<Swift.Void, @Sendable (Int) -> Int, Swift.Never>("PMock._factory", line: 9, column: 5)
            func factory() -> @Sendable (Int) -> Int {
                _factory.__invoke(())
            }
            let _kind = Mocking.MockMethod<Swift.Void, any Shape.Type, Swift.Never>("PMock._kind", line: 10, column: 5)
            func kind() -> any Shape.Type {
                _kind.__invoke(())
            }
            static var _shared: Mocking.MockReadOnlyProperty<Int, Swift.Never> {
                __staticMember("_shared", group: __MockedMembers_P.self, index: 8, slots: __staticMemberSlots, line: 11, column: 5)
            }
            static var shared: Int {
                @_transparent func __mockedCall(_ member: Mocking.MockReadOnlyProperty<Int, Swift.Never>.Getter) -> Int {
                    member.__invoke(())
                }
                return __withStaticAccessor("_shared", of: Mocking.MockReadOnlyProperty<Int, Swift.Never>.self, group: __MockedMembers_P.self, index: 8, accessor: 0, slots: __staticMemberSlots, line: 11, column: 5, __mockedCall)
            }
            """
        let configuringInitializer = """
            init(
                draw implementation0: Mocking.MockMethod<(shape: any Shape, canvas: any Canvas), Swift.Void, Swift.Never>.Implementation? = nil,
                later implementation1: Mocking.MockMethod<@Sendable (Int) -> Void, Swift.Void, Swift.Never>.Implementation? = nil,
                map implementation2: Mocking.MockMethod<(Int) throws -> Int, [Int], Swift.Never>.Implementation? = nil,
                find implementation3: Mocking.MockMethod<any Equatable, (any Equatable)?, Swift.Never>.Implementation? = nil,
                value implementation4: Mocking.MockMethod<Swift.Void, Int?, Swift.Never>.Implementation? = nil,
                pair implementation5: Mocking.MockMethod<Swift.Void, (x: Int, y: Int), Swift.Never>.Implementation? = nil,
                factory implementation6: Mocking.MockMethod<Swift.Void, @Sendable (Int) -> Int, Swift.Never>.Implementation? = nil,
                kind implementation7: Mocking.MockMethod<Swift.Void, any Shape.Type, Swift.Never>.Implementation? = nil
            ) {
                if let implementation0 {
                    _draw.implementation = implementation0
                }
                if let implementation1 {
                    _later.implementation = implementation1
                }
                if let implementation2 {
                    _map.implementation = implementation2
                }
                if let implementation3 {
                    _find.implementation = implementation3
                }
                if let implementation4 {
                    _value.implementation = implementation4
                }
                if let implementation5 {
                    _pair.implementation = implementation5
                }
                if let implementation6 {
                    _factory.implementation = implementation6
                }
                if let implementation7 {
                    _kind.implementation = implementation7
                }
            }
            """
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
            staticMemberSlots: 9,
            classMembers: configuringInitializer + "\n" + members,
            extensionMembers: """
                nonisolated static func __registerMockedMembers_P(in registry: inout Mocking.__MockMemberRegistry) {
                    guard registry.begin(__MockedMembers_P.self, count: 8) else {
                        return
                    }
                    registry.add(Mocking.MockMethod<(shape: any Shape, canvas: any Canvas), Swift.Void, Swift.Never>("\\(Self.self)._draw", strict: registry.isStrict, line: 3, column: 5), at: 0)
                    registry.add(Mocking.MockMethod<@Sendable (Int) -> Void, Swift.Void, Swift.Never>("\\(Self.self)._later", strict: registry.isStrict, line: 4, column: 5), at: 1)
                    registry.add(Mocking.MockMethod<(Int) throws -> Int, [Int], Swift.Never>("\\(Self.self)._map", strict: registry.isStrict, line: 5, column: 5), at: 2)
                    registry.add(Mocking.MockMethod<any Equatable, (any Equatable)?, Swift.Never>("\\(Self.self)._find", strict: registry.isStrict, line: 6, column: 5), at: 3)
                    registry.add(Mocking.MockMethod<Swift.Void, Int?, Swift.Never>("\\(Self.self)._value", strict: registry.isStrict, line: 7, column: 5), at: 4)
                    registry.add(Mocking.MockMethod<Swift.Void, (x: Int, y: Int), Swift.Never>("\\(Self.self)._pair", strict: registry.isStrict, line: 8, column: 5), at: 5)
                    registry.add(Mocking.MockMethod<Swift.Void, @Sendable (Int) -> Int, Swift.Never>("\\(Self.self)._factory", strict: registry.isStrict, line: 9, column: 5), at: 6)
                    registry.add(Mocking.MockMethod<Swift.Void, any Shape.Type, Swift.Never>("\\(Self.self)._kind", strict: registry.isStrict, line: 10, column: 5), at: 7)
                }
                var _draw: Mocking.MockMethod<(shape: any Shape, canvas: any Canvas), Swift.Void, Swift.Never> {
                    __member(group: __MockedMembers_P.self, index: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func draw(_ shape: some Shape, in canvas: any Canvas) {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<(shape: any Shape, canvas: any Canvas), Swift.Void, Swift.Never>) -> Swift.Void {
                        member.__invoke((shape: shape, canvas: canvas))
                    }
                    return __withAccessor({
                            (members: __MockedMembers_P.InPlace) in members._draw
                        }, group: __MockedMembers_P.self, index: 0, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall)
                }
                var _later: Mocking.MockMethod<@Sendable (Int) -> Void, Swift.Void, Swift.Never> {
                    __member(group: __MockedMembers_P.self, index: 1, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func later(_ completion: @escaping @Sendable (Int) -> Void) {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<@Sendable (Int) -> Void, Swift.Void, Swift.Never>) -> Swift.Void {
                        member.__invoke(completion)
                    }
                    return __withAccessor({
                            (members: __MockedMembers_P.InPlace) in members._later
                        }, group: __MockedMembers_P.self, index: 1, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall)
                }
                var _map: Mocking.MockMethod<(Int) throws -> Int, [Int], Swift.Never> {
                    __member(group: __MockedMembers_P.self, index: 2, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func map(_ transform: @escaping (Int) throws -> Int) rethrows -> [Int] {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<(Int) throws -> Int, [Int], Swift.Never>) -> [Int] {
                        member.__invoke(transform)
                    }
                    return __withAccessor({
                            (members: __MockedMembers_P.InPlace) in members._map
                        }, group: __MockedMembers_P.self, index: 2, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall)
                }
                var _find: Mocking.MockMethod<any Equatable, (any Equatable)?, Swift.Never> {
                    __member(group: __MockedMembers_P.self, index: 3, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func find<T>(_ value: T) -> T? where T: Equatable {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<any Equatable, (any Equatable)?, Swift.Never>) -> (any Equatable)? {
                        member.__invoke(value)
                    }
                    return __withAccessor({
                            (members: __MockedMembers_P.InPlace) in members._find
                        }, group: __MockedMembers_P.self, index: 3, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall) as! T?
                }
                var _value: Mocking.MockMethod<Swift.Void, Int?, Swift.Never> {
                    __member(group: __MockedMembers_P.self, index: 4, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func value() -> Int! {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, Int?, Swift.Never>) -> Int? {
                        member.__invoke(())
                    }
                    return __withAccessor({
                            (members: __MockedMembers_P.InPlace) in members._value
                        }, group: __MockedMembers_P.self, index: 4, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall)
                }
                var _pair: Mocking.MockMethod<Swift.Void, (x: Int, y: Int), Swift.Never> {
                    __member(group: __MockedMembers_P.self, index: 5, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func pair() -> (x: Int, y: Int) {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, (x: Int, y: Int), Swift.Never>) -> (x: Int, y: Int) {
                        member.__invoke(())
                    }
                    return __withAccessor({
                            (members: __MockedMembers_P.InPlace) in members._pair
                        }, group: __MockedMembers_P.self, index: 5, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall)
                }
                var _factory: Mocking.MockMethod<Swift.Void, @Sendable (Int) -> Int, Swift.Never> {
                    __member(group: __MockedMembers_P.self, index: 6, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func factory() -> @Sendable (Int) -> Int {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, @Sendable (Int) -> Int, Swift.Never>) -> @Sendable (Int) -> Int {
                        member.__invoke(())
                    }
                    return __withAccessor({
                            (members: __MockedMembers_P.InPlace) in members._factory
                        }, group: __MockedMembers_P.self, index: 6, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall)
                }
                var _kind: Mocking.MockMethod<Swift.Void, any Shape.Type, Swift.Never> {
                    __member(group: __MockedMembers_P.self, index: 7, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func kind() -> any Shape.Type {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, any Shape.Type, Swift.Never>) -> any Shape.Type {
                        member.__invoke(())
                    }
                    return __withAccessor({
                            (members: __MockedMembers_P.InPlace) in members._kind
                        }, group: __MockedMembers_P.self, index: 7, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall)
                }
                static var _shared: Mocking.MockReadOnlyProperty<Int, Swift.Never> {
                    __staticMember("_shared", group: __MockedMembers_P.self, index: 8, line: 11, column: 5)
                }
                static var shared: Int {
                    @_transparent func __mockedCall(_ member: Mocking.MockReadOnlyProperty<Int, Swift.Never>.Getter) -> Int {
                        member.__invoke(())
                    }
                    return __withStaticMember("_shared", of: Mocking.MockReadOnlyProperty<Int, Swift.Never>.self, group: __MockedMembers_P.self, index: 8, accessor: 0, line: 11, column: 5, __mockedCall)
                }
                """,
            inPlaceReads: """
                _draw = registry.__accessor(of: __MockedMembers_P.self, at: 0)
                _later = registry.__accessor(of: __MockedMembers_P.self, at: 1)
                _map = registry.__accessor(of: __MockedMembers_P.self, at: 2)
                _find = registry.__accessor(of: __MockedMembers_P.self, at: 3)
                _value = registry.__accessor(of: __MockedMembers_P.self, at: 4)
                _pair = registry.__accessor(of: __MockedMembers_P.self, at: 5)
                _factory = registry.__accessor(of: __MockedMembers_P.self, at: 6)
                _kind = registry.__accessor(of: __MockedMembers_P.self, at: 7)
                """
        )
    }

    @Test("well-known refinements: identity, descriptions and Codable in the mock; Codable in the extension")
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
                    init() {
                    }
                    let __mockMembers = Mocking.__MockMembers()
                    init(
                        encode implementation0: Mocking.MockMethod<any Swift.Encoder, Swift.Void, any Swift.Error>.Implementation? = nil
                    ) {
                        if let implementation0 {
                            _encode.implementation = implementation0
                        }
                    }
                    let _encode = Mocking.MockMethod<any Swift.Encoder, Swift.Void, any Swift.Error>("TokenMock._encode")
                    func encode(to encoder: any Swift.Encoder) throws {
                        try _encode.__invoke(encoder)
                    }
                    static func == (lhs: TokenMock, rhs: TokenMock) -> Swift.Bool {
                        lhs === rhs
                    }
                    func hash(into hasher: inout Swift.Hasher) {
                        hasher.combine(Swift.ObjectIdentifier(self))
                    }
                    var description: Swift.String {
                        Swift.String(describing: Self.self)
                    }
                }

                enum __MockedMembers_Token {
                    struct InPlace: @unchecked Swift.Sendable {
                        nonisolated(unsafe) let _encode: Swift.Unmanaged<Swift.AnyObject>
                        nonisolated init(_ registry: Mocking.__MockMemberRegistry) {
                            _encode = registry.__accessor(of: __MockedMembers_Token.self, at: 0)
                        }
                        nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {
                            return nil
                        }
                    }
                }

                protocol __Mocked_Token: Token {
                    init(__mocking: Swift.Void)
                }

                extension Token where Self: Mocking.Mock {
                    nonisolated static func __registerMockedMembers_Token(in registry: inout Mocking.__MockMemberRegistry) {
                        guard registry.begin(__MockedMembers_Token.self, count: 1) else {
                            return
                        }
                        registry.add(Mocking.MockMethod<any Swift.Encoder, Swift.Void, any Swift.Error>("\\(Self.self)._encode", strict: registry.isStrict), at: 0)
                    }
                    var _encode: Mocking.MockMethod<any Swift.Encoder, Swift.Void, any Swift.Error> {
                        __member(group: __MockedMembers_Token.self, index: 0, register: {
                                Self.__registerMockedMembers_Token(in: &$0)
                        })
                    }
                    func encode(to encoder: any Swift.Encoder) throws {
                        @_transparent func __mockedCall(_ member: Mocking.MockMethod<any Swift.Encoder, Swift.Void, any Swift.Error>) throws -> Swift.Void {
                            try member.__invoke(encoder)
                        }
                        return try __withThrowingAccessor({
                                (members: __MockedMembers_Token.InPlace) in members._encode
                            }, group: __MockedMembers_Token.self, index: 0, accessor: 0, register: {
                                Self.__registerMockedMembers_Token(in: &$0)
                            }, __mockedCall)
                    }
                }
                """
        )
    }
}
