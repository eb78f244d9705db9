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
    /// An async method of a protocol isolated to no actor that takes one non-escaping closure has two bodies.
    /// Under `NonisolatedNonsendingByDefault` the method runs on its caller's actor, and the closure
    /// `withoutActuallyEscaping` takes is `@concurrent`: `self` and the arguments would be sent off the actor
    /// ("sending 'body' risks causing data races"). There the closure states its type, which the feature makes
    /// run on the caller's actor too. Elsewhere that type would be `@concurrent`, and a module isolated to the
    /// main actor by default would send the arguments off it: the closure is the one `withoutActuallyEscaping`
    /// infers.
    func body(backingName: String, returning: Bool = false, keepingSelf: Bool = false, in context: RenderContext)
        -> String
    {
        guard effects.isAsync, context.isNonisolated, parameters.count(where: \.isNonEscapingClosure) == 1 else {
            return forwardingBody(backingName: backingName, returning: returning, keepingSelf: keepingSelf, in: context)
        }
        let bodies = [true, false].map {
            forwardingBody(
                backingName: backingName, returning: true, keepingSelf: keepingSelf, statingClosureType: $0,
                in: context)
        }
        return "#if hasFeature(NonisolatedNonsendingByDefault)\n\(bodies[0])\n#else\n\(bodies[1])\n#endif"
    }

    private func forwardingBody(
        backingName: String, returning: Bool, keepingSelf: Bool, statingClosureType: Bool = false,
        in context: RenderContext
    ) -> String {
        // A `sending` result must come from a call off the caller's actor: on it, the result would be the actor's.
        let sendsResult =
            effects.isAsync && returnType?.as(AttributedTypeSyntax.self)?.specifierKeywords.contains(.sending) == true
        let isolation = sendsResult ? ", isolation: nil" : ""
        var call = "\(backingName).__invoke(\(parameters.argumentsExpression)\(isolation))"
        let castsSelf = keepingSelf && returnType.map(SelfTypeRewriter.mentionsSelf) == true
        if let returnType, castsResult || castsSelf {
            // The type as a cast spells it: `T?` for `T!`, `T` for `sending T`.
            let type = castsSelf ? returnType.valueType : context.resolvingSelf(returnType.valueType)
            call = "\(backingName).__result(\(call)) as \(type)"
        }
        call = parameters.wrappingNonEscapingClosures(
            effects.callPrefix + call, effects: backingEffects.resolvingSelf(in: context),
            statingType: statingClosureType, in: context)
        let forwarding =
            if let closureResult {
                // No `inout` parameter to write back (see `ClosureResult`).
                closureResult.body(call: call, closure: parameters[closureResult.parameterIndex].reference)
            } else {
                parameters.wrappingInoutArguments(call, returning: returning || erasedErrorType != nil, in: context)
            }
        guard let erasedErrorType else { return forwarding }
        // Another error (one the test set, `MockUnimplementedError`) cannot be thrown as `E`: it stops the
        // process with a message, as an erased result of the wrong type does.
        let errorType = context.resolvingSelf(erasedErrorType.trimmed)
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
        method.modifiers = context.implementationModifiers(method.modifiers, keyword: &method.funcKeyword)
        var signature = method.signature
        signature.parameterClause.parameters = parameters.declarationList(in: context)
        if let returnClause = signature.returnClause {
            let type = context.resolvingSelf(returnClause.type)
            if type.id != returnClause.type.id { signature.returnClause = returnClause.with(\.type, type) }
        }
        signature.effectSpecifiers = signature.effectSpecifiers.map(context.resolvingSelf)
        method.signature = signature
        method.genericWhereClause = method.genericWhereClause.map(context.resolvingSelf)
        if method.body != nil { method.body = nil }
        guard let body else { return method.trimmedDescription }
        return method.trimmedDescription + Indentation.braced(body)
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
