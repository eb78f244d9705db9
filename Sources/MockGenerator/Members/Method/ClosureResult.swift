import SwiftSyntax

/// A method that returns what its closure returns, a value the mock could not keep: `func withValue<R:
/// ~Copyable>(_ body: (Value) throws -> R) rethrows -> R`. The backing member answers with the closure's
/// arguments (`Value`), and the mock returns what the closure returns for them; the closure itself is not
/// recorded.
struct ClosureResult {
    /// The closure's place among the method's parameters.
    let parameterIndex: Int
    /// The closure's parameter types, none of them generic: what the backing member answers.
    let argumentTypes: [TypeSyntax]
    /// The closure's effects: `try` and `await` for its call.
    let closureEffects: Effects

    /// The closure parameter of `syntax` that returns the method's result `returnType`, a type parameter of
    /// the method; `nil` unless exactly one does, not variadic, with parameters the mock can keep that do
    /// not mention the method's type parameters, and effects the method has (`rethrows` covers a throwing
    /// closure).
    init?(_ syntax: FunctionDeclSyntax, returnType: TypeSyntax, generics: GenericErasure, effects: Effects) {
        guard let result = returnType.as(IdentifierTypeSyntax.self), result.genericArgumentClause == nil,
            syntax.genericParameterClause?.parameters.contains(where: { $0.name.text == result.name.text }) == true
        else { return nil }
        let parameters = syntax.signature.parameterClause.parameters
        let closures = parameters.enumerated().compactMap { index, parameter -> (Int, FunctionTypeSyntax)? in
            guard parameter.ellipsis == nil, let closure = parameter.type.calledFunctionType,
                closure.returnClause.type.valueType.trimmedText == result.name.text
            else { return nil }
            return (index, closure)
        }
        guard closures.count == 1, let (index, closure) = closures.first,
            closure.effectSpecifiers?.throwsClause?.type == nil
        else { return nil }
        closureEffects = Effects(
            isAsync: closure.effectSpecifiers?.asyncSpecifier != nil,
            throwing: closure.effectSpecifiers?.throwsClause == nil ? .none : .untyped)
        let isRethrowing = if case .rethrowing = effects.throwing { true } else { false }
        guard !closureEffects.isAsync || effects.isAsync,
            !closureEffects.needsTry || effects.throwsUntyped || isRethrowing,
            closure.parameters.allSatisfy({ parameter in
                parameter.ellipsis == nil && !parameter.type.is(AttributedTypeSyntax.self)
                    && parameter.type.valueOwnership == .copyable && !generics.mentionsGeneric(parameter.type)
            }),
            // An `inout` argument is written back after the call, which this answer does not leave room for.
            !parameters.contains(where: {
                $0.type.as(AttributedTypeSyntax.self)?.specifierKeywords.contains(.inout) == true
            })
        else { return nil }
        parameterIndex = index
        argumentTypes = closure.parameters.map { $0.type.trimmedNode }
    }

    /// What the backing member answers: `Swift.Void`, the one argument's type, or a tuple of them.
    func outputType(in context: RenderContext) -> String {
        let types = argumentTypes.map { context.resolvingSelf($0).description }
        return switch types.count {
        case 0: "Swift.Void"
        case 1: types[0]
        default: "(" + types.joined(separator: ", ") + ")"
        }
    }

    /// The statements that answer `call`, the backing member's with its effects, by calling `closure` with
    /// the member's answer, with the closure's effects.
    func body(call: String, closure: String) -> String {
        let arguments =
            switch argumentTypes.count {
            case 0: ""
            case 1: "__answer"
            default: argumentTypes.indices.map { "__answer.\($0)" }.joined(separator: ", ")
            }
        let answer = argumentTypes.isEmpty ? call : "let __answer = \(call)"
        return "\(answer)\nreturn \(closureEffects.callPrefix)\(closure)(\(arguments))"
    }
}

extension TypeSyntax {
    /// The function type of a closure parameter the method can call: `(Value) throws -> R`, also
    /// `@escaping`, `@Sendable`, `@autoclosure`, `nonisolated(nonsending)` or in parentheses; `nil` for an
    /// optional or `inout` one, one isolated to a global actor (`@MainActor`), or another type.
    var calledFunctionType: FunctionTypeSyntax? {
        if let attributed = self.as(AttributedTypeSyntax.self) {
            let callable =
                !attributed.specifierKeywords.contains(.inout)
                && attributed.attributes.allSatisfy {
                    ["escaping", "Sendable", "autoclosure"].contains($0.attributeName ?? "")
                }
            return callable ? attributed.baseType.calledFunctionType : nil
        }
        if let inner = parenthesized { return inner.calledFunctionType }
        return self.as(FunctionTypeSyntax.self)
    }
}
