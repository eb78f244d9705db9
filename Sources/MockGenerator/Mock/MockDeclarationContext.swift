import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// What a member macro (`@MockableMethod`, `@MockableProperty`) learns about the hand-written mock it sits
/// in, from the macro's lexical context.
struct MockDeclarationContext {
    /// The mock type's name: `DependencyMock`.
    let name: String
    /// The mock type as `Self` resolves to: `RepositoryMock<Key, Value>`.
    let selfType: TypeSyntax
    /// Whether the mock is a class isolated to a global actor (`@MainActor`), whose backing properties are
    /// `nonisolated`, as `@Mocked`'s are, so that tests reach them from any context.
    let hasGlobalActor: Bool

    /// Whether the macro sits directly in a class or an actor.
    static func isInClassOrActor(_ context: some MacroExpansionContext) -> Bool {
        guard let enclosing = context.lexicalContext.first else { return false }
        return enclosing.is(ClassDeclSyntax.self) || enclosing.is(ActorDeclSyntax.self)
    }

    /// Whether the macro sits in a class marked `@Observable`, which moves a property into storage of its own
    /// and gives it accessors of its own.
    static func isInObservableClass(_ context: some MacroExpansionContext) -> Bool {
        context.lexicalContext.first?.as(ClassDeclSyntax.self)?.attributes.contains(named: "Observable") ?? false
    }

    /// Whether the macro `macroName` sits in a class or an actor marked `@MockedMembers`; if not, reports
    /// that on `node`.
    static func checkInMockedMembers(
        _ macroName: String,
        node: AttributeSyntax,
        in context: some MacroExpansionContext
    ) -> Bool {
        let enclosing = context.lexicalContext.first
        let attributes =
            enclosing?.as(ClassDeclSyntax.self)?.attributes ?? enclosing?.as(ActorDeclSyntax.self)?.attributes
        guard let attributes, attributes.contains(named: "MockedMembers") else {
            context.diagnose(Diagnostic(node: node, message: MockingDiagnostic.memberMacroOutsideMock(macroName)))
            return false
        }
        return true
    }

    init(_ context: some MacroExpansionContext) {
        let enclosing = context.lexicalContext.first
        let (name, generics): (String, GenericParameterClauseSyntax?) =
            if let classDecl = enclosing?.as(ClassDeclSyntax.self) {
                (classDecl.name.text, classDecl.genericParameterClause)
            } else if let actorDecl = enclosing?.as(ActorDeclSyntax.self) {
                (actorDecl.name.text, actorDecl.genericParameterClause)
            } else {
                ("Mock", nil)
            }
        self.name = name
        hasGlobalActor = enclosing?.as(ClassDeclSyntax.self)?.attributes.hasGlobalActor ?? false
        selfType = RenderContext.selfType(name: name, genericParameters: generics?.parameters.map(\.name.text) ?? [])
    }

    /// The render context for a member declared with `modifiers`: its backing property gets the same
    /// access level (`open` gives `public`, `private` gives `fileprivate`).
    func renderContext(for modifiers: DeclModifierListSyntax) -> RenderContext {
        var context = RenderContext(mockName: name, access: AccessLevel(of: modifiers), selfType: selfType)
        if hasGlobalActor { context.backingIsolation = "nonisolated " }
        return context
    }
}
