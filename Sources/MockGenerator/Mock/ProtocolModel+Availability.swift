import SwiftSyntax

extension AttributeListSyntax {
    /// The `@available` attributes among these that restrict where the declaration can be used.
    var restrictingAvailability: [AttributeSyntax] {
        compactMap { element -> AttributeSyntax? in
            guard case .attribute(let attribute) = element, attribute.isRestrictingAvailability else { return nil }
            return attribute.trimmedNode
        }
    }

    /// The `@_spi(Name)` attributes among these.
    var spi: [AttributeSyntax] {
        compactMap { element -> AttributeSyntax? in
            guard case .attribute(let attribute) = element,
                attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "_spi"
            else { return nil }
            return attribute.trimmedNode
        }
    }

    /// The `@available` attributes among these that only deprecate the declaration, which a backing property
    /// carries too, so that it names the requirement's types without a warning: not a restricting one
    /// (`introduced: 12, deprecated: 14`, among ``restrictingAvailability``), nor one that makes it unavailable
    /// (`unavailable`, or `obsoleted:` where it is obsoleted): "stored properties cannot be marked unavailable".
    var deprecating: [AttributeSyntax] {
        compactMap { element -> AttributeSyntax? in
            guard case .attribute(let attribute) = element, !attribute.isRestrictingAvailability,
                case .availability(let arguments) = attribute.arguments
            else { return nil }
            let words = Set(arguments.flatMap { $0.tokens(viewMode: .sourceAccurate).map(\.text) })
            return words.contains("deprecated") && words.isDisjoint(with: ["obsoleted", "unavailable"])
                ? attribute.trimmedNode : nil
        }
    }
}
