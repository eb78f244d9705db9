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

/// `type` as messages name it: as ``extensibleName(of:)`` does where it can, otherwise as Swift prints it; an
/// optional of a type whose name needs no parentheses as `Data?`.
func messageName(of type: Any.Type) -> String {
    let name = extensibleName(of: type) ?? "\(type)"
    guard name.hasPrefix("Optional<"), let optional = type as? any ErasableContainer.Type else { return name }
    let wrapped = messageName(of: optional.erasableElement)
    return wrapped.contains(where: { " ()@&".contains($0) }) ? name : wrapped + "?"
}

/// A result type as messages name it when it has no default value: `Forecast`, `the result, of protocol type X,`.
func resultName(of type: Any.Type) -> String {
    isExistential(type) ? "the result, of protocol type \(messageName(of: type))," : messageName(of: type)
}

/// How an implementation calls the argument `name` if it is a closure: `name(<#…#>)` (`name()` if it takes
/// nothing), `name?(…)` if optional, `name.closure(…)` if non-escaping (``NonEscapingClosure``); else `nil`.
func closureCall(_ name: String, of value: Any) -> String? {
    let type = String(reflecting: Swift.type(of: value))
    let (box, optionalPrefix) = ("Mocking.NonEscapingClosure<", "Swift.Optional<")
    let closure = type.hasPrefix(box) ? type.dropFirst(box.count).dropLast() : type[...]
    let optional = closure.hasPrefix(optionalPrefix) ? closure.dropFirst(optionalPrefix.count).dropLast() : nil
    guard let parameters = functionParameters(optional ?? closure) else { return nil }
    return name + (type.hasPrefix(box) ? ".closure" : optional == nil ? "" : "?") + parameters
}

/// `(<#…#>)`, or `()` for a function that takes nothing, if Swift prints `name` as a function type:
/// `(Swift.Int) -> ()`, `@Sendable (…) async throws -> …`, rather than a tuple, which may hold functions too.
func functionParameters(_ name: Substring) -> String? {
    var rest = name
    while rest.hasPrefix("@"), let space = rest.firstIndex(of: " ") { rest = rest[rest.index(after: space)...] }
    guard rest.hasPrefix("(") else { return nil }
    var depth = 0
    for index in rest.indices {
        if rest[index] == "(" { depth += 1 } else if rest[index] == ")" { depth -= 1 }
        guard depth == 0 else { continue }
        let after = rest[rest.index(after: index)...]
        guard after.hasPrefix(" ->") || after.hasPrefix(" async") || after.hasPrefix(" throws") else { return nil }
        return rest.hasPrefix("()") ? "()" : "(<#…#>)"
    }
    return nil
}
