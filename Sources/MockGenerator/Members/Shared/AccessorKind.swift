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
    /// getter's expression, which keeps the generated code short.
    func renderBody(backingName: String, getterArguments: String, getterCast: String = "", setterArguments: String)
        -> String
    {
        if isPlainGetter {
            return "\(backingName).getter.__invoke(\(getterArguments))\(getterCast)"
        }
        return render(
            backingName: backingName,
            getterArguments: getterArguments,
            getterCast: getterCast,
            setterArguments: setterArguments
        ).joined(separator: "\n")
    }

    /// The accessors that forward to `backingName`: reads pass `getterArguments` (and cast the result
    /// with `getterCast`, such as ` as! T?`, when the value type was erased), writes pass
    /// `setterArguments` (which names `newValue`).
    func render(
        backingName: String,
        getterArguments: String,
        getterCast: String = "",
        setterArguments: String
    ) -> [String] {
        switch self {
        case .readOnly(let effects) where effects.isAsync || effects.needsTry:
            return [
                "get \(effects.accessorSpecifiers) { \(effects.callPrefix)\(backingName).getter.__invoke(\(getterArguments))\(getterCast) }"
            ]
        case .readOnly:
            return ["get { \(backingName).getter.__invoke(\(getterArguments))\(getterCast) }"]
        case .readWrite:
            return [
                "get { \(backingName).getter.__invoke(\(getterArguments))\(getterCast) }",
                "set { \(backingName).setter.__invoke(\(setterArguments)) }",
            ]
        }
    }
}
