import SwiftSyntax

extension InitializerRequirement {
    /// The backing member's type: `Mocking.MockMethod<String, Swift.Void, any Swift.Error>`.
    func backingType(in context: RenderContext) -> String {
        let member = effects.isAsync ? "Mocking.AsyncMockMethod" : "Mocking.MockMethod"
        let output = isFailable ? "Swift.Void?" : "Swift.Void"
        return "\(member)<\(context.resolvingSelf(parameters.argumentsType)), \(output), \(effects.failureType)>"
    }

    /// The static backing property and the implementing initializer.
    func render(backingName: String, in context: RenderContext) -> [String] {
        var initializer = syntax
        initializer.modifiers = context.implementationModifiers(
            initializer.modifiers, keyword: &initializer.initKeyword)
        initializer.signature.parameterClause.parameters = FunctionParameterListSyntax(
            parameters.enumerated().map { index, parameter in
                var syntax = parameter.syntax
                syntax.trailingComma = index < parameters.count - 1 ? .commaToken(trailingTrivia: .space) : nil
                return syntax
            }
        )
        let call = parameters.wrappingNonEscapingClosures(
            "\(effects.callPrefix)Self.\(backingName).__invoke(\(parameters.argumentsExpression))",
            effects: effects
        )
        let body = isFailable ? "if \(call) == nil { return nil }" : call
        initializer.body = nil
        return [
            context.backingProperty(backingName, type: backingType(in: context), isStatic: true),
            initializer.trimmedDescription + " {\n" + body + "\n}",
        ]
    }
}
