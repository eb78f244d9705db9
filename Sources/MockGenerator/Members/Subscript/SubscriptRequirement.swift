import SwiftSyntax

/// A subscript requirement: `subscript(index: Int) -> String { get }`.
struct SubscriptRequirement {
    /// The declaration as written.
    let syntax: SubscriptDeclSyntax
    let parameters: [Parameter]
    let returnType: TypeSyntax
    let kind: AccessorKind
    let isStatic: Bool
    /// How the subscript's generic parameters are erased in its backing property.
    let generics: GenericErasure

    /// Reads a subscript requirement, reporting what cannot be mocked.
    init?(_ syntax: SubscriptDeclSyntax, diagnostics: inout DiagnosticsCollector) {
        guard let accessors = syntax.accessorBlock?.accessors.as(AccessorDeclListSyntax.self) else {
            diagnostics.error(
                .unsupportedMember("a subscript", reason: "without '{ get }' or '{ get set }'"), at: syntax)
            return nil
        }
        if GenericErasure.hasParameterPack(syntax.genericParameterClause) {
            diagnostics.error(
                .unsupportedMember("a subscript", reason: "with a type parameter pack ('each T')"),
                at: syntax.subscriptKeyword)
            return nil
        }
        let opaque = OpaqueParameters(
            syntax.genericParameterClause, syntax.genericWhereClause, syntax.parameterClause.parameters)
        self.syntax = syntax
        self.generics = opaque.generics
        self.parameters = [Parameter](
            syntax.parameterClause.parameters, opaque: opaque, boxingClosures: false,
            reservedNames: ["newValue"])
        self.returnType = syntax.returnClause.type
        let getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        let hasSetter = accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
        self.kind = hasSetter ? .readWrite : .readOnly(Effects(getter?.effectSpecifiers))
        self.isStatic = syntax.modifiers.contains(.static) || syntax.modifiers.contains(.class)
    }

    /// The argument labels, `_` for none: a subscript parameter has a label only when written with two
    /// names (`subscript(key key: String)`).
    var labels: [String] {
        parameters.map { $0.syntax.secondName == nil ? "_" : $0.syntax.firstName.text }
    }
}
