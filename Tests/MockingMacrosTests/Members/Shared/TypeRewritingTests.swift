import SwiftParser
import SwiftSyntax
import Testing

@testable import MockGenerator

/// The rewriting of types the generator does on syntax trees: generic erasure, `Self`, and the names it
/// writes into code.
@Suite("Type rewriting and naming")
struct TypeRewritingTests {
    struct Erasure: CustomTestStringConvertible, Sendable {
        /// A method declaration whose generic signature is used.
        let signature: String
        let type: String
        let erased: String

        var testDescription: String { "\(type) in \(signature) → \(erased)" }
    }

    static let erasures: [Erasure] = [
        Erasure(signature: "func f<T>()", type: "T", erased: "Any"),
        Erasure(signature: "func f<T>()", type: "[T]", erased: "[Any]"),
        Erasure(signature: "func f<T>()", type: "T?", erased: "Any?"),
        Erasure(signature: "func f<T>()", type: "[String: T]", erased: "[String: Any]"),
        Erasure(signature: "func f<K: Hashable>()", type: "[K: Int]", erased: "[AnyHashable: Int]"),
        Erasure(signature: "func f<K: Hashable>()", type: "Set<K>", erased: "Set<AnyHashable>"),
        Erasure(
            signature: "func f<K: Hashable>()", type: "Dictionary<K, [K]>",
            erased: "Dictionary<AnyHashable, [any Hashable]>"),
        Erasure(signature: "func f<K>() where K == String", type: "Set<K>", erased: "Set<String>"),
        Erasure(signature: "func f<C: Collection>()", type: "[C.Element: Int]", erased: "Any"),
        Erasure(signature: "func f<T>()", type: "Swift.Array<T>", erased: "Swift.Array<Any>"),
        Erasure(signature: "func f<T>()", type: "T.Type", erased: "Any.Type"),
        Erasure(signature: "func f<T>()", type: "() throws -> T", erased: "() throws -> Any"),
        Erasure(signature: "func f<T>()", type: "(T) -> Void", erased: "Any"),
        Erasure(signature: "func f<T>()", type: "KeyPath<Root, T>", erased: "Any"),
        Erasure(signature: "func f<T>()", type: "Token", erased: "Token"),
        Erasure(signature: "func f<T>()", type: "Result<Int, Error>", erased: "Result<Int, Error>"),
        Erasure(signature: "func f<T: Codable>()", type: "T", erased: "any Codable"),
        Erasure(signature: "func f<T: Codable>()", type: "T?", erased: "(any Codable)?"),
        Erasure(signature: "func f<T: Codable>()", type: "T.Type", erased: "any Codable.Type"),
        Erasure(signature: "func f<T: Hashable & Sendable>()", type: "T", erased: "any Hashable & Sendable"),
        Erasure(
            signature: "func f<T: Hashable & Sendable>()", type: "T.Type", erased: "any (Hashable & Sendable).Type"),
        Erasure(signature: "func f<T>() where T: Decodable", type: "[T]", erased: "[any Decodable]"),
        Erasure(signature: "func f<T>() where T: A, T: B", type: "T", erased: "any A & B"),
        Erasure(signature: "func f<T>() where T == Int", type: "[T]", erased: "[Int]"),
        // A generic parameter named `Type` is not the `Type` of a metatype.
        Erasure(signature: "func f<Type>()", type: "Type.Type", erased: "Any.Type"),
        Erasure(signature: "func f<Type>()", type: "Any.Type", erased: "Any.Type"),
        Erasure(signature: "func f<Type>()", type: "Type", erased: "Any"),
        // Dependent member types depend on the caller's choice: recorded as `Any`.
        Erasure(signature: "func f<C: Collection>()", type: "C.Element", erased: "Any"),
        Erasure(signature: "func f<C: Collection>()", type: "C.Element?", erased: "Any"),
        Erasure(signature: "func f<O: Option>()", type: "O.Value.Wrapped", erased: "Any"),
    ]

    @Test("generic erasure", arguments: erasures)
    func erasure(_ erasure: Erasure) throws {
        let function = try #require(DeclSyntax("\(raw: erasure.signature)").as(FunctionDeclSyntax.self))
        let generics = GenericErasure(function.genericParameterClause, function.genericWhereClause)
        let erased = generics.erase(TypeSyntax("\(raw: erasure.type)"))
        #expect(erased.trimmedDescription == erasure.erased)
        #expect(!generics.mentionsGeneric(erased))
    }

    @Test(
        "Self is the mock type, Self.Key the mock's own Key",
        arguments: [
            ("Self", "BoxMock<Key>"),
            ("[Self]", "[BoxMock<Key>]"),
            ("Self?", "BoxMock<Key>?"),
            ("(Self) -> Self.Key", "(BoxMock<Key>) -> Key"),
            ("Self.Key.Element", "Key.Element"),
            ("MySelf.Key", "MySelf.Key"),
            ("[Self.Key: Int]", "[Key: Int]"),
        ])
    func selfResolution(type: String, resolved: String) {
        let selfType = RenderContext.selfType(name: "BoxMock", genericParameters: ["Key"])
        let context = RenderContext(mockName: "BoxMock", access: .internal, selfType: selfType)
        #expect(context.resolvingSelf(TypeSyntax("\(raw: type)")).trimmedDescription == resolved)
    }

    @Test(
        "names Swift reserves are escaped where code uses them",
        arguments: [
            ("in", "`in`"), ("as", "`as`"), ("is", "`is`"), ("for", "`for`"), ("default", "`default`"),
            ("self", "`self`"), ("Self", "`Self`"), ("inout", "`inout`"), ("func", "`func`"),
            ("value", "value"), ("type", "type"), ("`in`", "`in`"),
        ])
    func escaping(name: String, escaped: String) {
        #expect(name.escapedIdentifier == escaped)
    }

    @Test(
        "which attributes of a protocol its mock carries, and which name a global actor",
        arguments: [
            ("@MainActor", true, true),
            ("@CustomActor", true, true),
            ("@Isolation.Worker", true, true),
            ("@available(iOS 17, *)", true, false),
            ("@available(*, deprecated, renamed: \"Assembly\")", false, false),
            ("@preconcurrency", true, false),
            ("@objc", true, false),
            ("@rethrows", false, false),
            ("@_marker", false, false),
            ("@Mocked", false, false),
            ("@Mocking.Mocked(strict: true)", false, false),
            ("@SomeMacro(option: 1)", false, false),
        ])
    func attributes(attribute: String, isCarried: Bool, isGlobalActor: Bool) throws {
        let declaration = try #require(DeclSyntax("\(raw: attribute) protocol P {}").as(ProtocolDeclSyntax.self))
        guard case .attribute(let node) = declaration.attributes.first else {
            Issue.record("no attribute parsed")
            return
        }
        #expect(node.isCarriedToMock == isCarried)
        #expect(node.isGlobalActor == isGlobalActor)
    }

    @Test("overloads are named by labels, then by the names in their types; operators in words")
    func backingNames() throws {
        let protocolDecl = try #require(
            DeclSyntax(
                """
                protocol P {
                    func load(_ id: Int)
                    func load(_ name: [String: Int])
                    func load(_ values: inout Self)
                    func fetch(in: Int)
                    func fetch(as: String)
                    static func == (lhs: Self, rhs: Self) -> Bool
                    static func load(_ id: Int)
                }
                """
            ).as(ProtocolDeclSyntax.self)
        )
        var diagnostics = DiagnosticsCollector()
        let model = ProtocolModel(protocolDecl, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(
            BackingNames.assign(model.members) == [
                "_loadInt", "_loadStringInt", "_loadInoutSelf", "_fetchIn", "_fetchAs",
                "_operatorEqualEqual", "_load",
            ]
        )
    }

    @Test("a chosen name is kept and the others are chosen around it")
    func chosenNames() throws {
        let protocolDecl = try #require(
            DeclSyntax("protocol P {\n    func load(id: Int)\n    func load(name: String)\n}").as(
                ProtocolDeclSyntax.self)
        )
        var diagnostics = DiagnosticsCollector()
        let members = ProtocolModel(protocolDecl, diagnostics: &diagnostics).members
        #expect(BackingNames.assign(members, chosen: ["_load", nil]) == ["_load", "_loadName"])
        #expect(BackingNames.assign(members, chosen: [nil, "_load"]) == ["_loadId", "_load"])
    }
}
