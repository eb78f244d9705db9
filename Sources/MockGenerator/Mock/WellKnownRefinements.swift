import SwiftSyntax

/// Standard-library protocols a mock satisfies by itself when the mocked protocol refines them.
///
/// - Members written in the mock, and from the runtime's extensions of `Mocking.Mock` constrained to each
///   protocol when they come through a mocked parent: `Equatable`, `Hashable` and `Comparable` (by
///   identity), `CustomStringConvertible` and `CustomDebugStringConvertible` (the type's name).
/// - Mockable requirements, like the protocol's own: `Encodable` and `Decodable` (`_encode`, `_init`),
///   `RawRepresentable` (`_rawValue`, `_init`), `CodingKey` (`_stringValue`, `_intValue`, `_initStringValue`,
///   `_initIntValue`), `CaseIterable` (`_allCases`), `AdditiveArithmetic` (`_zero`, `_operatorPlus`, `_operatorMinus`),
///   `Numeric` and `SignedNumeric` (`init?(exactly:)`, `magnitude`, `*`, `*=`; the mock's `Magnitude`), `Sequence`
///   (`makeIterator() -> AnyIterator<Element>`, or `-> Iterator` when the protocol names that type),
///   `IteratorProtocol` and `AsyncIteratorProtocol` (`_next`), `RandomNumberGenerator` (`_next`), `Collection`
///   (`_startIndex`, `_endIndex`, `_subscript`, `_index`), `MutableCollection` (its `_subscript` with a
///   setter), `BidirectionalCollection` and `RandomAccessCollection` (`_indexAfter` and `_indexBefore`),
///   `AsyncSequence` (`makeAsyncIterator()` returning an `AsyncThrowingStream`'s iterator, an `AsyncStream`'s
///   when `Failure == Never`, or the named iterator type), `Identifiable` with a pinned or restated `ID`
///   (`_id`), `ContiguousBytes` (`_withUnsafeBytes`), executors (`_enqueue`, the job not recorded),
///   `TextOutputStream` (`_write`), `TextOutputStreamable` (`_write`, the target erased) and the literal
///   protocols (`init(integerLiteral:)` from `Int`, …, `init(arrayLiteral:)`; `ExpressibleByStringInterpolation`
///   through `init(stringLiteral:)`).
/// - `CustomReflectable`: a mirror without children, written in the mock and from the runtime's extension.
/// - Nothing: `Sendable`, `AnyObject`, `Actor`, `Identifiable` otherwise (by `ObjectIdentifier`), `Error`,
///   `NSObjectProtocol` (by the mock's `NSObject` superclass), and protocols whose requirements all have
///   defaults (`LocalizedError`, `ObservableObject`, `Observable`).
struct WellKnownRefinements {
    let names: Set<String>

    init(_ inheritedTypes: [String]) {
        var names = Set(inheritedTypes.map(\.droppingSwiftModule))
        var unvisited = Array(names)
        while let name = unvisited.popLast() {
            for parent in Self.parents[name] ?? [] where names.insert(parent).inserted {
                unvisited.append(parent)
            }
        }
        self.names = names
    }

    /// The standard-library protocols that these directly refine, whose members the mock declares for them
    /// too (and for their parents, in turn).
    private static let parents: [String: [String]] = [
        "Hashable": ["Equatable"], "Comparable": ["Equatable"], "AdditiveArithmetic": ["Equatable"],
        "CodingKey": ["CustomStringConvertible", "CustomDebugStringConvertible"],
        "BidirectionalCollection": ["Collection"], "RandomAccessCollection": ["BidirectionalCollection"],
        "MutableCollection": ["Collection"], "ExpressibleByStringInterpolation": ["ExpressibleByStringLiteral"],
        "Numeric": ["AdditiveArithmetic", "ExpressibleByIntegerLiteral"], "SignedNumeric": ["Numeric"],
    ]

    /// The requirements of standard-library protocols that the mock declares like the protocol's own, in
    /// the order it declares them: each entry's declarations for a protocol that lists any of its names.
    /// A literal protocol's initializer takes a standard type, which fixes the literal type; an executor's
    /// job is not recorded (it cannot be copied), and declaring `enqueue` also settles which of the
    /// standard library's and a mocked parent's defaults would apply.
    private static let declaredRequirements: [(protocols: Set<String>, declarations: [String])] = [
        (["Encodable", "Codable"], ["func encode(to encoder: any Swift.Encoder) throws"]),
        (["Decodable", "Codable"], ["init(from decoder: any Swift.Decoder) throws"]),
        (["RawRepresentable"], ["var rawValue: RawValue { get }", "init?(rawValue: RawValue)"]),
        (
            ["CodingKey"],
            [
                "var stringValue: Swift.String { get }", "init?(stringValue: Swift.String)",
                "var intValue: Swift.Int? { get }", "init?(intValue: Swift.Int)",
            ]
        ),
        (
            ["Executor", "SerialExecutor", "TaskExecutor", "_Concurrency.SerialExecutor"],
            ["func enqueue(_ job: consuming ExecutorJob)"]
        ),
        (["Sequence"], ["func makeIterator() -> Swift.AnyIterator<Element>"]),
        (["IteratorProtocol"], ["func next() -> Element?"]),
        (["AsyncIteratorProtocol", "_Concurrency.AsyncIteratorProtocol"], ["func next() async throws -> Element?"]),
        (["RandomNumberGenerator"], ["func next() -> Swift.UInt64"]),
        // Declared instead of `Collection`'s read-only subscript.
        (["MutableCollection"], ["subscript(position: Index) -> Element { get set }"]),
        // A collection is iterated by its indices, with the standard library's iterator.
        (
            ["Collection"],
            [
                "var startIndex: Index { get }", "var endIndex: Index { get }",
                "subscript(position: Index) -> Element { get }", "func index(after i: Index) -> Index",
            ]
        ),
        (["BidirectionalCollection"], ["func index(before i: Index) -> Index"]),
        (
            ["AsyncSequence"],
            [throwingAsyncIteratorMaker]
        ),
        (
            ["ContiguousBytes", "Foundation.ContiguousBytes"],
            ["func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R"]
        ),
        (["ExpressibleByBooleanLiteral"], ["init(booleanLiteral value: Swift.Bool)"]),
        (["ExpressibleByFloatLiteral"], ["init(floatLiteral value: Swift.Double)"]),
        (["ExpressibleByIntegerLiteral"], ["init(integerLiteral value: Swift.Int)"]),
        (["ExpressibleByNilLiteral"], ["init(nilLiteral: ())"]),
        (["ExpressibleByArrayLiteral"], ["init(arrayLiteral elements: ArrayLiteralElement...)"]),
        (["TextOutputStream"], ["func write(_ string: Swift.String)"]),
        (["TextOutputStreamable"], ["func write<Target: Swift.TextOutputStream>(to target: inout Target)"]),
        (["ExpressibleByStringLiteral"], ["init(stringLiteral value: Swift.String)"]),
        (["CaseIterable"], ["static var allCases: [Self] { get }"]),
        // `+=` and `-=` have the standard library's defaults, which call these.
        (
            ["AdditiveArithmetic"],
            [
                "static var zero: Self { get }", "static func + (lhs: Self, rhs: Self) -> Self",
                "static func - (lhs: Self, rhs: Self) -> Self",
            ]
        ),
        // `SignedNumeric`'s prefix `-` and `negate()` have the standard library's defaults.
        (
            ["Numeric"],
            [
                "init?<T: Swift.BinaryInteger>(exactly source: T)", "var magnitude: Magnitude { get }",
                "static func * (lhs: Self, rhs: Self) -> Self", "static func *= (lhs: inout Self, rhs: Self)",
            ]
        ),
    ]

    /// `AsyncSequence`'s iterator maker, unless the protocol pins `Failure` to `Never` or names the iterator type.
    private static let throwingAsyncIteratorMaker =
        "func makeAsyncIterator() -> Swift.AsyncThrowingStream<Element, any Swift.Error>.AsyncIterator"

    /// The requirements that make a sequence's iterator: as declared above, and as declared when the protocol
    /// names the iterator type, whose associated type the mock then has.
    private static let iteratorMakers:
        [(standard: String, iteratorType: String, returningIteratorType: String, iteratorProtocol: TypeSyntax)] = [
            (
                "func makeIterator() -> Swift.AnyIterator<Element>", "Iterator", "func makeIterator() -> Iterator",
                "Swift.IteratorProtocol"
            ),
            (
                throwingAsyncIteratorMaker, "AsyncIterator", "func makeAsyncIterator() -> AsyncIterator",
                "_Concurrency.AsyncIteratorProtocol"
            ),
        ]

    /// The protocol every iterator of the sequence type `iteratorType` names conforms to
    /// (`Swift.IteratorProtocol` for `Iterator`), which the mock's generic parameter states again when the
    /// protocol's `where` clause constrains it otherwise (`where Iterator: Sendable`).
    static func iteratorProtocol(of iteratorType: String) -> TypeSyntax? {
        iteratorMakers.first { $0.iteratorType == iteratorType }?.iteratorProtocol
    }

    /// The iterator types among `named` (the associated types the protocol declares or names in its `where`
    /// clause) whose sequence these protocols make: the mock's iterators are of that type, whose elements
    /// are the mock's `Element`.
    func namedIteratorTypes(_ named: Set<String>) -> [String] {
        let declarations = Set(declarations)
        return Self.iteratorMakers.filter { declarations.contains($0.standard) && named.contains($0.iteratorType) }
            .map(\.iteratorType)
    }

    /// The declarations of the requirements these protocols add, in the order of `declaredRequirements`.
    private var declarations: [String] {
        Self.declaredRequirements.filter { !names.isDisjoint(with: $0.protocols) }.flatMap(\.declarations)
    }

    /// Protocols the mock satisfies without help from a parent's `@Mocked` extension: those whose
    /// requirements it declares (above), and these.
    static let satisfiedByMock: Set<String> = declaredRequirements.reduce(
        [
            "Sendable", "AnyObject", "Actor", "_Concurrency.Actor", "Equatable", "Hashable", "Comparable",
            "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "NSObjectProtocol",
            "CustomReflectable",
            // Protocols whose requirements all have defaults a class gets.
            "LocalizedError", "Foundation.LocalizedError", "CustomNSError", "Foundation.CustomNSError",
            "ObservableObject", "Combine.ObservableObject", "Observable", "Observation.Observable",
            "BitwiseCopyable", "SendableMetatype", "SignedNumeric",
            // Its requirements are `BidirectionalCollection`'s, restated.
            "RandomAccessCollection",
        ]
    ) { $0.union($1.protocols) }

    /// The inherited protocols whose requirements must come from their own `@Mocked` extension: a mock
    /// refining any is a refining mock (``RefiningMock``), and the guidance above it names them. The mock
    /// names none of them in code, so a parent taken for one wrongly (a marker protocol) costs nothing.
    static func parentsNeedingMocks(_ inheritedTypes: [String]) -> [String] {
        inheritedTypes.filter { name in
            let plain = name.droppingSwiftModule
            // Packages that support compilers before Swift 6.2 name `SendableMetatype` through a typealias
            // of their own (GRDB's `GRDBSendableMetatype`, hummingbird's `_HB_SendableMetatype`), which
            // the macro cannot tell from a protocol.
            return !satisfiedByMock.contains(plain) && !plain.hasSuffix("SendableMetatype")
        }
    }

    /// The requirements the runtime implements for the mocks of refining protocols
    /// (`Mock+StandardRequirements.swift`), so that a parent's extension leaves them out: two parents that
    /// both reach `Decodable` would otherwise offer two `init(from:)`, and an operator there would not serve.
    static let providedByRuntime = Set(
        declaredRequirements.filter {
            $0.protocols.isSubset(of: ["Encodable", "Decodable", "Codable"]) || $0.protocols == ["AdditiveArithmetic"]
        }.flatMap(\.declarations))

    /// Where the runtime keys its member for `member`, when `member` is one of the operators it implements
    /// for refining mocks (`AdditiveArithmetic`'s `+` and `-`): a protocol that declares the same operator,
    /// and the protocol's extension, key theirs there too, so that one member serves a mock however the
    /// operator is reached (the runtime's implements it for a refining mock; a parent's extension declares
    /// the backing property a test reaches).
    static func runtimePlace(of member: MemberRequirement) -> (group: String, index: Int)? {
        // The member's type must be the runtime's too: `(lhs: Self, rhs: Self)`, not throwing.
        guard case .method(let method) = member, method.isStatic, !method.effects.isAsync, !method.effects.needsTry,
            let index = ["+": 1, "-": 2][method.name], method.parameters.map(\.name) == ["lhs", "rhs"],
            method.parameters.allSatisfy({ $0.syntax.type.trimmedText == "Self" }),
            method.returnType?.trimmedText == "Self"
        else { return nil }
        return ("(any Swift.AdditiveArithmetic)", index)
    }

    /// The requirements these protocols add, which the mock implements like the protocol's own.
    ///
    /// A sequence's mock makes the standard library's iterators, unless the protocol names the iterator type
    /// (`iteratorTypes`, from ``namedIteratorTypes(_:)``): the mock then has a generic parameter for it (or
    /// the pinned type), and makes iterators of that type. A requirement a refinement restates with a setter
    /// (`MutableCollection`'s subscript) is declared once, with it.
    func requirements(
        iteratorTypes: [String], declaredAssociatedTypes: Set<String>, pins: [String: String],
        diagnostics: inout DiagnosticsCollector
    ) -> [(member: MemberRequirement, declaration: String)] {
        let restatedWithSetter = Set(
            declarations.filter { $0.hasSuffix("{ get set }") }.map { String($0.dropLast("set }".count)) + "}" })
        // An `Identifiable` whose `ID` the protocol pins (`where ID == String`) or restates (`associatedtype ID =
        // UUID`) has an `id` of that type, which the mock's identity cannot give.
        let mockedIdentity =
            names.contains("Identifiable") && (pins["ID"] != nil || declaredAssociatedTypes.contains("ID"))
            ? ["var id: ID { get }"] : []
        // An `AsyncSequence` that cannot fail (`Failure == Never`) iterates an `AsyncStream`.
        let failsNever = pins["Failure"]?.droppingSwiftModule == "Never"
        return (declarations + mockedIdentity).filter { !restatedWithSetter.contains($0) }
            .map { declaration in
                let maker = Self.iteratorMakers.first {
                    $0.standard == declaration && iteratorTypes.contains($0.iteratorType)
                }
                if maker == nil, failsNever, declaration == Self.throwingAsyncIteratorMaker {
                    return "func makeAsyncIterator() -> Swift.AsyncStream<Element>.Iterator"
                }
                return maker?.returningIteratorType ?? declaration
            }
            // `nonisolated`, as the standard library declares them: in a mock isolated to a global actor (or
            // to the module's default actor), or an actor, they would not satisfy the protocols. (An actor's
            // synchronous initializer cannot be marked so, and need not be.)
            .compactMap { declaration in
                let isolation = isActor && declaration.hasPrefix("init") ? "" : "nonisolated "
                return MemberRequirement(
                    requirement: DeclSyntax(stringLiteral: isolation + declaration), diagnostics: &diagnostics
                ).map { ($0, declaration) }
            }
    }

    /// The primary associated types of the standard-library protocols the mock gives a generic parameter or a
    /// member for: `RawRepresentable<Int>` pins `RawValue` as `where RawValue == Int` does. (An
    /// `AsyncIteratorProtocol`'s `Failure` is not among them: the mock's `next()` throws `any Error`.)
    static let primaryAssociatedTypes: [String: [String]] = [
        "RawRepresentable": ["RawValue"], "Identifiable": ["ID"], "Sequence": ["Element"], "Collection": ["Element"],
        "BidirectionalCollection": ["Element"], "RandomAccessCollection": ["Element"],
        "MutableCollection": ["Element"], "IteratorProtocol": ["Element"], "AsyncSequence": ["Element", "Failure"],
        "AsyncIteratorProtocol": ["Element"],
    ]

    /// The pins that the generic arguments of standard-library parents state: `RawValue == Int` for
    /// `RawRepresentable<Int>`.
    static func pins(statedBy inheritedTypes: [TypeSyntax]) -> [GenericRequirementSyntax] {
        inheritedTypes.flatMap { type -> [GenericRequirementSyntax] in
            let named =
                type.as(IdentifierTypeSyntax.self).map { ($0.name.text, $0.genericArgumentClause) }
                ?? type.as(MemberTypeSyntax.self).map { ($0.name.text, $0.genericArgumentClause) }
            guard let (name, arguments) = named, let arguments, let primary = primaryAssociatedTypes[name] else {
                return []
            }
            return zip(primary, arguments.arguments).compactMap { associatedType, argument in
                let text = "protocol P where \(associatedType) == \(argument.argument.trimmedText) {}"
                return DeclSyntax(stringLiteral: text).as(ProtocolDeclSyntax.self)?.genericWhereClause?
                    .requirements.first?.trimmedNode.with(\.trailingComma, nil)
            }
        }
    }

    /// The associated types standard-library protocols add, with the protocols that add them.
    private static let addedAssociatedTypes: [(protocols: Set<String>, associatedType: AssociatedTypeRequirement)] = [
        (["RawRepresentable"], AssociatedTypeRequirement(name: "RawValue")),
        (["ExpressibleByArrayLiteral"], AssociatedTypeRequirement(name: "ArrayLiteralElement")),
        (
            [
                "Sequence", "AsyncSequence", "Collection", "IteratorProtocol", "AsyncIteratorProtocol",
                "_Concurrency.AsyncIteratorProtocol",
            ],
            AssociatedTypeRequirement(name: "Element")
        ),
        (["Collection"], AssociatedTypeRequirement(name: "Index", constraints: [TypeSyntax("Swift.Comparable")])),
        (
            ["Numeric"],
            AssociatedTypeRequirement(
                name: "Magnitude", constraints: [TypeSyntax("Swift.Comparable"), TypeSyntax("Swift.Numeric")])
        ),
    ]

    /// The associated types these protocols add that the mock must declare as generic parameters, unless
    /// the protocol declares or pins them itself.
    var associatedTypes: [AssociatedTypeRequirement] {
        Self.addedAssociatedTypes.filter { !names.isDisjoint(with: $0.protocols) }.map(\.associatedType)
    }

    /// An associated type the protocol declares, with what a standard-library parent requires of the one it
    /// restates, which the mock's generic parameter states again: `Identifiable`'s `ID` is `Hashable`
    /// (`associatedtype ID = UUID`).
    func restating(_ associatedType: AssociatedTypeRequirement) -> AssociatedTypeRequirement {
        names.contains("Identifiable") && associatedType.name == "ID"
            ? associatedType.constrained(to: "Swift.Hashable") : associatedType
    }

    /// Whether the protocol refines `Actor`: its mock is an actor.
    var isActor: Bool {
        names.contains("Actor") || names.contains("_Concurrency.Actor")
    }

    /// Whether `name` is `DistributedActor`, which a mock cannot refine: it would be a distributed actor, with
    /// an actor system.
    static func isDistributedActor(_ name: String?) -> Bool {
        name == "DistributedActor" || name == "Distributed.DistributedActor"
    }

    /// Whether the protocol refines `Decodable`, whose `init(from:)` an actor can only implement in a
    /// `@preconcurrency` conformance: its synchronous initializer is nonisolated, and the decoder is not
    /// `Sendable` ("non-Sendable parameter type 'any Decoder' cannot be sent").
    var isDecodable: Bool {
        names.contains("Decodable") || names.contains("Codable")
    }

    private var isEquatable: Bool {
        names.contains("Equatable")
    }

    /// The members that satisfy the protocols the protocol itself lists, in the mock class: declared there,
    /// they win over other defaults (such as `RawRepresentable`'s `hash(into:)`).
    ///
    /// They only read the mock's identity and type, so they are `nonisolated`, as the standard protocols
    /// they satisfy are: in an actor, in a mock isolated to a global actor, and in a module whose default
    /// isolation is the main actor, which the macro cannot tell (the conformances would be isolated, and a
    /// protocol refining them would not be satisfied). For the same reason a `Hashable` mock declares
    /// `hashValue`, which the compiler would otherwise write isolated to the module's default actor. One the
    /// protocol restates (`var description: String { get }`, keyed in `restated` by
    /// ``MemberRequirement/restatementKey``) is mocked as the protocol writes it instead.
    func renderMembers(in context: RenderContext, restated: Set<String>) -> [String] {
        let nonisolated = context.access.prefix + "nonisolated "
        let type = context.selfType.description
        var members: [String] = []
        if isEquatable, !restated.contains("static ==/2") {
            members.append(
                "\(nonisolated)static func == (lhs: \(type), rhs: \(type)) -> Swift.Bool { lhs === rhs }"
            )
        }
        if names.contains("Hashable"), !restated.contains("instance hash(into:)") {
            members.append(
                "\(nonisolated)func hash(into hasher: inout Swift.Hasher) { hasher.combine(Swift.ObjectIdentifier(self)) }"
            )
            if !restated.contains("property hashValue") {
                members.append("\(nonisolated)var hashValue: Swift.Int { Swift.ObjectIdentifier(self).hashValue }")
            }
        }
        if names.contains("Comparable"), !restated.contains("static </2") {
            members.append(
                "\(nonisolated)static func < (lhs: \(type), rhs: \(type)) -> Swift.Bool { Swift.ObjectIdentifier(lhs) < Swift.ObjectIdentifier(rhs) }"
            )
        }
        // Also for `CodingKey`, whose default descriptions and the runtime's would be ambiguous.
        if names.contains("CustomStringConvertible"), !restated.contains("property description") {
            members.append(
                "\(nonisolated)var description: Swift.String { Swift.String(describing: Self.self) }")
        }
        if names.contains("CustomReflectable"), !restated.contains("property customMirror") {
            members.append("\(nonisolated)var customMirror: Swift.Mirror { Swift.Mirror(self, children: [:]) }")
        }
        if names.contains("CustomDebugStringConvertible"), !restated.contains("property debugDescription") {
            members.append(
                "\(nonisolated)var debugDescription: Swift.String { Swift.String(describing: Self.self) }"
            )
        }
        return members
    }
}
