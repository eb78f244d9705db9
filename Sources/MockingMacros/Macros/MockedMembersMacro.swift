import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@MockedMembers`: completes a hand-written mock class or actor. The type gets `init()` when it declares
/// none and adopts `Mocking.Mock` (`resetMockedStaticMembers()`); two members marked `@MockableMethod` or
/// `@MockableProperty` that would share a backing property are reported.
///
/// Methods need `@MockableMethod` written on them: Swift's parser rejects a method without a body unless
/// the method itself carries a body macro, so an attribute added by `@MockedMembers` would come too late.
struct MockedMembersMacro: MemberMacro, ExtensionMacro {
    static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard isClassOrActor(declaration) else {
            context.diagnose(
                Diagnostic(
                    node: node,
                    message: MockingDiagnostic.mockedMembersRequiresClassOrActor(declaration.kindDescription)
                )
            )
            return []
        }
        reportClashes(in: declaration, context: context)
        let access = declaration.modifiers.contains(.public) || declaration.modifiers.contains(.open) ? "public " : ""
        var members: [DeclSyntax] = ["\(raw: access)let __mockMembers = Mocking.__MockMembers()"]
        let hasInitializer = declaration.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
        if !hasInitializer {
            members.append("\(raw: access)init() {}")
        }
        return members
    }

    static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard isClassOrActor(declaration), !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): Mocking.Mock {}")]
    }

    private static func isClassOrActor(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.is(ClassDeclSyntax.self) || declaration.is(ActorDeclSyntax.self)
    }

    /// Reports two explicitly marked members that would get the same backing property.
    private static func reportClashes(in declaration: some DeclGroupSyntax, context: some MacroExpansionContext) {
        var seen: [String: String] = [:]
        for member in declaration.memberBlock.members {
            let name: String
            let description: String
            let isStatic: Bool
            if let function = member.decl.as(FunctionDeclSyntax.self),
                let attribute = function.attributes.first(named: "MockableMethod")
            {
                name = "_" + (MockableMethodMacro.customName(attribute) ?? function.name.text.withoutBackticks)
                description = "the method '\(function.name.text)'"
                isStatic = function.modifiers.contains(.static)
            } else if let variable = member.decl.as(VariableDeclSyntax.self),
                variable.attributes.contains(named: "MockableProperty"),
                let identifier = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
            {
                name = "_" + identifier.identifier.text.withoutBackticks
                description = "the property '\(identifier.identifier.text)'"
                isStatic = variable.modifiers.contains(.static)
            } else {
                continue
            }
            let key = "\(isStatic):\(name)"
            if let other = seen[key] {
                context.diagnose(
                    Diagnostic(node: member.decl, message: MockingDiagnostic.backingNameClash(name, with: other))
                )
            } else {
                seen[key] = description
            }
        }
    }
}
