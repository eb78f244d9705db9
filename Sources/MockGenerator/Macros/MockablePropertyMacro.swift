import SwiftDiagnostics
public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@MockableProperty(kind)`: turns a property of a hand-written mock into accessors that record reads and
/// writes in a backing property.
public struct MockablePropertyMacro: AccessorMacro, PeerMacro {
    /// The accessors of the attached property.
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        // A property with an implementation gets no accessors: the peer role reports it.
        guard MockDeclarationContext.isInClassOrActor(context), !MockDeclarationContext.isInObservableClass(context),
            let property = property(declaration, node: node),
            !hasImplementation(declaration), MemberRequirement.opaqueResult(of: declaration) == nil
        else { return [] }
        return property.accessorDecls(backingName: "_" + property.name)
    }

    /// The declarations written beside the attached one.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        // `@Observable` copies the attribute onto the storage it adds, marked `@ObservationIgnored`: reported once,
        // on the property.
        if declaration.as(VariableDeclSyntax.self)?.attributes.contains(named: "ObservationIgnored") == true {
            return []
        }
        guard MockDeclarationContext.checkInMockedMembers("MockableProperty", node: node, in: context) else {
            return []
        }
        if MockDeclarationContext.isInObservableClass(context) {
            context.diagnose(Diagnostic(node: node, message: MockingDiagnostic.mockablePropertyInObservable()))
            return []
        }
        guard let variable = declaration.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.var)
        else {
            context.diagnose(Diagnostic(node: node, message: MockingDiagnostic.mockablePropertyRequiresVariable()))
            return []
        }
        guard kind(node) != nil else {
            let fixIts = ["readOnly", "readWrite"].map { kind in
                FixIt(
                    message: MockingFixIt(message: "use '@MockableProperty(.\(kind))'"),
                    changes: [
                        .replace(
                            oldNode: Syntax(node),
                            newNode: Syntax(
                                AttributeSyntax(
                                    leadingTrivia: node.leadingTrivia,
                                    attributeName: node.attributeName.trimmedNode,
                                    leftParen: .leftParenToken(),
                                    arguments: .argumentList(
                                        [LabeledExprSyntax(expression: MemberAccessExprSyntax(name: .identifier(kind)))]
                                    ),
                                    rightParen: .rightParenToken(),
                                    trailingTrivia: node.trailingTrivia
                                )
                            )
                        )
                    ]
                )
            }
            context.diagnose(
                Diagnostic(node: node, message: MockingDiagnostic.mockablePropertyNeedsKind(), fixIts: fixIts))
            return []
        }
        guard let property = property(declaration, node: node) else {
            context.diagnose(Diagnostic(node: node, message: MockingDiagnostic.mockablePropertyRequiresVariable()))
            return []
        }
        if let type = MemberRequirement.opaqueResult(of: variable) {
            // The mock could not return a value the test chose as that type.
            context.diagnose(
                Diagnostic(
                    node: type,
                    message: MockingDiagnostic.unsupportedMember(
                        "a property", reason: "of type '\(type.trimmedText)'")))
            return []
        }
        if hasImplementation(variable), let binding = variable.bindings.first {
            let fixed = binding.with(\.accessorBlock, nil).with(\.initializer, nil).with(\.trailingTrivia, [])
            context.diagnose(
                .memberHasImplementation(
                    "property", at: variable.bindings, replacing: binding, with: fixed,
                    fixIt: "remove the implementation")
            )
            return []
        }
        let renderContext = MemberRequirement.property(property).backingContext(
            MockDeclarationContext(context).renderContext(for: variable.modifiers))
        return renderContext.backingDeclarations(
            "_" + property.name, type: property.backingType(in: renderContext), isStatic: property.isStatic
        ).map { DeclSyntax(stringLiteral: $0) }
    }

    /// Whether the property already has accessors or an initial value.
    private static func hasImplementation(_ declaration: some DeclSyntaxProtocol) -> Bool {
        guard let binding = declaration.as(VariableDeclSyntax.self)?.bindings.first else { return false }
        return binding.accessorBlock != nil || binding.initializer != nil
    }

    private static func property(_ declaration: some DeclSyntaxProtocol, node: AttributeSyntax) -> PropertyRequirement?
    {
        guard let variable = declaration.as(VariableDeclSyntax.self), let kind = kind(node) else { return nil }
        return PropertyRequirement(mockable: variable, kind: kind)
    }

    /// The kind the attribute's argument names: `.readOnly`, `.readOnly(.async, .throws)`, `.readWrite`.
    static func kind(_ node: AttributeSyntax) -> PropertyRequirement.Kind? {
        guard case .argumentList(let arguments) = node.arguments, let argument = arguments.first else { return nil }
        let expression = argument.expression
        if let member = expression.as(MemberAccessExprSyntax.self) {
            switch member.declName.baseName.text {
            case "readOnly": return .readOnly(Effects())
            case "readWrite": return .readWrite
            default: return nil
            }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "readOnly"
        else { return nil }
        var effects = Effects()
        for effect in call.arguments {
            switch effect.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
            case "async": effects.isAsync = true
            case "throws": effects.throwing = .untyped
            default: return nil
            }
        }
        return .readOnly(effects)
    }
}
