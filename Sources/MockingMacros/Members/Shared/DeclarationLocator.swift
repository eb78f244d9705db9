import SwiftSyntax
import SwiftSyntaxMacros

/// Finds where a requirement is written, so that the failures of a mocked call point at its declaration.
///
/// Only the compiler knows a node's line (a macro sees its declaration, not the file), so this asks the
/// macro's expansion context. The file is not rendered: the runtime's `#fileID` and `#filePath` defaults,
/// evaluated in code a macro wrote, name the file of the macro's declaration.
struct DeclarationLocator {
    private let locate: (Syntax) -> AbstractSourceLocation?

    /// Locates nodes of the declaration `context`'s macro is attached to.
    init(_ context: some MacroExpansionContext) {
        locate = { context.location(of: $0, at: .afterLeadingTrivia, filePathMode: .fileID) }
    }

    private init() {
        locate = { _ in nil }
    }

    /// Locates nothing; the runtime then points at the macro's declaration.
    static var none: DeclarationLocator { DeclarationLocator() }

    /// The arguments that tell a member where its requirement `node` is declared (`line: 12, column: 5`),
    /// or `nil` for a node that is not in a source file.
    func arguments(for node: some SyntaxProtocol) -> String? {
        guard let location = locate(Syntax(node)) else { return nil }
        return "line: \(location.line.trimmedDescription), column: \(location.column.trimmedDescription)"
    }
}
