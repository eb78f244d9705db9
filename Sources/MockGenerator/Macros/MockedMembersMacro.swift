import SwiftDiagnostics
public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@MockedMembers`: completes a hand-written mock class or actor. Every method and initializer written
/// without a body gets a backing property and a body that records calls (`@__MockedMember`, attached here),
/// named by the same rule as `@Mocked`'s; properties marked `@MockableProperty(kind)` get theirs from that
/// macro. The type gets `init()` when it declares no initializer without parameters and no designated
/// one with a body, and adopts `Mocking.Mock` (`resetMockedStaticMembers()`). Backing names that clash are
/// reported.
public struct MockedMembersMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    /// What the macro writes is laid out as written: `extension DependencyMock: Mocking.Mock {}` and
    /// `init() {}` on one line each.
    public static var formatMode: FormatMode { .disabled }

    /// The members added to the declaration.
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard isClassOrActor(declaration) else {
            let fixIts =
                declaration.is(ProtocolDeclSyntax.self)
                ? [FixIt.replaceAttribute(node, with: "Mocked", message: "use '@Mocked'")] : []
            context.diagnose(
                Diagnostic(
                    node: node,
                    message: MockingDiagnostic.mockedMembersRequiresClassOrActor(declaration.kindDescription),
                    fixIts: fixIts
                )
            )
            return []
        }
        var diagnostics = DiagnosticsCollector()
        _ = HandWrittenMock(declaration, diagnostics: &diagnostics)
        diagnostics.diagnostics.forEach(context.diagnose)
        // `Mock`'s requirement and `init()` are as visible as the type (a fileprivate type's members need no
        // modifier).
        let level = AccessLevel(of: declaration.modifiers)
        let access = level == .fileprivate ? "" : level.prefix
        var members = [
            DeclSyntax(
                stringLiteral: RefiningMock.storage(access: access, isActor: declaration.is(ActorDeclSyntax.self)))
        ]
        // A type that initializes itself (a designated initializer with a body) keeps its own initializers:
        // an added `init()` would leave its stored properties unset, or take calls meant for its defaults.
        let initializers = declaration.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let hasPlainInitializer = initializers.contains { $0.signature.parameterClause.parameters.isEmpty }
        let initializesItself = initializers.contains { $0.body != nil && !$0.modifiers.contains(.convenience) }
        if !hasPlainInitializer, !initializesItself {
            // An `NSObject` subclass (the mock of an Objective-C protocol) overrides `NSObject`'s `init()`.
            let superclass = declaration.inheritanceClause?.inheritedTypes.first?.type.protocolName
            let isNSObject = superclass == "NSObject" || superclass == "ObjectiveC.NSObject"
            members.append("\(raw: access)\(raw: isNSObject ? "override " : "")init() {}")
        }
        return members
    }

    /// The attributes attached to a member of the declaration.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard isClassOrActor(declaration), member.is(FunctionDeclSyntax.self) || member.is(InitializerDeclSyntax.self),
            member.asProtocol((any WithOptionalCodeBlockSyntax).self)?.body == nil
        else { return [] }
        // Problems are reported once, by the member role.
        var diagnostics = DiagnosticsCollector()
        guard let backingName = HandWrittenMock(declaration, diagnostics: &diagnostics).backingName(of: member) else {
            return []
        }
        return ["@Mocking.__MockedMember(\(literal: backingName))"]
    }

    /// The extensions of the declaration.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard isClassOrActor(declaration), !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmedNode): Mocking.Mock {}")]
    }

    private static func isClassOrActor(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.is(ClassDeclSyntax.self) || declaration.is(ActorDeclSyntax.self)
    }
}

extension FixIt {
    /// Replaces the attribute `node` by `@name`, keeping its arguments out.
    static func replaceAttribute(_ node: AttributeSyntax, with name: String, message: String) -> FixIt {
        let replacement = AttributeSyntax(
            leadingTrivia: node.leadingTrivia,
            attributeName: IdentifierTypeSyntax(name: .identifier(name)),
            trailingTrivia: node.trailingTrivia
        )
        return FixIt(
            message: MockingFixIt(message: message),
            changes: [.replace(oldNode: Syntax(node), newNode: Syntax(replacement))]
        )
    }
}
