import SwiftParser
import SwiftSyntax

/// The keywords that cannot name a variable without backticks (`in`, `as`, `default`, `self`, …), found
/// once by asking swift-syntax's parser about each keyword it knows.
private let reservedNames: Set<String> = Set(
    (0...UInt8.max).compactMap(Keyword.init(rawValue:))
        .map { TokenSyntax.keyword($0).text }
        .filter { !$0.isValidSwiftIdentifier(for: .variableName) }
)

extension String {
    /// The name as an expression or declaration may use it: in backticks where Swift needs them (`` `in` ``,
    /// `` `default` ``, `` `self` ``), as it is otherwise. A name already in backticks is left alone.
    var escapedIdentifier: String {
        reservedNames.contains(self) ? "`\(self)`" : self
    }
}
