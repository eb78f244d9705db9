import Testing

@Suite("@Mocked: properties, subscripts and initializers")
struct AccessorExpansionTests {
    @Test("properties of every kind")
    func properties() {
        assertMockedMembers(
            """
            var count: Int { get }
            var token: String { get async throws }
            var items: [String] { get set }
            """,
            classMembers: """
                init(
                    count implementation0: Mocking.MockReadOnlyProperty<Int, Swift.Never>.Getter.Implementation? = nil,
                    token implementation1: Mocking.AsyncMockReadOnlyProperty<String, any Swift.Error>.Getter.Implementation? = nil,
                    items implementation2: Mocking.MockReadWriteProperty<[String]>.Getter.Implementation? = nil
                ) {
                    if let implementation0 {
                        _count.getter.implementation = implementation0
                    }
                    if let implementation1 {
                        _token.getter.implementation = implementation1
                    }
                    if let implementation2 {
                        _items.getter.implementation = implementation2
                    }
                }
                let _count = Mocking.MockReadOnlyProperty<Int, Swift.Never>("PMock._count", line: 3, column: 5)
                var count: Int {
                    _count.getter.__invoke(())
                }
                let _token = Mocking.AsyncMockReadOnlyProperty<String, any Swift.Error>("PMock._token", line: 4, column: 5)
                var token: String {
                    get async throws {
                        try await _token.getter.__invoke(())
                    }
                }
                let _items = Mocking.MockReadWriteProperty<[String]>("PMock._items", line: 5, column: 5)
                var items: [String] {
                    get {
                        _items.getter.__invoke(())
                    }
                    set {
                        _items.setter.__invoke(newValue)
                    }
                }
                """,
            extensionMembers: """
                nonisolated static func __registerMockedMembers_P(in registry: inout Mocking.__MockMemberRegistry) {
                    guard registry.begin(__MockedMembers_P.self, count: 3) else {
                        return
                    }
                    registry.add(Mocking.MockReadOnlyProperty<Int, Swift.Never>("\\(Self.self)._count", strict: registry.isStrict, line: 3, column: 5), at: 0)
                    registry.add(Mocking.AsyncMockReadOnlyProperty<String, any Swift.Error>("\\(Self.self)._token", strict: registry.isStrict, line: 4, column: 5), at: 1)
                    registry.add(Mocking.MockReadWriteProperty<[String]>("\\(Self.self)._items", strict: registry.isStrict, line: 5, column: 5), at: 2)
                }
                var _count: Mocking.MockReadOnlyProperty<Int, Swift.Never> {
                    __member(group: __MockedMembers_P.self, index: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                var count: Int {
                    @_transparent func __mockedCall(_ member: Mocking.MockReadOnlyProperty<Int, Swift.Never>.Getter) -> Int {
                        member.__invoke(())
                    }
                    return __withAccessor({
                            (members: __MockedMembers_P.InPlace) in members._count__getter
                        }, group: __MockedMembers_P.self, index: 0, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall)
                }
                var _token: Mocking.AsyncMockReadOnlyProperty<String, any Swift.Error> {
                    __member(group: __MockedMembers_P.self, index: 1, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                var token: String {
                    get async throws {
                        @_transparent func __mockedCall(_ member: Mocking.AsyncMockReadOnlyProperty<String, any Swift.Error>.Getter) -> Mocking.AsyncMockReadOnlyProperty<String, any Swift.Error>.Getter.__Start {
                            member.__start(())
                        }
                        return try await __withAsyncStart({
                                (members: __MockedMembers_P.InPlace) in members._token__getter
                            }, group: __MockedMembers_P.self, index: 1, accessor: 0, register: {
                                Self.__registerMockedMembers_P(in: &$0)
                            }, __mockedCall).__finish(())
                    }
                }
                var _items: Mocking.MockReadWriteProperty<[String]> {
                    __member(group: __MockedMembers_P.self, index: 2, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                var items: [String] {
                    get {
                        @_transparent func __mockedCall(_ member: Mocking.MockReadWriteProperty<[String]>.Getter) -> [String] {
                            member.__invoke(())
                        }
                        return __withAccessor({
                                (members: __MockedMembers_P.InPlace) in members._items__getter
                            }, group: __MockedMembers_P.self, index: 2, accessor: 0, register: {
                                Self.__registerMockedMembers_P(in: &$0)
                            }, __mockedCall)
                    }
                    set {
                        @_transparent func __mockedCall(_ member: Mocking.MockReadWriteProperty<[String]>.Setter) -> Swift.Void {
                            member.__invoke(newValue)
                        }
                        return __withAccessor({
                                (members: __MockedMembers_P.InPlace) in members._items__setter
                            }, group: __MockedMembers_P.self, index: 2, accessor: 1, register: {
                                Self.__registerMockedMembers_P(in: &$0)
                            }, __mockedCall)
                    }
                }
                """,
            inPlaceReads: """
                _count__getter = registry.__accessor(of: __MockedMembers_P.self, at: 0)
                _token__getter = registry.__accessor(of: __MockedMembers_P.self, at: 1)
                _items__getter = registry.__accessor(of: __MockedMembers_P.self, at: 2)
                _items__setter = registry.__accessor(of: __MockedMembers_P.self, at: 2, 1)
                """
        )
    }

    @Test("a read-write subscript records its indices and newValue")
    func readWriteSubscript() {
        assertMockedMembers(
            """
            subscript(row: Int, column: Int) -> Double { get set }
            """,
            classMembers: """
                init(
                    subscript implementation0: Mocking.MockReadWriteSubscript<(row: Int, column: Int), (row: Int, column: Int, newValue: Double), Double>.Getter.Implementation? = nil
                ) {
                    if let implementation0 {
                        _subscript.getter.implementation = implementation0
                    }
                }
                let _subscript = Mocking.MockReadWriteSubscript<(row: Int, column: Int), (row: Int, column: Int, newValue: Double), Double>("PMock._subscript", line: 3, column: 5)
                subscript(row: Int, column: Int) -> Double {
                    get {
                        _subscript.getter.__invoke((row: row, column: column))
                    }
                    set {
                        _subscript.setter.__invoke((row: row, column: column, newValue: newValue))
                    }
                }
                """,
            extensionMembers: """
                nonisolated static func __registerMockedMembers_P(in registry: inout Mocking.__MockMemberRegistry) {
                    guard registry.begin(__MockedMembers_P.self, count: 1) else {
                        return
                    }
                    registry.add(Mocking.MockReadWriteSubscript<(row: Int, column: Int), (row: Int, column: Int, newValue: Double), Double>("\\(Self.self)._subscript", strict: registry.isStrict, line: 3, column: 5), at: 0)
                }
                var _subscript: Mocking.MockReadWriteSubscript<(row: Int, column: Int), (row: Int, column: Int, newValue: Double), Double> {
                    __member(group: __MockedMembers_P.self, index: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                subscript(row: Int, column: Int) -> Double {
                    get {
                        @_transparent func __mockedCall(_ member: Mocking.MockReadWriteSubscript<(row: Int, column: Int), (row: Int, column: Int, newValue: Double), Double>.Getter) -> Double {
                            member.__invoke((row: row, column: column))
                        }
                        return __withAccessor({
                                (members: __MockedMembers_P.InPlace) in members._subscript__getter
                            }, group: __MockedMembers_P.self, index: 0, accessor: 0, register: {
                                Self.__registerMockedMembers_P(in: &$0)
                            }, __mockedCall)
                    }
                    set {
                        @_transparent func __mockedCall(_ member: Mocking.MockReadWriteSubscript<(row: Int, column: Int), (row: Int, column: Int, newValue: Double), Double>.Setter) -> Swift.Void {
                            member.__invoke((row: row, column: column, newValue: newValue))
                        }
                        return __withAccessor({
                                (members: __MockedMembers_P.InPlace) in members._subscript__setter
                            }, group: __MockedMembers_P.self, index: 0, accessor: 1, register: {
                                Self.__registerMockedMembers_P(in: &$0)
                            }, __mockedCall)
                    }
                }
                """,
            inPlaceReads: """
                _subscript__getter = registry.__accessor(of: __MockedMembers_P.self, at: 0)
                _subscript__setter = registry.__accessor(of: __MockedMembers_P.self, at: 0, 1)
                """
        )
    }

    @Test("initializers record in static members; for refining protocols' mocks, they delegate to init(__mocking:)")
    func initializers() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none)
            protocol P {
                init?(rawValue: Int)
                init(path: String) throws
            }
            """,
            expandsTo: """
                protocol P {
                    init?(rawValue: Int)
                    init(path: String) throws
                }

                final class PMock: P, Mocking.Mock {
                    init() {
                    }
                    let __mockMembers = Mocking.__MockMembers()
                    private nonisolated static let __staticMemberSlots = Mocking.__StaticMemberSlots(count: 2)
                    static var _initRawValue: Mocking.MockMethod<Int, Swift.Void?, Swift.Never> {
                        __staticMember("_initRawValue", group: __MockedMembers_P.self, index: 0, slots: __staticMemberSlots, line: 3, column: 5)
                    }
                    init?(rawValue: Int) {
                        if Self._initRawValue.__invoke(rawValue) == nil {
                            return nil
                        }
                    }
                    static var _initPath: Mocking.MockMethod<String, Swift.Void, any Swift.Error> {
                        __staticMember("_initPath", group: __MockedMembers_P.self, index: 1, slots: __staticMemberSlots, line: 4, column: 5)
                    }
                    init(path: String) throws {
                        try Self._initPath.__invoke(path)
                    }
                }

                enum __MockedMembers_P {
                    struct InPlace: @unchecked Swift.Sendable {
                        nonisolated init(_ registry: Mocking.__MockMemberRegistry) {
                        }
                        nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {
                            return nil
                        }
                    }
                }

                protocol __Mocked_P: P {
                    init(__mocking: Swift.Void)
                }

                extension P where Self: Mocking.Mock {
                    nonisolated static func __registerMockedMembers_P(in registry: inout Mocking.__MockMemberRegistry) {
                        guard registry.begin(__MockedMembers_P.self, count: 0) else {
                            return
                        }
                    }
                }

                extension P where Self: Mocking.Mock, Self: __Mocked_P {
                    static var _initRawValue: Mocking.MockMethod<Int, Swift.Void?, Swift.Never> {
                        __staticMember("_initRawValue", group: __MockedMembers_P.self, index: 0, line: 3, column: 5)
                    }
                    init?(rawValue: Int) {
                        if Self._initRawValue.__invoke(rawValue) == nil {
                            return nil
                        }
                        self.init(__mocking: ())
                    }
                    static var _initPath: Mocking.MockMethod<String, Swift.Void, any Swift.Error> {
                        __staticMember("_initPath", group: __MockedMembers_P.self, index: 1, line: 4, column: 5)
                    }
                    init(path: String) throws {
                        try Self._initPath.__invoke(path)
                        self.init(__mocking: ())
                    }
                }
                """
        )
    }
}
