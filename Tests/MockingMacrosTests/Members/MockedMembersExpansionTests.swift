import SwiftSyntaxMacrosGenericTestSupport
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

                    let _balance = Mocking.AsyncMockReadOnlyProperty<Int, any Swift.Error>("DependencyMock._balance")
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

                    nonisolated let __mockMembers = Mocking.__MockMembers()

                    init() {}
                }

                extension DependencyMock: Mocking.Mock {}
                """
        )
    }

    @Test("a member whose backing name clashes gets no backing property: the clash is reported once, on it")
    func clashingBackingName() {
        assertMocked(
            """
            @MockedMembers
            final class LoaderMock {
                @MockableMethod(mockMethodName: "load")
                func fetch(id: Int)
                @MockableMethod(mockMethodName: "load")
                func fetch(email: String)
            }
            """,
            expandsTo: """
                final class LoaderMock {
                    @Mocking.__MockedMember("_load")
                    func fetch(id: Int)
                    func fetch(email: String)

                    nonisolated let __mockMembers = Mocking.__MockMembers()

                    init() {}
                }

                extension LoaderMock: Mocking.Mock {}
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "the backing property '_load' is also the name of the backing property of the method 'fetch(id:)'; rename one with '@MockableMethod(mockMethodName:)'",
                    line: 5, column: 5,
                    notes: [NoteSpec(message: "the method 'fetch(id:)' is declared here", line: 3, column: 5)])
            ]
        )
    }

    @Test("a @MockableProperty with an initial value keeps it and gets no accessors: the problem is reported once")
    func mockablePropertyWithImplementation() {
        assertMocked(
            """
            @MockedMembers
            final class CounterMock {
                @MockableProperty(.readWrite) var count: Int = 3
            }
            """,
            expandsTo: """
                final class CounterMock {
                    var count: Int = 3

                    nonisolated let __mockMembers = Mocking.__MockMembers()

                    init() {}
                }

                extension CounterMock: Mocking.Mock {}
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "this property already has an implementation; remove it and '@MockedMembers' writes one that records calls",
                    line: 3, column: 39,
                    fixIts: [FixItSpec(message: "remove the implementation")])
            ]
        )
    }

    @Test("a hand-written member with @available is computed, created on first use under a key of its own")
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
                        _fetch.__invoke(())
                    }

                    private enum __MockKey_fetch {
                    }

                    @available(iOS 17, *)
                    var _fetch: Mocking.MockMethod<Swift.Void, Int, Swift.Never> {
                        Mocking.__member("_fetch", of: self, group: __MockKey_fetch.self, index: 0)
                    }
                    @available(macOS 14, *)
                    func reset() {
                        _reset.__invoke(())
                    }

                    private enum __MockKey_reset {
                    }

                    @available(macOS 14, *)
                    var _reset: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> {
                        Mocking.__member("_reset", of: self, group: __MockKey_reset.self, index: 0)
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
                            _level.getter.__invoke(())
                        }
                        set {
                            _level.setter.__invoke(newValue)
                        }
                    }

                    private enum __MockStaticKey_level {
                    }

                    static var _level: Mocking.MockReadWriteProperty<Int> {
                        Mocking.__staticMember("_level", of: Self.self, group: __MockStaticKey_level.self, index: 0)
                    }

                    nonisolated let __mockMembers = Mocking.__MockMembers()

                    init() {}
                }

                extension DependencyMock: Mocking.Mock {}
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

                    let _fetchId = Mocking.AsyncMockMethod<(id: String, `as`: Int), Int, any Swift.Error>("DependencyMock._fetchId")
                    static func reset() {
                        _reset.__invoke(())
                    }

                    private enum __MockStaticKey_reset {
                    }

                    static var _reset: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> {
                        Mocking.__staticMember("_reset", of: Self.self, group: __MockStaticKey_reset.self, index: 0)
                    }
                    init?(name: String) {
                        if Self._init.__invoke(name) == nil {
                            return nil
                        }
                    }

                    private enum __MockStaticKey_init {
                    }

                    static var _init: Mocking.MockMethod<String, Swift.Void?, Swift.Never> {
                        Mocking.__staticMember("_init", of: Self.self, group: __MockStaticKey_init.self, index: 0)
                    }
                }
                """
        )
    }
}
