import SwiftSyntax

/// Standard-library protocols a mock satisfies by itself when the mocked protocol refines them.
///
/// - Members written in the mock, and from the runtime's extensions of `Mocking.Mock` constrained to each
///   protocol when they come through a mocked parent: `Equatable`, `Hashable` and `Comparable` (by
///   identity), `CustomStringConvertible` and `CustomDebugStringConvertible` (the type's name).
/// - Mockable requirements, like the protocol's own: `Encodable` and `Decodable` (`_encode`, `_init`),
///   `RawRepresentable` (`_rawValue`, `_init`), `CaseIterable` (`_allCases`), `Sequence`
///   (`makeIterator() -> AnyIterator<Element>`), `AsyncSequence` (`makeAsyncIterator()` returning an
///   `AsyncThrowingStream`'s iterator), `ContiguousBytes` (`_withUnsafeBytes`), executors
///   (`_enqueue`, the job not recorded) and the literal protocols (`init(integerLiteral:)` from `Int`, …).
/// - Nothing: `Sendable`, `AnyObject`, `Actor`, `Identifiable` (by `ObjectIdentifier`), `Error`,
///   `NSObjectProtocol` (by the mock's `NSObject` superclass), and protocols whose requirements all have
///   defaults (`LocalizedError`, `ObservableObject`, `Observable`).
struct WellKnownRefinements {
    let names: Set<String>

    init(_ inheritedTypes: [String]) {
        names = Set(inheritedTypes.map { $0.hasPrefix("Swift.") ? String($0.dropFirst(6)) : $0 })
    }

    /// The literal protocols the mock conforms to with an initializer from a standard type, which fixes
    /// the literal type: `ExpressibleByIntegerLiteral` gets `init(integerLiteral value: Int)`.
    private static let literalInitializers: [String: String] = [
        "ExpressibleByIntegerLiteral": "init(integerLiteral value: Swift.Int)",
        "ExpressibleByFloatLiteral": "init(floatLiteral value: Swift.Double)",
        "ExpressibleByBooleanLiteral": "init(booleanLiteral value: Swift.Bool)",
        "ExpressibleByStringLiteral": "init(stringLiteral value: Swift.String)",
        "ExpressibleByNilLiteral": "init(nilLiteral: ())",
    ]

    /// Protocols the mock satisfies without help from a parent's `@Mocked` extension.
    static let satisfiedByMock: Set<String> = [
        "Sendable", "AnyObject", "Actor", "_Concurrency.Actor", "Equatable", "Hashable", "Comparable",
        "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible", "Encodable", "Decodable",
        "Codable", "Error", "RawRepresentable", "CaseIterable", "NSObjectProtocol",
        // Protocols whose requirements all have defaults a class gets.
        "LocalizedError", "Foundation.LocalizedError", "CustomNSError", "Foundation.CustomNSError",
        "ObservableObject", "Combine.ObservableObject", "Observable", "Observation.Observable",
        "BitwiseCopyable", "SendableMetatype",
        "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral", "ExpressibleByBooleanLiteral",
        "ExpressibleByStringLiteral", "ExpressibleByNilLiteral",
        // Requirements the mock declares (see `requirements`).
        "Executor", "SerialExecutor", "TaskExecutor", "_Concurrency.SerialExecutor", "Sequence", "AsyncSequence",
        "ContiguousBytes",
        "Foundation.ContiguousBytes",
    ]

    /// The inherited protocols whose requirements must come from their own `@Mocked` extension.
    static func parentsNeedingMocks(_ inheritedTypes: [String]) -> [String] {
        inheritedTypes.filter { name in
            let plain = name.hasPrefix("Swift.") ? String(name.dropFirst(6)) : name
            // Packages that support compilers before Swift 6.2 name `SendableMetatype` through a typealias
            // of their own (GRDB's `GRDBSendableMetatype`, hummingbird's `_HB_SendableMetatype`), which
            // the macro cannot tell from a protocol.
            return !satisfiedByMock.contains(plain) && !plain.hasSuffix("SendableMetatype")
        }
    }

    /// The requirements these protocols add, which the mock implements like the protocol's own.
    func requirements(diagnostics: inout DiagnosticsCollector) -> [MemberRequirement] {
        var requirements: [MemberRequirement] = []
        if !names.isDisjoint(with: ["Encodable", "Codable"]),
            let method = MethodRequirement(
                DeclSyntax("func encode(to encoder: any Swift.Encoder) throws").cast(FunctionDeclSyntax.self),
                diagnostics: &diagnostics
            )
        {
            requirements.append(.method(method))
        }
        if !names.isDisjoint(with: ["Decodable", "Codable"]),
            let initializer = InitializerRequirement(
                DeclSyntax("init(from decoder: any Swift.Decoder) throws").cast(InitializerDeclSyntax.self),
                diagnostics: &diagnostics
            )
        {
            requirements.append(.initializer(initializer))
        }
        if names.contains("RawRepresentable") {
            if let property = PropertyRequirement(
                requirement: DeclSyntax("var rawValue: RawValue { get }").cast(VariableDeclSyntax.self),
                diagnostics: &diagnostics
            ) {
                requirements.append(.property(property))
            }
            if let initializer = InitializerRequirement(
                DeclSyntax("init?(rawValue: RawValue)").cast(InitializerDeclSyntax.self),
                diagnostics: &diagnostics
            ) {
                requirements.append(.initializer(initializer))
            }
        }
        // An executor's job cannot be recorded (it is not copyable); the mock declares `enqueue` itself, which
        // also settles which of the standard library's and a mocked parent's defaults would apply.
        if !names.isDisjoint(with: ["Executor", "SerialExecutor", "TaskExecutor", "_Concurrency.SerialExecutor"]),
            let method = MethodRequirement(
                DeclSyntax("func enqueue(_ job: consuming ExecutorJob)").cast(FunctionDeclSyntax.self),
                diagnostics: &diagnostics
            )
        {
            requirements.append(.method(method))
        }
        if names.contains("Sequence"),
            let method = MethodRequirement(
                DeclSyntax("func makeIterator() -> Swift.AnyIterator<Element>").cast(FunctionDeclSyntax.self),
                diagnostics: &diagnostics
            )
        {
            requirements.append(.method(method))
        }
        if names.contains("AsyncSequence"),
            let method = MethodRequirement(
                DeclSyntax(
                    "func makeAsyncIterator() -> Swift.AsyncThrowingStream<Element, any Swift.Error>.AsyncIterator"
                ).cast(FunctionDeclSyntax.self),
                diagnostics: &diagnostics
            )
        {
            requirements.append(.method(method))
        }
        if !names.isDisjoint(with: ["ContiguousBytes", "Foundation.ContiguousBytes"]),
            let method = MethodRequirement(
                DeclSyntax("func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R")
                    .cast(FunctionDeclSyntax.self),
                diagnostics: &diagnostics
            )
        {
            requirements.append(.method(method))
        }
        for (name, declaration) in Self.literalInitializers.sorted(by: { $0.key < $1.key })
        where names.contains(name) {
            if let initializer = InitializerRequirement(
                DeclSyntax(stringLiteral: declaration).cast(InitializerDeclSyntax.self),
                diagnostics: &diagnostics
            ) {
                requirements.append(.initializer(initializer))
            }
        }
        if names.contains("CaseIterable"),
            let property = PropertyRequirement(
                requirement: DeclSyntax("static var allCases: [Self] { get }").cast(VariableDeclSyntax.self),
                diagnostics: &diagnostics
            )
        {
            requirements.append(.property(property))
        }
        return requirements
    }

    /// The associated types these protocols add that the mock must declare as generic parameters, unless
    /// the protocol declares or pins them itself.
    var associatedTypes: [AssociatedTypeRequirement] {
        (names.contains("RawRepresentable") ? [AssociatedTypeRequirement(name: "RawValue")] : [])
            + (names.isDisjoint(with: ["Sequence", "AsyncSequence"])
                ? [] : [AssociatedTypeRequirement(name: "Element")])
    }

    private var isEquatable: Bool {
        !names.isDisjoint(with: ["Equatable", "Hashable", "Comparable"])
    }

    /// The members that satisfy the protocols the protocol itself lists, in the mock class: declared there,
    /// they win over other defaults (such as `RawRepresentable`'s `hash(into:)`).
    func renderMembers(in context: RenderContext, isActor: Bool) -> [String] {
        let nonisolated = isActor ? "nonisolated " : ""
        let type = context.selfType.description
        let access = context.access.prefix
        var members: [String] = []
        if isEquatable {
            members.append(
                "\(access)static func == (lhs: \(type), rhs: \(type)) -> Swift.Bool { lhs === rhs }"
            )
        }
        if names.contains("Hashable") {
            members.append(
                "\(access)\(nonisolated)func hash(into hasher: inout Swift.Hasher) { hasher.combine(Swift.ObjectIdentifier(self)) }"
            )
        }
        if names.contains("Comparable") {
            members.append(
                "\(access)static func < (lhs: \(type), rhs: \(type)) -> Swift.Bool { Swift.ObjectIdentifier(lhs) < Swift.ObjectIdentifier(rhs) }"
            )
        }
        if names.contains("CustomStringConvertible") {
            members.append(
                "\(access)\(nonisolated)var description: Swift.String { Swift.String(describing: Self.self) }")
        }
        if names.contains("CustomDebugStringConvertible") {
            members.append(
                "\(access)\(nonisolated)var debugDescription: Swift.String { Swift.String(describing: Self.self) }"
            )
        }
        return members
    }
}
