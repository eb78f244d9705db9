import SwiftSyntax

extension InitializerRequirement {
    /// The backing member's type: `Mocking.MockMethod<String, Swift.Void, any Swift.Error>`.
    func backingType(in context: RenderContext) -> String {
        let member = effects.isAsync ? "Mocking.AsyncMockMethod" : "Mocking.MockMethod"
        let output = isFailable ? "Swift.Void?" : "Swift.Void"
        let failure = effects.resolvingSelf(in: context).failureType
        return "\(member)<\(parameters.argumentsType(in: context)), \(output), \(failure)>"
    }

    /// The initializer's body: in a protocol extension, delegates to the refining mock's `init(__mocking:)`
    /// first, so that `self` exists where an actor's async initializer records its call on the actor
    /// (`#isolation`); records the call in the static backing member, and fails where it answers `nil`; then
    /// records the mock it created in `createdMocks(of:)` where the context says so.
    /// An async one that takes a non-escaping closure may record it in two forms (``NonEscapingClosureForm``).
    func body(backingName: String, in context: RenderContext) -> String {
        let forms = NonEscapingClosureForm.forms(
            of: syntax, isAsync: effects.isAsync, parameters: parameters, isStatic: false, in: context)
        let recorded = NonEscapingClosureForm.body(forms) { form in
            let call = parameters.wrappingNonEscapingClosures(
                "\(effects.callPrefix)Self.\(backingName).__invoke(\(parameters.argumentsExpression))",
                effects: effects.resolvingSelf(in: context), form: form, in: context)
            return isFailable ? "if \(call) == nil { return nil }" : call
        }
        let delegation = context.isProtocolExtension ? RefiningMock.delegation + "\n" : ""
        return delegation + recorded + (context.recordsCreatedMocks ? "\nMocking.__created(self)" : "")
    }

    /// The static backing property and the implementing initializer.
    func render(backingName: String, in context: RenderContext) -> [String] {
        [
            context.backingProperty(backingName, type: backingType(in: context), isStatic: true),
            declaration(body: body(backingName: backingName, in: context), in: context),
        ]
    }

    /// The initializer as the mock declares it, `Self` resolved, with `body`; without a body when it is
    /// `nil`, for `@MockedMembers` to give it one. In an actor protocol's extension it is `nonisolated`, as an
    /// actor's synchronous initializer is: isolated to the actor, it could not take an argument that is not
    /// `Sendable` from a caller outside it. An actor's async one is too, so that it can record a non-escaping
    /// closure, and is `@concurrent` where `NonisolatedNonsendingByDefault` is on: a `nonisolated` async
    /// initializer that witnesses an actor protocol's requirement crashes Swift 6.3 there ("While generating
    /// protocol witness thunk"), and runs off the caller's actor elsewhere anyway.
    func declaration(body: String?, in context: RenderContext) -> String {
        var initializer = syntax.detached
        let isActorInitializer = context.isInActor && !syntax.attributes.hasGlobalActor
        let nonisolatedModifier = initializer.modifiers.first(.nonisolated)
        let isNonisolated =
            isActorInitializer && (context.isProtocolExtension || effects.isAsync) && nonisolatedModifier == nil
        let isConcurrent =
            isActorInitializer && effects.isAsync && nonisolatedModifier?.detail == nil
            && !syntax.attributes.contains(named: "concurrent")
        initializer.signature.parameterClause.parameters = FunctionParameterListSyntax(
            parameters.enumerated().map { index, parameter in
                var syntax = parameter.syntax
                syntax.type = context.resolvingSelf(syntax.type)
                syntax.trailingComma = index < parameters.count - 1 ? .commaToken(trailingTrivia: .space) : nil
                return syntax
            }
        )
        initializer.signature.effectSpecifiers = initializer.signature.effectSpecifiers.map(context.resolvingSelf)
        initializer.genericWhereClause = initializer.genericWhereClause.map(context.resolvingSelf)
        initializer.body = nil
        return (isConcurrent ? "#if hasFeature(NonisolatedNonsendingByDefault)\n@concurrent\n#endif\n" : "")
            + context.implementationText(
                of: initializer, keyword: initializer.initKeyword, adding: isNonisolated ? ["nonisolated"] : [])
            + (body.map(Indentation.braced) ?? "")
    }
}
