import SwiftSyntax

/// A declaration whose text is `text`, given as it is, without parsing it.
///
/// A macro plugin hands its expansion to the compiler as text, which the compiler parses; parsing the
/// generated mock in the plugin too, only to print it again, was the largest part of the plugin's time.
/// The generator's output is checked by the expansion tests, which parse it, and by the integration
/// tests, which compile it.
func verbatimDecl(_ text: String) -> DeclSyntax {
    DeclSyntax(MissingDeclSyntax(placeholder: .identifier(text)))
}
