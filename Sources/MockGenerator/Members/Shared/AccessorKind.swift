/// The accessors of a property or subscript requirement.
enum AccessorKind {
    /// `{ get }` with the getter's effects.
    case readOnly(Effects)
    /// `{ get set }`.
    case readWrite

    /// Whether the body `renderBody` writes is the getter's expression alone, without accessor blocks.
    var isPlainGetter: Bool {
        if case .readOnly(let effects) = self { return !effects.isAsync && !effects.needsTry }
        return false
    }

    /// The body of a property or subscript declaration: the accessors, or for a plain `{ get }` only the
    /// getter's expression, which keeps the generated code short. `context` and `backingType`, when given,
    /// let the calls go through ``RenderContext/invocation(of:type:accessor:arguments:effects:capturesArguments:)``.
    func renderBody(
        backingName: String, getterArguments: String, getterCast: String = "", setterArguments: String,
        context: RenderContext? = nil, backingType: String = ""
    ) -> String {
        if isPlainGetter {
            let call = Invocation(backingName: backingName, backingType: backingType, context: context)
            return call(".getter", getterArguments, getterEffects) + getterCast
        }
        return render(
            backingName: backingName,
            getterArguments: getterArguments,
            getterCast: getterCast,
            setterArguments: setterArguments,
            context: context,
            backingType: backingType
        ).joined(separator: "\n")
    }

    /// The getter's effects: none for a `{ get set }` requirement.
    private var getterEffects: Effects {
        if case .readOnly(let effects) = self { return effects }
        return Effects()
    }

    /// The accessors that forward to `backingName`: reads pass `getterArguments` (and cast the result
    /// with `getterCast`, such as ` as! T?`, when the value type was erased), writes pass
    /// `setterArguments` (which names `newValue`).
    func render(
        backingName: String,
        getterArguments: String,
        getterCast: String = "",
        setterArguments: String,
        context: RenderContext? = nil,
        backingType: String = ""
    ) -> [String] {
        let call = Invocation(backingName: backingName, backingType: backingType, context: context)
        switch self {
        case .readOnly(let effects) where effects.isAsync || effects.needsTry:
            return [
                "get \(effects.accessorSpecifiers) { \(effects.callPrefix)\(call(".getter", getterArguments, effects))\(getterCast) }"
            ]
        case .readOnly(let effects):
            return ["get { \(call(".getter", getterArguments, effects))\(getterCast) }"]
        case .readWrite:
            return [
                "get { \(call(".getter", getterArguments, Effects()))\(getterCast) }",
                "set { \(call(".setter", setterArguments, Effects())) }",
            ]
        }
    }
}

/// A call of a backing member's accessor: `_count.getter.__invoke(())`, or its borrowed form in a protocol's
/// extension (see ``RenderContext/invocation(of:type:accessor:arguments:effects:capturesArguments:)``).
private struct Invocation {
    let backingName: String
    let backingType: String
    let context: RenderContext?

    func callAsFunction(_ accessor: String, _ arguments: String, _ effects: Effects) -> String {
        guard let context else { return "\(backingName)\(accessor).__invoke(\(arguments))" }
        return context.invocation(
            of: backingName, type: backingType, accessor: accessor, arguments: arguments, effects: effects)
    }
}
