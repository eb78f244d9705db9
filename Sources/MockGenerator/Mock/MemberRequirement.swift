import SwiftSyntax

/// One requirement the mock implements with a backing property.
enum MemberRequirement {
    case method(MethodRequirement)
    case property(PropertyRequirement)
    case `subscript`(SubscriptRequirement)
    case initializer(InitializerRequirement)

    /// Reads a protocol's requirement: a method, property, subscript or initializer; `nil` for another
    /// declaration, or where it cannot be mocked (collected in `diagnostics`).
    init?(requirement declaration: some DeclSyntaxProtocol, diagnostics: inout DiagnosticsCollector) {
        if let result = Self.opaqueResult(of: declaration) {
            // The compiler rejects it too; without this the mock would add errors of its own.
            diagnostics.error(.opaqueResult(result.trimmedText), at: result)
            return nil
        }
        switch Syntax(declaration).as(SyntaxEnum.self) {
        case .functionDecl(let function):
            guard let method = MethodRequirement(function, diagnostics: &diagnostics) else { return nil }
            self = .method(method)
        case .variableDecl(let variable):
            guard let property = PropertyRequirement(requirement: variable, diagnostics: &diagnostics) else {
                return nil
            }
            self = .property(property)
        case .subscriptDecl(let subscriptDecl):
            guard let requirement = SubscriptRequirement(subscriptDecl, diagnostics: &diagnostics) else {
                return nil
            }
            self = .subscript(requirement)
        case .initializerDecl(let initializer):
            guard let requirement = InitializerRequirement(initializer, diagnostics: &diagnostics) else {
                return nil
            }
            self = .initializer(requirement)
        default:
            return nil
        }
    }

    /// The result type of `declaration` when it names a `some` type, which no requirement may return, and
    /// which a mock could not return from what it records.
    static func opaqueResult(of declaration: some DeclSyntaxProtocol) -> TypeSyntax? {
        let result: TypeSyntax? =
            switch Syntax(declaration).as(SyntaxEnum.self) {
            case .functionDecl(let function): function.signature.returnClause?.type
            case .variableDecl(let variable): variable.bindings.first?.typeAnnotation?.type
            case .subscriptDecl(let subscriptDecl): subscriptDecl.returnClause.type
            default: nil
            }
        // The text first: visiting the tokens is costly in a debug build of swift-syntax.
        guard let result, result.description.contains("some"),
            result.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.some) })
        else { return nil }
        return result
    }

    /// The base of the backing property's name: `fetch` for `_fetch`, `operatorEqualEqual` for `==`.
    var baseName: String {
        switch self {
        case .method(let method): BackingNames.identifier(forOperator: method.name) ?? method.name
        case .property(let property): property.name
        case .subscript: "subscript"
        case .initializer: "init"
        }
    }

    /// `context` for rendering this requirement's backing property: with where the requirement is declared,
    /// its `@available` attributes that restrict where it can be used (a platform version, a custom
    /// availability domain) or deprecate it, its `@_spi` attributes (it may name the SPI's types), and
    /// `nonisolated` for a requirement declared so, whose backing property must be reachable from any context
    /// too, also where the module's default isolation is the main actor, and for one isolated to an actor it
    /// takes (`func run(on actor: isolated any Actor)`) or to a global actor of its own, which an actor mock's
    /// isolated backing property would be out of reach of.
    func backingContext(_ context: RenderContext) -> RenderContext {
        var context = context
        context.backingLocation = context.locator.arguments(for: syntax)
        let restricting = availabilityAttributes
        context.backingAttributes = (restricting + attributes.deprecating + attributes.spi).map(\.withoutRenamed)
        context.isBackingRestricted = !restricting.isEmpty
        if isNonisolated || hasIsolatedParameter || hasGlobalActor {
            context.backingIsolation = "nonisolated "
        }
        return context
    }

    /// The requirement's `@available` attributes that restrict where it can be used, which its backing
    /// property carries too.
    var availabilityAttributes: [AttributeSyntax] { attributes.restrictingAvailability }

    /// The requirement's attributes.
    private var attributes: AttributeListSyntax {
        syntax.asProtocol((any WithAttributesSyntax).self)?.attributes ?? []
    }

    /// The declaration the requirement was read from, where its diagnostics go.
    var syntax: Syntax {
        switch self {
        case .method(let method): Syntax(method.syntax)
        case .property(let property): Syntax(property.syntax)
        case .subscript(let subscriptRequirement): Syntax(subscriptRequirement.syntax)
        case .initializer(let initializer): Syntax(initializer.syntax)
        }
    }

    /// Whether the requirement is declared `nonisolated`, or `@concurrent` (nonisolated, running off any actor).
    var isNonisolated: Bool {
        syntax.asProtocol((any WithModifiersSyntax).self)?.modifiers.contains(.nonisolated) ?? false
            || attributes.contains(named: "concurrent")
    }

    /// Whether the requirement is isolated to a global actor of its own (`@MainActor func show()` in an actor
    /// protocol, `@DBActor func load()` where the module's default isolation is the main actor), which a
    /// backing property isolated to the mock's actor would be out of reach of.
    private var hasGlobalActor: Bool { attributes.hasGlobalActor }

    /// Whether a parameter is `isolated`, which isolates the requirement to that actor.
    private var hasIsolatedParameter: Bool {
        let parameters =
            syntax.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
            ?? syntax.as(SubscriptDeclSyntax.self)?.parameterClause.parameters ?? []
        return parameters.contains {
            $0.type.as(AttributedTypeSyntax.self)?.specifierKeywords.contains(.isolated) == true
        }
    }

    var isStatic: Bool {
        switch self {
        case .method(let method): method.isStatic
        case .property(let property): property.isStatic
        case .subscript(let subscriptRequirement): subscriptRequirement.isStatic
        case .initializer: true
        }
    }

    /// The words that tell overloads apart, most telling first: argument labels, then the names in the
    /// parameter types (`[String: Int]` gives `String`, `Int`).
    var distinguishingWords: [[String]] {
        switch self {
        case .method(let method):
            [method.labels.filter { $0 != "_" }, method.parameters.flatMap(\.syntax.type.identifierWords)]
        case .property:
            [["property"]]
        case .subscript(let subscriptRequirement):
            [
                subscriptRequirement.labels.filter { $0 != "_" },
                subscriptRequirement.parameters.flatMap(\.syntax.type.identifierWords),
            ]
        case .initializer(let initializer):
            [initializer.labels.filter { $0 != "_" }, initializer.parameters.flatMap(\.syntax.type.identifierWords)]
        }
    }

    /// What tells requirements apart in a protocol: static or not, base name and argument labels, such as
    /// `instance rawValue()` or `static init(rawValue:)`.
    var signature: String {
        let labels: [String] =
            switch self {
            case .method(let method): method.labels
            case .property: []
            case .subscript(let subscriptRequirement): subscriptRequirement.labels
            case .initializer(let initializer): initializer.labels
            }
        return "\(isStatic ? "static" : "instance") \(baseName)(\(labels.map { $0 + ":" }.joined()))"
    }

    /// What tells a standard-library requirement the protocol restates from the member the mock would write
    /// for it: `static ==/2` for an operator (whatever its parameters are named), `instance hash(into:)` for
    /// another method, `property description` for a property.
    var restatementKey: String {
        switch self {
        case .method(let method) where BackingNames.identifier(forOperator: method.name) != nil:
            "\(isStatic ? "static" : "instance") \(method.name)/\(method.labels.count)"
        case .property(let property): "property \(property.name)"
        default: signature
        }
    }

    /// The name the requirement is declared with, as another member's backing name could repeat it:
    /// `count`, `fetch`; `nil` for subscripts and initializers.
    var declaredName: String? {
        switch self {
        case .method(let method): method.name
        case .property(let property): property.name
        case .subscript, .initializer: nil
        }
    }

    /// The backing property and the implementing member.
    func render(backingName: String, in context: RenderContext) -> [String] {
        let context = backingContext(context)
        return switch self {
        case .method(let method):
            method.renamingTypeParametersShadowingMock(in: context).render(backingName: backingName, in: context)
        case .property(let property): property.render(backingName: backingName, in: context)
        case .subscript(let subscriptRequirement):
            subscriptRequirement.renamingTypeParametersShadowingMock(in: context)
                .render(backingName: backingName, in: context)
        case .initializer(let initializer):
            initializer.renamingTypeParametersShadowingMock(in: context).render(backingName: backingName, in: context)
        }
    }

    /// The backing property's type, such as `Mocking.MockMethod<(id: String), User, any Swift.Error>`.
    func backingType(in context: RenderContext) -> String {
        switch self {
        case .method(let method): method.backingType(in: context)
        case .property(let property): property.backingType(in: context)
        case .subscript(let subscriptRequirement): subscriptRequirement.backingType(in: context)
        case .initializer(let initializer): initializer.backingType(in: context)
        }
    }

    /// Whether the requirement is a property or a subscript, whose backing member has a getter.
    var isAccessor: Bool {
        switch self {
        case .property, .subscript: true
        case .method, .initializer: false
        }
    }

    /// Whether the requirement is an initializer, which a protocol extension implements by delegating to
    /// `init(__mocking:)` (see ``RefiningMock``).
    var isInitializer: Bool {
        if case .initializer = self { return true }
        return false
    }
}

extension TypeSyntax {
    /// The names a type is spelled with, for an identifier: `[String: Int]` → `String`, `Int`;
    /// `any Swift.Error` → `Error`.
    var identifierWords: [String] {
        tokens(viewMode: .sourceAccurate).compactMap { token in
            switch token.tokenKind {
            case .identifier(let text) where text != "Swift": text.withoutBackticks
            case .keyword(.any), .keyword(.some): nil
            case .keyword: token.text
            default: nil
            }
        }
    }
}

extension AttributeSyntax {
    /// The attribute as a backing property carries it: an `@available` without `renamed:`, which names the
    /// requirement's replacement, not the property's.
    var withoutRenamed: String {
        func isRenamed(_ argument: AvailabilityArgumentSyntax) -> Bool {
            argument.argument.as(AvailabilityLabeledArgumentSyntax.self)?.label.text == "renamed"
        }
        guard case .availability(let arguments) = arguments, arguments.contains(where: isRenamed) else {
            return trimmedText
        }
        let kept = arguments.filter { !isRenamed($0) }
        return "@available(" + kept.map(\.argument.trimmedText).joined(separator: ", ") + ")"
    }

    /// Whether this is an `@available` attribute that limits where the declaration can be used
    /// (`@available(iOS 17, *)`, `@available(macOS, introduced: 14)`, a custom domain `@available(Fancy)`),
    /// rather than only deprecating it (`@available(*, deprecated, message: "…")`).
    var isRestrictingAvailability: Bool {
        guard attributeName.as(IdentifierTypeSyntax.self)?.name.text == "available", let arguments else { return false }
        let tokens = Array(arguments.tokens(viewMode: .sourceAccurate))
        let words = Set(tokens.map(\.text))
        if words.contains("introduced") { return true }
        // A platform followed by a version: `iOS 17`, `macOS 14.2`.
        let hasPlatformVersion = zip(tokens, tokens.dropFirst()).contains { platform, version in
            guard case .identifier = platform.tokenKind else { return false }
            switch version.tokenKind {
            case .integerLiteral, .floatLiteral: return true
            default: return false
            }
        }
        if hasPlatformVersion { return true }
        return words.isDisjoint(with: ["deprecated", "unavailable", "obsoleted", "noasync", "renamed", "message"])
    }
}
