import SwiftSyntax

/// An associated type, which becomes a generic parameter of the mock: `associatedtype Key: Hashable`.
struct AssociatedTypeRequirement {
    let name: String
    /// The inherited types, `Self.` dropped: `Hashable`, `Sendable`.
    let constraints: [TypeSyntax]
    /// The `where` requirements of the declaration, `Self.` dropped: `Key.Element == Int`.
    let requirements: [GenericRequirementSyntax]

    /// An associated type a standard-library parent declares, or one a refining protocol constrains
    /// (`where PublicKey: Hashable`), without constraints of its own.
    init(name: String, constraints: [TypeSyntax] = []) {
        self.name = name
        self.constraints = constraints
        requirements = []
    }

    init(_ syntax: AssociatedTypeDeclSyntax) {
        name = syntax.name.text
        constraints = syntax.inheritanceClause?.inheritedTypes.map { $0.type.trimmed.droppingSelfMemberPrefix() } ?? []
        requirements = syntax.genericWhereClause?.requirements.map { $0.trimmed.droppingSelfMemberPrefix() } ?? []
    }

    /// The mock's generic parameter: `Key: Hashable & Sendable`.
    var genericParameter: String {
        guard !constraints.isEmpty else { return name }
        return name + ": " + constraints.map(\.description).joined(separator: " & ")
    }
}
