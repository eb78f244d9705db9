import SwiftSyntax

extension DeclModifierListSyntax {
    /// Whether the list has a modifier with this keyword.
    func contains(_ keyword: Keyword) -> Bool {
        first(keyword) != nil
    }

    /// The first modifier with this keyword: `nonisolated(nonsending)` for `.nonisolated`.
    func first(_ keyword: Keyword) -> DeclModifierSyntax? {
        first { $0.name.tokenKind == .keyword(keyword) }
    }

    /// The list without modifiers of these keywords.
    func removing(_ keywords: Set<Keyword>) -> DeclModifierListSyntax {
        filter { !$0.isOne(of: keywords) }
    }

    /// The text of each modifier but those of these keywords, each followed by a space: `static nonisolated `.
    /// No tree is built, unlike ``removing(_:)``.
    func text(without keywords: Set<Keyword>) -> String {
        var text = ""
        for modifier in self where !modifier.isOne(of: keywords) {
            text += modifier.trimmedText + " "
        }
        return text
    }
}

extension DeclModifierSyntax {
    /// Whether the modifier is one of these keywords.
    fileprivate func isOne(of keywords: Set<Keyword>) -> Bool {
        guard case .keyword(let keyword) = name.tokenKind else { return false }
        return keywords.contains(keyword)
    }

    /// Whether the modifier is `nonisolated(nonsending)`. Read from its text: swift-syntax 600 parses the
    /// argument as an unexpected token after a missing `unsafe`, 602 and later as the detail.
    var isNonsending: Bool {
        detail?.trimmedDescription.filter { !$0.isWhitespace } == "(nonsending)"
    }
}

extension AttributeListSyntax.Element {
    /// The attribute's name without arguments, such as `MainActor` for `@MainActor`.
    var attributeName: String? {
        guard case .attribute(let attribute) = self else { return nil }
        return attribute.attributeName.trimmedText
    }

    /// Whether the attribute is kept on a requirement's implementation in the mock: all but the mocking
    /// macros' own and result builders (`@ViewBuilder var body`), which would turn the implementation's
    /// body, a call of its backing member, into builder statements. A requirement's custom attribute is a
    /// global actor or a result builder; result builders are told by their names, which end in `Builder`
    /// by convention (SwiftUI's, RegexBuilder's and the packages' tried), as the macro cannot see their
    /// declarations.
    var isKeptOnImplementation: Bool {
        !isResultBuilder && !["MockableMethod", "MockableProperty"].contains(simpleAttributeName)
    }

    /// Whether the attribute names a result builder, by the convention that their names end in `Builder`.
    /// The compiler infers a requirement's result builder for the implementation too, unless its body has
    /// an explicit `return`, which is why such an implementation returns explicitly.
    var isResultBuilder: Bool {
        simpleAttributeName.hasSuffix("Builder")
    }

    private var simpleAttributeName: String {
        guard case .attribute(let attribute) = self else { return "" }
        return attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text
            ?? attribute.attributeName.as(MemberTypeSyntax.self)?.name.text ?? ""
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

    /// Whether an attribute isolates the declaration to a global actor (`@MainActor`); a result builder, which
    /// looks like one, does not.
    var hasGlobalActor: Bool {
        contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.isGlobalActor && !element.isResultBuilder
        }
    }

    /// The first attribute with this name.
    func first(named name: String) -> AttributeSyntax? {
        for element in self {
            guard case .attribute(let attribute) = element else { continue }
            let attributeName = attribute.attributeName.trimmedText
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
    /// Whether the type is a function type that is not `@escaping`, also in parentheses (`((Int) -> Int)`);
    /// optional and `inout` closures always escape.
    var isNonEscapingClosure: Bool {
        if let attributed = self.as(AttributedTypeSyntax.self) {
            // An `inout` closure escapes: it is stored back when the call returns.
            if attributed.attributes.contains(named: "escaping") || attributed.specifierKeywords.contains(.inout) {
                return false
            }
            return attributed.baseType.isNonEscapingClosure
        }
        if let inner = parenthesized { return inner.isNonEscapingClosure }
        return self.is(FunctionTypeSyntax.self)
    }

    /// Whether the type is marked `@isolated(any)`, also in parentheses.
    var isIsolatedAny: Bool {
        if let attributed = self.as(AttributedTypeSyntax.self) {
            return attributed.attributes.contains(named: "isolated") || attributed.baseType.isIsolatedAny
        }
        return parenthesized?.isIsolatedAny ?? false
    }

    /// The type inside parentheses, `(Int) -> Int` for `((Int) -> Int)`; `nil` for a type without them.
    var parenthesized: TypeSyntax? {
        guard let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.firstName == nil
        else { return nil }
        return only.type
    }
}

extension FunctionParameterSyntax {
    /// Whether the parameter is named `_` (`to _: String`, `_: Int`), which a body cannot read.
    var isUnnamed: Bool { (secondName ?? firstName).text == "_" }
}

extension StringLiteralExprSyntax {
    /// The literal's text when it is one plain segment (`"fetchByID"`), `nil` when it interpolates.
    var plainText: String? {
        guard segments.count == 1, case .stringSegment(let segment) = segments.first else { return nil }
        return segment.content.text
    }
}

extension String {
    /// A standard-library name as a protocol may write it either way: `Error` for `Swift.Error`.
    var droppingSwiftModule: String {
        hasPrefix("Swift.") ? String(dropFirst(6)) : self
    }
}
