/// The accessors of a property or subscript requirement.
enum AccessorKind {
    /// `{ get }` with the getter's effects.
    case readOnly(Effects)
    /// `{ get set }`.
    case readWrite

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
        case .readOnly(let effects):
            let specifiers = effects.accessorSpecifiers.isEmpty ? "" : " " + effects.accessorSpecifiers
            return [
                "get\(specifiers) { \(effects.callPrefix)\(backingName).getter.__invoke(\(getterArguments))\(getterCast) }"
            ]
        case .readWrite:
            return [
                "get { \(backingName).getter.__invoke(\(getterArguments))\(getterCast) }",
                "set { \(backingName).setter.__invoke(\(setterArguments)) }",
            ]
        }
    }
}
