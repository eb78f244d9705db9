import SwiftSyntax
import SwiftSyntaxMacros

/// Finds where a requirement is written, so that the failures of a mocked call point at its declaration.
///
/// Only the compiler knows a node's line (a macro sees its declaration, not the file), so this asks the
/// macro's expansion context. The file is not rendered: the runtime's `#fileID` and `#filePath` defaults,
/// evaluated in code a macro wrote, name the file of the macro's declaration.
struct DeclarationLocator {
    private let locate: (Syntax) -> (line: Int, column: Int)?

    /// Locates nodes of the declaration `context`'s macro is attached to.
    init(_ context: some MacroExpansionContext) {
        func lineAndColumn(_ node: Syntax) -> (line: Int, column: Int)? {
            guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID),
                let line = location.line.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
                let column = location.column.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) })
            else { return nil }
            return (line, column)
        }
        locate = { node in
            if let location = lineAndColumn(node) { return location }
            // swift-syntax 600's `BasicMacroExpansionContext` (the expansion tests' context) locates the
            // detached declaration a macro gets, but none of its descendants: place the node from there.
            let root = node.root
            guard root != node, let rootLocation = lineAndColumn(root) else { return nil }
            let converter = SourceLocationConverter(fileName: "", tree: root)
            let start = converter.location(for: root.positionAfterSkippingLeadingTrivia)
            let target = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            return (
                rootLocation.line + target.line - start.line,
                target.line == start.line ? rootLocation.column + target.column - start.column : target.column
            )
        }
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
        return "line: \(location.line), column: \(location.column)"
    }
}
