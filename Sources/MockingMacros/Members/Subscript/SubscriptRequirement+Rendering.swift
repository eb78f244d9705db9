import SwiftSyntax

extension SubscriptRequirement {
    /// The backing member's type: `Mocking.MockReadOnlySubscript<Int, String, Swift.Never>`.
    func backingType(in context: RenderContext) -> String {
        let arguments = context.resolvingSelf(parameters.argumentsType)
        let value = context.resolvingSelf(valueType)
        switch kind {
        case .readOnly(let effects):
            let member = effects.isAsync ? "Mocking.AsyncMockReadOnlySubscript" : "Mocking.MockReadOnlySubscript"
            return "\(member)<\(arguments), \(value), \(effects.failureType)>"
        case .readWrite:
            return "Mocking.MockReadWriteSubscript<\(arguments), \(context.resolvingSelf(assignmentType)), \(value)>"
        }
    }

    /// The type the getter returns and the setter records: the element type, generics erased.
    private var valueType: String {
        generics.erase(returnType.valueTypeDescription)
    }

    /// What a write passes to the setter: the parameters and `newValue`.
    private var assignmentType: String {
        let elements = parameters.map { "\($0.name): \($0.recordedType)" } + ["newValue: \(valueType)"]
        return elements.count == 1 ? valueType : "(" + elements.joined(separator: ", ") + ")"
    }

    private var assignmentExpression: String {
        let elements = parameters.map { "\($0.name): \($0.recordedValue)" } + ["newValue: newValue"]
        return elements.count == 1 ? "newValue" : "(" + elements.joined(separator: ", ") + ")"
    }

    /// The backing property and the implementing subscript.
    func render(backingName: String, in context: RenderContext) -> [String] {
        var declaration = syntax
        declaration.modifiers = context.implementationModifiers(
            declaration.modifiers, keyword: &declaration.subscriptKeyword)
        declaration.accessorBlock = nil
        declaration.parameterClause.parameters = FunctionParameterListSyntax(
            parameters.enumerated().map { index, parameter in
                var syntax = parameter.syntax
                syntax.type = TypeSyntax(stringLiteral: context.resolvingSelf(syntax.type.trimmedDescription))
                syntax.trailingComma = index < parameters.count - 1 ? .commaToken(trailingTrivia: .space) : nil
                return syntax
            }
        )
        declaration.returnClause.type = TypeSyntax(stringLiteral: context.resolvingSelf(returnType.trimmedDescription))
        let isErased = generics.mentionsGeneric(returnType.trimmedDescription)
        let body = kind.renderBody(
            backingName: backingName,
            getterArguments: parameters.argumentsExpression,
            getterCast: isErased ? " as! \(returnType.trimmedDescription)" : "",
            setterArguments: assignmentExpression
        )
        return [
            context.backingProperty(backingName, type: backingType(in: context), isStatic: isStatic),
            """
            \(declaration.trimmedDescription) {
            \(body)
            }
            """,
        ]
    }
}
