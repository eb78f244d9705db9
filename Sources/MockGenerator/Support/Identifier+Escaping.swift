/// The words that cannot name a variable without backticks, and `await`, which would start an expression
/// where the generated code passes an argument. `IdentifierEscapingTests` checks this list against
/// swift-syntax's parser (`isValidSwiftIdentifier(for: .variableName)`) for every keyword it knows; asking
/// the parser in the plugin instead cost about a second per plugin process in debug builds.
let reservedNames: Set<String> = [
    "Any", "Self", "as", "associatedtype", "await", "break", "case", "catch", "class", "continue",
    "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
    "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator",
    "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "static",
    "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where",
    "while",
]

extension String {
    /// The name as an expression or declaration may use it: in backticks where Swift needs them (`` `in` ``,
    /// `` `default` ``, `` `self` ``), as it is otherwise. A name already in backticks is left alone.
    var escapedIdentifier: String {
        reservedNames.contains(self) ? "`\(self)`" : self
    }
}
