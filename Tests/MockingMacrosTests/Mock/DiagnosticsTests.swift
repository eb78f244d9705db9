import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Every rule's message, from a source that breaks it. Each case is the source and the one message it
/// must produce, at the line and column given.
@Suite("Diagnostics")
struct DiagnosticsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let message: String
        let line: Int
        let column: Int

        var testDescription: String { message }
    }

    static let cases: [Case] = [
        Case(
            source: "@Mocked\nstruct Weather {}",
            message:
                "'@Mocked' can only be applied to a protocol, not to a struct; to mock a class or actor you write yourself, use '@MockedMembers'",
            line: 1,
            column: 1
        ),
        Case(
            source: "@Mocked(conditon: .debug)\nprotocol P {}",
            message:
                "'@Mocked' has no argument 'conditon'; its arguments are 'compilationCondition:', 'sendableConformance:' and 'strict:'",
            line: 1,
            column: 9
        ),
        Case(
            source: "@Mocked(compilationCondition: flag)\nprotocol P {}",
            message:
                "'compilationCondition' takes '.swiftMockingEnabled', '.debug', '.none', '.custom(\"FLAG\")' or a string, written as a literal",
            line: 1,
            column: 31
        ),
        Case(
            source: "@Mocked(sendableConformance: .maybe)\nprotocol P {}",
            message: "'sendableConformance' takes '.checked' or '.unchecked', written as a literal",
            line: 1,
            column: 30
        ),
        Case(
            source: "@Mocked(strict: isStrict)\nprotocol P {}",
            message: "'strict' takes 'true' or 'false', written as a literal",
            line: 1,
            column: 17
        ),
        Case(
            source: "@Mocked\nprotocol P {\n    #if DEBUG\n    func debugOnly()\n    #endif\n}",
            message:
                "a requirement inside '#if' is not supported by '@Mocked'; declare the mock with '@MockedMembers' and write this member yourself",
            line: 3,
            column: 5
        ),
        Case(
            source: "@Mocked\nprotocol P {\n    var count: Int { get }\n    var _count: Int { get }\n}",
            message:
                "'_count' is also the name of the backing property '@Mocked' gives the requirement 'count'; rename one of them, or declare the mock with '@MockedMembers' and '@MockableMethod(mockMethodName:)'",
            line: 4,
            column: 5
        ),
        Case(
            source: "@MockedMembers\nstruct WeatherMock {}",
            message:
                "'@MockedMembers' can only be applied to a class or an actor, not to a struct; to mock a protocol, apply '@Mocked' to it",
            line: 1,
            column: 1
        ),
        Case(
            source: "protocol P {\n    @MockableMethod func run()\n}",
            message:
                "'@MockableMethod' can only be used in a class or actor marked '@MockedMembers'; to mock a protocol, apply '@Mocked' to the protocol",
            line: 2,
            column: 5
        ),
        Case(
            source: "final class M {\n    @MockableMethod func run() {}\n}",
            message:
                "this method already has an implementation; remove it and '@MockedMembers' writes one that records calls",
            line: 2,
            column: 26
        ),
        Case(
            source: "final class M {\n    @MockableMethod(mockMethodName: \"not valid\") func run()\n}",
            message: "'not valid' is not a valid Swift identifier for a backing property",
            line: 2,
            column: 5
        ),
        Case(
            source: "final class M {\n    @MockableProperty var count: Int\n}",
            message:
                "'@MockableProperty' needs the property's kind: '.readOnly', '.readOnly(.async)', '.readOnly(.throws)', '.readOnly(.async, .throws)' or '.readWrite'",
            line: 2,
            column: 5
        ),
        Case(
            source: "final class M {\n    @MockableProperty(.readOnly) let count: Int\n}",
            message:
                "'@MockableProperty' can only be applied to a 'var' with one name and a type annotation, such as 'var count: Int'",
            line: 2,
            column: 5
        ),
        Case(
            source:
                "@MockedMembers\nfinal class M {\n    @MockableMethod func fetch(id: Int)\n    @MockableMethod func fetch(email: String)\n}",
            message:
                "the backing property '_fetch' is also the name of the method 'fetch'; rename one with '@MockableMethod(mockMethodName:)'",
            line: 4,
            column: 5
        ),
    ]

    @Test("each rule's message", arguments: cases)
    func diagnostic(_ testCase: Case) {
        var failures: [String] = []
        assertMacroExpansion(
            testCase.source,
            expandedSource: "",
            diagnostics: [DiagnosticSpec(message: testCase.message, line: testCase.line, column: testCase.column)],
            macroSpecs: mockingMacros,
            failureHandler: { failures.append($0.message) }
        )
        // Only the diagnostics are under test here, not the expansion.
        let diagnosticFailures = failures.filter { !$0.lowercased().contains("expanded source") }
        #expect(diagnosticFailures.isEmpty, "\(diagnosticFailures)")
    }
}
