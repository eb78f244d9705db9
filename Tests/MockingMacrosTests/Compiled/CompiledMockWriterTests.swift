import Testing

@testable import MockGenerator

@Suite("Writing mocks of compiled protocols")
struct CompiledMockWriterTests {
    static func requirement(_ declaration: String, in protocolName: String = "Kit.Store") -> CompiledRequirement {
        CompiledRequirement(declaration: declaration, availability: [], protocolName: protocolName)
    }

    static let store = CompiledProtocol(
        name: "Store", module: "Kit", declaration: "protocol Store : Parent",
        availability: ["@available(macOS, introduced: 10.15)"], standardParents: ["Sendable", "Hashable"],
        requirements: [
            requirement("associatedtype Item : Sendable"),
            requirement("func item(named name: String) async throws -> Self.Item?"),
            requirement("mutating func merge<each Source>(_ sources: repeat each Source)"),
            requirement("var count: Int { get set }", in: "Kit.Parent"),
            requirement("static var limit: Int { get }", in: "Kit.Parent"),
            requirement("subscript(position: Int) -> Self.Item { get }", in: "Kit.Parent"),
            requirement("init(named name: String)", in: "Kit.Parent"),
        ],
        imports: ["Kit"], notes: ["Other.Thing was not read."])

    @Test("the mock: members written for @MockedMembers, grouped by the protocol that declares them")
    func mock() {
        let source = CompiledMockWriter.source(of: Self.store, mockName: "StoreMock", header: ["Written by a test."])
        let expected = """
            // Written by a test.
            // Note: Other.Thing was not read.

            import Kit
            import Mocking

            @MockedMembers
            @available(macOS, introduced: 10.15)
            final class StoreMock<Item: Sendable>: Store {
                // Kit.Store
                func item(named name: String) async throws -> Item?

                // Kit.Parent
                @MockableProperty(.readWrite)
                var count: Int
                @MockableProperty(.readOnly)
                static var limit: Int
                let _subscript = Mocking.MockReadOnlySubscript<Int, Item, Swift.Never>("StoreMock._subscript")
                subscript(position: Int) -> Item {
                    _subscript.getter.__invoke(position)
                }
                init(named name: String)

                // The standard library's protocols
                static func == (lhs: StoreMock<Item>, rhs: StoreMock<Item>) -> Swift.Bool {
                    lhs === rhs
                }
                func hash(into hasher: inout Swift.Hasher) {
                    hasher.combine(Swift.ObjectIdentifier(self))
                }

                // Not mocked, from Kit.Store: a generic method with a type parameter pack ('each T') is not supported by '@Mocked'; declare the mock with '@MockedMembers' and write this member yourself
                // Write what it should do in the mock's place, or leave it to stop the test that calls it.
                func merge<each Source>(_ sources: repeat each Source) {
                    fatalError("swift-mocking did not mock this requirement of Kit.Store")
                }
            }

            """
        #expect(source == expected)
    }

    @Test("a method that @MockedMembers would name otherwise than @Mocked gets the model's name")
    func namesFollowTheModel() {
        var compiled = Self.store
        compiled.requirements = [
            Self.requirement("subscript(key: String) -> Int { get }"),
            Self.requirement("func `subscript`(key: String) -> Int"),
        ]
        compiled.standardParents = []
        let source = CompiledMockWriter.source(of: compiled, mockName: "StoreMock", header: [])
        #expect(source.contains("let _subscript = Mocking.MockReadOnlySubscript"))
        #expect(source.contains("@MockableMethod(mockMethodName: "))
    }
}
