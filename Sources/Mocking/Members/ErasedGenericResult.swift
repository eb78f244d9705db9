/// Whether `type` is what a generic requirement's result is erased to: a protocol type (`Any`,
/// `any Decodable`), or an optional, array or dictionary of one. `.returns` does not take these (they are
/// not `Sendable`) and no extension can give them a default value, so messages suggest `.uncheckedReturns`.
func isErasedGenericResult(_ type: Any.Type) -> Bool {
    if let container = type as? any ErasableContainer.Type {
        return isErasedGenericResult(container.erasableElement)
    }
    // A protocol type's metatype is `P.Protocol`; any other type's is `T.Type`.
    return !String(describing: Swift.type(of: type)).hasSuffix(".Type")
}

/// The standard library's containers that hold an erased generic value.
protocol ErasableContainer { static var erasableElement: Any.Type { get } }
extension Optional: ErasableContainer { static var erasableElement: Any.Type { Wrapped.self } }
extension Array: ErasableContainer { static var erasableElement: Any.Type { Element.self } }
extension Dictionary: ErasableContainer { static var erasableElement: Any.Type { Value.self } }
