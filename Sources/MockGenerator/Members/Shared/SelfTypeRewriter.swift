import SwiftSyntax

/// Rewrites `Self` in a requirement's types for the mock that implements it: `Self.Key` becomes `Key`
/// (the mock's generic parameter or type alias), and `Self` the mock type (`RepositoryMock<Key, Value>`)
/// when one is given.
final class SelfTypeRewriter: SyntaxRewriter {
    private let selfType: TypeSyntax?

    /// A rewriter that replaces `Self` by `selfType`, or, when it is `nil`, only drops `Self.` before member
    /// types.
    init(selfType: TypeSyntax?) {
        self.selfType = selfType
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether `node` mentions `Self` at all, which most types do not.
    static func mentionsSelf(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.Self) }
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        guard let selfType, node.isSelf else { return super.visit(node) }
        return selfType.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
        guard let base = node.baseType.as(IdentifierTypeSyntax.self), base.isSelf else { return super.visit(node) }
        let member = IdentifierTypeSyntax(
            leadingTrivia: node.leadingTrivia,
            name: node.name,
            genericArgumentClause: node.genericArgumentClause.map { visit($0) },
            trailingTrivia: node.trailingTrivia
        )
        return TypeSyntax(member)
    }
}

extension IdentifierTypeSyntax {
    /// Whether this is the type `Self`.
    var isSelf: Bool {
        name.tokenKind == .keyword(.Self) && genericArgumentClause == nil
    }
}

extension SyntaxProtocol {
    /// The node with `Self.` dropped before member types: `Self.Key: Hashable` → `Key: Hashable`, as the mock
    /// spells its generic parameters and type aliases.
    func droppingSelfMemberPrefix() -> Self {
        guard SelfTypeRewriter.mentionsSelf(self) else { return self }
        return SelfTypeRewriter(selfType: nil).rewrite(self).cast(Self.self)
    }
}
