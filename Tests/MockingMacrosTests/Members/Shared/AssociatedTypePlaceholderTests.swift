import SwiftParser
import SwiftSyntax
import Testing

@testable import MockGenerator

/// The type a refining mock takes for a parent's associated type that nothing names: the first that meets
/// every constraint, or none.
@Suite("Placeholders for a parent's associated types")
struct AssociatedTypePlaceholderTests {
    @Test(
        "an associated type's placeholder",
        arguments: [
            ("associatedtype A", "Any"),
            ("associatedtype A: Hashable & Sendable", "Mocking.__MockMembers.SendableHashable"),
            ("associatedtype A: Swift.Codable & Sendable", "Swift.String"),
            ("associatedtype A: Comparable", "Swift.String"),
            ("associatedtype A: Hashable, Codable", "Swift.String"),
            ("associatedtype A: Identifiable & Codable", nil),
            ("associatedtype A: Comparable & ~Copyable", nil),
            ("associatedtype A: Codable = Int", nil),
            ("associatedtype A: Codable where A: Sendable", nil),
        ] as [(String, String?)])
    func placeholder(declaration: String, expected: String?) throws {
        let file = Parser.parse(source: "protocol P {\n\(declaration)\n}")
        let proto = try #require(file.statements.first?.item.as(ProtocolDeclSyntax.self))
        let syntax = try #require(proto.memberBlock.members.first?.decl.as(AssociatedTypeDeclSyntax.self))
        #expect(AssociatedTypeRequirement(syntax).placeholder == expected)
    }
}
