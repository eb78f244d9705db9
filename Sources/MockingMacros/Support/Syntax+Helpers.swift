import SwiftSyntax

extension DeclModifierListSyntax {
    /// Whether the list has a modifier with this keyword.
    func contains(_ keyword: Keyword) -> Bool {
        contains { $0.name.tokenKind == .keyword(keyword) }
    }

    /// The list without modifiers of these keywords.
    func removing(_ keywords: Set<Keyword>) -> DeclModifierListSyntax {
        filter { modifier in
            guard case .keyword(let keyword) = modifier.name.tokenKind else { return true }
            return !keywords.contains(keyword)
        }
    }
}

extension AttributeListSyntax.Element {
    /// The attribute's name without arguments, such as `MainActor` for `@MainActor`.
    var attributeName: String? {
        guard case .attribute(let attribute) = self else { return nil }
        return attribute.attributeName.trimmedDescription
    }
}

extension AttributeListSyntax {
    /// Whether the list has an attribute with this name (`"MockableMethod"` matches
    /// `@Mocking.MockableMethod` too).
    func contains(named name: String) -> Bool {
        contains { element in
            guard let attributeName = element.attributeName else { return false }
            return attributeName == name || attributeName.hasSuffix(".\(name)")
        }
    }

    /// The first attribute with this name.
    func first(named name: String) -> AttributeSyntax? {
        for element in self {
            guard case .attribute(let attribute) = element else { continue }
            let attributeName = attribute.attributeName.trimmedDescription
            if attributeName == name || attributeName.hasSuffix(".\(name)") {
                return attribute
            }
        }
        return nil
    }
}

extension String {
    /// The string with its first character uppercased: `userID` → `UserID`.
    var uppercasingFirstLetter: String {
        prefix(1).uppercased() + dropFirst()
    }

    /// The identifier without backticks: `` `default` `` → `default`.
    var withoutBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }

    /// Whether the string is a plain Swift identifier.
    var isValidIdentifier: Bool {
        guard let first = unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
        return unicodeScalars.dropFirst().allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
    }
}

extension TypeSyntax {
    /// Whether the type is a function type that is not `@escaping` (optional closures always escape).
    var isNonEscapingClosure: Bool {
        if let attributed = self.as(AttributedTypeSyntax.self) {
            if attributed.attributes.contains(named: "escaping") { return false }
            return attributed.baseType.isNonEscapingClosure
        }
        return self.is(FunctionTypeSyntax.self)
    }
}

extension StringLiteralExprSyntax {
    /// The literal's text when it is one plain segment (`"fetchByID"`), `nil` when it interpolates.
    var plainText: String? {
        guard segments.count == 1, case .stringSegment(let segment) = segments.first else { return nil }
        return segment.content.text
    }
}
