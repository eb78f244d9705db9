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
    func mock() throws {
        let source = try CompiledMockWriter.source(
            of: Self.store, mockName: "StoreMock", header: ["Written by a test."])
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
                subscript(position: Int) -> Item { _subscript.getter.__invoke(position) }
                init(named name: String)

                // The standard library's protocols
                nonisolated static func == (lhs: StoreMock<Item>, rhs: StoreMock<Item>) -> Swift.Bool { lhs === rhs }
                nonisolated func hash(into hasher: inout Swift.Hasher) { hasher.combine(Swift.ObjectIdentifier(self)) }
                nonisolated var hashValue: Swift.Int { Swift.ObjectIdentifier(self).hashValue }

                // Not mocked, from Kit.Store: a generic method with a type parameter pack ('each T') is not supported by '@Mocked'; declare the mock with '@MockedMembers' and write this member yourself
                // Write what it should do in the mock's place, or leave it to stop the test that calls it.
                func merge<each Source>(_ sources: repeat each Source) { fatalError("swift-mocking did not mock this requirement of Kit.Store") }
            }

            """
        #expect(source == expected)
    }

    @Test("a method that @MockedMembers would name otherwise than @Mocked gets the model's name")
    func namesFollowTheModel() throws {
        var compiled = Self.store
        compiled.requirements = [
            Self.requirement("subscript(key: String) -> Int { get }"),
            Self.requirement("func `subscript`(key: String) -> Int"),
        ]
        compiled.standardParents = []
        let source = try CompiledMockWriter.source(of: compiled, mockName: "StoreMock", header: [])
        #expect(source.contains("let _subscript = Mocking.MockReadOnlySubscript"))
        #expect(source.contains("@MockableMethod(mockMethodName: "))
    }

    @Test("a static subscript is keyed by a type declared for it; its calls are direct on the backing property")
    func staticSubscript() throws {
        var compiled = Self.store
        compiled.requirements = [Self.requirement("static subscript(day: Int) -> Double { get }")]
        compiled.standardParents = []
        let source = try CompiledMockWriter.source(of: compiled, mockName: "StoreMock", header: [])
        #expect(source.contains("private enum __MockStaticKey_subscript {"))
        #expect(
            source.contains(
                "Mocking.__staticMember(\"_subscript\", of: Self.self, group: __MockStaticKey_subscript.self, index: 0")
        )
        #expect(source.contains("_subscript.getter.__invoke(day)"))
    }
}

@Suite("Writing mocks of compiled protocols: restated, constrained and refused requirements")
struct CompiledMockWriterRefinementTests {
    static func requirement(_ declaration: String, in protocolName: String) -> CompiledRequirement {
        CompiledRequirement(declaration: declaration, availability: [], protocolName: protocolName)
    }

    @Test("a restated requirement is written once, as the refining protocol states it; a parent's where clause applies")
    func restatedAndConstrained() throws {
        var compiled = CompiledProtocol(
            name: "IntStore", module: "Kit", declaration: "protocol IntStore : Store", availability: [],
            standardParents: [],
            requirements: [
                Self.requirement("var count: Int { get set }", in: "Kit.IntStore"),
                Self.requirement("associatedtype Item", in: "Kit.Store"),
                Self.requirement("var count: Int { get }", in: "Kit.Store"),
                Self.requirement("func first() -> Self.Item", in: "Kit.Store"),
            ],
            imports: ["Kit"], notes: [])
        compiled.parentDeclarations = ["protocol Store where Self.Item : Hashable"]
        let source = try CompiledMockWriter.source(of: compiled, mockName: "IntStoreMock", header: [])
        #expect(source.contains("final class IntStoreMock<Item>: IntStore where Item  : Hashable {"))
        #expect(source.components(separatedBy: "var count: Int").count == 2)
        #expect(source.contains("@MockableProperty(.readWrite)\n    var count: Int"))
    }

    @Test("overloads by type or by async are all written; a restatement in the pinned type is written once")
    func overloadsAndRestatements() throws {
        var compiled = CompiledProtocol(
            name: "IntStore", module: "Kit", declaration: "protocol IntStore : Store", availability: [],
            standardParents: [],
            requirements: [
                Self.requirement("func save(_ item: Int)", in: "Kit.IntStore"),
                Self.requirement("func find<U>(_ key: U) -> Int", in: "Kit.IntStore"),
                Self.requirement("associatedtype Item", in: "Kit.Store"),
                Self.requirement("func save(_ item: Self.Item)", in: "Kit.Store"),
                Self.requirement("func find<T>(_ key: T) -> Int", in: "Kit.Store"),
                Self.requirement("func load(id: Int) -> String", in: "Kit.Store"),
                Self.requirement("func load(id: String) -> String", in: "Kit.Store"),
                Self.requirement("func load(id: Int) async -> String", in: "Kit.Store"),
            ],
            imports: ["Kit"], notes: [])
        compiled.parentDeclarations = ["protocol IntStore : Store where Self.Item == Int"]
        let source = try CompiledMockWriter.source(of: compiled, mockName: "IntStoreMock", header: [])
        #expect(source.components(separatedBy: "func save(").count == 2)
        #expect(source.components(separatedBy: "func find<").count == 2)
        #expect(source.contains("func load(id: Int) -> String\n"))
        #expect(source.contains("func load(id: String) -> String\n"))
        #expect(source.contains("func load(id: Int) async -> String\n"))
    }

    @Test("a parent's extension: @Mocked's members, and under a default's constraint the members it defaults")
    func parentExtension() throws {
        let compiled = CompiledProtocol(
            name: "Context", module: "Kit", declaration: "protocol Context", availability: [], standardParents: [],
            requirements: [
                Self.requirement("associatedtype Decoder", in: "Kit.Context"),
                CompiledRequirement(
                    declaration: "var decoder: Decoder { get }", availability: [], protocolName: "Kit.Context",
                    constrainedDefaults: ["Self.Decoder == JSONDecoder"]),
                Self.requirement("var limit: Int { get }", in: "Kit.Context"),
            ],
            imports: ["Kit"], notes: [])
        let source = try CompiledMockWriter.parentExtensionSource(of: compiled, header: ["Written by a test."])
        #expect(source.hasPrefix("// Written by a test.\n"))
        #expect(source.contains("extension Kit.Context where Self: Mocking.Mock {"))
        #expect(source.contains("public var _limit: Mocking.MockReadOnlyProperty<Int, Swift.Never>"))
        let header = "extension Kit.Context where Self: Mocking.Mock, Self.Decoder == JSONDecoder {"
        let constrained = try #require(source.components(separatedBy: header).dropFirst().first)
        #expect(constrained.contains("public var decoder: Decoder"))
        #expect(!constrained.contains("limit"))
    }

    @Test("a typed-throws property is refused with a stub; a standard parent the generator does not know is noted")
    func typedThrowsProperty() throws {
        let compiled = CompiledProtocol(
            name: "Meter", module: "Kit", declaration: "protocol Meter", availability: [],
            standardParents: ["SetAlgebra"],
            requirements: [Self.requirement("var value: Int { get throws(MeterError) }", in: "Kit.Meter")],
            imports: ["Kit"], notes: [])
        let source = try CompiledMockWriter.source(of: compiled, mockName: "MeterMock", header: [])
        #expect(source.contains("// Not mocked, from Kit.Meter: a property whose getter throws a typed error"))
        #expect(source.contains("var value: Int { fatalError("))
        #expect(source.contains("// Note: The requirements of SetAlgebra are not written"))
        #expect(!source.contains("protocol Meter: SetAlgebra"))
    }

    @Test("a main-actor protocol's standard-library members are nonisolated, properties and identity included")
    func mainActorStandardMembers() throws {
        let compiled = CompiledProtocol(
            name: "Flag", module: "Kit", declaration: "@MainActor protocol Flag", availability: [],
            standardParents: ["RawRepresentable", "Hashable"],
            requirements: [Self.requirement("func apply()", in: "Kit.Flag")],
            imports: ["Kit"], notes: [])
        let source = try CompiledMockWriter.source(of: compiled, mockName: "FlagMock", header: [])
        #expect(source.contains("nonisolated var rawValue: RawValue"))
        #expect(source.contains("nonisolated init?(rawValue: RawValue)"))
        #expect(source.contains("nonisolated func hash(into hasher: inout Swift.Hasher)"))
        #expect(source.contains("\n    func apply()"))
    }

    @Test("a part of Foundation named on Linux is imported where it exists, and Foundation elsewhere")
    func foundationParts() throws {
        let compiled = CompiledProtocol(
            name: "Clock", module: "Kit", declaration: "protocol Clock", availability: [], standardParents: [],
            requirements: [Self.requirement("func now() -> Date", in: "Kit.Clock")],
            imports: ["FoundationEssentials", "Kit"], notes: [])
        let source = try CompiledMockWriter.source(of: compiled, mockName: "ClockMock", header: [])
        #expect(
            source.contains(
                "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#else\nimport Foundation\n#endif"))
        #expect(source.contains("import Kit\nimport Mocking"))
    }

    @Test("a refused associated type stops the writer with why: the other requirements name it")
    func refusedAssociatedType() {
        let compiled = CompiledProtocol(
            name: "Node", module: "Kit", declaration: "protocol Node", availability: [], standardParents: [],
            requirements: [Self.requirement("associatedtype Parent where Self.Parent.Child == Self", in: "Kit.Node")],
            imports: ["Kit"], notes: [])
        #expect(throws: CompiledMockWriter.Failure.self) {
            try CompiledMockWriter.source(of: compiled, mockName: "NodeMock", header: [])
        }
    }
}
