import SwiftDiagnostics
public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@Mocked`: writes `<Protocol>Mock` next to the protocol it is attached to, and an extension that
/// implements the protocol's requirements for any mock, which the mocks of refining protocols build on.
public struct MockedMacro: PeerMacro, ExtensionMacro, MemberMacro {
    /// The expansions are written a line each by the renderers and indented by `Indentation`; the default
    /// mode would run swift-syntax's formatter over them, the costliest part of expanding a mock.
    public static var formatMode: FormatMode { .disabled }

    /// The declarations written beside the attached one.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var diagnostics = DiagnosticsCollector()
        if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
            diagnostics.error(.mockedOnExtension(extensionDecl.extendedType.trimmedText), at: node)
            diagnostics.diagnostics.forEach(context.diagnose)
            return []
        }
        guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else {
            let isClassOrActor = declaration.is(ClassDeclSyntax.self) || declaration.is(ActorDeclSyntax.self)
            diagnostics.error(
                .mockedRequiresProtocol(declaration.kindDescription),
                at: node,
                fixIts: isClassOrActor
                    ? [
                        .replaceAttribute(
                            node, with: "MockedMembers",
                            message:
                                "use '@MockedMembers' if this type is a test double: it turns the type itself into a mock"
                        )
                    ] : []
            )
            diagnostics.diagnostics.forEach(context.diagnose)
            return []
        }
        let options = MockOptions(node, diagnostics: &diagnostics)
        let model = ProtocolModel(protocolDecl, lexicalContext: context.lexicalContext, diagnostics: &diagnostics)
        guard diagnostics.isEmpty else {
            diagnostics.diagnostics.forEach(context.diagnose)
            return []
        }
        let locator = DeclarationLocator(introducedBy: protocolDecl.protocolKeyword)
        return [model.renderMock(options: options, locator: locator)]
    }

    /// The requirements that let the mocks of refining protocols infer the protocol's associated types
    /// (``ProtocolModel/renderAssociatedTypeAnchorRequirements(options:)``).
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        // Problems are reported once, by the peer role.
        var diagnostics = DiagnosticsCollector()
        guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self),
            protocolDecl.memberBlock.members.contains(where: { $0.decl.is(AssociatedTypeDeclSyntax.self) })
        else { return [] }
        let options = MockOptions(node, diagnostics: &diagnostics)
        let model = ProtocolModel(protocolDecl, lexicalContext: context.lexicalContext, diagnostics: &diagnostics)
        guard diagnostics.isEmpty else { return [] }
        return model.renderAssociatedTypeAnchorRequirements(options: options).map { [$0] } ?? []
    }

    /// The extensions of the declaration.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // Problems are reported once, by the peer role.
        var diagnostics = DiagnosticsCollector()
        guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else { return [] }
        let options = MockOptions(node, diagnostics: &diagnostics)
        let model = ProtocolModel(protocolDecl, lexicalContext: context.lexicalContext, diagnostics: &diagnostics)
        // Members of a protocol extension cannot be `@objc`, so they could not satisfy an Objective-C
        // protocol's requirements for the mocks of refining protocols: such a protocol gets no extension.
        guard diagnostics.isEmpty, !model.isObjectiveC else { return [] }
        // A protocol nested in a type (`Ledger.Entry`) is named qualified: `extension Ledger.Entry`, `(any Ledger.Entry)`.
        let enclosingType = type.as(MemberTypeSyntax.self)?.baseType.trimmedText
        return model.renderAssociatedTypeAnchorExtensions(options: options, enclosingType: enclosingType)
            + model.renderRequirementsExtensions(
                options: options, locator: DeclarationLocator(introducedBy: protocolDecl.protocolKeyword),
                enclosingType: enclosingType)
    }
}

extension DeclSyntaxProtocol {
    /// What the declaration is, for messages: `a struct`, `a class`.
    var kindDescription: String {
        switch Syntax(self).as(SyntaxEnum.self) {
        case .structDecl: "a struct"
        case .classDecl: "a class"
        case .actorDecl: "an actor"
        case .enumDecl: "an enum"
        case .extensionDecl: "an extension"
        case .functionDecl: "a function"
        case .variableDecl: "a property"
        case .protocolDecl: "a protocol"
        default: "this declaration"
        }
    }
}
