import SwiftSyntax

extension MethodRequirement {
    /// The backing member's type: `Mocking.MockMethod<(id: String), User, any Swift.Error>`.
    func backingType(in context: RenderContext) -> String {
        let member = effects.isAsync ? "Mocking.AsyncMockMethod" : "Mocking.MockMethod"
        let arguments = parameters.argumentsType(in: context)
        let failure = backingEffects.resolvingSelf(in: context).failureType
        return "\(member)<\(arguments), \(outputType(in: context)), \(failure)>"
    }

    /// What the backing member returns: the return type, generics erased; the closure's arguments for a
    /// result the closure gives (``ClosureResult``).
    private func outputType(in context: RenderContext) -> String {
        if let closureResult { return closureResult.outputType(in: context) }
        return returnType.map { context.resolvingSelf(generics.erase($0.valueType, isResult: true)).description }
            ?? "Swift.Void"
    }

    /// Whether the backing member's result is cast back to the return type, which mentions a generic
    /// parameter that the member erases.
    var castsResult: Bool {
        closureResult == nil && returnType.map { generics.mentionsGeneric($0) } ?? false
    }

    /// The forwarding body: records the call in the backing member and answers it. `returning`: return
    /// explicitly also where the body is a single expression, which keeps out a result builder the mock's
    /// method would otherwise infer from the requirement. `keepingSelf`: the declaration keeps `Self` as
    /// written (a hand-written mock's), so a result that names it, which the backing member records as the
    /// mock's class, is cast back.
    ///
    /// An async method that takes a non-escaping closure may have two bodies (``NonEscapingClosureForm``).
    func body(backingName: String, returning: Bool = false, keepingSelf: Bool = false, in context: RenderContext)
        -> String
    {
        let forms = NonEscapingClosureForm.forms(
            of: syntax, isAsync: effects.isAsync, parameters: parameters, isStatic: isStatic,
            lending: canLendClosures(keepingSelf: keepingSelf), in: context)
        return NonEscapingClosureForm.body(forms) { form in
            forwardingBody(
                backingName: backingName, returning: returning || forms.count > 1, keepingSelf: keepingSelf,
                closureForm: form, in: context)
        }
    }

    /// Whether the body can lend its non-escaping closures through local functions
    /// (``NonEscapingClosureForm/localFunctions``), which return the method's result: not where the result
    /// is the closure's, is `sending`, or names `Self` as written, nor with `inout` arguments to write back
    /// or `rethrows`.
    private func canLendClosures(keepingSelf: Bool) -> Bool {
        let resultIsPlain =
            !returnsSending && !(keepingSelf && returnType.map(SelfTypeRewriter.mentionsSelf) == true)
        let isRethrowing = if case .rethrowing = effects.throwing { true } else { false }
        return closureResult == nil && resultIsPlain && !isRethrowing && !parameters.contains(where: \.isBoxedInout)
    }

    /// Whether the result is `sending`.
    private var returnsSending: Bool {
        returnType?.as(AttributedTypeSyntax.self)?.specifierKeywords.contains(.sending) == true
    }

    private func forwardingBody(
        backingName: String, returning: Bool, keepingSelf: Bool, closureForm: NonEscapingClosureForm,
        in context: RenderContext
    ) -> String {
        var call = "\(backingName).__invoke(\(parameters.argumentsExpression))"
        let castsSelf = keepingSelf && returnType.map(SelfTypeRewriter.mentionsSelf) == true
        if let returnType, castsResult || castsSelf {
            // The type as a cast spells it: `T?` for `T!`, `T` for `sending T`.
            let type = castsSelf ? returnType.valueType : context.resolvingSelf(returnType.valueType)
            call = "\(backingName).__result(\(call)) as \(type)"
        }
        if case .localFunctions(let isolation) = closureForm {
            let resultType = returnType.map { context.resolvingSelf($0.valueType).description } ?? "Swift.Void"
            let lending = parameters.lendingNonEscapingClosures(
                effects.callPrefix + call, resultType: resultType, effects: backingEffects.resolvingSelf(in: context),
                isolation: isolation, in: context)
            return catchingErasedError(lending, in: context)
        }
        call = parameters.wrappingNonEscapingClosures(
            effects.callPrefix + call, effects: backingEffects.resolvingSelf(in: context),
            form: closureForm, capturingSelf: true, in: context)
        if returnsSending {
            // The answer is in the region of the arguments, and of the closures boxed around the call: a
            // `sending` result passes the whole call through `Mocking.__sending`, after its `try` and `await`.
            let prefix =
                parameters.contains(where: \.isNonEscapingClosure) ? backingEffects.callPrefix : effects.callPrefix
            precondition(call.hasPrefix(prefix), "the call starts with its try and await")
            call = prefix + "Mocking.__sending(\(call.dropFirst(prefix.count)))"
        }
        let forwarding =
            if let closureResult {
                // No `inout` parameter to write back (see `ClosureResult`).
                closureResult.body(call: call, closure: parameters[closureResult.parameterIndex].reference)
            } else {
                parameters.wrappingInoutArguments(call, returning: returning || erasedErrorType != nil, in: context)
            }
        return catchingErasedError(forwarding, in: context)
    }

    /// `forwarding`, where the method throws an erased error type `E`, in a `do` that rethrows an `E` and
    /// stops the process on another error (one the test set, `MockUnimplementedError`), as an erased result
    /// of the wrong type does.
    private func catchingErasedError(_ forwarding: String, in context: RenderContext) -> String {
        guard let erasedErrorType else { return forwarding }
        let errorType = context.resolvingSelf(erasedErrorType.trimmedNode)
        return """
            do {
            \(forwarding)
            } catch let error as \(errorType) {
            throw error
            } catch {
            fatalError("\(name) can throw only \\(\(errorType).self) here, not \\(error)")
            }
            """
    }

    /// The method as the mock declares it: with the mock's access level, `Self` resolved, without default
    /// arguments, and with `body`; without a body when it is `nil`, for `@MockedMembers` to give it one.
    func declaration(body: String?, in context: RenderContext) -> String {
        // Each edit of a tree is costly in a debug build of swift-syntax, which the compiler's plugin usually
        // runs on: only what changes is edited, on the detached nodes.
        var method = syntax.detached
        if !method.attributes.allSatisfy(\.isKeptOnImplementation) {
            method.attributes = method.attributes.filter(\.isKeptOnImplementation)
        }
        var signature = method.signature
        let declared = parameters.declarationList(in: context)
        if declared.description != signature.parameterClause.parameters.description {
            signature.parameterClause.parameters = declared
        }
        if let returnClause = signature.returnClause {
            let type = context.resolvingSelf(returnClause.type)
            if type.id != returnClause.type.id { signature.returnClause = returnClause.with(\.type, type) }
        }
        if let effects = signature.effectSpecifiers {
            let resolved = context.resolvingSelf(effects)
            if resolved.id != effects.id { signature.effectSpecifiers = resolved }
        }
        if signature.id != method.signature.id { method.signature = signature }
        if let whereClause = method.genericWhereClause {
            let resolved = context.resolvingSelf(whereClause)
            if resolved.id != whereClause.id { method.genericWhereClause = resolved }
        }
        if method.body != nil { method.body = nil }
        let text = context.implementationText(of: method, keyword: method.funcKeyword)
        guard let body else { return text }
        return text + Indentation.braced(body)
    }

    /// The backing property and the implementing method, as `@Mocked` writes them into a mock.
    func render(backingName: String, in context: RenderContext) -> [String] {
        [
            context.backingProperty(backingName, type: backingType(in: context), isStatic: isStatic),
            // A result builder of the requirement would be inferred for the body; `return` keeps it out.
            declaration(
                body: body(
                    backingName: backingName, returning: syntax.attributes.contains(where: \.isResultBuilder),
                    in: context),
                in: context),
        ]
    }
}
