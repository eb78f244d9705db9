import SwiftSyntax

/// A property requirement: `var count: Int { get }`, `var items: [String] { get set }`.
struct PropertyRequirement {
    typealias Kind = AccessorKind

    /// The declaration as written.
    let syntax: VariableDeclSyntax
    /// The name without backticks: `count`.
    let name: String
    /// The name as written, backticks kept: `` `default` ``.
    let declaredName: String
    let type: TypeSyntax
    let kind: Kind
    let isStatic: Bool

    /// Reads a property requirement of a protocol, reporting what cannot be mocked.
    init?(requirement syntax: VariableDeclSyntax, diagnostics: inout DiagnosticsCollector) {
        guard let (binding, identifier, type) = Self.singleBinding(syntax) else {
            diagnostics.error(.unsupportedMember("a property declaration", reason: "with several names"), at: syntax)
            return nil
        }
        guard let accessors = binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self) else {
            diagnostics.error(
                .unsupportedMember("a property", reason: "without '{ get }' or '{ get set }'"), at: binding)
            return nil
        }
        if type.valueOwnership != .copyable {
            diagnostics.error(
                .unsupportedMember("a property", reason: "of a non-copyable or non-escapable type"), at: type)
            return nil
        }
        let getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        let hasSetter = accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
        let kind: Kind = hasSetter ? .readWrite : .readOnly(Effects(getter?.effectSpecifiers))
        self.init(syntax: syntax, identifier: identifier, type: type, kind: kind)
    }

    /// Reads a property of a hand-written mock marked `@MockableProperty(kind)`.
    init?(mockable syntax: VariableDeclSyntax, kind: Kind) {
        guard let (_, identifier, type) = Self.singleBinding(syntax) else { return nil }
        self.init(syntax: syntax, identifier: identifier, type: type, kind: kind)
    }

    private init(syntax: VariableDeclSyntax, identifier: TokenSyntax, type: TypeSyntax, kind: Kind) {
        self.syntax = syntax
        self.name = identifier.text.withoutBackticks
        self.declaredName = identifier.text
        self.type = type
        self.kind = kind
        self.isStatic = syntax.modifiers.contains(.static) || syntax.modifiers.contains(.class)
    }

    /// The one `name: Type` binding of a declaration, or `nil` when there are several or no type.
    private static func singleBinding(
        _ syntax: VariableDeclSyntax
    ) -> (PatternBindingSyntax, TokenSyntax, TypeSyntax)? {
        guard syntax.bindings.count == 1, let binding = syntax.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            let type = binding.typeAnnotation?.type
        else { return nil }
        return (binding, identifier, type)
    }
}
