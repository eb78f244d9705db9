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
                convenience init(
                    count implementation0: Mocking.MockReadOnlyProperty<Int, Swift.Never>.Getter.Implementation = .unimplemented,
                    token implementation1: Mocking.AsyncMockReadOnlyProperty<String, any Swift.Error>.Getter.Implementation = .unimplemented,
                    items implementation2: Mocking.MockReadWriteProperty<[String]>.Getter.Implementation = .unimplemented
                ) {
                    self.init()
                    _count.getter.implementation = implementation0
                    _token.getter.implementation = implementation1
                    _items.getter.implementation = implementation2
                }
                let _count = Mocking.MockReadOnlyProperty<Int, Swift.Never>("PMock._count", lineOffset: 1, column: 5)
                var count: Int { _count.getter.__invoke(()) }
                let _token = Mocking.AsyncMockReadOnlyProperty<String, any Swift.Error>("PMock._token", lineOffset: 2, column: 5)
                var token: String { get async throws { try await _token.getter.__invoke(()) } }
                let _items = Mocking.MockReadWriteProperty<[String]>("PMock._items", lineOffset: 3, column: 5)
                var items: [String] {
                    get { _items.getter.__invoke(()) }
                    set { _items.setter.__invoke(newValue) }
                }
                """,
            extensionMembers: """
                var _count: Mocking.MockReadOnlyProperty<Int, Swift.Never> { Mocking.__member("_count", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                var count: Int { _count.getter.__invoke(()) }
                var _token: Mocking.AsyncMockReadOnlyProperty<String, any Swift.Error> { Mocking.__member("_token", of: self, group: (any P).self, index: 1, lineOffset: 2, column: 5) }
                var token: String { get async throws { try await _token.getter.__invoke(()) } }
                var _items: Mocking.MockReadWriteProperty<[String]> { Mocking.__member("_items", of: self, group: (any P).self, index: 2, lineOffset: 3, column: 5) }
                var items: [String] {
                    get { _items.getter.__invoke(()) }
                    set { _items.setter.__invoke(newValue) }
                }
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
                convenience init(
                    subscript implementation0: Mocking.MockReadWriteSubscript<(row: Int, column: Int), (row: Int, column: Int, newValue: Double), Double>.Getter.Implementation = .unimplemented
                ) {
                    self.init()
                    _subscript.getter.implementation = implementation0
                }
                let _subscript = Mocking.MockReadWriteSubscript<(row: Int, column: Int), (row: Int, column: Int, newValue: Double), Double>("PMock._subscript", lineOffset: 1, column: 5)
                subscript(row: Int, column: Int) -> Double {
                    get { _subscript.getter.__invoke((row: row, column: column)) }
                    set { _subscript.setter.__invoke((row: row, column: column, newValue: newValue)) }
                }
                """,
            extensionMembers: """
                var _subscript: Mocking.MockReadWriteSubscript<(row: Int, column: Int), (row: Int, column: Int, newValue: Double), Double> { Mocking.__member("_subscript", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                subscript(row: Int, column: Int) -> Double {
                    get { _subscript.getter.__invoke((row: row, column: column)) }
                    set { _subscript.setter.__invoke((row: row, column: column, newValue: newValue)) }
                }
                """
        )
    }

    @Test("initializers record the call and the mock; for refining protocols' mocks, they delegate to init(__mocking:)")
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
                    init() {}
                    nonisolated let __mockMembers = Mocking.__MockMembers()
                    static var _initRawValue: Mocking.MockMethod<Int, Swift.Void?, Swift.Never> { Mocking.__staticMember("_initRawValue", of: Self.self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                    init?(rawValue: Int) {
                        if Self._initRawValue.__invoke(rawValue) == nil { return nil }
                        Mocking.__created(self)
                    }
                    static var _initPath: Mocking.MockMethod<String, Swift.Void, any Swift.Error> { Mocking.__staticMember("_initPath", of: Self.self, group: (any P).self, index: 1, lineOffset: 2, column: 5) }
                    init(path: String) throws {
                        try Self._initPath.__invoke(path)
                        Mocking.__created(self)
                    }
                }

                extension P where Self: Mocking.__RefiningMock {
                    static var _initRawValue: Mocking.MockMethod<Int, Swift.Void?, Swift.Never> { Mocking.__staticMember("_initRawValue", of: Self.self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                    init?(rawValue: Int) {
                        self.init(__mocking: ())
                        if Self._initRawValue.__invoke(rawValue) == nil { return nil }
                        Mocking.__created(self)
                    }
                    static var _initPath: Mocking.MockMethod<String, Swift.Void, any Swift.Error> { Mocking.__staticMember("_initPath", of: Self.self, group: (any P).self, index: 1, lineOffset: 2, column: 5) }
                    init(path: String) throws {
                        self.init(__mocking: ())
                        try Self._initPath.__invoke(path)
                        Mocking.__created(self)
                    }
                }
                """
        )
    }
}
