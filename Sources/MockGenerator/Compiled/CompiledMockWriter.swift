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
        let headers = ProtocolHeaders(of: compiled)
        var requirements = distinctRequirements(compiled.requirements, headers: headers, refused: &refused)
        var protocolNotes: [String] = []
        while true {
            let declaration = protocolDeclaration(of: compiled, headers: headers, requirements: requirements)
            var diagnostics = DiagnosticsCollector()
            let model = ProtocolModel(declaration, diagnostics: &diagnostics)
            let items = Array(declaration.memberBlock.members)
            var failing: [Int: String] = [:]
            protocolNotes = []
            for diagnostic in diagnostics.diagnostics where diagnostic.diagMessage.severity == .error {
                let position = diagnostic.node.position
                if items.count == requirements.count, let index = itemIndex(of: position, in: items) {
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
                .map(Self.importLine)
            let unknownParents = compiled.standardParents.filter { !WellKnownRefinements.satisfiedByMock.contains($0) }
                .map { "The requirements of \($0) are not written: add them by hand (an extension of \(mockName))." }
            return fileText(
                header: header, notes: compiled.notes + unknownParents + protocolNotes, imports: imports, body: body)
        }
    }

    /// The file's text for a parent a `@Mocked` protocol refines, from another package: `header` as comment
    /// lines, the imports, and the extensions `@Mocked` would write on the parent (``ProtocolModel``'s
    /// `renderRequirementsExtensions`), which give the refining protocol's mock the parent's members.
    public static func parentExtensionSource(of compiled: CompiledProtocol, header: [String]) throws -> String {
        var refused: [(requirement: CompiledRequirement, reason: String)] = []
        let headers = ProtocolHeaders(of: compiled)
        let requirements = distinctRequirements(compiled.requirements, headers: headers, refused: &refused)
        // Its members implement a public protocol's requirements for the mocks of public protocols too.
        var declaration = protocolDeclaration(of: compiled, headers: headers, requirements: requirements)
        declaration.modifiers = [DeclModifierSyntax(name: .keyword(.public), trailingTrivia: .space)]
        var diagnostics = DiagnosticsCollector()
        let model = ProtocolModel(declaration, diagnostics: &diagnostics)
        let reasons =
            refused.map { "\($0.requirement.declaration): \($0.reason)" } + diagnostics.diagnostics.map(\.message)
        guard reasons.isEmpty, !model.isObjectiveC else {
            throw Failure(
                description: "No extension of \(compiled.module).\(compiled.name) can be written: "
                    + (reasons.isEmpty ? "it is an Objective-C protocol" : reasons.joined(separator: "; ")))
        }
        var extensions = model.renderRequirementsExtensions(
            options: MockOptions(), locator: .none, enclosingType: compiled.module)
        // A default implementation under a constraint (`where Self.Decoder == JSONDecoder`) would be as good a
        // match as the extension's member where the constraint holds: the same members under the constraint
        // too are the better match there.
        let items = Array(declaration.memberBlock.members)
        guard items.count == requirements.count else {
            throw Failure(description: "The requirements of \(compiled.module).\(compiled.name) could not all be read.")
        }
        let requirementIndex = model.members.map { itemIndex(of: $0.syntax.position, in: items) }
        for clause in Set(requirements.flatMap(\.constrainedDefaults)).sorted() {
            extensions.append(
                model.renderRequirementsExtension(
                    constraint: "Mocking.Mock, " + clause, initializers: false, options: MockOptions(), locator: .none,
                    enclosingType: compiled.module,
                    including: {
                        requirementIndex[$0].map { requirements[$0].constrainedDefaults.contains(clause) } ?? false
                    }
                ))
        }
        let imports = Set(["Mocking"] + compiled.imports).sorted().map(Self.importLine)
        return fileText(
            header: header, notes: compiled.notes, imports: imports,
            body: extensions.map(\.description).joined(separator: "\n\n"))
    }

    /// A generated file: `header` and `notes` as comment lines, then `imports`, then `body`.
    private static func fileText(header: [String], notes: [String], imports: [String], body: String) -> String {
        let lines =
            header.map { $0.isEmpty ? "//" : "// " + $0 } + notes.map { "// Note: " + $0 } + [""] + imports
            + ["", body]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The index of the member of `items` (a protocol's members) that contains `position`.
    private static func itemIndex(of position: AbsolutePosition, in items: [MemberBlockItemSyntax]) -> Int? {
        items.firstIndex { $0.position <= position && position < $0.endPosition }
    }

    /// The import of `module`. A part of Foundation that a symbol graph names on Linux
    /// (`FoundationEssentials`, `FoundationNetworking`) is Foundation itself on Apple platforms.
    static func importLine(_ module: String) -> String {
        guard module.hasPrefix("Foundation"), module != "Foundation" else { return "import " + module }
        return "#if canImport(\(module))\nimport \(module)\n#else\nimport Foundation\n#endif"
    }

    /// What the writer reads from the declarations of the protocol and its parents, once.
    struct ProtocolHeaders {
        /// The protocol's own attributes, such as `@MainActor`.
        let attributes: [String]
        /// The `where` requirements of the protocol and its parents.
        let whereRequirements: [GenericRequirementSyntax]

        init(of compiled: CompiledProtocol) {
            let declarations = ([compiled.declaration] + compiled.parentDeclarations).map { declaration in
                Parser.parse(source: declaration + " {}").statements.first?.item.as(ProtocolDeclSyntax.self)
            }
            attributes = declarations.first??.attributes.map(\.trimmedText) ?? []
            whereRequirements = declarations.flatMap { declaration in
                declaration?.genericWhereClause?.requirements.map { $0.with(\.trailingComma, nil).trimmedNode } ?? []
            }
        }

        /// The associated types a requirement pins, with their types (`Item == String`): type aliases of the
        /// mock, not its generic parameters.
        var pinnedTypes: [String: String] {
            Dictionary(
                whereRequirements.compactMap { requirement in
                    let plain = requirement.droppingSelfMemberPrefix()
                    return plain.pinnedTypeName.flatMap { name in plain.pinnedType.map { (name, $0) } }
                },
                uniquingKeysWith: { first, _ in first })
        }
    }

    /// The requirements the flat protocol declares: each once, a requirement a refining protocol restates
    /// (listed first; the same kind, name, labels, and for a method parameter types and `async`) kept as it
    /// restates it; without the associated types `headers` pin. A declaration
    /// that does not parse as one member is refused.
    static func distinctRequirements(
        _ requirements: [CompiledRequirement], headers: ProtocolHeaders,
        refused: inout [(requirement: CompiledRequirement, reason: String)]
    ) -> [CompiledRequirement] {
        let pinnedTypes = headers.pinnedTypes
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
            let signature: String
            if let associatedType = decl.as(AssociatedTypeDeclSyntax.self) {
                if pinnedTypes[associatedType.name.text] != nil { continue }
                signature = "associatedtype " + associatedType.name.text
            } else {
                // What the model refuses keeps its text as its signature, for the model to report.
                var diagnostics = DiagnosticsCollector()
                signature =
                    "\(decl.kind) "
                    + (MemberRequirement(requirement: decl, diagnostics: &diagnostics)?.signature
                        ?? decl.trimmedText) + Self.overloadKey(of: decl, pinned: pinnedTypes)
            }
            if seen.insert(signature).inserted {
                result.append(requirement)
            }
        }
        return result
    }

    /// What tells a method's overloads apart beyond its name and labels: its parameters' types and whether it
    /// is `async` (`load(id: Int)`, `load(id: String)`, `load(id: Int) async`). A restatement spells the same
    /// types otherwise, so an associated type that `pinned` gives a type (`Item == Int`) reads as that type,
    /// `Self.` is dropped, and generic parameters read by their position (`<T>` as `<U>`).
    static func overloadKey(of declaration: DeclSyntax, pinned: [String: String] = [:]) -> String {
        guard let function = declaration.as(FunctionDeclSyntax.self) else { return "" }
        let genericNames = function.genericParameterClause?.parameters.map(\.name.text) ?? []
        let types = function.signature.parameterClause.parameters.map { parameter in
            parameter.type.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .keyword(.Self) = token.tokenKind { return nil }
                if let position = genericNames.firstIndex(of: token.text) { return "τ\(position)" }
                let afterSelf = token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.Self)
                return pinned[token.text] ?? (token.text == "." && afterSelf ? nil : token.text)
            }.joined(separator: " ")
        }
        let isAsync = function.signature.effectSpecifiers?.asyncSpecifier != nil
        return "(" + types.joined(separator: ", ") + ")" + (isAsync ? " async" : "")
    }

    /// A protocol that declares `requirements` itself, with the attributes and `where` clauses of
    /// `compiled` and its standard-library parents: what `@Mocked` would read if the protocol were written
    /// out flat.
    static func protocolDeclaration(
        of compiled: CompiledProtocol, headers: ProtocolHeaders, requirements: [CompiledRequirement]
    ) -> ProtocolDeclSyntax {
        let whereRequirements = headers.whereRequirements.map(\.trimmedText)
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
            (headers.attributes + compiled.availability).map { $0 + "\n" }.joined()
            + "protocol \(compiled.name)\(parents)\(whereClause) {\n" + members.joined(separator: "\n") + "\n}"
        let parsed = Parser.parse(source: text).statements.first?.item.as(ProtocolDeclSyntax.self)
        // Every declaration comes from the compiler, so the text parses; an empty protocol stands in otherwise.
        return parsed ?? ProtocolDeclSyntax(name: .identifier(compiled.name), memberBlock: MemberBlockSyntax {})
    }
}
