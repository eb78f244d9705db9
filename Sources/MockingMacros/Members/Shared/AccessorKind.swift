/// The accessors of a property or subscript requirement.
enum AccessorKind {
    /// `{ get }` with the getter's effects.
    case readOnly(Effects)
    /// `{ get set }`.
    case readWrite

    /// The accessors that forward to `backingName`: reads pass `getterArguments`, writes
    /// `setterArguments` (which names `newValue`).
    func render(backingName: String, getterArguments: String, setterArguments: String) -> [String] {
        switch self {
        case .readOnly(let effects):
            let specifiers = effects.accessorSpecifiers.isEmpty ? "" : " " + effects.accessorSpecifiers
            return ["get\(specifiers) { \(effects.callPrefix)\(backingName).getter.__invoke(\(getterArguments)) }"]
        case .readWrite:
            return [
                "get { \(backingName).getter.__invoke(\(getterArguments)) }",
                "set { \(backingName).setter.__invoke(\(setterArguments)) }",
            ]
        }
    }
}
