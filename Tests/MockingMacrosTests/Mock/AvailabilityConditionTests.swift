import SwiftParser
import SwiftSyntax
import Testing

@testable import MockGenerator

@Suite("The #available check of a requirement with @available attributes")
struct AvailabilityConditionTests {
    @Test(
        "what @available restricts becomes an #available check; what no check can ask keeps the table",
        arguments: [
            (["@available(iOS 17, *)"], "#available(iOS 17, *)"),
            (["@available(iOS 17.2, macOS 14, *)"], "#available(iOS 17.2, macOS 14, *)"),
            (["@available(Fancy)"], "#available(Fancy)"),
            (["@available(macOS, introduced: 14.0)"], "#available(macOS 14.0, *)"),
            (["@available(macOS, introduced: 14, message: \"use the new one\")"], "#available(macOS 14, *)"),
            (["@available(iOS 17, *)", "@available(macOS 14, *)"], "#available(iOS 17, *), #available(macOS 14, *)"),
            (["@available(macOS, introduced: 10.15, obsoleted: 14)"], nil),
            (["@available(swift 6)"], nil),
            (["@available(iOS 17, *)", "@available(swift 6)"], nil),
            // A version belongs to a platform; a platform alone restricts nothing `#available` asks.
            (["@available(Fancy, introduced: 1.0)"], nil),
            (["@available(macOS)"], nil),
        ] as [([String], String?)]
    )
    func condition(attributes: [String], expected: String?) throws {
        let declaration = DeclSyntax(stringLiteral: attributes.joined(separator: "\n") + "\nfunc f()")
        let function = try #require(declaration.as(FunctionDeclSyntax.self))
        let parsed = function.attributes.compactMap { element -> AttributeSyntax? in
            guard case .attribute(let attribute) = element else { return nil }
            return attribute
        }
        #expect(parsed.count == attributes.count)
        #expect(AvailabilityCondition.condition(for: parsed) == expected)
    }
}
