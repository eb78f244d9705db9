import SwiftDiagnostics
import SwiftSyntax

/// A class or actor marked `@MockedMembers`, read into the requirements its members mock: methods and
/// initializers written without a body, and properties marked `@MockableProperty(kind)`. Their backing
/// names follow the same rule as `@Mocked`'s (`BackingNames`), around the names chosen with
/// `@MockableMethod(mockMethodName:)`.
struct HandWrittenMock {
    struct Member {
        let declaration: DeclSyntax
        let requirement: MemberRequirement
    }

    let members: [Member]
    let backingNames: [String]
    /// The members whose backing name clashes, which get no backing property: the clash is reported once,
    /// on the member, rather than again as a redeclaration inside the expansion.
    private let clashing: Set<Int>

    /// Reads the members of `declaration`, collecting what cannot be mocked and the backing names that
    /// clash.
    init(_ declaration: some DeclGroupSyntax, diagnostics: inout DiagnosticsCollector) {
        var members: [Member] = []
        var chosen: [String?] = []
        var declaredNames: [(name: String, declaration: Syntax)] = []
        for item in declaration.memberBlock.members {
            let decl = item.decl
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                Self.reportBodilessMembers(in: ifConfig, in: &diagnostics)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                declaredNames.append((function.name.text.withoutBackticks, Syntax(function)))
                guard function.body == nil else { continue }
                let attribute = function.attributes.first(named: "MockableMethod")
                let customName = attribute.flatMap(MockableMethodMacro.customName)
                if let attribute, let customName, !customName.isValidIdentifier {
                    diagnostics.error(.invalidMockMethodName(customName), at: attribute)
                    continue
                }
                if let result = MemberRequirement.opaqueResult(of: function) {
                    diagnostics.error(
                        .unsupportedMember("a method", reason: "returning '\(result.trimmedText)'"), at: result)
                    continue
                }
                if let method = MethodRequirement(function, diagnostics: &diagnostics) {
                    Self.reportUnnamed(method.parameters, of: function.signature.parameterClause, in: &diagnostics)
                    members.append(Member(declaration: decl, requirement: .method(method)))
                    chosen.append(customName.map { "_" + $0 })
                }
            } else if let initializer = decl.as(InitializerDeclSyntax.self), initializer.body == nil {
                if let requirement = InitializerRequirement(initializer, diagnostics: &diagnostics) {
                    Self.reportUnnamed(
                        requirement.parameters, of: initializer.signature.parameterClause, in: &diagnostics)
                    members.append(Member(declaration: decl, requirement: .initializer(requirement)))
                    chosen.append(nil)
                }
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.withoutBackticks {
                        declaredNames.append((name, Syntax(variable)))
                    }
                }
                if let attribute = variable.attributes.first(named: "MockableProperty"),
                    let kind = MockablePropertyMacro.kind(attribute),
                    let property = PropertyRequirement(mockable: variable, kind: kind)
                {
                    // `@MockableProperty` backs the property with `_name` whatever else the type declares.
                    members.append(Member(declaration: decl, requirement: .property(property)))
                    chosen.append("_" + property.name)
                }
            }
        }
        let names = BackingNames.assign(members.map(\.requirement), chosen: chosen)
        let clashes = BackingNames.clashes(
            names, staticFlags: members.map(\.requirement.isStatic), declaredNames: declaredNames)
        for clash in clashes {
            let member = members[clash.index].declaration
            let other = clash.otherIndex.map { Syntax(members[$0].declaration) } ?? clash.declared!
            let otherName =
                clash.otherIndex == nil ? Self.describe(other) : "the backing property of \(Self.describe(other))"
            diagnostics.error(
                .backingNameClash(clash.name, with: otherName),
                at: member,
                notes: [(other, "\(Self.describe(other)) is declared here")]
            )
        }
        self.members = members
        self.backingNames = names
        self.clashing = Set(clashes.map(\.index))
    }

    /// Reports each method and initializer without a body inside `ifConfig` (at any depth): Swift attaches
    /// the macro that writes a body only to the type's own members, not to those inside `#if`.
    private static func reportBodilessMembers(
        in ifConfig: IfConfigDeclSyntax, in diagnostics: inout DiagnosticsCollector
    ) {
        for clause in ifConfig.clauses {
            guard case .decls(let decls) = clause.elements else { continue }
            for item in decls {
                if let nested = item.decl.as(IfConfigDeclSyntax.self) {
                    reportBodilessMembers(in: nested, in: &diagnostics)
                } else if let function = item.decl.as(FunctionDeclSyntax.self), function.body == nil {
                    diagnostics.error(.memberInsideIfConfig("method"), at: function.name)
                } else if let initializer = item.decl.as(InitializerDeclSyntax.self), initializer.body == nil {
                    diagnostics.error(.memberInsideIfConfig("initializer"), at: initializer.initKeyword)
                }
            }
        }
    }

    /// Reports each parameter of `clause` named `_`, which the body the macro writes cannot read, with a
    /// fix-it that names it as `@Mocked` would (`to _: String` becomes `to: String`, `_: Int` `_ value1: Int`).
    private static func reportUnnamed(
        _ parameters: [Parameter], of clause: FunctionParameterClauseSyntax, in diagnostics: inout DiagnosticsCollector
    ) {
        for (written, parameter) in zip(clause.parameters, parameters)
        where written.isUnnamed {
            let named = written.with(\.firstName, parameter.syntax.firstName).with(
                \.secondName, parameter.syntax.secondName)
            diagnostics.error(
                .unnamedParameterInHandWrittenMock(parameter.name), at: written.secondName ?? written.firstName,
                fixIts: [
                    FixIt(
                        message: MockingFixIt(message: "name it '\(parameter.name)'"),
                        changes: [.replace(oldNode: Syntax(written), newNode: Syntax(named))])
                ])
        }
    }

    /// The backing name of `member`, one of the type's members; `nil` when it mocks nothing or its name
    /// clashes.
    func backingName(of member: some SyntaxProtocol) -> String? {
        // The member may come from a copy of the tree: then match it by its text.
        guard
            let index = members.firstIndex(where: { $0.declaration.id == member.id })
                ?? members.firstIndex(where: { [text = member.trimmedText] in
                    $0.declaration.trimmedText == text
                }),
            !clashing.contains(index)
        else { return nil }
        return backingNames[index]
    }

    /// `the method 'fetch(id:)'`, `the property 'count'`, for messages.
    private static func describe(_ declaration: Syntax) -> String {
        if let function = declaration.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            return "the method '\(function.name.text)(\(labels))'"
        }
        if let variable = declaration.as(VariableDeclSyntax.self),
            let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            return "the property '\(name)'"
        }
        return "this declaration"
    }
}
