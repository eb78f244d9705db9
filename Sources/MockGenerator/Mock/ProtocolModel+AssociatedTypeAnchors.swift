import SwiftSyntax

/// How the mock of a refining protocol gets the associated types of a `@Mocked` parent it cannot see.
///
/// `@Mocked protocol Subject: Publisher` writes `SubjectMock` without knowing that `Publisher` declares
/// `Output` and `Failure`, so the mock cannot name them. The compiler infers an associated type from a
/// requirement that names it, so `@Mocked` on `Publisher` adds one for each,
/// `__mockedAssociatedTypes_Publisher(Output: Output)`, with two implementations:
/// - one for every conforming type, which takes the associated types themselves and so decides nothing;
/// - one for the mocks of refining protocols (`Mocking.__MockMembers.PlaceholderAssociatedTypes`), which
///   takes a placeholder for each (`Any`, `any Error`; see ``AssociatedTypeRequirement/placeholder(satisfying:)``),
///   from which the compiler infers them.
///
/// A type alias wins over the placeholder: one the refining protocol pins, one declared in an extension
/// of the mock in its module, or the one the mock declares for each generic parameter that stands for an
/// associated type its protocol does not declare (`typealias Element = Element`). A generic parameter alone
/// does not, so a generic mock implements its own protocol's anchors itself, taking its generic parameters;
/// where a parent declares the same associated type, the compiler then passes over that parent's
/// placeholder. An associated type with a default, a `where` clause or a constraint no placeholder meets
/// gets none, and so does an Objective-C protocol. The extension for every conforming type suppresses again
/// what the protocol suppresses (`where Self: ~Copyable`), so that it serves them all. All of it is under the
/// mock's compilation condition.
extension ProtocolModel {
    /// The associated types a placeholder can stand in for, with the placeholder.
    var anchoredAssociatedTypes: [(name: String, placeholder: String)] {
        guard !isObjectiveC else { return [] }
        let constrainedByProtocol = Set(whereRequirements.compactMap(\.constrainedRootName))
        return associatedTypes.compactMap { associatedType in
            guard let placeholder = associatedType.placeholder, !constrainedByProtocol.contains(associatedType.name)
            else { return nil }
            return (associatedType.name, placeholder)
        }
    }

    /// The requirements `@Mocked` adds to the protocol, one per anchored associated type (so that a type the
    /// child pins leaves the others to infer), under the mock's condition; `nil` when there are none.
    func renderAssociatedTypeAnchorRequirements(options: MockOptions) -> DeclSyntax? {
        let requirements = anchoredAssociatedTypes.map {
            associatedTypeAnchor($0.name, type: $0.name, access: "", body: "")
        }
        guard !requirements.isEmpty else { return nil }
        return verbatimDecl(wrapped(requirements.joined(separator: "\n"), in: options.compilationCondition))
    }

    /// The anchor of the associated type `name`, taking `type`: `__mockedAssociatedTypes_Publisher(Output:
    /// Output)`, with `body` (`" {}"`) or without one for the requirement.
    func associatedTypeAnchor(_ name: String, type: String, access: String, body: String) -> String {
        "@_documentation(visibility: internal) \(access)nonisolated func "
            + "__mockedAssociatedTypes_\(self.name.withoutBackticks)(\(name): \(type))\(body)"
    }

    /// The implementations of the anchors that take the associated types themselves, and so decide nothing:
    /// in the extension for every conforming type, and in a generic mock, where they are its generic
    /// parameters.
    func associatedTypeAnchorImplementations(access: String) -> [String] {
        anchoredAssociatedTypes.map { associatedTypeAnchor($0.name, type: $0.name, access: access, body: " {}") }
    }

    /// The two extensions that implement the requirements, for the member role's requirements only (a
    /// protocol of another package, whose extensions the `mock` command writes, has none): for every
    /// conforming type, taking the associated types themselves, which decides nothing; and for the mocks of
    /// refining protocols, taking the placeholders.
    func renderAssociatedTypeAnchorExtensions(options: MockOptions, enclosingType: String?) -> [ExtensionDeclSyntax] {
        let anchored = anchoredAssociatedTypes
        guard !anchored.isEmpty else { return [] }
        let defaults = associatedTypeAnchorImplementations(access: access.prefix)
        let placeholders = anchored.map {
            associatedTypeAnchor($0.name, type: $0.placeholder, access: access.prefix, body: " {}")
        }
        return [
            extensionDecl(
                constraint: suppressedConformances, body: defaults, options: options, enclosingType: enclosingType),
            extensionDecl(
                constraint: RefiningMock.placeholderConformance, body: placeholders, options: options,
                enclosingType: enclosingType),
        ]
    }
}
