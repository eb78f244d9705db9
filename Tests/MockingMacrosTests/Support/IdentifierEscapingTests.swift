import SwiftParser
import SwiftSyntax
import Testing

@testable import MockGenerator

@Suite("Identifier escaping")
struct IdentifierEscapingTests {
    @Test("the reserved names are the keywords the parser refuses as a variable's name")
    func reservedNamesMatchTheParser() {
        let keywords = (0...UInt8.max).compactMap(Keyword.init(rawValue:)).map { TokenSyntax.keyword($0).text }
        let refused = Set(keywords.filter { !$0.isValidSwiftIdentifier(for: .variableName) })
        #expect(
            reservedNames == refused.union(["await"]),
            "missing: \(refused.subtracting(reservedNames).sorted()), extra: \(reservedNames.subtracting(refused).sorted())"
        )
    }
}
