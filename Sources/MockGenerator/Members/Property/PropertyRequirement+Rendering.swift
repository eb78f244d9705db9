import SwiftSyntax

extension PropertyRequirement {
    /// The backing member's type: `Mocking.MockReadOnlyProperty<Int, Swift.Never>`.
    func backingType(in context: RenderContext) -> String {
        let value = context.resolvingSelf(type.valueType)
        switch kind.resolvingSelf(in: context) {
        case .readOnly(let effects):
            let member = effects.isAsync ? "Mocking.AsyncMockReadOnlyProperty" : "Mocking.MockReadOnlyProperty"
            return "\(member)<\(value), \(effects.failureType)>"
        case .readWrite:
            return "Mocking.MockReadWriteProperty<\(value)>"
        }
    }

    /// The accessors that forward to the backing member, as declarations, for `@MockableProperty`.
    /// A type that names `Self`, which the backing member records as the mock's class, is cast back.
    func accessorDecls(backingName: String) -> [AccessorDeclSyntax] {
        let selfResult = SelfTypeRewriter.mentionsSelf(type) ? type.valueType.trimmedText : nil
        return kind.render(
            backingName: backingName, getterArguments: "()", erasedResult: selfResult, setterArguments: "newValue"
        )
        .map { AccessorDeclSyntax(stringLiteral: $0) }
    }

    /// The backing property and the implementing property, as `@Mocked` writes them into a mock.
    func render(backingName: String, in context: RenderContext) -> [String] {
        let modifiers = syntax.modifiers.text(without: [
            .public, .package, .internal, .fileprivate, .private, .open, .optional,
        ])
        let attributes = syntax.attributes.compactMap { $0.isKeptOnImplementation ? $0.trimmedText + " " : nil }
            .joined()
        let type = context.resolvingSelf(type.trimmedNode)
        let body = kind.resolvingSelf(in: context).renderBody(
            backingName: backingName, getterArguments: "()", setterArguments: "newValue",
            // A result builder of the requirement would be inferred for the getter; `return` keeps it out.
            returning: syntax.attributes.contains(where: \.isResultBuilder))
        return [
            context.backingProperty(backingName, type: backingType(in: context), isStatic: isStatic),
            "\(attributes)\(context.access.prefix)\(modifiers)var \(declaredName): \(type)" + Indentation.braced(body),
        ]
    }
}
