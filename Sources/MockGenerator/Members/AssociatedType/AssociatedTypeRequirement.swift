import SwiftSyntax

/// An associated type, which becomes a generic parameter of the mock: `associatedtype Key: Hashable`.
struct AssociatedTypeRequirement {
    let name: String
    /// The inherited types, `Self.` dropped: `Hashable`, `Sendable`.
    private(set) var constraints: [TypeSyntax]
    /// The `where` requirements of the declaration, `Self.` dropped: `Key.Element == Int`.
    let requirements: [GenericRequirementSyntax]
    /// The type a refining protocol's mock takes for it when nothing else gives one (see
    /// ``ProtocolModel/anchoredAssociatedTypes``): only for an associated type the protocol declares.
    let placeholder: String?
    /// Whether the protocol declares it, rather than a parent: a standard-library parent's (`Element`) or one
    /// the protocol constrains in its `where` clause (`where Value: Collection`).
    let isDeclared: Bool

    /// An associated type a standard-library parent declares, or one a refining protocol constrains
    /// (`where PublicKey: Hashable`), without constraints of its own.
    init(name: String, constraints: [TypeSyntax] = []) {
        self.name = name
        self.constraints = constraints
        requirements = []
        placeholder = nil
        isDeclared = false
    }

    init(_ syntax: AssociatedTypeDeclSyntax) {
        name = syntax.name.text
        constraints =
            syntax.inheritanceClause?.inheritedTypes.map { $0.type.trimmedNode.droppingSelfMemberPrefix() } ?? []
        requirements = syntax.genericWhereClause?.requirements.map { $0.trimmedNode.droppingSelfMemberPrefix() } ?? []
        placeholder =
            syntax.initializer == nil && requirements.isEmpty ? Self.placeholder(satisfying: constraints) : nil
        isDeclared = true
    }

    /// A type that meets `constraints` whatever the protocol is: `Any`, or an existential that conforms to
    /// its own protocol (`any Error`, `any Sendable`, `AnyObject`), or `AnyHashable` (`Sendable`:
    /// `__MockMembers.SendableHashable`), or an array for a collection protocol (`[ID]` for
    /// `Collection<ID>`, `[Any]` without an element type), or `String` for standard-library protocols it
    /// conforms to (`Codable & Sendable`). `nil` for any other constraint, which only a type of the user's
    /// could meet.
    static func placeholder(satisfying constraints: [TypeSyntax]) -> String? {
        if constraints.count == 1, let array = arrayPlaceholder(satisfying: constraints[0]) { return array }
        let names = Set(
            constraints.flatMap { constraint in
                (constraint.as(CompositionTypeSyntax.self)?.elements.map(\.type) ?? [constraint]).map {
                    $0.trimmedText.droppingSwiftModule
                }
            })
        switch names {
        case []: return "Any"
        case ["Error"], ["Error", "Sendable"]: return "any Swift.Error"
        case ["Sendable"]: return "any Swift.Sendable"
        case ["AnyObject"]: return "Swift.AnyObject"
        case ["Equatable"], ["Hashable"], ["Equatable", "Hashable"]: return "Swift.AnyHashable"
        case ["Equatable", "Sendable"], ["Hashable", "Sendable"], ["Equatable", "Hashable", "Sendable"]:
            return "Mocking.__MockMembers.SendableHashable"
        default: return names.isSubset(of: stringConformances) ? "Swift.String" : nil
        }
    }

    /// Protocols `String` conforms to, for a placeholder that must also be `Codable` or `Comparable`.
    private static let stringConformances: Set = [
        "Equatable", "Hashable", "Comparable", "Sendable", "Codable", "Encodable", "Decodable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "LosslessStringConvertible",
        "ExpressibleByStringLiteral",
    ]

    /// `[Element]` for a protocol that `Array` conforms to with any element, `Collection<Element>`, or
    /// `[Any]` for one without its element type.
    private static func arrayPlaceholder(satisfying constraint: TypeSyntax) -> String? {
        let arrayProtocols: Set = [
            "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
            "RangeReplaceableCollection",
        ]
        let named =
            constraint.as(IdentifierTypeSyntax.self).map { ($0.name.text, $0.genericArgumentClause) }
            ?? constraint.as(MemberTypeSyntax.self).flatMap {
                $0.baseType.trimmedText == "Swift" ? ($0.name.text, $0.genericArgumentClause) : nil
            }
        guard let (name, genericArguments) = named, arrayProtocols.contains(name) else { return nil }
        guard let arguments = genericArguments?.arguments else { return "[Any]" }
        guard arguments.count == 1, let element = arguments.first else { return nil }
        return "[\(element.argument.trimmedText)]"
    }

    /// The same associated type, also constrained to `constraint` (one a standard-library parent puts on it).
    func constrained(to constraint: TypeSyntax) -> Self {
        var constrained = self
        constrained.constraints.append(constraint)
        return constrained
    }

    /// The mock's generic parameter: `Key: Hashable & Sendable`.
    var genericParameter: String {
        guard !constraints.isEmpty else { return name }
        return name + ": " + constraints.map(\.description).joined(separator: " & ")
    }
}
