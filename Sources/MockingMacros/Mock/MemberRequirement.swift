import SwiftSyntax

/// One requirement the mock implements with a backing property.
enum MemberRequirement {
    case method(MethodRequirement)
    case property(PropertyRequirement)
    case `subscript`(SubscriptRequirement)
    case initializer(InitializerRequirement)

    /// The base of the backing property's name: `fetch` for `_fetch`, `operatorEqualEqual` for `==`.
    var baseName: String {
        switch self {
        case .method(let method): BackingNames.identifier(forOperator: method.name) ?? method.name
        case .property(let property): property.name
        case .subscript: "subscript"
        case .initializer: "init"
        }
    }

    /// The declaration the requirement was read from, where its diagnostics go.
    var syntax: Syntax {
        switch self {
        case .method(let method): Syntax(method.syntax)
        case .property(let property): Syntax(property.syntax)
        case .subscript(let subscriptRequirement): Syntax(subscriptRequirement.syntax)
        case .initializer(let initializer): Syntax(initializer.syntax)
        }
    }

    var isStatic: Bool {
        switch self {
        case .method(let method): method.isStatic
        case .property(let property): property.isStatic
        case .subscript(let subscriptRequirement): subscriptRequirement.isStatic
        case .initializer: true
        }
    }

    /// The words that tell overloads apart, most telling first: argument labels, then the names in the
    /// parameter types (`[String: Int]` gives `String`, `Int`).
    var distinguishingWords: [[String]] {
        switch self {
        case .method(let method):
            [method.labels.filter { $0 != "_" }, method.parameters.flatMap(\.recordedType.identifierWords)]
        case .property:
            [["property"]]
        case .subscript(let subscriptRequirement):
            [
                subscriptRequirement.labels.filter { $0 != "_" },
                subscriptRequirement.parameters.flatMap(\.recordedType.identifierWords),
            ]
        case .initializer(let initializer):
            [initializer.labels.filter { $0 != "_" }, initializer.parameters.flatMap(\.recordedType.identifierWords)]
        }
    }

    /// The name the requirement is declared with, as another member's backing name could repeat it:
    /// `count`, `fetch`; `nil` for subscripts and initializers.
    var declaredName: String? {
        switch self {
        case .method(let method): method.name
        case .property(let property): property.name
        case .subscript, .initializer: nil
        }
    }

    /// The backing property and the implementing member.
    func render(backingName: String, in context: RenderContext) -> [String] {
        switch self {
        case .method(let method): method.render(backingName: backingName, in: context)
        case .property(let property): property.render(backingName: backingName, in: context)
        case .subscript(let subscriptRequirement): subscriptRequirement.render(backingName: backingName, in: context)
        case .initializer(let initializer): initializer.render(backingName: backingName, in: context)
        }
    }

    /// Whether a protocol extension can implement the requirement for any mock: an initializer cannot,
    /// as it would have to delegate to an initializer the extension does not know.
    var canBeInherited: Bool {
        if case .initializer = self { return false }
        return true
    }
}

extension TypeSyntax {
    /// The names a type is spelled with, for an identifier: `[String: Int]` → `String`, `Int`;
    /// `any Swift.Error` → `Error`.
    var identifierWords: [String] {
        tokens(viewMode: .sourceAccurate).compactMap { token in
            switch token.tokenKind {
            case .identifier(let text) where text != "Swift": text.withoutBackticks
            case .keyword(.any), .keyword(.some): nil
            case .keyword: token.text
            default: nil
            }
        }
    }
}
