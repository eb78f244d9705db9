import SwiftSyntaxMacrosGenericTestSupport
import TestSupport
import Testing

@testable import MockGenerator

/// Every message the macros can emit, from a source that provokes it: where it points, its notes, its
/// fix-its and the source they give.
@Suite("Diagnostics")
struct DiagnosticsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let message: String
        let line: Int
        let column: Int
        var notes: [Note] = []
        var fixIts: [String] = []
        /// The source after the first fix-it, when there is one.
        var fixedSource: String?

        struct Note: Sendable {
            let message: String
            let line: Int
            let column: Int
        }

        var testDescription: String { message }
    }

    static let unsupported =
        "is not supported by '@Mocked'; declare the mock with '@MockedMembers' and write this member yourself"

    static func selfReferentialWhere(_ associatedType: String) -> String {
        "a 'where' requirement that names 'Self' is not supported by '@Mocked': the mock would be a generic class whose requirements name the class itself, which Swift refuses; write the mock as a class marked '@MockedMembers' that gives \(associatedType) a type"
    }

    static let cases: [Case] = [
        Case(
            source: "@Mocked\nstruct Weather {}",
            message:
                "'@Mocked' can only be applied to a protocol, not to a struct; to mock it, declare a protocol of the members its callers use, make it conform, and apply '@Mocked' to the protocol",
            line: 1,
            column: 1
        ),
        Case(
            source: "@Mocked\nfinal class WeatherMock {}",
            message:
                "'@Mocked' can only be applied to a protocol, not to a class; to mock it, declare a protocol of the members its callers use, make it conform, and apply '@Mocked' to the protocol",
            line: 1,
            column: 1,
            fixIts: ["use '@MockedMembers' if this type is a test double: it turns the type itself into a mock"],
            fixedSource: "@MockedMembers\nfinal class WeatherMock {}"
        ),
        Case(
            source: "protocol Weather {}\n@Mocked\nextension Weather {}",
            message:
                "'@Mocked' can only be applied to a protocol, not to an extension; apply it where 'Weather' is declared, or, for a protocol of another module, have the package's 'mock' command write its mock",
            line: 2,
            column: 1
        ),
        Case(
            source: "@Mocked\nprotocol Maker {\n    func make() -> some Sequence\n}",
            message:
                "a protocol requirement cannot return 'some Sequence'; declare an associated type constrained as it is, return that, and '@Mocked' makes it the mock's generic parameter",
            line: 3,
            column: 20
        ),
        Case(
            source: "@Mocked\nprotocol Mocking {}",
            message:
                "a protocol named 'Mocking' is not supported by '@Mocked': it would hide the module 'Mocking', which the mock's code names; rename the protocol",
            line: 2,
            column: 10
        ),
        Case(
            source: "@Mocked\nprotocol Element {\n    associatedtype Element\n}",
            message:
                "an associated type named like its protocol, 'Element', is not supported by '@Mocked': it is the mock's generic parameter, which would hide the protocol the mock conforms to; rename the associated type or the protocol",
            line: 3,
            column: 20
        ),
        Case(
            source: "@Mocked\nprotocol Element: Sequence {}",
            message:
                "an associated type named like its protocol, 'Element', is not supported by '@Mocked': it is the mock's generic parameter, which would hide the protocol the mock conforms to; rename the associated type or the protocol",
            line: 2,
            column: 10
        ),
        Case(
            source: "@Mocked\nprotocol Greeter: DistributedActor {}",
            message:
                "a protocol refining 'DistributedActor' is not supported by '@Mocked': its mock would have to be a distributed actor, with an actor system; declare a protocol of the calls your code makes and mock that, or write a distributed actor that conforms",
            line: 2,
            column: 19
        ),
        Case(
            source: "@Mocked(compilationCondition: flag)\nprotocol P {}",
            message:
                "'compilationCondition' takes '.swiftMockingEnabled', '.debug', '.none', '.custom(\"FLAG\")' or a string, written as a literal",
            line: 1,
            column: 31
        ),
        Case(
            source: "@Mocked(compilationCondition: \"TESTING MOCKS\")\nprotocol P {}",
            message:
                "'TESTING MOCKS' is not a condition '#if' takes; write it as after '#if', such as \"DEBUG && !SNAPSHOTS\"",
            line: 1,
            column: 31
        ),
        Case(
            source: "@Mocked(compilationCondition: .custom(\"DEBUG + 1\"))\nprotocol P {}",
            message:
                "'DEBUG + 1' is not a condition '#if' takes; write it as after '#if', such as \"DEBUG && !SNAPSHOTS\"",
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
            source: "@Mocked\nprotocol P {\n    func take<T: ~Copyable>() -> T\n}",
            message: "a method returning a non-copyable or non-escapable type \(unsupported)",
            line: 3,
            column: 34
        ),
        Case(
            // The closure that gives the result takes a type parameter, which the mock could not answer.
            source: "@Mocked\nprotocol P {\n    func with<T, R: ~Copyable>(_ value: T, _ body: (T) -> R) -> R\n}",
            message: "a method returning a non-copyable or non-escapable type \(unsupported)",
            line: 3,
            column: 65
        ),
        Case(
            source: "@Mocked\nprotocol P {\n    var lock: Mutex<Int> { get }\n}",
            message: "a property of a non-copyable or non-escapable type \(unsupported)",
            line: 3,
            column: 15
        ),
        Case(
            source: "@Mocked\nprotocol Key where Pair.PublicKey == Self {\n    associatedtype Pair: KeyPair\n}",
            message: selfReferentialWhere("'Pair'"),
            line: 2,
            column: 38
        ),
        // The associated type is named on the side without `Self`, also behind `Self.`.
        Case(
            source: "@Mocked\nprotocol Iterable: Pathable where Self.Paths.Element == Partial<Self> {}",
            message: selfReferentialWhere("'Paths'"),
            line: 2,
            column: 65
        ),
        Case(
            source: "@Mocked\nprotocol Key {\n    associatedtype Pair: KeyPair where Pair.PublicKey == Self\n}",
            message: "an associated type whose requirements name 'Self' (the mock's own type) \(unsupported)",
            line: 3,
            column: 58
        ),
        // A parent's associated type named in a requirement the mock repeats: the mock cannot name it.
        Case(
            source:
                "@Mocked\nprotocol Wrapper: Holder {\n    associatedtype Box: Storage where Box.Value == Rep.Value?\n}",
            message:
                "'@Mocked' cannot see 'Rep', which this protocol does not declare; if a parent declares it, constrain it in this protocol's 'where' clause as the parent does (such as 'where Rep: SomeProtocol'), so that the mock can name it; if it is a module or a type, name its member through a type alias at file scope",
            line: 3,
            column: 52
        ),
        Case(
            source:
                "@Mocked\nprotocol Wrapper: Holder where Box.Value == Self.Rep {\n    associatedtype Box: Storage\n}",
            message:
                "'@Mocked' cannot see 'Rep', which this protocol does not declare; if a parent declares it, constrain it in this protocol's 'where' clause as the parent does (such as 'where Rep: SomeProtocol'), so that the mock can name it; if it is a module or a type, name its member through a type alias at file scope",
            line: 2,
            column: 50
        ),
        Case(
            source: "@Mocked\nprotocol P {\n    #if DEBUG\n    associatedtype Debug\n    #endif\n}",
            message: "an associated type inside '#if' \(unsupported)",
            line: 4,
            column: 5
        ),
        Case(
            source: "@Mocked\nprotocol P {\n    var a, b: Int { get }\n}",
            message: "a property declaration with several names \(unsupported)",
            line: 3,
            column: 5
        ),
        Case(
            source: "@Mocked\nprotocol P {\n    var count: Int\n}",
            message: "a property without '{ get }' or '{ get set }' \(unsupported)",
            line: 3,
            column: 9
        ),
        Case(
            source: "@Mocked\nprotocol P {\n    subscript(index: Int) -> Int\n}",
            message: "a subscript without '{ get }' or '{ get set }' \(unsupported)",
            line: 3,
            column: 5
        ),
        Case(
            source: "@Mocked\nprotocol P {\n    struct Nested {}\n}",
            message: "this declaration in a protocol \(unsupported)",
            line: 3,
            column: 5
        ),
        Case(
            source: "@Mocked\nprotocol P {\n    subscript<each T>(values: repeat each T) -> Int { get }\n}",
            message: "a subscript with a type parameter pack ('each T') \(unsupported)",
            line: 3,
            column: 5
        ),
        Case(
            source: "@Mocked\nprotocol P {\n    init<each T>(values: repeat each T)\n}",
            message: "an initializer requirement with a type parameter pack ('each T') \(unsupported)",
            line: 3,
            column: 5
        ),
        Case(
            source: "@Mocked\nprotocol P {\n    func all<each T>(_ values: repeat each T)\n}",
            message: "a generic method with a type parameter pack ('each T') \(unsupported)",
            line: 3,
            column: 10
        ),
        Case(
            source: "@Mocked\nprotocol P {\n    var count: Int { get }\n    var _count: Int { get }\n}",
            message:
                "'_count' is also the name of the backing property '@Mocked' gives the requirement 'count'; rename one of them, or declare the mock with '@MockedMembers' and '@MockableMethod(mockMethodName:)'",
            line: 4,
            column: 5,
            notes: [.init(message: "'_count' is the backing property of this requirement", line: 3, column: 5)]
        ),
        Case(
            source: "@Mocked\nprotocol P {\n    func Swift() -> Int\n}",
            message:
                "a requirement named 'Swift' is not supported by '@Mocked': in the mock it would hide the module 'Swift', which the mock's code names; rename the requirement",
            line: 3,
            column: 5
        ),
        Case(
            source: "@MockedMembers\nfinal class MakerMock {\n    func make() -> some Sequence\n}",
            message: "a method returning 'some Sequence' \(unsupported)",
            line: 3,
            column: 20
        ),
        Case(
            source:
                "@MockedMembers\nfinal class FeedMock {\n    @MockableProperty(.readOnly)\n    var items: some Sequence<Int>\n}",
            message: "a property of type 'some Sequence<Int>' \(unsupported)",
            line: 4,
            column: 16
        ),
        Case(
            source: "@MockedMembers\nstruct WeatherMock {}",
            message:
                "'@MockedMembers' can only be applied to a class or an actor, not to a struct; to mock a protocol, apply '@Mocked' to it",
            line: 1,
            column: 1
        ),
        Case(
            source: "@MockedMembers\nprotocol Weather {}",
            message:
                "'@MockedMembers' can only be applied to a class or an actor, not to a protocol; to mock a protocol, apply '@Mocked' to it",
            line: 1,
            column: 1,
            fixIts: ["use '@Mocked'"],
            fixedSource: "@Mocked\nprotocol Weather {}"
        ),
        Case(
            source: "protocol P {\n    @MockableMethod func run()\n}",
            message:
                "'@MockableMethod' can only be used in a class or actor marked '@MockedMembers'; to mock a protocol, apply '@Mocked' to the protocol",
            line: 2,
            column: 5
        ),
        Case(
            source: "final class M {\n    @MockableProperty(.readOnly) var count: Int\n}",
            message:
                "'@MockableProperty' can only be used in a class or actor marked '@MockedMembers'; to mock a protocol, apply '@Mocked' to the protocol",
            line: 2,
            column: 5
        ),
        Case(
            source: "@MockedMembers\nfinal class M {\n    @MockableMethod var count: Int { 1 }\n}",
            message: "'@MockableMethod' can only be applied to a method",
            line: 3,
            column: 5
        ),
        Case(
            source: "@MockedMembers\nfinal class M {\n    @MockableMethod func run() { print(1) }\n}",
            message:
                "this method already has an implementation; remove it and '@MockedMembers' writes one that records calls",
            line: 3,
            column: 26,
            fixIts: ["remove the body"],
            fixedSource: "@MockedMembers\nfinal class M {\n    @MockableMethod func run()\n}"
        ),
        Case(
            source: "@MockedMembers\nfinal class M {\n    @MockableProperty(.readOnly) var count: Int = 1\n}",
            message:
                "this property already has an implementation; remove it and '@MockedMembers' writes one that records calls",
            line: 3,
            column: 38,
            fixIts: ["remove the implementation"],
            fixedSource: "@MockedMembers\nfinal class M {\n    @MockableProperty(.readOnly) var count: Int\n}"
        ),
        Case(
            source: "@MockedMembers\nfinal class M {\n    func send(to _: String)\n}",
            message: "the body '@MockedMembers' writes cannot read a parameter named '_'; name it, 'to' for example",
            line: 3,
            column: 18,
            fixIts: ["name it 'to'"],
            fixedSource: "@MockedMembers\nfinal class M {\n    func send(to: String)\n}"
        ),
        Case(
            source: "@MockedMembers\nfinal class M {\n    init(_: Int)\n}",
            message:
                "the body '@MockedMembers' writes cannot read a parameter named '_'; name it, 'value1' for example",
            line: 3,
            column: 10,
            fixIts: ["name it 'value1'"],
            fixedSource: "@MockedMembers\nfinal class M {\n    init(_ value1: Int)\n}"
        ),
        Case(
            source: "@MockedMembers\nfinal class M {\n    #if os(Linux)\n    func watch()\n    #endif\n}",
            message:
                "'@MockedMembers' cannot give a body to a method inside '#if'; write its body, or apply '@Mocked' to the protocol, whose mock covers requirements inside '#if'",
            line: 4,
            column: 10
        ),
        Case(
            source: "@MockedMembers\nfinal class M {\n    @MockableMethod(mockMethodName: \"not valid\") func run()\n}",
            message: "'not valid' is not a valid Swift identifier for a backing property",
            line: 3,
            column: 5
        ),
        Case(
            source: "@MockedMembers\nfinal class M {\n    @MockableProperty var count: Int\n}",
            message:
                "'@MockableProperty' needs the property's kind: '.readOnly', '.readOnly(.async)', '.readOnly(.throws)', '.readOnly(.async, .throws)' or '.readWrite'",
            line: 3,
            column: 5,
            fixIts: ["use '@MockableProperty(.readOnly)'", "use '@MockableProperty(.readWrite)'"],
            fixedSource: "@MockedMembers\nfinal class M {\n    @MockableProperty(.readOnly) var count: Int\n}"
        ),
        Case(
            source: "@Observable @MockedMembers\nfinal class M {\n    @MockableProperty(.readWrite) var count: Int\n}",
            message:
                "'@MockableProperty' cannot record a property of an '@Observable' class, which moves the property into storage of its own; remove '@Observable' from the mock (a mock conforms to 'Observable' by declaring it: its requirements all have defaults)",
            line: 3,
            column: 5
        ),
        Case(
            source: "@MockedMembers\nfinal class M {\n    @MockableProperty(.readOnly) let count: Int\n}",
            message:
                "'@MockableProperty' can only be applied to a 'var' with one name and a type annotation, such as 'var count: Int'",
            line: 3,
            column: 5
        ),
        Case(
            source:
                "@MockedMembers\nfinal class M {\n    @MockableMethod(mockMethodName: \"load\") func fetch(id: Int)\n    @MockableMethod(mockMethodName: \"load\") func fetch(email: String)\n}",
            message:
                "the backing property '_load' is also the name of the backing property of the method 'fetch(id:)'; rename one with '@MockableMethod(mockMethodName:)'",
            line: 4,
            column: 5,
            notes: [.init(message: "the method 'fetch(id:)' is declared here", line: 3, column: 5)]
        ),
        Case(
            source: "@MockedMembers\nfinal class M {\n    func _fetch() {}\n    func fetch()\n}",
            message:
                "the backing property '_fetch' is also the name of the method '_fetch()'; rename one with '@MockableMethod(mockMethodName:)'",
            line: 4,
            column: 5,
            notes: [.init(message: "the method '_fetch()' is declared here", line: 3, column: 5)]
        ),
    ]

    @Test("each message, with its notes and fix-its", arguments: cases)
    func diagnostic(_ testCase: Case) {
        var failures: [String] = []
        assertMacroExpansion(
            testCase.source,
            expandedSource: "",
            diagnostics: [
                DiagnosticSpec(
                    message: testCase.message,
                    line: testCase.line,
                    column: testCase.column,
                    notes: testCase.notes.map { NoteSpec(message: $0.message, line: $0.line, column: $0.column) },
                    fixIts: testCase.fixIts.map { FixItSpec(message: $0) }
                )
            ],
            macroSpecs: mockingMacros,
            applyFixIts: testCase.fixIts.isEmpty ? nil : [testCase.fixIts[0]],
            fixedSource: testCase.fixedSource,
            failureHandler: { failures.append($0.message) }
        )
        // Only the diagnostics and fixed sources are under test here, not the expansion.
        let diagnosticFailures = failures.filter { !$0.lowercased().contains("expanded source") }
        #expect(diagnosticFailures.isEmpty, "\(diagnosticFailures)")
    }

    @Test("a condition '#if' takes passes: names, platform conditions, '!', '&&', '||', parentheses")
    func compilationConditions() {
        for condition in [
            "DEBUG", "DEBUG && !SNAPSHOTS", "(A || B) && os(Linux)", "canImport(Testing)", "swift(>=6.0)",
        ] {
            #expect(MockOptions.isCompilationCondition(condition), "\(condition)")
        }
        for condition in ["A B", "A +", "A + B", "a.b", "\"A\"", "A ?? B"] {
            #expect(!MockOptions.isCompilationCondition(condition), "\(condition)")
        }
    }

    @Test("every message troubleshooting.md lists, with its note, is one of these cases, word for word")
    func documentedMessages() throws {
        let text = try PackageLocations.text(of: "Documentation/troubleshooting.md")
        let section = try #require(text.firstRange(of: "## Macro diagnostics").map { text[$0.upperBound...] })
        let macroSection = section[..<(section.firstRange(of: "\n## ")?.lowerBound ?? section.endIndex)]
        // A table row starts with the message in code; in a table whose second column is "note", that
        // column holds the note in code.
        var rowCount = 0
        var hasNoteColumn = false
        let messages = Set(Self.cases.map(\.message))
        let notes = Set(Self.cases.flatMap { $0.notes.map(\.message) })
        for line in macroSection.split(separator: "\n") where line.hasPrefix("| ") {
            let columns = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard columns[0].hasPrefix("`") else {
                hasNoteColumn = columns.count > 1 && columns[1] == "note"
                continue
            }
            rowCount += 1
            let message = String(columns[0].dropFirst().prefix { $0 != "`" })
            #expect(messages.contains(message), "documented but not tested: \(message)")
            if hasNoteColumn, columns[1].hasPrefix("`") {
                let note = String(columns[1].dropFirst().prefix { $0 != "`" })
                #expect(notes.contains(note), "documented note not tested: \(note)")
            }
        }
        #expect(rowCount == 40)
    }
}
