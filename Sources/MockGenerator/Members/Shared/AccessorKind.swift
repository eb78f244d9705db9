/// The accessors of a property or subscript requirement.
enum AccessorKind {
    /// `{ get }` with the getter's effects.
    case readOnly(Effects)
    /// `{ get set }`.
    case readWrite

    /// `.getter`, and `.setter` for `{ get set }`.
    var inPlaceAccessors: [String] {
        switch self {
        case .readOnly: [".getter"]
        case .readWrite: [".getter", ".setter"]
        }
    }

    /// Whether the getter is `async`.
    var isAsync: Bool {
        if case .readOnly(let effects) = self { return effects.isAsync }
        return false
    }

    /// Whether the body `renderBody` writes is the getter's body alone, without accessor blocks.
    var isPlainGetter: Bool {
        if case .readOnly(let effects) = self { return !effects.isAsync && !effects.needsTry }
        return false
    }

    /// The body of a property or subscript declaration: the accessors, or for a plain `{ get }` only the
    /// getter's body, which keeps the generated code short (`returning`: with an explicit `return`, which
    /// keeps a result builder out). `context` and `types`, when given, let the calls go through
    /// ``RenderContext/invocation(of:type:accessor:arguments:resultType:effects:capturesArguments:)``.
    func renderBody(
        backingName: String, getterArguments: String, getterCast: String = "", setterArguments: String,
        context: RenderContext? = nil, types: BackingTypes = BackingTypes(), returning: Bool = false
    ) -> String {
        if isPlainGetter {
            let call = Invocation(backingName: backingName, types: types, context: context)
            return call.getter(getterArguments, getterEffects).body(returning: returning, cast: getterCast)
        }
        return render(
            backingName: backingName,
            getterArguments: getterArguments,
            getterCast: getterCast,
            setterArguments: setterArguments,
            context: context,
            types: types
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
        types: BackingTypes = BackingTypes()
    ) -> [String] {
        let call = Invocation(backingName: backingName, types: types, context: context)
        switch self {
        case .readOnly(let effects) where effects.isAsync || effects.needsTry:
            let getter = call.getter(getterArguments, effects)
            return [
                "get \(effects.accessorSpecifiers) { \(getter.body(prefix: effects.callPrefix, cast: getterCast)) }"
            ]
        case .readOnly(let effects):
            return ["get { \(call.getter(getterArguments, effects).body(cast: getterCast)) }"]
        case .readWrite:
            return [
                "get { \(call.getter(getterArguments, Effects()).body(cast: getterCast)) }",
                "set { \(call.setter(setterArguments).body()) }",
            ]
        }
    }
}

/// The types of a backing member, for the calls of its accessors in a protocol's extension: the member's
/// (`Mocking.MockReadWriteProperty<Int>`) and the value its getter returns.
struct BackingTypes {
    var member = ""
    var value = ""
}

/// The calls of a backing member's accessors: `_count.getter.__invoke(())`, or their borrowed form in a
/// protocol's extension (see ``RenderContext/invocation(of:type:accessor:arguments:resultType:effects:capturesArguments:)``).
private struct Invocation {
    let backingName: String
    let types: BackingTypes
    let context: RenderContext?

    func getter(_ arguments: String, _ effects: Effects) -> BackingCall {
        call(".getter", arguments, resultType: types.value, effects)
    }

    func setter(_ arguments: String) -> BackingCall {
        call(".setter", arguments, resultType: "Swift.Void", Effects())
    }

    private func call(_ accessor: String, _ arguments: String, resultType: String, _ effects: Effects) -> BackingCall {
        guard let context else { return .direct(on: backingName + accessor, arguments: arguments) }
        return context.invocation(
            of: backingName, type: types.member, accessor: accessor, arguments: arguments, resultType: resultType,
            effects: effects)
    }
}

extension BackingCall {
    /// The call as an accessor's body: `prefix` (`try `, `await `) before the expression, `cast` after it.
    fileprivate func body(prefix: String = "", returning: Bool = false, cast: String = "") -> String {
        returned(prefix + expression + cast, returning: returning)
    }
}
