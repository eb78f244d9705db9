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
    /// Why no mock can be written: a refused associated type, which the other requirements name.
    public struct Failure: Error, CustomStringConvertible {
        /// The reason, for the command's output.
        public let description: String
    }

    /// The file's text: `header` as comment lines, the imports, and the mock `mockName`.
    public static func source(of compiled: CompiledProtocol, mockName: String, header: [String]) throws -> String {
        var refused: [(requirement: CompiledRequirement, reason: String)] = []
        var requirements = unpinned(distinctRequirements(compiled.requirements, refused: &refused), of: compiled)
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
                if items.count == requirements.count,
                    let index = items.firstIndex(where: { $0.position <= position && position < $0.endPosition })
                {
                    failing[index] = failing[index] ?? diagnostic.message
                } else {
                    protocolNotes.append(diagnostic.message)
                }
            }
            for member in model.members where failing.isEmpty {
                // `@MockableProperty` cannot state a getter's error type.
                if case .property(let property) = member, case .readOnly(let effects) = property.kind,
                    case .typed = effects.throwing,
                    let item = items.firstIndex(where: { $0.position == property.syntax.position })
                {
                    failing[item] =
                        "a property whose getter throws a typed error cannot be declared with @MockableProperty"
                }
            }
            guard failing.isEmpty else {
                for index in failing.keys.sorted(by: >) {
                    let requirement = requirements.remove(at: index)
                    if requirement.declaration.hasPrefix("associatedtype ") {
                        throw Failure(
                            description:
                                "\(requirement.protocolName)'s \(requirement.declaration) cannot be mocked: "
                                + failing[index]!)
                    }
                    refused.append((requirement, failing[index]!))
                }
                continue
            }
            let body = MockClassWriter(model: model, mockName: mockName, requirements: requirements).render(
                refused: refused)
            let imports =
                Set(["Mocking"] + compiled.imports + (model.isObjectiveC ? ["Foundation"] : [])).sorted()
                .map { "import " + $0 }
            let unknownParents = compiled.standardParents.filter { !WellKnownRefinements.satisfiedByMock.contains($0) }
                .map { "The requirements of \($0) are not written: add them by hand (an extension of \(mockName))." }
            let notes = (compiled.notes + unknownParents + protocolNotes).map { "// Note: " + $0 }
            let lines = header.map { $0.isEmpty ? "//" : "// " + $0 } + notes + [""] + imports + ["", body]
            return lines.joined(separator: "\n") + "\n"
        }
    }

    /// The requirements without the associated types a `where` clause pins (`Item == String`): the mock
    /// declares those as type aliases, not generic parameters.
    static func unpinned(_ requirements: [CompiledRequirement], of compiled: CompiledProtocol) -> [CompiledRequirement]
    {
        let pinned = Set(
            ([compiled.declaration] + compiled.parentDeclarations).flatMap { declaration in
                Parser.parse(source: declaration + " {}").statements.first?.item.as(ProtocolDeclSyntax.self)?
                    .genericWhereClause?.requirements.compactMap { $0.droppingSelfMemberPrefix().pinnedTypeName } ?? []
            })
        return requirements.filter { requirement in
            guard requirement.declaration.hasPrefix("associatedtype "),
                let name = Parser.parse(source: requirement.declaration).statements.first?.item
                    .as(AssociatedTypeDeclSyntax.self)?.name.text
            else { return true }
            return !pinned.contains(name)
        }
    }

    /// The requirements, each once: a requirement a refining protocol restates (listed first) is kept as
    /// it restates it. A declaration that does not parse as one member is refused.
    static func distinctRequirements(
        _ requirements: [CompiledRequirement], refused: inout [(requirement: CompiledRequirement, reason: String)]
    ) -> [CompiledRequirement] {
        var seen: Set<String> = []
        var result: [CompiledRequirement] = []
        for requirement in requirements {
            let parsed = Parser.parse(source: requirement.declaration)
            guard !parsed.hasError, parsed.statements.count == 1,
                let decl = parsed.statements.first?.item.as(DeclSyntax.self)
            else {
                refused.append((requirement, "its declaration does not parse as one member"))
                continue
            }
            if seen.insert(signature(of: decl)).inserted {
                result.append(requirement)
            }
        }
        return result
    }

    /// What tells requirements apart: kind, `static`, name and argument labels.
    private static func signature(of decl: DeclSyntax) -> String {
        let isStatic =
            decl.asProtocol((any WithModifiersSyntax).self)?.modifiers.contains {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            } ?? false
        let prefix = isStatic ? "static " : ""
        func labels(_ parameters: FunctionParameterListSyntax) -> String {
            parameters.map { $0.firstName.text + ":" }.joined()
        }
        switch decl.as(DeclSyntaxEnum.self) {
        case .functionDecl(let function):
            return prefix + "func \(function.name.text)(\(labels(function.signature.parameterClause.parameters)))"
        case .initializerDecl(let initializer):
            return "init(\(labels(initializer.signature.parameterClause.parameters)))"
        case .subscriptDecl(let subscriptDecl):
            return prefix + "subscript(\(labels(subscriptDecl.parameterClause.parameters)))"
        case .variableDecl(let variable):
            return prefix + "var " + (variable.bindings.first?.pattern.trimmedDescription ?? "")
        case .associatedTypeDecl(let associatedType):
            return "associatedtype " + associatedType.name.text
        default:
            return decl.trimmedDescription
        }
    }

    /// A protocol that declares `requirements` itself, with the attributes of `compiled` and its
    /// standard-library parents: what `@Mocked` would read if the protocol were written out flat.
    static func protocolDeclaration(of compiled: CompiledProtocol, requirements: [CompiledRequirement])
        -> ProtocolDeclSyntax
    {
        func parse(_ declaration: String) -> ProtocolDeclSyntax? {
            Parser.parse(source: declaration + " {}").statements.first?.item.as(ProtocolDeclSyntax.self)
        }
        let written = parse(compiled.declaration)
        let attributes = written?.attributes.map(\.trimmedDescription) ?? []
        let whereRequirements = ([written] + compiled.parentDeclarations.map(parse)).flatMap { declaration in
            declaration?.genericWhereClause?.requirements.map { $0.with(\.trailingComma, nil).trimmedDescription } ?? []
        }
        let whereClause = whereRequirements.isEmpty ? "" : " where " + whereRequirements.joined(separator: ", ")
        // A standard-library parent the generator does not know would be taken for a `@Mocked` one.
        let standardParents = compiled.standardParents.filter {
            WellKnownRefinements.satisfiedByMock.contains($0)
        }
        let parents = standardParents.isEmpty ? "" : ": " + standardParents.joined(separator: ", ")
        let members = requirements.map { requirement in
            (requirement.availability + [requirement.declaration]).joined(separator: "\n")
        }
        let text =
            (attributes + compiled.availability).map { $0 + "\n" }.joined()
            + "protocol \(compiled.name)\(parents)\(whereClause) {\n" + members.joined(separator: "\n") + "\n}"
        let parsed = Parser.parse(source: text).statements.first?.item.as(ProtocolDeclSyntax.self)
        // Every declaration comes from the compiler, so the text parses; an empty protocol stands in otherwise.
        return parsed ?? ProtocolDeclSyntax(name: .identifier(compiled.name), memberBlock: MemberBlockSyntax {})
    }
}
