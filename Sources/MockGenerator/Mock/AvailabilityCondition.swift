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
                // `*`, or a platform or domain named alone, first; not a word no `#available` takes
                // (`unavailable`).
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
            guard specifications.count == 1, platforms.contains(specifications[0]) else { return nil }
            return "#available(\(specifications[0]) \(introduced), *)"
        }
        // Named alone, without a version, only a custom domain (`@available(Fancy)`) restricts.
        if specifications.count == 1, platforms.contains(specifications[0]) { return nil }
        return "#available(\(specifications.joined(separator: ", ")))"
    }

    /// What `@available` takes and `#available` does not.
    private static let unsupportedNames: Set<String> = [
        "unavailable", "deprecated", "noasync", "swift", "_PackageDescription",
    ]

    /// The platforms `@available` names, with a version, as opposed to custom availability domains.
    private static let platforms: Set<String> = {
        let systems = ["macOS", "OSX", "iOS", "tvOS", "watchOS", "visionOS", "macCatalyst"]
        return Set(systems + systems.map { $0 + "ApplicationExtension" } + ["DriverKit", "OpenBSD", "Windows"])
    }()
}

extension MemberRequirement {
    /// The check under which a mock creates this requirement's backing member when it is created (see
    /// ``AvailabilityCondition``): `""` for none, where the requirement has no restricting `@available`
    /// attributes or only those of the protocol, `enclosing`, which the mock and the extension carry too
    /// (checking them again would make the compiler warn that the check is unnecessary); `nil` when its
    /// attributes say what no check can ask, and the member stays in the table of members created on first
    /// use.
    func creationCheck(enclosing: [String]) -> String? {
        let attributes = availabilityAttributes.filter { !enclosing.contains($0.trimmedDescription) }
        return attributes.isEmpty ? "" : AvailabilityCondition.condition(for: attributes)
    }
}

extension ProtocolModel {
    /// The protocol's restricting `@available` attributes, as written: the mock and the extension carry
    /// them, so a member's attribute among them needs no check.
    var enclosingAvailability: [String] {
        attributes.filter(\.isRestrictingAvailability).map(\.trimmedDescription)
    }

    /// The protocol's restricting `@available` attributes, a line each, for what `@Mocked` writes next to
    /// it (the mock, `__Mocked_P`, the member group, the extensions).
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
