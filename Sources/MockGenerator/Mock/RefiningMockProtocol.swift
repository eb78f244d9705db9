import SwiftSyntax

/// The protocol `@Mocked` writes next to a mock for the mocks of the protocols that refine this one:
/// `__Mocked_Parent` next to `ParentMock`.
///
/// The macro on `protocol Child: Parent` sees only `Child`, so the mock of `Child` gets `Parent`'s
/// requirements from code the macro on `Parent` writes: its members from `extension Parent where Self:
/// Mocking.Mock`, and from `__Mocked_Parent`, which `ChildMock` conforms to, what an extension of
/// `Parent` cannot give alone:
/// - a default for each of `Parent`'s associated types that has none and whose constraints a standard type
///   meets (`associatedtype Output = any Swift.Sendable`), which a generic parameter of the same name, a `where Output ==
///   Int` of the child or a `typealias` in an extension of the mock replaces;
/// - `init(__mocking:)`, which every such mock declares and `Parent`'s initializer requirements, implemented
///   in `extension Parent where Self: Mocking.Mock, Self: __Mocked_Parent`, delegate to.
///
/// It refines the helpers of `Parent`'s own parents, so a mock of a grandchild gets theirs too.
enum RefiningMockProtocol {
    /// `__Mocked_Parent` for `Parent`; `NIOCore.__Mocked_Channel` for `NIOCore.Channel`.
    static func name(for protocolName: String) -> String {
        qualified(protocolName, prefix: prefix)
    }

    /// The name of a declaration `@Mocked` writes next to the protocol `protocolName`, qualified as the
    /// protocol is: `__Mocked_Parent` for `Parent`, `NIOCore.__Mocked_Parent` for `NIOCore.Parent`.
    static func qualified(_ protocolName: String, prefix: String) -> String {
        guard let dot = protocolName.lastIndex(of: ".") else { return prefix + protocolName }
        return protocolName[...dot] + prefix + protocolName[protocolName.index(after: dot)...]
    }

    static let prefix = "__Mocked_"

    /// The initializer the mock of a refining protocol declares, for its parents' initializers to delegate to.
    static let initializer = "init(__mocking: Swift.Void)"

    /// What the parents' initializers call once they have recorded theirs.
    static let delegation = "self.init(__mocking: ())"
}

extension ProtocolModel {
    /// The name of the protocol that mocks of refining protocols conform to.
    var refiningMockProtocolName: String { RefiningMockProtocol.name(for: name) }

    /// `__Mocked_<Protocol>` (see ``RefiningMockProtocol``).
    func renderRefiningMockProtocol() -> String {
        let availability = availabilityLines
        // Not `Mocking.Mock`: in a module whose default isolation is the main actor, a mock's conformance to
        // it is isolated, and a protocol refining it could not be conformed to.
        let inherited = [name] + mockedParents.map(RefiningMockProtocol.name(for:))
        let defaults = associatedTypes.compactMap { associatedType in
            associatedType.defaultForRefiningMocks(protocolRequirements: whereRequirements).map {
                "associatedtype \(associatedType.name) = \($0)\n"
            }
        }
        return """
            \(availability)\(access.prefix)protocol \(refiningMockProtocolName): \(inherited.joined(separator: ", ")) {
            \(defaults.joined())\(RefiningMockProtocol.initializer)
            }
            """
    }
}

extension AssociatedTypeRequirement {
    /// The type the mock of a refining protocol takes for this associated type unless something pins it:
    /// `any Swift.Sendable` when it is unconstrained, `any Swift.Error` for `Error`, `Swift.String` for constraints such as
    /// `Hashable & Codable & Sendable` that `String` meets; `nil` when the protocol gives a default, or
    /// when no standard type is known to meet its constraints (`associatedtype Model: Fields`).
    func defaultForRefiningMocks(protocolRequirements: [GenericRequirementSyntax]) -> String? {
        guard !hasDefault else { return nil }
        var constraintTypes = constraints
        for requirement in requirements + protocolRequirements {
            // A requirement rooted in another type that names this one (`where Iterator.Element == Element`)
            // constrains it in a way no default is chosen for.
            guard requirement.constrainedRootName == name else {
                if Syntax(requirement).tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) {
                    return nil
                }
                continue
            }
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                conformance.leftType.as(IdentifierTypeSyntax.self)?.name.text == name
            else { return nil }
            constraintTypes.append(conformance.rightType)
        }
        var names: Set<String> = []
        for type in constraintTypes {
            guard let protocolNames = type.standardProtocolNames else { return nil }
            names.formUnion(protocolNames)
        }
        // `any Sendable` rather than `Any`: values of it can be given to `.returns`.
        if names.isSubset(of: ["Sendable"]) { return "any Swift.Sendable" }
        if names.contains("Error"), names.isSubset(of: ["Error", "Sendable"]) { return "any Swift.Error" }
        if names == ["AnyObject"] { return "Swift.AnyObject" }
        if names.isSubset(of: Self.protocolsStringConformsTo) { return "Swift.String" }
        return nil
    }

    /// Standard-library protocols `String` conforms to, as constraints of associated types name them.
    private static let protocolsStringConformsTo: Set<String> = [
        "Hashable", "Equatable", "Comparable", "Sendable", "Encodable", "Decodable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "LosslessStringConvertible", "TextOutputStreamable",
        "ExpressibleByStringLiteral",
    ]
}

extension TypeSyntax {
    /// The protocols a constraint names, `Swift.` dropped and `Codable` split: `Codable & Sendable` →
    /// `Encodable`, `Decodable`, `Sendable`; `nil` when it names something other than a plain protocol name
    /// (a generic or a module-qualified protocol of another module).
    fileprivate var standardProtocolNames: Set<String>? {
        if let composition = self.as(CompositionTypeSyntax.self) {
            var names: Set<String> = []
            for element in composition.elements {
                guard let elementNames = element.type.standardProtocolNames else { return nil }
                names.formUnion(elementNames)
            }
            return names
        }
        guard let name = protocolName, !name.contains("<") else { return nil }
        if Syntax(self).as(IdentifierTypeSyntax.self)?.genericArgumentClause != nil { return nil }
        let plain = name.hasPrefix("Swift.") ? String(name.dropFirst(6)) : name
        if plain.contains(".") { return nil }
        return plain == "Codable" ? ["Encodable", "Decodable"] : [plain]
    }
}
