import SwiftSyntax

/// The type aliases a protocol declares (`typealias Context = Responder.Context`), which its `where` clause
/// may name as if they were associated types (`where Context: RequestContext`). The mock has no generic
/// parameter for them: its `where` clause names what they stand for (`Responder.Context: RequestContext`),
/// and it declares them again, so that its members' types find them before a type of the module.
final class ProtocolTypeAliases: SyntaxRewriter {
    private let aliases: [(name: String, type: TypeSyntax, attributes: String)]
    private let associatedTypeNames: Set<String>

    init(_ protocolDecl: ProtocolDeclSyntax) {
        associatedTypeNames = Set(
            protocolDecl.memberBlock.members.compactMap { $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text })
        aliases = protocolDecl.memberBlock.members.compactMap { item in
            guard let alias = item.decl.as(TypeAliasDeclSyntax.self), alias.genericParameterClause == nil else {
                return nil
            }
            let attributes = alias.attributes.map { $0.trimmedText + " " }.joined()
            return (alias.name.text, alias.initializer.value.trimmedNode.droppingSelfMemberPrefix(), attributes)
        }
        super.init(viewMode: .sourceAccurate)
    }

    /// The aliases' names.
    var names: Set<String> { Set(aliases.map(\.name)) }

    /// The aliases as the mock declares them, with their attributes (`@available`) and `access` (`public `),
    /// but for those that name `Self` (in the mock, its own type).
    func declarations(access: String) -> [String] {
        aliases.filter { !SelfTypeRewriter.mentionsSelf($0.type) }.map {
            "\($0.attributes)\(access)typealias \($0.name) = \($0.type)"
        }
    }

    /// `requirement` with each alias replaced by the type it stands for, also an alias named by another;
    /// `nil` for a requirement on an alias that then constrains none of the protocol's associated types
    /// (`Port == Int` for `typealias Port = Int`), which the alias meets as it is.
    func resolving(_ requirement: GenericRequirementSyntax) -> GenericRequirementSyntax? {
        guard !aliases.isEmpty else { return requirement }
        var resolved = requirement
        for _ in aliases.indices {
            let next = rewrite(resolved).cast(GenericRequirementSyntax.self)
            if next.description == resolved.description { break }
            resolved = next
        }
        guard let root = requirement.constrainedRootName, names.contains(root) else { return resolved }
        return resolved.constrainedRootName.map(associatedTypeNames.contains) == true ? resolved : nil
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        guard node.genericArgumentClause == nil, let alias = aliases.first(where: { $0.name == node.name.text })
        else { return super.visit(node) }
        return alias.type.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
