/// Whether `type` is a protocol type (`Any`, `any Decodable`), or an optional, array or dictionary of one:
/// what a generic requirement's result is erased to. `.returns` takes such a value only when it is
/// `Sendable`, which the run time cannot tell, and no extension can give it a default value, so messages
/// suggest `.uncheckedReturns`, which takes any value.
func isExistential(_ type: Any.Type) -> Bool {
    if let container = type as? any ErasableContainer.Type {
        return isExistential(container.erasableElement)
    }
    // A protocol type's metatype is `P.Protocol`; any other type's is `T.Type`.
    return !String(describing: Swift.type(of: type)).hasSuffix(".Type")
}

/// The standard library's containers that hold an erased generic value.
protocol ErasableContainer { static var erasableElement: Any.Type { get } }
extension Optional: ErasableContainer { static var erasableElement: Any.Type { Wrapped.self } }
extension Array: ErasableContainer { static var erasableElement: Any.Type { Element.self } }
extension Dictionary: ErasableContainer { static var erasableElement: Any.Type { Value.self } }

/// `type` as a test target names it in an extension, each type qualified but for its module (`Logger.Level`,
/// `Optional<Entry>`); `nil` for a protocol, a tuple, a function, a metatype, a local or private type.
func extensibleName(of type: Any.Type) -> String? {
    let name = String(reflecting: type).replacing(/\(extension in \w+\):/, with: "")
    guard !isExistential(type), !name.hasPrefix("("), !name.hasPrefix("@"), !name.contains("->"),
        !name.hasSuffix(".Type"), !name.hasSuffix(".Protocol"), !name.contains("(unknown context")
    else { return nil }
    // `String(reflecting:)` qualifies every type by its module: the first component of each dotted path.
    return name.replacing(/(^|[^\w.])\w+\./) { $0.output.1 }
}

/// `type` as messages name it: as ``extensibleName(of:)`` does where it can, otherwise as Swift prints it.
func messageName(of type: Any.Type) -> String { extensibleName(of: type) ?? "\(type)" }
