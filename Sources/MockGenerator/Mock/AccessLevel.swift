import SwiftSyntax

/// The access level of a mock and of the members it declares.
enum AccessLevel: Comparable {
    // From the least to the most visible.
    case `fileprivate`
    case `internal`
    case `package`
    case `public`

    /// The access level of a mock for a declaration with `modifiers`: `open` gives `public`, and a private
    /// protocol's mock is `fileprivate`, so that the rest of the file can use it.
    init(of modifiers: DeclModifierListSyntax) {
        self = AccessLevel.stated(by: modifiers) ?? .internal
    }

    /// The access level `modifiers` state, `nil` when they state none.
    static func stated(by modifiers: DeclModifierListSyntax) -> AccessLevel? {
        for modifier in modifiers where modifier.detail == nil {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return .public
            case .keyword(.package): return .package
            case .keyword(.internal): return .internal
            case .keyword(.fileprivate), .keyword(.private): return .fileprivate
            default: continue
            }
        }
        return nil
    }

    /// The access level of a protocol declared with `modifiers` inside `lexicalContext` (the macro's, innermost
    /// first): without a modifier, the one its extension states (`public extension`); never more than an
    /// enclosing type's, so a `public` protocol nested in an internal type is internal, and so are the members
    /// its extension declares. An extension without a modifier says nothing of its type's access.
    init(of modifiers: DeclModifierListSyntax, in lexicalContext: [Syntax]) {
        let stated = AccessLevel.stated(by: modifiers) ?? AccessLevel.statedByExtension(in: lexicalContext) ?? .internal
        let enclosing = lexicalContext.compactMap { context -> AccessLevel? in
            guard let group = context.asProtocol((any DeclGroupSyntax).self) else { return nil }
            return group.is(ExtensionDeclSyntax.self)
                ? AccessLevel.stated(by: group.modifiers) : AccessLevel(of: group.modifiers)
        }
        self = ([stated] + enclosing).min()!
    }

    /// The access level the extension a declaration sits directly in states (`public extension`), which the
    /// declaration has without a modifier of its own; `nil` outside an extension or for one without a modifier.
    static func statedByExtension(in lexicalContext: [Syntax]) -> AccessLevel? {
        lexicalContext.first?.as(ExtensionDeclSyntax.self).flatMap { stated(by: $0.modifiers) }
    }

    /// The modifier as written before a declaration, with a trailing space; empty for `internal`, which
    /// is the default.
    var prefix: String {
        switch self {
        case .public: "public "
        case .package: "package "
        case .internal: ""
        case .fileprivate: "fileprivate "
        }
    }
}
