import SwiftSyntax

/// An associated type, which becomes a generic parameter of the mock: `associatedtype Key: Hashable`.
struct AssociatedTypeRequirement {
    let name: String
    /// The inheritance clause as written, such as `Hashable & Sendable`, or `nil`.
    let constraint: String?
    /// The `where` requirements of the declaration, such as `Key.Element == Int`.
    let requirements: [String]

    /// An associated type a standard-library parent declares, without constraints.
    init(name: String) {
        self.name = name
        constraint = nil
        requirements = []
    }

    init(_ syntax: AssociatedTypeDeclSyntax) {
        name = syntax.name.text
        constraint = syntax.inheritanceClause.map { clause in
            clause.inheritedTypes.map { $0.type.trimmedDescription.droppingSelfMemberPrefix }.joined(separator: " & ")
        }
        requirements =
            syntax.genericWhereClause?.requirements.map { $0.requirement.trimmedDescription.droppingSelfMemberPrefix }
            ?? []
    }

    /// The mock's generic parameter: `Key: Hashable`.
    var genericParameter: String {
        constraint.map { "\(name): \($0)" } ?? name
    }
}
