import SwiftSyntax
import SwiftSyntaxBuilder

/// What member renderers need to know about the mock they render into.
struct RenderContext {
    /// The mock type's name as messages show it, such as `WeatherServiceMock`.
    let mockName: String
    /// The access level of every generated member.
    let access: AccessLevel
    /// Replaces `Self` in requirement types by the mock type, such as `RepositoryMock<Key, Value>`.
    let selfType: TypeSyntax
    /// Whether members are rendered into a protocol extension for every mock that conforms, rather than
    /// into one mock type: backing properties then create their members on first use (`Mocking.__member`).
    var isProtocolExtension = false
    /// `nonisolated ` when the mock is isolated to a global actor: its backing properties are `Sendable`,
    /// so tests and the mock's `nonisolated` members can reach them from any context.
    var backingIsolation = ""
    /// Whether the mock's own members are created strict (`@Mocked(strict: true)`).
    var isStrict = false
    /// Whether the mock's initializers record the mocks they create (`createdMocks(of:)`): in `@Mocked`'s root
    /// class or actor and in a parent's extension (after `init(__mocking:)`), where `self` is ready once the
    /// call is recorded; not in a hand-written mock, which may have a superclass.
    var recordsCreatedMocks = false
    /// Whether the members are an actor mock's (or an actor protocol's extension's), whose messages tell
    /// tests to reach them with `await`.
    var isInActor = false
    /// Whether the protocol is isolated to no actor, neither a global actor nor its own.
    var isNonisolated: Bool { backingIsolation.isEmpty && !isInActor }
    /// The attributes the backing property of the member being rendered carries: its requirement's
    /// `@available` attributes that restrict where it can be used or deprecate it, and its `@_spi` ones.
    var backingAttributes: [String] = []
    /// Whether those attributes restrict where the requirement can be used, which a stored property cannot
    /// carry: the backing property is then created on first use.
    var isBackingRestricted = false
    /// Finds where requirements are declared.
    var locator = DeclarationLocator.none
    /// Where the requirement of the member being rendered is declared, as arguments of its backing
    /// property's creation (`lineOffset: 2, column: 5`); `nil` where the runtime's defaults place it.
    var backingLocation: String?
    /// In `@Mocked`'s mock and extension, the group of the member being rendered, the protocol as an
    /// existential (`(any P)`, qualified as the protocol is written), and its place among the protocol's
    /// requirements: the key of a static member, and of an instance member created on first use (in the
    /// extension, or one with restricting `@available` attributes); `nil` in a hand-written mock, whose macro
    /// sees one member at a time: such a member is keyed by a type declared for it alone (``keyTypeName(_:isStatic:)``).
    var place: (group: String, index: Int)?

    /// The text of `declaration` (a method, subscript or initializer, without its body) as the mock declares
    /// it, trimmed. Its modifiers: the mock's access modifier, then those written but an access modifier,
    /// `mutating`, `required`, `convenience`, `optional` and `override` (a requirement a protocol restates),
    /// then those `added` names. A line break that stood before the first modifier or `keyword` (after an
    /// attribute) stays, without the source's indentation (`Indentation` indents).
    ///
    /// The text is cut from the declaration's rather than printed from an edited tree: each edit of a tree is
    /// costly in a debug build of swift-syntax, which the compiler's plugin usually runs on.
    func implementationText(
        of declaration: some WithAttributesSyntax & WithModifiersSyntax,
        keyword: TokenSyntax,
        adding added: [String] = []
    ) -> String {
        let written = declaration.modifiers.first?.leadingTrivia ?? keyword.leadingTrivia
        let modifiers =
            access.prefix
            + declaration.modifiers.text(without: [
                .public, .package, .internal, .fileprivate, .private, .open, .mutating, .required, .convenience,
                .optional, .override,
            ])
            + added.map { $0 + " " }.joined()
        let text = declaration.description.utf8
        func index(_ position: AbsolutePosition) -> String.UTF8View.Index {
            text.index(text.startIndex, offsetBy: position.utf8Offset - declaration.position.utf8Offset)
        }
        // The attributes, with the trivia between them and after the last one.
        let attributes =
            declaration.attributes.isEmpty
            ? ""
            : String(
                Substring(
                    text[index(declaration.positionAfterSkippingLeadingTrivia)..<index(declaration.modifiers.position)])
            )
        let lineBreak = !attributes.isEmpty && written.contains(where: \.isNewline) ? "\n" : ""
        let rest = text[
            index(keyword.positionAfterSkippingLeadingTrivia)..<index(declaration.endPositionBeforeTrailingTrivia)]
        return attributes + lineBreak + modifiers + String(Substring(rest))
    }

    /// `node` (a type, a `where` clause) with `Self` replaced by the mock type, and `Self.Key` by `Key`.
    func resolvingSelf<Node: SyntaxProtocol>(_ node: Node) -> Node {
        if isProtocolExtension || !SelfTypeRewriter.mentionsSelf(node) { return node }
        return SelfTypeRewriter(selfType: selfType).rewrite(node).cast(Node.self)
    }

    /// The mock type for a mock named `name` with these generic parameters: `RepositoryMock<Key, Value>`.
    static func selfType(name: String, genericParameters: [String]) -> TypeSyntax {
        genericParameters.isEmpty
            ? TypeSyntax(IdentifierTypeSyntax(name: .identifier(name)))
            : "\(raw: name)<\(raw: genericParameters.joined(separator: ", "))>"
    }

    /// `__MockKey_fetch` for `_fetch`, `__MockStaticKey_fetch` for a static `_fetch`: the empty type whose
    /// identity keys the member backed by `name` in a table, in a hand-written mock, which knows no place
    /// for it. A static member and an instance member may share a backing name (`static func reset()`,
    /// `func reset()`), but not a key type. Names `@MockableProperty`'s `prefixed(__MockKey_)` and
    /// `prefixed(__MockStaticKey_)` cover.
    static func keyTypeName(_ name: String, isStatic: Bool) -> String {
        (isStatic ? "__MockStaticKey" : "__MockKey") + name
    }

    /// `group: G.self, index: N`: the key of the member backed by `name` in a table, its place; for a
    /// hand-written mock's own member, which has none, an empty type declared for it (`private enum
    /// __MockKey_name {}`), whose identity the table hashes instead of the member's name, and index 0.
    func keyArguments(_ name: String, isStatic: Bool) -> String {
        let (group, index) = place ?? (Self.keyTypeName(name, isStatic: isStatic), 0)
        return "group: \(group).self, index: \(index)"
    }

    /// The declaration of a backing property of type `type` (see ``backingDeclarations(_:type:isStatic:)``).
    func backingProperty(_ name: String, type: String, isStatic: Bool) -> String {
        backingDeclarations(name, type: type, isStatic: isStatic).joined(separator: "\n")
    }

    /// ``backingProperty(_:type:isStatic:)`` as declarations: with the key type the member's table needs in a
    /// hand-written mock, `private enum __MockKey_name {}`, before it.
    ///
    /// An instance member of the mock is stored; a static one, one with restricting `@available`
    /// attributes (which a stored property cannot carry) and one of a protocol's extension are created on
    /// first use, by `Mocking.__staticMember` or `Mocking.__member`.
    func backingDeclarations(_ name: String, type: String, isStatic: Bool) -> [String] {
        let prefix = backingAttributes.map { $0 + "\n" }.joined() + access.prefix + backingIsolation
        let strict = isStrict ? ", strict: true" : ""
        let location = backingLocation.map { ", " + $0 } ?? ""
        // An actor mock's isolated member: its fix lines reach it with `await`.
        let inActor = isInActor && backingIsolation.isEmpty ? ", inActor: true" : ""
        let key = keyArguments(name, isStatic: isStatic)
        let keyType = place == nil ? ["private enum \(Self.keyTypeName(name, isStatic: isStatic)) {}"] : []
        if isStatic {
            return keyType + [
                "\(prefix)static var \(name): \(type) { "
                    + "Mocking.__staticMember(\"\(name)\", of: Self.self, \(key)\(strict)\(location)) }"
            ]
        }
        if isProtocolExtension || isBackingRestricted {
            return keyType + [
                "\(prefix)var \(name): \(type) { Mocking.__member(\"\(name)\", of: self, \(key)\(inActor)\(location)) }"
            ]
        }
        return ["\(prefix)let \(name) = \(type)(\"\(mockName).\(name)\"\(strict)\(inActor)\(location))"]
    }
}
