import SwiftSyntax

/// Standard-library protocols a mock satisfies by itself when the mocked protocol refines them.
///
/// `Equatable`, `Hashable` and `Comparable` (by identity), `CustomStringConvertible` and
/// `CustomDebugStringConvertible` (the type's name) get members written in the mock, and from the runtime's
/// extensions of `Mocking.Mock` constrained to each protocol when they come through a mocked parent;
/// `Encodable`, `Decodable`,
/// `RawRepresentable`, `CaseIterable`, `Sequence` (`makeIterator() -> AnyIterator<Element>`), `ContiguousBytes`
/// and executors (`enqueue(_:)`, whose job is not recorded) become mockable requirements (`_encode`, `_init`,
/// `_rawValue`, `_allCases`, `_makeIterator`, `_withUnsafeBytes`, `_enqueue`); `Sendable`, `AnyObject`, `Actor`, `Identifiable` (by `ObjectIdentifier`),
/// `Error` and `NSObjectProtocol` (by the mock's `NSObject` superclass) need nothing, nor do protocols whose
/// requirements all have defaults (`LocalizedError`, `ObservableObject`, `Observable`).
struct WellKnownRefinements {
    let names: Set<String>

    init(_ inheritedTypes: [String]) {
        names = Set(inheritedTypes.map { $0.hasPrefix("Swift.") ? String($0.dropFirst(6)) : $0 })
    }

    /// Protocols the mock satisfies without help from a parent's `@Mocked` extension.
    static let satisfiedByMock: Set<String> = [
        "Sendable", "AnyObject", "Actor", "_Concurrency.Actor", "Equatable", "Hashable", "Comparable",
        "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible", "Encodable", "Decodable",
        "Codable", "Error", "RawRepresentable", "CaseIterable", "NSObjectProtocol",
        // Protocols whose requirements all have defaults a class gets.
        "LocalizedError", "Foundation.LocalizedError", "CustomNSError", "Foundation.CustomNSError",
        "ObservableObject", "Combine.ObservableObject", "Observable", "Observation.Observable",
        "BitwiseCopyable", "SendableMetatype",
        // Requirements the mock declares (see `requirements`).
        "Executor", "SerialExecutor", "TaskExecutor", "_Concurrency.SerialExecutor", "Sequence", "ContiguousBytes",
        "Foundation.ContiguousBytes",
    ]

    /// The inherited protocols whose requirements must come from their own `@Mocked` extension.
    static func parentsNeedingMocks(_ inheritedTypes: [String]) -> [String] {
        inheritedTypes.filter { name in
            let plain = name.hasPrefix("Swift.") ? String(name.dropFirst(6)) : name
            return !satisfiedByMock.contains(plain)
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
        if !names.isDisjoint(with: ["ContiguousBytes", "Foundation.ContiguousBytes"]),
            let method = MethodRequirement(
                DeclSyntax("func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R")
                    .cast(FunctionDeclSyntax.self),
                diagnostics: &diagnostics
            )
        {
            requirements.append(.method(method))
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
            + (names.contains("Sequence") ? [AssociatedTypeRequirement(name: "Element")] : [])
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
