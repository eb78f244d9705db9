import SwiftSyntax

extension SubscriptRequirement {
    /// The backing member's type: `Mocking.MockReadOnlySubscript<Int, String, Swift.Never>`.
    func backingType(in context: RenderContext) -> String {
        let arguments = parameters.argumentsType(in: context)
        let value = context.resolvingSelf(valueType)
        switch kind.resolvingSelf(in: context) {
        case .readOnly(let effects):
            let member = effects.isAsync ? "Mocking.AsyncMockReadOnlySubscript" : "Mocking.MockReadOnlySubscript"
            return "\(member)<\(arguments), \(value), \(effects.failureType)>"
        case .readWrite:
            return "Mocking.MockReadWriteSubscript<\(arguments), \(assignmentType(in: context)), \(value)>"
        }
    }

    /// The type the getter returns and the setter records: the element type, generics erased.
    private var valueType: TypeSyntax {
        generics.erase(returnType.valueType, isResult: true)
    }

    /// The parameters a call records: not a closure the accessors cannot keep.
    private var recordedParameters: [Parameter] {
        parameters.filter(\.isRecorded)
    }

    /// What a write passes to the setter: the recorded parameters and `newValue`.
    private func assignmentType(in context: RenderContext) -> String {
        let value = context.resolvingSelf(valueType).description
        let elements =
            recordedParameters.map { "\($0.name.escapedIdentifier): \(context.resolvingSelf($0.recordedType))" }
            + ["newValue: \(value)"]
        return elements.count == 1 ? value : "(" + elements.joined(separator: ", ") + ")"
    }

    private var assignmentExpression: String {
        let elements = recordedParameters.map { "\($0.elementLabel): \($0.recordedValue)" } + ["newValue: newValue"]
        return elements.count == 1 ? "newValue" : "(" + elements.joined(separator: ", ") + ")"
    }

    /// Whether the getter's result is cast back to the return type, which mentions a generic parameter
    /// that the member erases.
    private var isErased: Bool {
        generics.mentionsGeneric(returnType)
    }

    /// The backing property and the implementing subscript.
    func render(backingName: String, in context: RenderContext) -> [String] {
        var declaration = syntax.detached
        declaration.attributes = declaration.attributes.filter(\.isKeptOnImplementation)
        declaration.accessorBlock = nil
        declaration.parameterClause.parameters = parameters.declarationList(in: context)
        declaration.returnClause.type = context.resolvingSelf(returnType)
        declaration.genericWhereClause = declaration.genericWhereClause.map(context.resolvingSelf)
        let body = kind.resolvingSelf(in: context).renderBody(
            backingName: backingName,
            getterArguments: parameters.argumentsExpression,
            erasedResult: isErased ? returnType.valueType.trimmedText : nil,
            setterArguments: assignmentExpression,
            // A result builder of the requirement would be inferred for the getter; `return` keeps it out.
            returning: syntax.attributes.contains(where: \.isResultBuilder)
        )
        return [
            context.backingProperty(backingName, type: backingType(in: context), isStatic: isStatic),
            context.implementationText(of: declaration, keyword: declaration.subscriptKeyword)
                + Indentation.braced(body),
        ]
    }
}
