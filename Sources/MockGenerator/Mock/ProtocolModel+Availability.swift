import SwiftSyntax

extension ProtocolModel {
    /// The protocol's restricting `@available` attributes, a line each, for what `@Mocked` writes next to
    /// it (the mock and the extensions).
    var availabilityLines: String {
        attributes.filter(\.isRestrictingAvailability).map { $0.description + "\n" }.joined()
    }
}

extension AttributeListSyntax {
    /// The `@available` attributes among these that restrict where the declaration can be used.
    var restrictingAvailability: [AttributeSyntax] {
        compactMap { element -> AttributeSyntax? in
            guard case .attribute(let attribute) = element, attribute.isRestrictingAvailability else { return nil }
            return attribute.trimmed
        }
    }
}
