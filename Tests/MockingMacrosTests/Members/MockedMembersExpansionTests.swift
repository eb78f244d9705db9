import Testing

@Suite("@MockedMembers, @MockableMethod, @MockableProperty")
struct MockedMembersExpansionTests {
    @Test("a hand-written mock gets storage, init(), Mock conformance; body-less methods are named by @Mocked's rule")
    func handWrittenMock() {
        assertMocked(
            """
            @MockedMembers
            final class DependencyMock: Dependency {
                @MockableProperty(.readOnly(.async, .throws))
                var balance: Int
                func fetch(id: String) async throws -> Int
                func fetch(email: String) async throws -> Int
                @MockableMethod(mockMethodName: "load")
                func fetch(all: Bool) async throws -> Int
                static func reset()
                static func == (lhs: DependencyMock, rhs: DependencyMock) -> Bool
                init(name: String)
                func helper() -> Int { 1 }
            }
            """,
            expandsTo: """
                final class DependencyMock: Dependency {
                    var balance: Int {
                        get async throws {
                            try await _balance.getter.__invoke(())
                        }
                    }

                    let _balance = Mocking.AsyncMockReadOnlyProperty<Int, any Swift.Error>("DependencyMock._balance", line: 3, column: 5)
                    @Mocking.__MockedMember("_fetchId")
                    func fetch(id: String) async throws -> Int
                    @Mocking.__MockedMember("_fetchEmail")
                    func fetch(email: String) async throws -> Int
                    @Mocking.__MockedMember("_load")
                    func fetch(all: Bool) async throws -> Int
                    @Mocking.__MockedMember("_reset")
                    static func reset()
                    @Mocking.__MockedMember("_operatorEqualEqual")
                    static func == (lhs: DependencyMock, rhs: DependencyMock) -> Bool
                    @Mocking.__MockedMember("_init")
                    init(name: String)
                    func helper() -> Int { 1 }

                    let __mockMembers = Mocking.__MockMembers.handWritten()

                    nonisolated var __groupAccessors: Mocking.__GroupAccessors {
                        __mockMembers.groups.withFirstPublishedGroup
                    }

                    init() {
                    }
                }

                extension DependencyMock: Mocking.Mock {
                }
                """
        )
    }

    @Test("a hand-written member with @available is created with the mock under its check, unless the mock says it too")
    func availableMember() {
        assertMocked(
            """
            @available(macOS 14, *)
            final class DependencyMock {
                @available(iOS 17, *)
                @__MockedMember("_fetch")
                func fetch() -> Int
                @available(macOS 14, *)
                @__MockedMember("_reset")
                func reset()
            }
            """,
            expandsTo: """
                @available(macOS 14, *)
                final class DependencyMock {
                    @available(iOS 17, *)
                    func fetch() -> Int {
                        @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, Int, Swift.Never>) -> Int {
                            member.__invoke(())
                        }
                        return Mocking.__withAvailableMember(_created_fetch.first, __mockedCall)
                    }

                    let _created_fetch = Mocking.__AvailableMember {
                        if #available(iOS 17, *) {
                            return Mocking.MockMethod<Swift.Void, Int, Swift.Never>("DependencyMock._fetch", line: 3, column: 5)
                        }
                        return nil
                    }

                    @available(iOS 17, *)
                    var _fetch: Mocking.MockMethod<Swift.Void, Int, Swift.Never> {
                        Mocking.__availableMember(_created_fetch)
                    }
                    @available(macOS 14, *)
                    func reset() {
                        @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>) -> Swift.Void {
                            member.__invoke(())
                        }
                        return Mocking.__withAvailableMember(_created_reset.first, __mockedCall)
                    }

                    let _created_reset = Mocking.__AvailableMember {
                        return Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("DependencyMock._reset", line: 6, column: 5)
                    }

                    @available(macOS 14, *)
                    var _reset: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> {
                        Mocking.__availableMember(_created_reset)
                    }
                }
                """
        )
    }

    @Test("a static @MockableProperty's accessors find its member by the key its backing property declares")
    func staticMockableProperty() {
        assertMocked(
            """
            @MockedMembers
            final class DependencyMock {
                @MockableProperty(.readWrite)
                static var level: Int
            }
            """,
            expandsTo: """
                final class DependencyMock {
                    static var level: Int {
                        get {
                            @_transparent func __mockedCall(_ member: Mocking.MockReadWriteProperty<Int>.Getter) -> Int {
                                member.__invoke(())
                            }
                            return __withStaticMember("_level", of: Mocking.MockReadWriteProperty<Int>.self, group: __MockStaticKey_level.self, index: 0, accessor: 0, line: 3, column: 5, __mockedCall)
                        }
                        set {
                            @_transparent func __mockedCall(_ member: Mocking.MockReadWriteProperty<Int>.Setter) -> Swift.Void {
                                member.__invoke(newValue)
                            }
                            return __withStaticMember("_level", of: Mocking.MockReadWriteProperty<Int>.self, group: __MockStaticKey_level.self, index: 0, accessor: 1, line: 3, column: 5, __mockedCall)
                        }
                    }

                    private enum __MockStaticKey_level {
                    }

                    static var _level: Mocking.MockReadWriteProperty<Int> {
                        __staticMember("_level", group: __MockStaticKey_level.self, index: 0, line: 3, column: 5)
                    }

                    let __mockMembers = Mocking.__MockMembers.handWritten()

                    nonisolated var __groupAccessors: Mocking.__GroupAccessors {
                        __mockMembers.groups.withFirstPublishedGroup
                    }

                    init() {
                    }
                }

                extension DependencyMock: Mocking.Mock {
                }
                """
        )
    }

    @Test("the attached member macro writes the backing property and the body that records calls")
    func mockedMember() {
        assertMocked(
            """
            final class DependencyMock {
                @__MockedMember("_fetchId")
                func fetch(`in` id: String, as: Int) async throws -> Int
                @__MockedMember("_reset")
                static func reset()
                @__MockedMember("_init")
                init?(name: String)
            }
            """,
            expandsTo: """
                final class DependencyMock {
                    func fetch(`in` id: String, as: Int) async throws -> Int {
                        try await _fetchId.__invoke((id: id, as: `as`))
                    }

                    let _fetchId = Mocking.AsyncMockMethod<(id: String, as: Int), Int, any Swift.Error>("DependencyMock._fetchId", line: 2, column: 5)
                    static func reset() {
                        @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>) -> Swift.Void {
                            member.__invoke(())
                        }
                        return __withStaticMember("_reset", of: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>.self, group: __MockStaticKey_reset.self, index: 0, accessor: 0, line: 4, column: 5, __mockedCall)
                    }

                    private enum __MockStaticKey_reset {
                    }

                    static var _reset: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> {
                        __staticMember("_reset", group: __MockStaticKey_reset.self, index: 0, line: 4, column: 5)
                    }
                    init?(name: String) {
                        if Self._init.__invoke(name) == nil {
                            return nil
                        }
                    }

                    private enum __MockStaticKey_init {
                    }

                    static var _init: Mocking.MockMethod<String, Swift.Void?, Swift.Never> {
                        __staticMember("_init", group: __MockStaticKey_init.self, index: 0, line: 6, column: 5)
                    }
                }
                """
        )
    }
}
