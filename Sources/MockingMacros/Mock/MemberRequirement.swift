import SwiftSyntax

/// One requirement the mock implements with a backing property.
enum MemberRequirement {
    case method(MethodRequirement)
    case property(PropertyRequirement)

    /// The base of the backing property's name: `fetch` for `_fetch`.
    var baseName: String {
        switch self {
        case .method(let method): method.name
        case .property(let property): property.name
        }
    }

    var isStatic: Bool {
        switch self {
        case .method(let method): method.isStatic
        case .property(let property): property.isStatic
        }
    }

    /// The words that tell overloads apart, most telling first: argument labels, then parameter types.
    var distinguishingWords: [[String]] {
        switch self {
        case .method(let method):
            [
                method.labels.filter { $0 != "_" },
                method.parameters.map(\.recordedType),
            ]
        case .property:
            [["property"]]
        }
    }

    /// The backing property and the implementing member.
    func render(backingName: String, in context: RenderContext) -> [DeclSyntax] {
        switch self {
        case .method(let method): method.render(backingName: backingName, in: context)
        case .property(let property): property.render(backingName: backingName, in: context)
        }
    }
}
