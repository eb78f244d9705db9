import SwiftDiagnostics
import SwiftSyntax

/// A problem the macros report, with a stable ID per rule.
///
/// Each rule is a static factory, so the wording of every message lives here and tests can name it.
struct MockingDiagnostic: DiagnosticMessage, Error {
    let id: String
    let message: String
    let severity: DiagnosticSeverity

    var diagnosticID: MessageID {
        MessageID(domain: "Mocking", id: id)
    }

    private init(_ id: String, _ message: String, severity: DiagnosticSeverity = .error) {
        self.id = id
        self.message = message
        self.severity = severity
    }
}

extension MockingDiagnostic {
    static func mockedRequiresProtocol(_ kind: String) -> Self {
        Self(
            "mockedRequiresProtocol",
            "'@Mocked' can only be applied to a protocol, not to \(kind); to mock it, declare a protocol of the members its callers use, make it conform, and apply '@Mocked' to the protocol"
        )
    }

    static func mockedOnExtension(_ extendedType: String) -> Self {
        Self(
            "mockedOnExtension",
            "'@Mocked' can only be applied to a protocol, not to an extension; apply it where '\(extendedType)' is declared, or, for a protocol of another module, have the package's 'mock' command write its mock"
        )
    }

    static func mockedMembersRequiresClassOrActor(_ kind: String) -> Self {
        Self(
            "mockedMembersRequiresClassOrActor",
            "'@MockedMembers' can only be applied to a class or an actor, not to \(kind); to mock a protocol, apply '@Mocked' to it"
        )
    }

    static func unsupportedArgumentValue(_ label: String, expected: String) -> Self {
        Self("unsupportedArgumentValue", "'\(label)' takes \(expected), written as a literal")
    }

    static func invalidCompilationCondition(_ condition: String) -> Self {
        Self(
            "invalidCompilationCondition",
            "'\(condition)' is not a condition '#if' takes; write it as after '#if', such as \"DEBUG && !SNAPSHOTS\""
        )
    }

    static func unsupportedMember(_ kind: String, reason: String) -> Self {
        Self(
            "unsupportedMember",
            "\(kind) \(reason) is not supported by '@Mocked'; declare the mock with '@MockedMembers' and write this member yourself"
        )
    }

    static func selfReferentialWhereRequirement(_ associatedType: String) -> Self {
        Self(
            "selfReferentialWhereRequirement",
            "a 'where' requirement that names 'Self' is not supported by '@Mocked': the mock would be a generic class whose requirements name the class itself, which Swift refuses; write the mock as a class marked '@MockedMembers' that gives \(associatedType) a type"
        )
    }

    static let distributedActorProtocol = Self(
        "distributedActorProtocol",
        "a protocol refining 'DistributedActor' is not supported by '@Mocked': its mock would have to be a distributed actor, with an actor system; declare a protocol of the calls your code makes and mock that, or write a distributed actor that conforms"
    )

    static func opaqueResult(_ type: String) -> Self {
        Self(
            "opaqueResult",
            "a protocol requirement cannot return '\(type)'; declare an associated type constrained as it is, return that, and '@Mocked' makes it the mock's generic parameter"
        )
    }

    static func parentTypeNamedInRequirement(_ name: String) -> Self {
        Self(
            "parentTypeNamedInRequirement",
            "'@Mocked' cannot see '\(name)', which this protocol does not declare; if a parent declares it, constrain it in this protocol's 'where' clause as the parent does (such as 'where \(name): SomeProtocol'), so that the mock can name it; if it is a module or a type, name its member through a type alias at file scope"
        )
    }

    static func memberMacroOutsideMock(_ macro: String) -> Self {
        Self(
            "memberMacroOutsideMock",
            "'@\(macro)' can only be used in a class or actor marked '@MockedMembers'; to mock a protocol, apply '@Mocked' to the protocol"
        )
    }

    static func requirementNamedLikeBackingProperty(_ name: String) -> Self {
        Self(
            "requirementNamedLikeBackingProperty",
            "'\(name)' is also the name of the backing property '@Mocked' gives the requirement '\(name.dropFirst())'; rename one of them, or declare the mock with '@MockedMembers' and '@MockableMethod(mockMethodName:)'"
        )
    }

    static func protocolNamedLikeModule(_ name: String) -> Self {
        Self(
            "protocolNamedLikeModule",
            "a protocol named '\(name)' is not supported by '@Mocked': it would hide the module '\(name)', which the mock's code names; rename the protocol"
        )
    }

    static func memberInsideIfConfig(_ kind: String) -> Self {
        Self(
            "memberInsideIfConfig",
            "'@MockedMembers' cannot give a body to a \(kind) inside '#if'; write its body, or apply '@Mocked' to the protocol, whose mock covers requirements inside '#if'"
        )
    }

    static func associatedTypeNamedLikeProtocol(_ name: String) -> Self {
        Self(
            "associatedTypeNamedLikeProtocol",
            "an associated type named like its protocol, '\(name)', is not supported by '@Mocked': it is the mock's generic parameter, which would hide the protocol the mock conforms to; rename the associated type or the protocol"
        )
    }

    static func requirementNamedLikeModule(_ name: String) -> Self {
        Self(
            "requirementNamedLikeModule",
            "a requirement named '\(name)' is not supported by '@Mocked': in the mock it would hide the module '\(name)', which the mock's code names; rename the requirement"
        )
    }

    static func mockableMethodRequiresFunction() -> Self {
        Self("mockableMethodRequiresFunction", "'@MockableMethod' can only be applied to a method")
    }

    static func mockablePropertyRequiresVariable() -> Self {
        Self(
            "mockablePropertyRequiresVariable",
            "'@MockableProperty' can only be applied to a 'var' with one name and a type annotation, such as 'var count: Int'"
        )
    }

    static func mockablePropertyNeedsKind() -> Self {
        Self(
            "mockablePropertyNeedsKind",
            "'@MockableProperty' needs the property's kind: '.readOnly', '.readOnly(.async)', '.readOnly(.throws)', '.readOnly(.async, .throws)' or '.readWrite'"
        )
    }

    static func mockablePropertyInObservable() -> Self {
        Self(
            "mockablePropertyInObservable",
            "'@MockableProperty' cannot record a property of an '@Observable' class, which moves the property into storage of its own; remove '@Observable' from the mock (a mock conforms to 'Observable' by declaring it: its requirements all have defaults)"
        )
    }

    static func mockableMemberHasBody(_ kind: String) -> Self {
        Self(
            "mockableMemberHasBody",
            "this \(kind) already has an implementation; remove it and '@MockedMembers' writes one that records calls"
        )
    }

    static func invalidMockMethodName(_ name: String) -> Self {
        Self("invalidMockMethodName", "'\(name)' is not a valid Swift identifier for a backing property")
    }

    static func unnamedParameterInHandWrittenMock(_ name: String) -> Self {
        Self(
            "unnamedParameterInHandWrittenMock",
            "the body '@MockedMembers' writes cannot read a parameter named '_'; name it, '\(name)' for example"
        )
    }

    static func backingNameClash(_ name: String, with other: String) -> Self {
        Self(
            "backingNameClash",
            "the backing property '\(name)' is also the name of \(other); rename one with '@MockableMethod(mockMethodName:)'"
        )
    }
}

extension Diagnostic {
    /// A member of a hand-written mock that has an implementation where the macro writes one: `node` is
    /// where the message points, and the fix-it replaces `original` by `fixed`, its implementation removed.
    static func memberHasImplementation(
        _ kind: String,
        at node: some SyntaxProtocol,
        replacing original: some SyntaxProtocol,
        with fixed: some SyntaxProtocol,
        fixIt: String
    ) -> Diagnostic {
        Diagnostic(
            node: Syntax(node),
            message: MockingDiagnostic.mockableMemberHasBody(kind),
            fixIt: FixIt(
                message: MockingFixIt(message: fixIt),
                changes: [.replace(oldNode: Syntax(original), newNode: Syntax(fixed))]
            )
        )
    }
}

/// A note that points at a declaration a diagnostic is about.
struct MockingNote: NoteMessage {
    let message: String

    var noteID: MessageID {
        MessageID(domain: "Mocking", id: "note")
    }
}

/// A fix-it message.
struct MockingFixIt: FixItMessage {
    let message: String

    var fixItID: MessageID {
        MessageID(domain: "Mocking", id: message)
    }
}

/// Problems collected while building a model, reported together at the end.
struct DiagnosticsCollector {
    private(set) var diagnostics: [Diagnostic] = []

    var isEmpty: Bool { diagnostics.isEmpty }

    mutating func error(
        _ message: MockingDiagnostic,
        at node: some SyntaxProtocol,
        notes: [(node: Syntax, message: String)] = [],
        fixIts: [FixIt] = []
    ) {
        diagnostics.append(
            Diagnostic(
                node: Syntax(node),
                message: message,
                notes: notes.map { Note(node: $0.node, message: MockingNote(message: $0.message)) },
                fixIts: fixIts
            )
        )
    }
}
