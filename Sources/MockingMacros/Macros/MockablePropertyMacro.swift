import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@MockableProperty(kind)`: turns a property of a hand-written mock into accessors that record reads and
/// writes in a backing property.
struct MockablePropertyMacro: AccessorMacro, PeerMacro {
    static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard MockDeclarationContext.isInClassOrActor(context), let property = property(declaration, node: node) else {
            return []
        }
        return property.accessorDecls(backingName: "_" + property.name)
    }

    static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard MockDeclarationContext.checkInClassOrActor("MockableProperty", node: node, in: context) else { return [] }
        guard let variable = declaration.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.var)
        else {
            context.diagnose(Diagnostic(node: node, message: MockingDiagnostic.mockablePropertyRequiresVariable()))
            return []
        }
        guard kind(node) != nil else {
            context.diagnose(Diagnostic(node: node, message: MockingDiagnostic.mockablePropertyNeedsKind()))
            return []
        }
        guard let property = property(declaration, node: node) else {
            context.diagnose(Diagnostic(node: node, message: MockingDiagnostic.mockablePropertyRequiresVariable()))
            return []
        }
        if variable.bindings.first?.accessorBlock != nil || variable.bindings.first?.initializer != nil {
            context.diagnose(
                Diagnostic(node: variable.bindings, message: MockingDiagnostic.mockableMemberHasBody("property"))
            )
            return []
        }
        let renderContext = MockDeclarationContext(context).renderContext(for: variable.modifiers)
        return [
            DeclSyntax(
                stringLiteral: renderContext.backingProperty(
                    "_" + property.name,
                    type: property.backingType(in: renderContext),
                    isStatic: property.isStatic
                )
            )
        ]
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
