import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@testable import MockGenerator

/// The macros under test, by the name they are used with.
let mockingMacros: [String: MacroSpec] = [
    "Mocked": MacroSpec(type: MockedMacro.self),
    "MockedMembers": MacroSpec(type: MockedMembersMacro.self, conformances: ["Mock"]),
    "MockableMethod": MacroSpec(type: MockableMethodMacro.self),
    "__MockedMember": MacroSpec(type: MockedMemberMacro.self),
    "MockableProperty": MacroSpec(type: MockablePropertyMacro.self),
]

/// Expands the macros of `source` and checks the result and the diagnostics.
func assertMocked(
    _ source: String,
    expandsTo expandedSource: String,
    diagnostics: [DiagnosticSpec] = [],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertMacroExpansion(
        source,
        expandedSource: expandedSource,
        diagnostics: diagnostics,
        macroSpecs: mockingMacros,
        indentationWidth: .spaces(4),
        failureHandler: { failure in
            Issue.record(
                Comment(rawValue: failure.message),
                sourceLocation: SourceLocation(
                    fileID: failure.location.fileID,
                    filePath: failure.location.filePath,
                    line: failure.location.line,
                    column: failure.location.column
                )
            )
        },
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
    )
}

/// Expands `@Mocked(compilationCondition: .none) protocol P { <requirements> }` and checks the members of
/// the mock class after its `init()` and `__mockMembers`, and of the protocol extension (`nil`: the protocol
/// gets none).
func assertMockedMembers(
    _ requirements: String,
    classMembers: String,
    extensionMembers: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
    }
    let protocolDecl = "protocol P {\n\(indented(requirements))\n}"
    let extensionDecl = extensionMembers.map { "\n\nextension P where Self: Mocking.Mock {\n\(indented($0))\n}" } ?? ""
    assertMocked(
        "@Mocked(compilationCondition: .none)\n" + protocolDecl,
        expandsTo: """
            \(protocolDecl)

            final class PMock: P, Mocking.Mock {
                init() {}
                nonisolated let __mockMembers = Mocking.__MockMembers()
            \(indented(classMembers))
            }\(extensionDecl)
            """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
    )
}
