import SwiftSyntax

extension MethodRequirement {
    /// The backing member's type: `Mocking.MockMethod<(id: String), User, any Swift.Error>`.
    func backingType(in context: RenderContext) -> String {
        let member = effects.isAsync ? "Mocking.AsyncMockMethod" : "Mocking.MockMethod"
        let output = returnType.map { context.resolvingSelf(generics.erase($0.valueType)).description } ?? "Swift.Void"
        return "\(member)<\(parameters.argumentsType(in: context)), \(output), \(effects.failureType)>"
    }

    /// The forwarding body: records the call in the backing member and answers it.
    func body(backingName: String, in context: RenderContext) -> String {
        let invocation = context.invocation(
            of: backingName, type: backingType(in: context), arguments: parameters.argumentsExpression,
            effects: effects, capturesArguments: parameters.canBeCaptured)
        var call = "\(effects.callPrefix)\(invocation)"
        if let returnType, generics.mentionsGeneric(returnType) {
            call = "\(call) as! \(context.resolvingSelf(returnType.trimmed))"
        }
        return parameters.wrappingInoutArguments(
            parameters.wrappingNonEscapingClosures(call, effects: effects, in: context), in: context)
    }

    /// The method as the mock declares it: with the mock's access level, `Self` resolved, without default
    /// arguments, and with `body`; without a body when it is `nil`, for `@MockedMembers` to give it one.
    func declaration(body: String?, in context: RenderContext) -> String {
        var method = syntax.detached
        method.attributes = method.attributes.filter(\.isKeptOnImplementation)
        method.modifiers = context.implementationModifiers(method.modifiers, keyword: &method.funcKeyword)
        method.signature.parameterClause.parameters = FunctionParameterListSyntax(
            parameters.enumerated().map { index, parameter in
                var syntax = parameter.syntax
                syntax.type = context.resolvingSelf(syntax.type)
                syntax.trailingComma = index < parameters.count - 1 ? .commaToken(trailingTrivia: .space) : nil
                return syntax
            }
        )
        if let returnClause = method.signature.returnClause {
            method.signature.returnClause = returnClause.with(\.type, context.resolvingSelf(returnClause.type))
        }
        method.body = nil
        guard let body else { return method.trimmedDescription }
        // A result builder of the requirement would be inferred for the body; `return` keeps it out.
        let returning =
            syntax.attributes.contains(where: \.isResultBuilder) && !body.hasPrefix("let ") ? "return " : ""
        return method.trimmedDescription + " {\n" + returning + body + "\n}"
    }

    /// The backing property and the implementing method, as `@Mocked` writes them into a mock.
    func render(backingName: String, in context: RenderContext) -> [String] {
        [
            context.backingProperty(backingName, type: backingType(in: context), isStatic: isStatic),
            declaration(body: body(backingName: backingName, in: context), in: context),
        ]
    }
}
