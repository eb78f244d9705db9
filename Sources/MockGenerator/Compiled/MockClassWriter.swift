import SwiftParser
import SwiftSyntax

/// Writes the `@MockedMembers` class of a protocol read from a compiled module, from the model `@Mocked`
/// would build of it written out flat.
struct MockClassWriter {
    let model: ProtocolModel
    let mockName: String
    /// The requirements the model was read from, in its members' order: where each comes from.
    let requirements: [CompiledRequirement]

    /// The class, with `refused` written as members that stop the test, each with why.
    func render(refused: [(requirement: CompiledRequirement, reason: String)]) -> String {
        let context = self.context
        let backingNames = BackingNames.assign(model.members)
        let origins = origins()

        var members: [(origin: String, text: String)] = []
        // The members `@MockedMembers` names itself, to check its names against the model's.
        var namedByMacro: [(member: Int, index: Int)] = []
        for (index, member) in model.members.enumerated() {
            let origin = origins[index] ?? "the standard library"
            switch member {
            case .method(let method):
                namedByMacro.append((members.count, index))
                members.append((origin, method.declaration(body: nil, in: context)))
            case .initializer(let initializer):
                namedByMacro.append((members.count, index))
                members.append((origin, initializer.declaration(body: nil, in: context)))
            case .property(let property):
                namedByMacro.append((members.count, index))
                members.append((origin, Self.mockableProperty(property, in: context)))
            case .subscript(let subscriptRequirement):
                let rendered = subscriptRequirement.render(
                    backingName: backingNames[index], in: member.backingContext(context))
                members.append((origin, rendered.joined(separator: "\n")))
            }
        }
        // Where `@MockedMembers` would name a member otherwise (an overload next to a subscript), the name
        // the model gives is chosen explicitly.
        let macroNames = Self.macroBackingNames(ofClass: classText(members: members, refused: []))
        if macroNames.count == namedByMacro.count {
            for (position, entry) in namedByMacro.enumerated() where macroNames[position] != backingNames[entry.index] {
                guard case .method = model.members[entry.index] else { continue }
                let name = String(backingNames[entry.index].dropFirst())
                members[entry.member].text =
                    "@MockableMethod(mockMethodName: \"\(name)\")\n" + members[entry.member].text
            }
        }
        return Indentation.indent(classText(members: members, refused: refused))
    }

    /// The protocol each model member comes from, by matching its declaration with the requirements'.
    private func origins() -> [Int: String] {
        var result: [Int: String] = [:]
        for (index, member) in model.members.enumerated() {
            let text = member.syntax.trimmedText
            if let requirement = requirements.first(where: {
                text == $0.declaration || text.hasSuffix("\n" + $0.declaration)
            }) {
                result[index] = requirement.protocolName
            }
        }
        return result
    }

    private func classText(members: [(origin: String, text: String)], refused: [(CompiledRequirement, String)])
        -> String
    {
        let (genericClause, whereClause, typeAliases) = model.genericSignature
        let conformances = (model.isObjectiveC && !model.isActor ? ["NSObject"] : []) + [model.name]
        var lines = ["@MockedMembers"] + model.attributes.map(\.trimmedText)
        lines.append(
            "\(model.isActor ? "actor" : "final class") \(mockName)\(genericClause): \(conformances.joined(separator: ", "))\(whereClause) {"
        )
        lines += typeAliases
        var origin: String?
        for member in members {
            if member.origin != origin {
                lines += (origin == nil ? [] : [""]) + ["// \(member.origin)"]
                origin = member.origin
            }
            lines.append(member.text)
        }
        let standard = model.refinements.renderMembers(in: context, restated: model.restatedStandardRequirements)
        if !standard.isEmpty {
            lines += ["", "// The standard library's protocols"] + standard
        }
        for (requirement, reason) in refused {
            lines += [
                "", "// Not mocked, from \(requirement.protocolName): \(reason)",
                "// Write what it should do in the mock's place, or leave it to stop the test that calls it.",
                Self.stoppingDeclaration(requirement),
            ]
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The backing names `@MockedMembers` gives the members of the class `text`, in their order.
    private static func macroBackingNames(ofClass text: String) -> [String] {
        guard let declaration = Parser.parse(source: text).statements.first?.item.as(ClassDeclSyntax.self) else {
            return []
        }
        var diagnostics = DiagnosticsCollector()
        return HandWrittenMock(declaration, diagnostics: &diagnostics).backingNames
    }

    /// What the generator's renderers need to know about the mock.
    private var context: RenderContext {
        let selfType = RenderContext.selfType(name: mockName, genericParameters: model.associatedTypes.map(\.name))
        var context = RenderContext(mockName: mockName, access: model.access, selfType: selfType)
        context.backingIsolation = model.backingIsolation
        return context
    }

    /// `@MockableProperty(.readOnly(.async, .throws)) var name: Type`.
    private static func mockableProperty(_ property: PropertyRequirement, in context: RenderContext) -> String {
        let kind: String
        switch property.kind {
        case .readWrite:
            kind = ".readWrite"
        case .readOnly(let effects):
            let arguments = (effects.isAsync ? [".async"] : []) + (effects.needsTry ? [".throws"] : [])
            kind = arguments.isEmpty ? ".readOnly" : ".readOnly(" + arguments.joined(separator: ", ") + ")"
        }
        let attributes = property.syntax.attributes.filter(\.isKeptOnImplementation).map {
            $0.trimmedText + "\n"
        }
        let isolation = property.syntax.modifiers.contains(.nonisolated) ? "nonisolated " : ""
        let modifiers = isolation + (property.isStatic ? "static " : "")
        let type = context.resolvingSelf(property.type.trimmedNode)
        return "@MockableProperty(\(kind))\n" + attributes.joined()
            + "\(modifiers)var \(property.declaredName): \(type)"
    }

    /// The requirement with a body that stops the test: `fatalError` with why.
    private static func stoppingDeclaration(_ requirement: CompiledRequirement) -> String {
        let stop = "fatalError(\"swift-mocking did not mock this requirement of \(requirement.protocolName)\")"
        let parsed = Parser.parse(source: requirement.declaration).statements.first?.item
        var lines = requirement.availability
        if var function = parsed?.as(FunctionDeclSyntax.self) {
            function.modifiers = function.modifiers.removing([.mutating])
            lines.append(function.trimmedText + Indentation.braced(stop))
        } else if let initializer = parsed?.as(InitializerDeclSyntax.self) {
            lines.append(initializer.trimmedText + Indentation.braced(stop))
        } else if var variable = parsed?.as(VariableDeclSyntax.self), let binding = variable.bindings.first {
            variable.modifiers = variable.modifiers.removing([.mutating])
            let isSettable = binding.accessorBlock?.description.contains("set") ?? false
            let accessors = isSettable ? "get { \(stop) }\nset { \(stop) }" : stop
            lines.append(
                "\(variable.modifiers.map { $0.trimmedText + " " }.joined())var \(binding.pattern.trimmedText)"
                    + "\(binding.typeAnnotation?.trimmedText ?? "")" + Indentation.braced(accessors))
        } else if var subscriptDecl = parsed?.as(SubscriptDeclSyntax.self) {
            let isSettable = subscriptDecl.accessorBlock?.description.contains("set") ?? false
            subscriptDecl.accessorBlock = nil
            let accessors = isSettable ? "get { \(stop) }\nset { \(stop) }" : stop
            lines.append(subscriptDecl.trimmedText + Indentation.braced(accessors))
        } else {
            lines.append("// " + requirement.declaration)
        }
        return lines.joined(separator: "\n")
    }
}
