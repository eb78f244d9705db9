import SwiftSyntax
import SwiftSyntaxMacros

/// Finds where a requirement is written, so that the failures of a mocked call point at its declaration.
///
/// Only the compiler knows a node's line (a macro sees its declaration, not the file), so this asks the
/// macro's expansion context — once per syntax tree that is in a source file: the context answers with expressions it builds by
/// parsing (`AbstractSourceLocation`), which cost more than the rest of a small expansion together. Every
/// other node is placed from its tree's root. The file is not rendered: the runtime's `#fileID` and
/// `#filePath` defaults, evaluated in code a macro wrote, name the file of the macro's declaration.
struct DeclarationLocator {
    private let locate: (Syntax) -> (line: Int, column: Int)?

    /// Locates nodes of the declaration `context`'s macro is attached to.
    init(_ context: some MacroExpansionContext) {
        let placedRoots = PlacedRoots()
        locate = { node in
            let root = node.root
            guard let placed = placedRoots.placed(root, by: context) else { return nil }
            let start = placed.converter.location(for: root.positionAfterSkippingLeadingTrivia)
            let target = placed.converter.location(for: node.positionAfterSkippingLeadingTrivia)
            // Lines after the root's first keep their columns: the tree holds them whole.
            return (
                placed.line + target.line - start.line,
                target.line == start.line ? placed.column + target.column - start.column : target.column
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

/// The trees a ``DeclarationLocator`` has placed: where the context says each root starts, and a converter
/// for the lines and columns within it.
private final class PlacedRoots {
    struct Placed {
        let line: Int
        let column: Int
        let converter: SourceLocationConverter
    }

    private var placed: [SyntaxIdentifier: Placed] = [:]

    /// Where `root` starts, asked of `context` the first time; `nil` for a tree that is not in a source file.
    func placed(_ root: Syntax, by context: some MacroExpansionContext) -> Placed? {
        if let known = placed[root.id] { return known }
        guard let location = context.location(of: root, at: .afterLeadingTrivia, filePathMode: .fileID),
            let line = location.line.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
            let column = location.column.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) })
        else { return nil }
        let new = Placed(line: line, column: column, converter: SourceLocationConverter(fileName: "", tree: root))
        placed[root.id] = new
        return new
    }
}
