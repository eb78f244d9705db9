import Testing

@Suite("@MockedMembers, @MockableMethod, @MockableProperty")
struct MockedMembersExpansionTests {
    @Test("a hand-written mock gets storage, init(), Mock conformance and backed members")
    func handWrittenMock() {
        assertMocked(
            """
            @MockedMembers
            final class DependencyMock: Dependency {
                @MockableProperty(.readOnly(.async, .throws))
                var balance: Int
                @MockableMethod(mockMethodName: "fetchByID")
                func fetch(id: String) async throws -> Int
                @MockableMethod static func reset()
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
                    func fetch(id: String) async throws -> Int {
                        try await _fetchByID.__invoke(id)
                    }

                    let _fetchByID = Mocking.AsyncMockMethod<String, Int, any Swift.Error>("DependencyMock._fetchByID")
                    static func reset() {
                        _reset.__invoke(())
                    }

                    static var _reset: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> {
                        __staticMember("_reset")
                    }

                    let __mockMembers = Mocking.__MockMembers()

                    init() {
                    }
                }

                extension DependencyMock: Mocking.Mock {
                }
                """
        )
    }
}
