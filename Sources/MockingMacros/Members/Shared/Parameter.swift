import SwiftSyntax

/// One parameter of a method, subscript or initializer requirement.
struct Parameter {
    /// The parameter as written, its internal name made usable (`_: Int` becomes `_ value1: Int`).
    let syntax: FunctionParameterSyntax
    /// The name the body uses and the label of its element in recorded invocations.
    let name: String
    /// The type of the recorded value: without `inout`, `@escaping` or ownership; an array for a variadic
    /// parameter.
    let recordedType: String
    /// The expression that records the argument: `copy name` for a `borrowing` parameter.
    let recordedValue: String
    /// Whether the parameter is a non-escaping closure, passed to the backing member in a
    /// `Mocking.NonEscapingClosure` box that is emptied when the call returns.
    let isNonEscapingClosure: Bool
    /// Whether the parameter is `inout` and passed in a `Mocking.InoutArgument` box, whose value is written
    /// back when the call returns.
    let isBoxedInout: Bool
    /// The value's type as declared, when generic erasure changed it: written-back values are cast to it.
    let erasedFromType: String?

    /// Reads `syntax`, the parameter at `index` of its list. Methods box `inout` parameters
    /// (`boxingInout`), so that implementations can write back.
    init(_ syntax: FunctionParameterSyntax, at index: Int, erasing generics: GenericErasure, boxingInout: Bool = false)
    {
        var syntax = syntax
        let internalName = (syntax.secondName ?? syntax.firstName).text
        if internalName == "_" {
            let invented = "value\(index + 1)"
            syntax.secondName = .identifier(invented)
            syntax.firstName = syntax.firstName.with(\.trailingTrivia, .space)
            name = invented
        } else {
            name = internalName.withoutBackticks
        }
        syntax.defaultValue = nil
        syntax.trailingComma = nil
        self.syntax = syntax

        let declaredType = Self.valueType(of: syntax.type)
        var recorded = generics.erase(declaredType)
        erasedFromType = recorded == declaredType ? nil : declaredType
        if syntax.ellipsis != nil {
            recorded = "[\(recorded)]"
        }
        isNonEscapingClosure = syntax.ellipsis == nil && syntax.type.isNonEscapingClosure
        if isNonEscapingClosure {
            // Naming the erased closure type lets `() -> T` convert to `() -> any P` as it is boxed.
            recorded = "Mocking.NonEscapingClosure<\(recorded)>"
        }
        isBoxedInout = boxingInout && syntax.type.trimmedDescription.hasPrefix("inout ")
        if isBoxedInout {
            recorded = "Mocking.InoutArgument<\(recorded)>"
        }
        recordedType = recorded
        let isBorrowing = syntax.type.trimmedDescription.hasPrefix("borrowing ")
        recordedValue = isBoxedInout ? "__\(name)" : isBorrowing ? "copy \(name)" : name
    }

    /// `type` without what only matters to the call: `inout`, ownership, `sending`, `@escaping`,
    /// `@autoclosure`; `some P` as `any P`.
    private static func valueType(of type: TypeSyntax) -> String {
        if let attributed = type.as(AttributedTypeSyntax.self) {
            let attributes = attributed.attributes.filter { element in
                guard let name = element.attributeName else { return true }
                return name != "escaping" && name != "autoclosure"
            }
            let base = valueType(of: attributed.baseType)
            let kept = attributes.map(\.trimmedDescription).joined(separator: " ")
            return kept.isEmpty ? base : "\(kept) \(base)"
        }
        if let opaque = type.as(SomeOrAnyTypeSyntax.self), opaque.someOrAnySpecifier.tokenKind == .keyword(.some) {
            return "any \(opaque.constraint.trimmedDescription)"
        }
        return type.valueTypeDescription
    }
}

extension TypeSyntax {
    /// The type as a generic argument may spell it: `Int!` becomes `Int?`.
    var valueTypeDescription: String {
        if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return unwrapped.wrappedType.trimmedDescription + "?"
        }
        return trimmedDescription
    }
}

extension [Parameter] {
    /// The statements of a body that makes `call` with every boxed `inout` argument: box, call, and write
    /// back when the call returns.
    func wrappingInoutArguments(_ call: String) -> String {
        let boxed = filter(\.isBoxedInout)
        guard !boxed.isEmpty else { return call }
        let boxes = boxed.map { "let __\($0.name) = \($0.recordedType)(\($0.name))" }
        let writeBacks = boxed.map { parameter in
            let cast = parameter.erasedFromType.map { " as! \($0)" } ?? ""
            return "\(parameter.name) = __\(parameter.name).value\(cast)"
        }
        return (boxes + ["defer { \(writeBacks.joined(separator: "; ")) }", "return \(call)"]).joined(separator: "\n")
    }

    /// `call` wrapped so that every non-escaping closure parameter reaches it boxed: inside
    /// `withoutActuallyEscaping`, with the box emptied before the call returns.
    func wrappingNonEscapingClosures(_ call: String, effects: Effects) -> String {
        reversed().reduce(call) { inner, parameter in
            guard parameter.isNonEscapingClosure else { return inner }
            let name = parameter.name
            return """
                \(effects.callPrefix)withoutActuallyEscaping(\(name)) { \(name) in
                let \(name) = \(parameter.recordedType)(\(name))
                defer { \(name).__release() }
                return \(inner)
                }
                """
        }
    }

    /// The `Arguments` type of the backing member: `Void`, the one parameter's type, or a labeled tuple.
    var argumentsType: String {
        switch count {
        case 0: "Swift.Void"
        case 1: self[0].recordedType
        default: "(" + map { "\($0.name): \($0.recordedType)" }.joined(separator: ", ") + ")"
        }
    }

    /// The expression that passes a call's arguments to the backing member.
    var argumentsExpression: String {
        switch count {
        case 0: "()"
        case 1: self[0].recordedValue
        default: "(" + map { "\($0.name): \($0.recordedValue)" }.joined(separator: ", ") + ")"
        }
    }
}
