import SwiftSyntax

/// Finds where a requirement is written, so that the failures of a mocked call point at its declaration.
///
/// A macro sees its declaration, not the file. In the code a macro writes, though, the compiler gives
/// `#line` and `#column` (and so the runtime's defaults) the place of the declaration the macro is attached
/// to: the keyword that introduces it, `protocol` for `@Mocked`, `func` or `static` for a member of a
/// `@MockedMembers` mock. A requirement is placed from there, as the lines below that keyword and its
/// column (`lineOffset: 3, column: 5`); a member of a hand-written mock is that declaration, and gets no
/// arguments. The file is not rendered either: `#fileID` and `#filePath` there name the declaration's.
/// (Asking the macro's expansion context instead costs more than the rest of a small expansion: it answers
/// with expressions it builds by parsing.)
struct DeclarationLocator {
    /// The tree of the keyword `#line` and `#column` point at, the keyword's place, and a converter for the
    /// lines and columns of that tree.
    private let anchor: (root: SyntaxIdentifier, start: SourceLocation, converter: SourceLocationConverter)?

    /// Locates the nodes of `keyword`'s tree, where `keyword` introduces the declaration the macro is attached
    /// to (`protocol`).
    init(introducedBy keyword: TokenSyntax) {
        let converter = SourceLocationConverter(fileName: "", tree: keyword.root)
        anchor = (keyword.root.id, converter.location(for: keyword.positionAfterSkippingLeadingTrivia), converter)
    }

    private init() {
        anchor = nil
    }

    /// Locates nothing: the runtime points at the declaration the macro is attached to.
    static var none: DeclarationLocator { DeclarationLocator() }

    /// The arguments that tell a member where its requirement `node` is declared (`lineOffset: 2, column: 5`),
    /// or `nil` where the defaults are right, or where `node` is not in the declaration's tree.
    func arguments(for node: some SyntaxProtocol) -> String? {
        guard let anchor, node.root.id == anchor.root else { return nil }
        let target = anchor.converter.location(for: node.positionAfterSkippingLeadingTrivia)
        guard target.line > anchor.start.line else {
            // On the keyword's line, after it: only the column differs.
            let columns = target.column - anchor.start.column
            return columns > 0 ? "column: #column + \(columns)" : nil
        }
        // Lines after the first of the tree are whole in it, so their columns are the file's.
        return "lineOffset: \(target.line - anchor.start.line), column: \(target.column)"
    }
}
