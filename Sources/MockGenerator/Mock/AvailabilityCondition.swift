import SwiftSyntax

/// The `#available` check that holds where a requirement with restricting `@available` attributes can be
/// used, so that a mock creates the requirement's backing member there, when it is created, and keeps it
/// like any other, rather than in the table of members created on first use, which every call would look
/// up by name behind a lock.
///
/// - `@available(iOS 17, macOS 14, *)` checks `#available(iOS 17, macOS 14, *)`, and a custom domain
///   `@available(Fancy)` checks `#available(Fancy)`: the same arguments;
/// - `@available(iOS, introduced: 17.0)` checks `#available(iOS 17.0, *)`;
/// - several attributes check each (`if #available(iOS 17, *), #available(macOS 14, *)`);
/// - there is no check for what `#available` cannot ask: `unavailable`, `obsoleted:`, a Swift or package
///   description version (`@available(swift 6)`); such a requirement keeps the table.
enum AvailabilityCondition {
    /// The condition of an `if` that holds where `attributes`, restricting `@available` attributes, allow
    /// the declaration; `nil` when one of them says something no `#available` can check.
    static func condition(for attributes: [AttributeSyntax]) -> String? {
        let checks = attributes.map(check(for:))
        guard !checks.isEmpty, !checks.contains(nil) else { return nil }
        return checks.compactMap { $0 }.joined(separator: ", ")
    }

    /// `#available(…)` for one attribute.
    private static func check(for attribute: AttributeSyntax) -> String? {
        guard case .availability(let arguments) = attribute.arguments, let first = arguments.first else {
            return nil
        }
        var labeled: [String: String] = [:]
        var specifications: [String] = []
        for argument in arguments {
            switch argument.argument {
            case .token(let token):
                // `*`, a platform or domain named alone, or a word no `#available` takes (`unavailable`).
                guard token.text == "*" || argument == first, !unsupportedNames.contains(token.text) else {
                    return nil
                }
                specifications.append(token.text)
            case .availabilityVersionRestriction(let restriction):
                guard !unsupportedNames.contains(restriction.platform.text) else { return nil }
                specifications.append(restriction.trimmedDescription)
            case .availabilityLabeledArgument(let argument):
                labeled[argument.label.text] = argument.value.trimmedDescription
            }
        }
        guard labeled["obsoleted"] == nil else { return nil }
        // The long form names one platform, then when it was introduced.
        if let introduced = labeled["introduced"] {
            guard specifications.count == 1 else { return nil }
            return "#available(\(specifications[0]) \(introduced), *)"
        }
        return "#available(\(specifications.joined(separator: ", ")))"
    }

    /// What `@available` takes and `#available` does not.
    private static let unsupportedNames: Set<String> = [
        "unavailable", "deprecated", "noasync", "swift", "_PackageDescription",
    ]
}

extension MemberRequirement {
    /// The `#available` check under which a mock creates this requirement's backing member (see
    /// ``AvailabilityCondition``): `nil` when its `@available` attributes restrict nothing, or say what no
    /// check can ask.
    var availabilityCondition: String? {
        let attributes = availabilityAttributes
        return attributes.isEmpty ? nil : AvailabilityCondition.condition(for: attributes)
    }

    /// Whether a mock creates this requirement's backing member when it is created: always, or under its
    /// ``availabilityCondition``.
    var isCreatedWithMock: Bool {
        availabilityAttributes.isEmpty || availabilityCondition != nil
    }
}
