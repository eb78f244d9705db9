import SwiftSyntax

/// How the mock of a refining protocol gets the associated types of a `@Mocked` parent it cannot see.
///
/// `@Mocked protocol Subject: Publisher` writes `SubjectMock` without knowing that `Publisher` declares
/// `Output` and `Failure`, so the mock cannot name them. The compiler infers an associated type from a
/// requirement that names it, so `@Mocked` on `Publisher` adds one, `__mockedAssociatedTypes_Publisher(_:
/// Output, _: Failure)`, with two implementations:
/// - one for every conforming type, which takes the associated types themselves and so decides nothing;
/// - one for the mocks of refining protocols without generic parameters
///   (`Mocking.__MockMembers.PlaceholderAssociatedTypes`), which takes a placeholder for each (`Any`,
///   `any Error`; see ``AssociatedTypeRequirement/placeholder(satisfying:)``), from which the compiler
///   infers them.
///
/// A type alias wins over the placeholder: one the refining protocol pins, or one the test target declares
/// in an extension of the mock. A generic parameter does not, so a generic mock does not take placeholders:
/// the compiler would take `Any` for its own associated types too. An associated type with a default,
/// a `where` clause or a constraint no placeholder meets gets none. All of it is under the mock's
/// compilation condition.
extension ProtocolModel {
    /// The associated types the protocol declares that a placeholder can stand in for.
    var anchoredAssociatedTypes: [AssociatedTypeRequirement] {
        let constrainedByProtocol = Set(whereRequirements.compactMap(\.constrainedRootName))
        return associatedTypes.filter { $0.placeholder != nil && !constrainedByProtocol.contains($0.name) }
    }

    /// The requirement `@Mocked` adds to the protocol, under the mock's condition; `nil` when no associated
    /// type needs it.
    func renderAssociatedTypeAnchorRequirement(options: MockOptions) -> DeclSyntax? {
        guard !isObjectiveC, !anchoredAssociatedTypes.isEmpty else { return nil }
        return verbatimDecl(
            wrapped(
                associatedTypeAnchor(anchoredAssociatedTypes.map(\.name), access: "", body: ""),
                in: options.compilationCondition))
    }

    /// The anchor taking `types`, with `body` (`" {}"`) or without one for the requirement.
    func associatedTypeAnchor(_ types: [String], access: String, body: String) -> String {
        let parameters = types.map { "_: " + $0 }.joined(separator: ", ")
        return
            "@_documentation(visibility: internal) \(access)nonisolated func __mockedAssociatedTypes_\(name)(\(parameters))\(body)"
    }

    /// The implementation for every conforming type, which decides nothing.
    var associatedTypeAnchorDefault: String? {
        let types = anchoredAssociatedTypes
        guard !types.isEmpty else { return nil }
        return associatedTypeAnchor(types.map(\.name), access: access.prefix, body: " {}")
    }

    /// The implementation for the mocks of refining protocols without generic parameters, with the
    /// placeholders.
    var associatedTypeAnchorPlaceholders: String? {
        let types = anchoredAssociatedTypes
        guard !types.isEmpty else { return nil }
        return associatedTypeAnchor(types.compactMap(\.placeholder), access: access.prefix, body: " {}")
    }
}
