import SwiftSyntax

/// A method that returns what its closure returns, a value the mock could not keep: `func withValue<R:
/// ~Copyable>(_ body: (Value) throws -> R) rethrows -> R`. The backing member answers with the closure's
/// arguments (`Value`), and the mock returns what the closure returns for them; the closure itself is not
/// recorded.
struct ClosureResult {
    /// The closure's place among the method's parameters.
    let parameterIndex: Int
    /// The closure's parameter types, generics erased: what the backing member answers.
    let argumentTypes: [TypeSyntax]
    /// Whether calling the closure needs `try`.
    let isThrowing: Bool

    /// The closure parameter of `syntax` that returns the method's result `returnType`, a type parameter of
    /// the method; `nil` unless exactly one does, with parameters the mock can keep and effects the method
    /// has (`rethrows` covers a throwing closure).
    init?(_ syntax: FunctionDeclSyntax, returnType: TypeSyntax, generics: GenericErasure, effects: Effects) {
        guard let result = returnType.as(IdentifierTypeSyntax.self), result.genericArgumentClause == nil,
            syntax.genericParameterClause?.parameters.contains(where: { $0.name.text == result.name.text }) == true
        else { return nil }
        let closures = syntax.signature.parameterClause.parameters.enumerated().compactMap {
            index, parameter -> (Int, FunctionTypeSyntax)? in
            guard let closure = parameter.type.calledFunctionType,
                closure.returnClause.type.trimmedDescription == result.name.text
            else { return nil }
            return (index, closure)
        }
        guard closures.count == 1, let (index, closure) = closures.first else { return nil }
        let closureEffects = Effects(
            isAsync: closure.effectSpecifiers?.asyncSpecifier != nil,
            throwing: closure.effectSpecifiers?.throwsClause == nil ? .none : .untyped)
        let argumentTypes = closure.parameters.map { generics.erase($0.type.trimmed) }
        let isRethrowing = if case .rethrowing = effects.throwing { true } else { false }
        guard !closureEffects.isAsync || effects.isAsync,
            closure.effectSpecifiers?.throwsClause?.type == nil,
            !closureEffects.needsTry || effects.throwsUntyped || isRethrowing,
            argumentTypes.allSatisfy({ !$0.is(AttributedTypeSyntax.self) && $0.valueOwnership == .copyable }),
            // An `inout` argument is written back after the call, which this answer does not leave room for.
            !syntax.signature.parameterClause.parameters.contains(where: {
                $0.type.as(AttributedTypeSyntax.self)?.specifierKeywords.contains(.inout) == true
            })
        else { return nil }
        parameterIndex = index
        self.argumentTypes = argumentTypes
        isThrowing = closureEffects.needsTry
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

    /// The statements that answer `call` (the backing member's, with its effects) by calling `closure` with
    /// the member's answer.
    func body(call: String, closure: String, effects: Effects) -> String {
        let prefix = (isThrowing || effects.needsTry ? "try " : "") + (effects.isAsync ? "await " : "")
        switch argumentTypes.count {
        case 0: return "\(call)\nreturn \(prefix)\(closure)()"
        case 1: return "return \(prefix)\(closure)(\(call.droppingEffectPrefix))"
        default:
            let arguments = argumentTypes.indices.map { "__answer.\($0)" }.joined(separator: ", ")
            return "let __answer = \(call)\nreturn \(prefix)\(closure)(\(arguments))"
        }
    }
}

extension TypeSyntax {
    /// The function type of a closure parameter the method can call: `(Value) throws -> R`, also
    /// `@escaping`, `@Sendable` or in parentheses; `nil` for an optional or `inout` one, or another type.
    var calledFunctionType: FunctionTypeSyntax? {
        if let attributed = self.as(AttributedTypeSyntax.self) {
            return attributed.specifiers.isEmpty ? attributed.baseType.calledFunctionType : nil
        }
        if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.firstName == nil
        {
            return only.type.calledFunctionType
        }
        return self.as(FunctionTypeSyntax.self)
    }
}

extension String {
    /// The call without the `try ` and `await ` before it, which a call wrapping it states once.
    fileprivate var droppingEffectPrefix: String {
        var call = Substring(self)
        for word in ["try ", "await "] where call.hasPrefix(word) { call = call.dropFirst(word.count) }
        return String(call)
    }
}
