/// The mock of a protocol that refines others (`ChildMock` of `protocol Child: Parent`) names nothing of its
/// parents: it conforms to `Mocking.__RefiningMock` (through `placeholderConformance`) and declares
/// `init(__mocking:)`, and gets each parent's members from the extension `@Mocked` writes on the parent
/// (`extension Parent where Self: Mocking.Mock`), whose backing members are created on first use, keyed by
/// the parent as a group (`(any Parent).self`).
/// The parent's initializer requirements come from `extension Parent where Self: Mocking.__RefiningMock`:
/// each records its call, then delegates to `init(__mocking:)`.
enum RefiningMock {
    /// The protocol the parents' initializer requirements are implemented for.
    static let conformance = "Mocking.__RefiningMock"

    /// The protocol the mock of a refining protocol conforms to, which refines `conformance` and from which
    /// the placeholders of the parents' associated types apply (see `ProtocolModel+AssociatedTypeAnchors.swift`).
    static let placeholderConformance = "Mocking.__MockMembers.PlaceholderAssociatedTypes"

    /// The initializer the mock of a refining protocol declares, for its parents' initializers to delegate to.
    static let initializer = "init(__mocking: Swift.Void)"

    /// What the parents' initializers call once they have recorded theirs.
    static let delegation = "self.init(__mocking: ())"

    /// The storage every mock declares for `Mocking.Mock`, `__mockMembers`, created with `arguments`
    /// (`strict: true`). `nonisolated` in a class, so that the mock's conformance to `Mocking.Mock` is never
    /// isolated: with the module's default isolation `MainActor` it would be, and the parents' extensions
    /// (`where Self: Mocking.Mock`) could not implement a `Sendable` parent's requirements for the mock.
    static func storage(access: String, isActor: Bool, arguments: String = "") -> String {
        "\(access)\(isActor ? "" : "nonisolated ")let __mockMembers = Mocking.__MockMembers(\(arguments))"
    }
}
