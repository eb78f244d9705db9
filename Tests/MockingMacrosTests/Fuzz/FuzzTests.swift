import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import TestSupport
import Testing

/// Random protocols from ``ProtocolGrammar``, expanded by the macros: the macros must never crash or hang,
/// every expansion must parse, every diagnostic must sit on the protocol's attribute or one of its
/// members, and a sample of the mocks must compile.
///
/// The same seeds run every time; `SWIFT_MOCKING_FUZZ_SEED` and `SWIFT_MOCKING_FUZZ_COUNT` choose others
/// (`SWIFT_MOCKING_FUZZ_SEED=7 SWIFT_MOCKING_FUZZ_COUNT=20000 swift test --filter FuzzTests`). An input
/// that failed is kept in `FuzzRegressionTests`.
@Suite("Fuzzing the macros with random protocols", .serialized)
struct FuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = environment["SWIFT_MOCKING_FUZZ_SEED"].flatMap(UInt64.init) ?? 2026
    /// About 45 seconds in a debug build on the development machine (expanding with a debug build of
    /// swift-syntax is slow).
    static let count = environment["SWIFT_MOCKING_FUZZ_COUNT"].flatMap(Int.init) ?? 400
    /// A guard against a hang, not a measure: enough for about 150 protocols a minute and the compilation,
    /// with room for a loaded machine (under ThreadSanitizer in CI, 100 protocols took up to 129 s).
    static let timeLimitMinutes = max(5, count / 150 + 3)
    /// One protocol in this many is compiled, with its mock.
    static let compiledEvery = 20

    @Test(
        "random protocols expand without crashing, into code that parses; diagnostics sit on members",
        .timeLimit(.minutes(FuzzTests.timeLimitMinutes))
    )
    func expandRandomProtocols() throws {
        var grammar = ProtocolGrammar(seed: Self.seed)
        var withDiagnostics = 0
        var messages: [String: Int] = [:]
        var sample: [String] = []
        for index in 0..<Self.count {
            let source = grammar.protocolDeclaration(named: "Fuzz\(index)")
            let expansion = FuzzExpansion(source)
            #expect(
                expansion.problems.isEmpty, "seed \(Self.seed), protocol \(index):\n\(source)\n\(expansion.problems)")
            if expansion.diagnostics.isEmpty {
                if index % Self.compiledEvery == 0 { sample.append(source) }
            } else {
                withDiagnostics += 1
                for diagnostic in expansion.diagnostics { messages[diagnostic.message, default: 0] += 1 }
            }
        }
        print(
            "fuzz: seed \(Self.seed): expanded \(Self.count) random protocols, \(withDiagnostics) with diagnostics; "
                + "compiling \(sample.count) of the others with their mocks"
                + messages.sorted { $0.key < $1.key }.map { "\n  \($0.value)× \($0.key)" }.joined()
        )
        #if os(macOS) || os(Linux)
            try FuzzCompilation.check(sample, seed: Self.seed)
        #endif
    }
}

/// The expansion of one source by the package's macros, and what is wrong with it.
struct FuzzExpansion {
    let diagnostics: [Diagnostic]
    private(set) var problems: [String] = []

    init(_ source: String) {
        let tree = Parser.parse(source: source)
        let context = BasicMacroExpansionContext(
            sourceFiles: [tree: .init(moduleName: "FuzzModule", fullFilePath: "Fuzz.swift")]
        )
        let expanded = tree.expand(
            macroSpecs: mockingMacros,
            contextGenerator: {
                BasicMacroExpansionContext(sharingWith: context, lexicalContext: $0.allMacroLexicalContexts())
            },
            indentationWidth: .spaces(4)
        )
        diagnostics = context.diagnostics
        if tree.hasError {
            problems.append("the grammar wrote a protocol that does not parse")
        }
        let reparsed = Parser.parse(source: expanded.description)
        if reparsed.hasError {
            problems.append("the expansion does not parse:\n\(expanded.description)")
        }
        guard let protocolDecl = tree.statements.first?.item.as(ProtocolDeclSyntax.self) else { return }
        for diagnostic in diagnostics {
            let position = diagnostic.node.position
            let onMember = protocolDecl.memberBlock.members.contains {
                $0.position <= position && position < $0.endPosition
            }
            let onAttribute =
                protocolDecl.attributes.position <= position && position < protocolDecl.attributes.endPosition
            if diagnostic.diagMessage.severity == .error, !onMember, !onAttribute {
                problems.append("a diagnostic outside the protocol's members: \(diagnostic.message)")
            }
        }
    }
}
