import SwiftSyntax

/// A requirement read from a declaration that may declare type parameters: a method, a subscript, an
/// initializer.
protocol GenericRequirement {
    associatedtype Declaration: DeclSyntaxProtocol & WithGenericParametersSyntax
    /// The declaration as written.
    var syntax: Declaration { get }
    init?(_ syntax: Declaration, diagnostics: inout DiagnosticsCollector)
}

extension MethodRequirement: GenericRequirement {}
extension SubscriptRequirement: GenericRequirement {}
extension InitializerRequirement: GenericRequirement {}

extension GenericRequirement {
    /// The requirement with its type parameters renamed where they share a name with a generic parameter of
    /// the mock, which they would shadow there (`func map<Item>(_ value: Item) -> Item` in `MapperMock<Item>`
    /// becomes `func map<Item_>(_ value: Item_) -> Item_`); the requirement itself otherwise, and in a
    /// protocol extension, where the protocol's associated type is no generic parameter.
    func renamingTypeParametersShadowingMock(in context: RenderContext) -> Self {
        guard !context.isProtocolExtension,
            let mockParameters = context.selfType.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments,
            let ownParameters = syntax.genericParameterClause?.parameters
        else { return self }
        let mockNames = Set(mockParameters.map { $0.argument.trimmedText })
        let shadowing = Set(ownParameters.map(\.name.text)).intersection(mockNames)
        guard !shadowing.isEmpty, let renamed = TypeParameterRenaming(shadowing).rewrite(syntax).as(Declaration.self)
        else { return self }
        // Read again, it has nothing left to report.
        var diagnostics = DiagnosticsCollector()
        return Self(renamed, diagnostics: &diagnostics) ?? self
    }
}

/// Renames the type parameters `names` (`Item` to `Item_`) where a requirement declares and uses them.
private final class TypeParameterRenaming: SyntaxRewriter {
    private let names: Set<String>

    init(_ names: Set<String>) {
        self.names = names
        super.init()
    }

    private func renamed(_ token: TokenSyntax) -> TokenSyntax {
        names.contains(token.text) ? token.with(\.tokenKind, .identifier(token.text + "_")) : token
    }

    override func visit(_ node: GenericParameterSyntax) -> GenericParameterSyntax {
        super.visit(node).with(\.name, renamed(node.name))
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        let visited = super.visit(node).cast(IdentifierTypeSyntax.self)
        return TypeSyntax(visited.with(\.name, renamed(visited.name)))
    }
}
