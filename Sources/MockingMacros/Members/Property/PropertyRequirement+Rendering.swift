import SwiftSyntax

extension PropertyRequirement {
    /// The backing member's type: `Mocking.MockReadOnlyProperty<Int, Swift.Never>`.
    func backingType(in context: RenderContext) -> String {
        let value = context.resolvingSelf(type.valueTypeDescription)
        switch kind {
        case .readOnly(let effects):
            let member = effects.isAsync ? "Mocking.AsyncMockReadOnlyProperty" : "Mocking.MockReadOnlyProperty"
            return "\(member)<\(value), \(effects.failureType)>"
        case .readWrite:
            return "Mocking.MockReadWriteProperty<\(value)>"
        }
    }

    /// The accessors that forward to the backing member.
    func accessors(backingName: String) -> String {
        switch kind {
        case .readOnly(let effects) where effects.isAsync || effects.needsTry:
            "get \(effects.accessorSpecifiers) { \(effects.callPrefix)\(backingName).getter.__invoke(()) }"
        case .readOnly:
            "\(backingName).getter.__invoke(())"
        case .readWrite:
            """
            get { \(backingName).getter.__invoke(()) }
            set { \(backingName).setter.__invoke(newValue) }
            """
        }
    }

    /// The accessors as declarations, for `@MockableProperty`.
    func accessorDecls(backingName: String) -> [AccessorDeclSyntax] {
        switch kind {
        case .readOnly(let effects):
            let specifiers = effects.accessorSpecifiers.isEmpty ? "" : " " + effects.accessorSpecifiers
            return ["get\(raw: specifiers) { \(raw: effects.callPrefix)\(raw: backingName).getter.__invoke(()) }"]
        case .readWrite:
            return [
                "get { \(raw: backingName).getter.__invoke(()) }",
                "set { \(raw: backingName).setter.__invoke(newValue) }",
            ]
        }
    }

    /// The backing property and the implementing property, as `@Mocked` writes them into a mock.
    func render(backingName: String, in context: RenderContext) -> [DeclSyntax] {
        let modifiers = syntax.modifiers.removing([.public, .package, .internal, .fileprivate, .private, .open])
            .map { $0.trimmedDescription + " " }.joined()
        let attributes = syntax.attributes.filter { $0.attributeName != "MockableProperty" }
            .map { $0.trimmedDescription + " " }.joined()
        let type = context.resolvingSelf(type.trimmedDescription)
        return [
            DeclSyntax(
                stringLiteral: context.backingProperty(backingName, type: backingType(in: context), isStatic: isStatic)),
            DeclSyntax(
                stringLiteral: """
                    \(attributes)\(context.access)\(modifiers)var \(declaredName): \(type) {
                    \(accessors(backingName: backingName))
                    }
                    """
            ),
        ]
    }
}
