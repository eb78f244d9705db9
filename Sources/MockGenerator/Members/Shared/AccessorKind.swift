/// The accessors of a property or subscript requirement.
enum AccessorKind {
    /// `{ get }` with the getter's effects.
    case readOnly(Effects)
    /// `{ get set }`.
    case readWrite

    /// The kind with `Self` in the getter's thrown type resolved as `context` resolves it.
    func resolvingSelf(in context: RenderContext) -> AccessorKind {
        if case .readOnly(let effects) = self { return .readOnly(effects.resolvingSelf(in: context)) }
        return self
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
    /// keeps a result builder out).
    func renderBody(
        backingName: String, getterArguments: String, erasedResult: String? = nil, setterArguments: String,
        returning: Bool = false
    ) -> String {
        if isPlainGetter {
            return (returning ? "return " : "")
                + Self.getterCall(backingName, arguments: getterArguments, erasedResult: erasedResult)
        }
        return render(
            backingName: backingName,
            getterArguments: getterArguments,
            erasedResult: erasedResult,
            setterArguments: setterArguments,
            returning: returning
        ).joined(separator: "\n")
    }

    /// The accessors that forward to `backingName`: reads pass `getterArguments` (and cast the result
    /// to `erasedResult`, such as `T?`, when the value type was erased), writes pass `setterArguments`
    /// (which names `newValue`).
    func render(
        backingName: String,
        getterArguments: String,
        erasedResult: String? = nil,
        setterArguments: String,
        returning: Bool = false
    ) -> [String] {
        let call = Self.getterCall(backingName, arguments: getterArguments, erasedResult: erasedResult)
        let getter = (returning ? "return " : "") + call
        switch self {
        case .readOnly(let effects) where effects.isAsync || effects.needsTry:
            return ["get \(effects.accessorSpecifiers) { \(returning ? "return " : "")\(effects.callPrefix)\(call) }"]
        case .readOnly:
            return ["get { \(getter) }"]
        case .readWrite:
            return ["get { \(getter) }", "set { \(backingName).setter.__invoke(\(setterArguments)) }"]
        }
    }

    /// The getter's call of `backingName`, its result cast back to `erasedResult` when there is one.
    private static func getterCall(_ backingName: String, arguments: String, erasedResult: String?) -> String {
        let call = "\(backingName).getter.__invoke(\(arguments))"
        return erasedResult.map { "\(backingName).getter.__result(\(call)) as \($0)" } ?? call
    }
}
