import SwiftParser
import SwiftSyntax

extension String {
    /// The name as an expression or declaration may use it: in backticks where Swift needs them (`` `in` ``,
    /// `` `default` ``, `` `self` ``), as it is otherwise. A name already in backticks is left alone.
    var escapedIdentifier: String {
        if hasPrefix("`") || isValidSwiftIdentifier(for: .variableName) { return self }
        return "`\(self)`"
    }
}
