public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@__MockedMember("_name")`, which `@MockedMembers` attaches to every method and initializer of a
/// hand-written mock that has no body: the backing property `_name` (a peer), and a body that records
/// calls in it. Problems are reported by `@MockedMembers` and `@MockableMethod`.
public struct MockedMemberMacro: BodyMacro, PeerMacro {
    /// The body of the attached function or initializer.
    public static func expansion(
        of node: AttributeSyntax,
        providingBodyFor declaration: some DeclSyntaxProtocol & WithOptionalCodeBlockSyntax,
        in context: some MacroExpansionContext
    ) throws -> [CodeBlockItemSyntax] {
        guard declaration.body == nil, let backingName = backingName(node),
            let requirement = requirement(declaration)
        else { return [] }
        // A parameter named `_` cannot be read: `@MockedMembers` reports it, and this body only keeps the
        // compiler from reporting it again.
        let clause =
            declaration.as(FunctionDeclSyntax.self)?.signature.parameterClause
            ?? declaration.as(InitializerDeclSyntax.self)?.signature.parameterClause
        if clause?.parameters.contains(where: \.isUnnamed) == true {
            return ["fatalError()"]
        }
        let modifiers = declaration.asProtocol((any WithModifiersSyntax).self)?.modifiers ?? []
        let renderContext = requirement.backingContext(MockDeclarationContext(context).renderContext(for: modifiers))
        let body: String
        switch requirement {
        case .method(let method): body = method.body(backingName: backingName, keepingSelf: true, in: renderContext)
        case .initializer(let initializer): body = initializer.body(backingName: backingName, in: renderContext)
        case .property, .subscript: return []
        }
        return ["\(raw: body)"]
    }

    /// The declarations written beside the attached one.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard MockDeclarationContext.isInClassOrActor(context), let backingName = backingName(node),
            let requirement = requirement(declaration)
        else { return [] }
        let modifiers = declaration.asProtocol((any WithModifiersSyntax).self)?.modifiers ?? []
        let renderContext = requirement.backingContext(MockDeclarationContext(context).renderContext(for: modifiers))
        let declarations: [String]
        switch requirement {
        case .method(let method):
            declarations = renderContext.backingDeclarations(
                backingName, type: method.backingType(in: renderContext), isStatic: method.isStatic)
        case .initializer(let initializer):
            declarations = renderContext.backingDeclarations(
                backingName, type: initializer.backingType(in: renderContext), isStatic: true)
        case .property, .subscript:
            return []
        }
        return declarations.map { DeclSyntax(stringLiteral: $0) }
    }

    /// The requirement a body-less method or initializer mocks; `nil` where it cannot be mocked (a problem
    /// `@MockedMembers` reports).
    private static func requirement(_ declaration: some DeclSyntaxProtocol) -> MemberRequirement? {
        guard declaration.is(FunctionDeclSyntax.self) || declaration.is(InitializerDeclSyntax.self) else { return nil }
        var diagnostics = DiagnosticsCollector()
        return MemberRequirement(requirement: declaration, diagnostics: &diagnostics)
    }

    /// The backing name the attribute carries.
    private static func backingName(_ node: AttributeSyntax) -> String? {
        guard case .argumentList(let arguments) = node.arguments else { return nil }
        return arguments.first?.expression.as(StringLiteralExprSyntax.self)?.plainText
    }
}
