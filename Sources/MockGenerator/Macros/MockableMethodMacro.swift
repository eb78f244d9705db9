import SwiftDiagnostics
public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@MockableMethod(mockMethodName:)`: marks a method of a `@MockedMembers` mock, to choose its backing
/// property's name. It expands to nothing: `@MockedMembers` gives every method without a body its backing
/// property and body (through `@__MockedMember`), and reads the chosen name from this attribute. Here,
/// only misuse is reported.
public struct MockableMethodMacro: PeerMacro {
    /// The declarations written beside the attached one.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard MockDeclarationContext.checkInMockedMembers("MockableMethod", node: node, in: context) else {
            return []
        }
        guard let function = declaration.as(FunctionDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: MockingDiagnostic.mockableMethodRequiresFunction()))
            return []
        }
        if function.body != nil {
            var fixed = function
            fixed.body = nil
            fixed.signature = fixed.signature.with(\.trailingTrivia, [])
            context.diagnose(
                .memberHasImplementation(
                    "method", at: function.name, replacing: function, with: fixed, fixIt: "remove the body")
            )
        }
        // An invalid chosen name is reported by `@MockedMembers`, which reads it.
        return []
    }

    /// The `mockMethodName:` argument's string, if there is one.
    static func customName(_ node: AttributeSyntax) -> String? {
        guard case .argumentList(let arguments) = node.arguments,
            let argument = arguments.first(where: { $0.label?.text == "mockMethodName" })
        else { return nil }
        return argument.expression.as(StringLiteralExprSyntax.self)?.plainText
    }
}
