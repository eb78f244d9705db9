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
/// the mock class and of the protocol extension, and the lines of `__MockedMembers_P.InPlace`'s initializer,
/// which name its fields (each written without indentation); `staticMemberSlots`: the number of slots of
/// the mock's `__staticMemberSlots`, which a mock with static requirements declares.
func assertMockedMembers(
    _ requirements: String,
    staticMemberSlots: Int? = nil,
    classMembers: String,
    extensionMembers: String? = nil,
    inPlaceReads: String = "",
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
    // The fields are what the initializer assigns, each an unretained reference, inside the same `#if`s.
    let reads = inPlaceReads.isEmpty ? [] : inPlaceReads.split(separator: "\n").map(String.init)
    let group =
        (["enum __MockedMembers_P {", "    struct InPlace: @unchecked Swift.Sendable {"]
        + reads.map {
            $0.hasPrefix("#")
                ? "        " + $0
                : "        nonisolated(unsafe) let \($0.prefix { $0 != " " }): Swift.Unmanaged<Swift.AnyObject>"
        }
        + ["        nonisolated init(_ registry: Mocking.__MockMemberRegistry) {"]
        + reads.map { "            " + $0 }
        + [
            "        }",
            "        nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {",
            "            return nil",
            "        }",
            "    }",
            "}",
        ]).joined(separator: "\n")
    let slots =
        staticMemberSlots.map {
            "    private nonisolated static let __staticMemberSlots = Mocking.__StaticMemberSlots(count: \($0))\n"
        } ?? ""
    assertMocked(
        "@Mocked(compilationCondition: .none)\n" + protocolDecl,
        expandsTo: """
            \(protocolDecl)

            final class PMock: P, Mocking.Mock {
                init() {
                }
                let __mockMembers = Mocking.__MockMembers()
            \(slots)\(indented(classMembers))
            }

            \(group)

            protocol __Mocked_P: P {
                init(__mocking: Swift.Void)
            }\(extensionDecl)
            """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
    )
}
