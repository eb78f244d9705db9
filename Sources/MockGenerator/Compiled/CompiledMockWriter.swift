import SwiftDiagnostics
import SwiftParser
import SwiftSyntax

/// Writes the source file of a `@MockedMembers` mock of a protocol read from a compiled module.
///
/// The requirements go through the same model as `@Mocked`'s (`ProtocolModel`): one check of what can be
/// mocked, one rule for backing names. Methods and initializers are written without a body and properties
/// with `@MockableProperty`, so `@MockedMembers` expands them as it does a mock written by hand; subscripts,
/// which Swift does not accept without a body, are written out by the generator's renderer. A requirement
/// the model refuses is written with a comment saying why and a body that stops the test, so the file
/// compiles where the rest can.
public enum CompiledMockWriter {
    /// The file's text: `header` as comment lines, the imports, and the mock `mockName`.
    public static func source(of compiled: CompiledProtocol, mockName: String, header: [String]) -> String {
        var requirements = compiled.requirements
        var refused: [(requirement: CompiledRequirement, reason: String)] = []
        var protocolNotes: [String] = []
        while true {
            let declaration = protocolDeclaration(of: compiled, requirements: requirements)
            var diagnostics = DiagnosticsCollector()
            let model = ProtocolModel(declaration, diagnostics: &diagnostics)
            let items = Array(declaration.memberBlock.members)
            var failing: [Int: String] = [:]
            protocolNotes = []
            for diagnostic in diagnostics.diagnostics where diagnostic.diagMessage.severity == .error {
                let position = diagnostic.node.position
                if let index = items.firstIndex(where: { $0.position <= position && position < $0.endPosition }) {
                    failing[index] = failing[index] ?? diagnostic.message
                } else {
                    protocolNotes.append(diagnostic.message)
                }
            }
            guard failing.isEmpty else {
                for index in failing.keys.sorted(by: >) {
                    refused.insert((requirements.remove(at: index), failing[index]!), at: 0)
                }
                continue
            }
            let body = MockClassWriter(model: model, mockName: mockName, requirements: requirements).render(
                refused: refused)
            let imports = (["Mocking"] + compiled.imports).sorted().map { "import " + $0 }
            let notes = (compiled.notes + protocolNotes).map { "// Note: " + $0 }
            let lines = header.map { $0.isEmpty ? "//" : "// " + $0 } + notes + [""] + imports + ["", body]
            return lines.joined(separator: "\n") + "\n"
        }
    }

    /// A protocol that declares `requirements` itself, with the attributes of `compiled` and its
    /// standard-library parents: what `@Mocked` would read if the protocol were written out flat.
    static func protocolDeclaration(of compiled: CompiledProtocol, requirements: [CompiledRequirement])
        -> ProtocolDeclSyntax
    {
        let written = Parser.parse(source: compiled.declaration + " {}").statements.first?.item
        let attributes =
            written?.as(ProtocolDeclSyntax.self)?.attributes.map(\.trimmedDescription) ?? []
        let parents = compiled.standardParents.isEmpty ? "" : ": " + compiled.standardParents.joined(separator: ", ")
        let members = requirements.map { requirement in
            (requirement.availability + [requirement.declaration]).joined(separator: "\n")
        }
        let text =
            (attributes + compiled.availability).map { $0 + "\n" }.joined()
            + "protocol \(compiled.name)\(parents) {\n" + members.joined(separator: "\n") + "\n}"
        let parsed = Parser.parse(source: text).statements.first?.item.as(ProtocolDeclSyntax.self)
        // Every declaration comes from the compiler, so the text parses; an empty protocol stands in otherwise.
        return parsed ?? ProtocolDeclSyntax(name: .identifier(compiled.name), memberBlock: MemberBlockSyntax {})
    }
}
