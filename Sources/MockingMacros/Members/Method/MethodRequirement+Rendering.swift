import SwiftSyntax

extension MethodRequirement {
    /// The backing member's type: `Mocking.MockMethod<(id: String), User, any Swift.Error>`.
    func backingType(in context: RenderContext) -> String {
        let member = effects.isAsync ? "Mocking.AsyncMockMethod" : "Mocking.MockMethod"
        let arguments = context.resolvingSelf(parameters.argumentsType)
        return "\(member)<\(arguments), \(context.resolvingSelf(outputType)), \(effects.failureType)>"
    }

    /// The type the backing member returns: the return type with generic parameters erased.
    var outputType: String {
        guard let returnType else { return "Swift.Void" }
        return generics.erase(returnType.valueTypeDescription)
    }

    /// The forwarding body: records the call in the backing member and answers it.
    func body(backingName: String) -> String {
        var call = "\(effects.callPrefix)\(backingName).__invoke(\(parameters.argumentsExpression))"
        if let returnType, generics.mentionsGeneric(returnType.trimmedDescription) {
            call = "\(call) as! \(returnType.trimmedDescription)"
        }
        return parameters.wrappingInoutArguments(parameters.wrappingNonEscapingClosures(call, effects: effects))
    }

    /// The backing property and the implementing method, as `@Mocked` writes them into a mock.
    func render(backingName: String, in context: RenderContext) -> [String] {
        var method = syntax
        method.attributes = method.attributes.filter { $0.attributeName != "MockableMethod" }
        method.modifiers = context.implementationModifiers(method.modifiers, keyword: &method.funcKeyword)
        var parameterClause = method.signature.parameterClause
        parameterClause.parameters = FunctionParameterListSyntax(
            parameters.enumerated().map { index, parameter in
                var syntax = parameter.syntax
                let type = syntax.type.trimmedDescription
                let resolved = context.resolvingSelf(type)
                if resolved != type {
                    syntax.type = TypeSyntax(stringLiteral: resolved)
                }
                syntax.trailingComma = index < parameters.count - 1 ? .commaToken(trailingTrivia: .space) : nil
                return syntax
            }
        )
        method.signature.parameterClause = parameterClause
        if let returnClause = method.signature.returnClause,
            context.resolvingSelf(returnClause.type.trimmedDescription) != returnClause.type.trimmedDescription
        {
            method.signature.returnClause = returnClause.with(
                \.type,
                TypeSyntax(stringLiteral: context.resolvingSelf(returnClause.type.trimmedDescription))
                    .with(\.trailingTrivia, returnClause.type.trailingTrivia)
            )
        }
        method.body = nil
        let rendered = method.trimmedDescription + " {\n" + body(backingName: backingName) + "\n}"
        return [
            context.backingProperty(backingName, type: backingType(in: context), isStatic: isStatic),
            rendered,
        ]
    }
}
