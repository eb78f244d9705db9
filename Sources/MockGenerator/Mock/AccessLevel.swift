import SwiftSyntax

/// The access level of a mock and of the members it declares.
enum AccessLevel {
    case `public`
    case `package`
    case `internal`
    case `fileprivate`

    /// The access level of a mock for a declaration with `modifiers`: `open` gives `public`, and a private
    /// protocol's mock is `fileprivate`, so that the rest of the file can use it.
    init(of modifiers: DeclModifierListSyntax) {
        self = .internal
        for modifier in modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): self = .public
            case .keyword(.package): self = .package
            case .keyword(.fileprivate), .keyword(.private): self = .fileprivate
            default: continue
            }
            return
        }
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

    /// The modifier as a node, `nil` for `internal`.
    var modifier: DeclModifierSyntax? {
        let keyword: Keyword
        switch self {
        case .public: keyword = .public
        case .package: keyword = .package
        case .internal: return nil
        case .fileprivate: keyword = .fileprivate
        }
        return DeclModifierSyntax(name: .keyword(keyword), trailingTrivia: .space)
    }
}
