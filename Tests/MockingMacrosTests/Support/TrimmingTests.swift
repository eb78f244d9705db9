import SwiftParser
import SwiftSyntax
import Testing

@testable import MockGenerator

/// The generator's `trimmedNode` and `trimmedText` give what swift-syntax's `trimmed` and
/// `trimmedDescription` give, with and without trivia around the node.
@Suite("Trimming syntax nodes")
struct TrimmingTests {
    /// Protocols whose members' types, names and attributes are trimmed: trivia of every kind before, inside
    /// and after them, and none at all.
    static let sources = [
        "protocol P { func f(id: Int) -> String }",
        """
        protocol P {
            /// Loads it.
            @available(*, deprecated)  // old
            func load(_ key: /* the key */ [String: Int]) async throws -> Result<Int, any Error>  // trailing
            var value: Int { get }
            subscript(i: Int) -> Double? { get set }
        }
        """,
        "protocol P{func f(x:Int)->Int}",
    ]

    @Test("the same node and text as swift-syntax's", arguments: sources)
    func sameAsSwiftSyntax(source: String) {
        let file = Parser.parse(source: source)
        var checked = 0
        for token in file.tokens(viewMode: .sourceAccurate) {
            var node: Syntax? = Syntax(token)
            while let current = node {
                #expect(current.trimmedText == current.trimmedDescription)
                #expect(current.trimmedNode.description == current.trimmed.description)
                #expect(current.trimmedNode.parent == nil)
                checked += 1
                node = current.parent
            }
        }
        #expect(checked > 20)
    }
}
