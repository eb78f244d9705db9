import SwiftSyntax

/// A method requirement: `func fetch(id: String) async throws -> User`.
struct MethodRequirement {
    /// The declaration as written.
    let syntax: FunctionDeclSyntax
    /// The base name without backticks: `fetch`.
    let name: String
    let parameters: [Parameter]
    let effects: Effects
    /// The return type as written, or `nil` for `Void`.
    let returnType: TypeSyntax?
    let isStatic: Bool
    /// How the method's generic parameters are erased in its backing property.
    let generics: GenericErasure
    /// The closure the mock calls for a result it could not keep (`-> R` for `R: ~Copyable`).
    let closureResult: ClosureResult?

    /// The error type the method throws when it is one of its generic parameters (`throws(E)`): the backing
    /// property throws `any Error`, which the method casts back.
    var erasedErrorType: TypeSyntax? {
        guard case .typed(let type) = effects.throwing, generics.mentionsGeneric(type) else { return nil }
        return type
    }

    /// The effects of the backing property: the method's, with an erased error type thrown as `any Error`.
    var backingEffects: Effects {
        erasedErrorType == nil ? effects : Effects(isAsync: effects.isAsync, throwing: .untyped)
    }

    /// The argument labels, `_` for none: `["id"]`.
    var labels: [String] {
        parameters.map { $0.syntax.firstName.text.withoutBackticks }
    }

    /// Reads a method requirement, reporting what cannot be mocked.
    init?(_ syntax: FunctionDeclSyntax, diagnostics: inout DiagnosticsCollector) {
        if GenericErasure.hasParameterPack(syntax.genericParameterClause) {
            diagnostics.error(
                .unsupportedMember("a generic method", reason: "with a type parameter pack ('each T')"),
                at: syntax.name
            )
            return nil
        }
        let opaque = OpaqueParameters(
            syntax.genericParameterClause, syntax.genericWhereClause, syntax.signature.parameterClause.parameters)
        let generics = opaque.generics
        let effects = Effects(syntax.signature.effectSpecifiers)
        var closureResult: ClosureResult?
        // `sending R` is `R`.
        if let returnType = syntax.signature.returnClause?.type,
            ValueOwnership(of: returnType.valueType, erasing: generics) != .copyable
        {
            closureResult = ClosureResult(
                syntax, returnType: returnType.valueType, generics: generics, effects: effects)
            guard closureResult != nil else {
                // The mock would have to keep the value to return it, and cannot copy it.
                diagnostics.error(
                    .unsupportedMember("a method", reason: "returning a non-copyable or non-escapable type"),
                    at: returnType
                )
                return nil
            }
        }
        let parameters = [Parameter](
            syntax.signature.parameterClause.parameters, opaque: opaque, boxingInout: true,
            unrecorded: closureResult?.parameterIndex)
        self.syntax = syntax
        self.name = syntax.name.text.withoutBackticks
        self.parameters = parameters
        self.effects = effects
        self.returnType = syntax.signature.returnClause?.type
        self.isStatic = syntax.modifiers.contains(.static) || syntax.modifiers.contains(.class)
        self.generics = generics
        self.closureResult = closureResult
    }
}
