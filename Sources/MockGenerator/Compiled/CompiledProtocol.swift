/// A protocol read from a compiled module (its symbol graph), with the requirements of all its parents:
/// what ``CompiledMockWriter`` writes a `@MockedMembers` mock of.
public struct CompiledProtocol: Sendable {
    /// The protocol's name, such as `Tracer`.
    public var name: String
    /// The module that declares it, such as `Tracing`.
    public var module: String
    /// The protocol's declaration as the module gives it (`@MainActor protocol Tracer : LegacyTracer`): its
    /// attributes go to the mock.
    public var declaration: String
    /// The declarations of the protocols it refines, read from modules: their `where` clauses
    /// (`protocol IntStore : Store where Item == Int`) constrain the mock too.
    public var parentDeclarations: [String] = []
    /// The protocol's `@available` attributes: `@available(macOS, introduced: 10.15)`.
    public var availability: [String]
    /// The standard-library protocols it refines (`Sendable`, `Hashable`), which the mock satisfies as a
    /// `@Mocked` mock does.
    public var standardParents: [String]
    /// Associated types and requirements of the protocol and of every parent read from a module, the
    /// protocol's own first.
    public var requirements: [CompiledRequirement]
    /// The modules the declarations name, which the mock's file imports.
    public var imports: [String]
    /// What the reader could not read, written at the top of the mock's file.
    public var notes: [String]

    /// A protocol with the given parts.
    public init(
        name: String, module: String, declaration: String, availability: [String], standardParents: [String],
        requirements: [CompiledRequirement], imports: [String], notes: [String]
    ) {
        self.name = name
        self.module = module
        self.declaration = declaration
        self.availability = availability
        self.standardParents = standardParents
        self.requirements = requirements
        self.imports = imports
        self.notes = notes
    }
}

/// One requirement or associated type of a compiled protocol.
public struct CompiledRequirement: Sendable, Equatable {
    /// The declaration as the module gives it, such as `func log(level: Level, message: Message)`.
    public var declaration: String
    /// Its `@available` attributes.
    public var availability: [String]
    /// The protocol that declares it, qualified: `Instrumentation.Instrument`.
    public var protocolName: String
    /// The `where` clauses of the extensions that give it a default implementation under a constraint
    /// (`Self.Decoder == JSONDecoder`).
    public var constrainedDefaults: [String]

    /// A requirement with the given parts.
    public init(declaration: String, availability: [String], protocolName: String, constrainedDefaults: [String] = []) {
        self.declaration = declaration
        self.availability = availability
        self.protocolName = protocolName
        self.constrainedDefaults = constrainedDefaults
    }
}
