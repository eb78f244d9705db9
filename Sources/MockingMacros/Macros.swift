import MockGenerator
import SwiftSyntax
import SwiftSyntaxMacros

// The compiler finds a macro by the module its `#externalMacro` names and the type's name in it, so each
// macro is declared in this module and hands its expansion to the generator library, which the tool that
// writes mocks of compiled protocols shares.

/// `@Mocked`: the mock of a protocol and the extension that backs its default members.
struct MockedMacro: PeerMacro, ExtensionMacro, MemberMacro {
    static var formatMode: FormatMode { MockGenerator.MockedMacro.formatMode }

    static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try MockGenerator.MockedMacro.expansion(
            of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
    }

    static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try MockGenerator.MockedMacro.expansion(of: node, providingPeersOf: declaration, in: context)
    }

    static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        try MockGenerator.MockedMacro.expansion(
            of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols, in: context)
    }
}

/// `@MockedMembers`: completes a hand-written mock class or actor.
struct MockedMembersMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try MockGenerator.MockedMembersMacro.expansion(
            of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
    }

    static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        try MockGenerator.MockedMembersMacro.expansion(
            of: node, attachedTo: declaration, providingAttributesFor: member, in: context)
    }

    static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        try MockGenerator.MockedMembersMacro.expansion(
            of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols, in: context)
    }
}

/// `@__MockedMember`: the body and backing property of a method `@MockedMembers` completes.
struct MockedMemberMacro: BodyMacro, PeerMacro {
    static func expansion(
        of node: AttributeSyntax,
        providingBodyFor declaration: some DeclSyntaxProtocol & WithOptionalCodeBlockSyntax,
        in context: some MacroExpansionContext
    ) throws -> [CodeBlockItemSyntax] {
        try MockGenerator.MockedMemberMacro.expansion(of: node, providingBodyFor: declaration, in: context)
    }

    static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try MockGenerator.MockedMemberMacro.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}

/// `@MockableMethod(mockMethodName:)`: names a hand-written method's backing property.
struct MockableMethodMacro: PeerMacro {
    static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try MockGenerator.MockableMethodMacro.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}

/// `@MockableProperty(kind)`: a hand-written property's accessors and backing property.
struct MockablePropertyMacro: AccessorMacro, PeerMacro {
    static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        try MockGenerator.MockablePropertyMacro.expansion(of: node, providingAccessorsOf: declaration, in: context)
    }

    static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try MockGenerator.MockablePropertyMacro.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}
