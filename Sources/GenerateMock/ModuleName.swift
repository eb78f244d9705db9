/// The module a Swift symbol's precise identifier (its mangled USR) names: `s:7Tracing6TracerP` is
/// `Tracing`, `s:s8SendableP` and `s:Si` are `Swift`, `s:ScA` is `_Concurrency`. `nil` for C and
/// Objective-C symbols (`c:…`) and what does not start with a module.
func moduleName(ofPreciseIdentifier identifier: String) -> String? {
    guard identifier.hasPrefix("s:") else { return nil }
    let mangled = identifier.dropFirst(2)
    guard let first = mangled.first else { return nil }
    if first == "s" { return "Swift" }
    if first == "S" { return mangled.dropFirst().first == "c" ? "_Concurrency" : "Swift" }
    let digits = mangled.prefix(while: \.isNumber)
    // A length starting with `0` is a word substitution, not a module name.
    guard !digits.hasPrefix("0"), let length = Int(digits), length > 0 else { return nil }
    let name = mangled.dropFirst(digits.count).prefix(length)
    return name.count == length ? String(name) : nil
}

/// Whether the precise identifier names an associated type (`…P4SpanQa`), which the mock spells as its
/// own generic parameter. (Generic parameters are fragments of their own kind, without an identifier.)
func isTypeParameter(preciseIdentifier identifier: String) -> Bool {
    identifier.hasSuffix("Qa")
}
