import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@MockableMethod`: gives a method of a hand-written mock its backing property and a body that records
/// calls in it. `@MockedMembers` attaches it to every method without a body.
struct MockableMethodMacro: BodyMacro, PeerMacro {
    static func expansion(
        of node: AttributeSyntax,
        providingBodyFor declaration: some DeclSyntaxProtocol & WithOptionalCodeBlockSyntax,
        in context: some MacroExpansionContext
    ) throws -> [CodeBlockItemSyntax] {
        guard MockDeclarationContext.isInClassOrActor(context), let function = declaration.as(FunctionDeclSyntax.self),
            function.body == nil, let method = method(function, node: node, in: context, reportingProblems: false)
        else { return [] }
        return ["\(raw: method.body(backingName: backingName(of: method, node: node)))"]
    }

    static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard MockDeclarationContext.checkInClassOrActor("MockableMethod", node: node, in: context) else { return [] }
        guard let function = declaration.as(FunctionDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: MockingDiagnostic.mockableMethodRequiresFunction()))
            return []
        }
        if function.body != nil {
            context.diagnose(
                Diagnostic(node: function.name, message: MockingDiagnostic.mockableMemberHasBody("method")))
            return []
        }
        guard let method = method(function, node: node, in: context, reportingProblems: true) else { return [] }
        let renderContext = MockDeclarationContext(context).renderContext(for: function.modifiers)
        return [
            DeclSyntax(
                stringLiteral: renderContext.backingProperty(
                    backingName(of: method, node: node),
                    type: method.backingType(in: renderContext),
                    isStatic: method.isStatic
                )
            )
        ]
    }

    /// The method's model, or `nil` with diagnostics (reported once, by the peer role).
    private static func method(
        _ function: FunctionDeclSyntax,
        node: AttributeSyntax,
        in context: some MacroExpansionContext,
        reportingProblems: Bool
    ) -> MethodRequirement? {
        var diagnostics = DiagnosticsCollector()
        if let custom = customName(node), !custom.isValidIdentifier {
            diagnostics.error(.invalidMockMethodName(custom), at: node)
        }
        let method = MethodRequirement(function, diagnostics: &diagnostics)
        if reportingProblems {
            diagnostics.diagnostics.forEach(context.diagnose)
        }
        return diagnostics.isEmpty ? method : nil
    }

    /// `_` and the `mockMethodName:` argument, or `_` and the method's base name.
    static func backingName(of method: MethodRequirement, node: AttributeSyntax) -> String {
        "_" + (customName(node) ?? method.name)
    }

    /// The `mockMethodName:` argument's string, if there is one.
    static func customName(_ node: AttributeSyntax) -> String? {
        guard case .argumentList(let arguments) = node.arguments,
            let argument = arguments.first(where: { $0.label?.text == "mockMethodName" }),
            let literal = argument.expression.as(StringLiteralExprSyntax.self),
            case .stringSegment(let segment) = literal.segments.first, literal.segments.count == 1
        else { return nil }
        return segment.content.text
    }
}
