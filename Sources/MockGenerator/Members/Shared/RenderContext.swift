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
    /// into one mock type: backing properties are then looked up in the mock's storage.
    var isProtocolExtension = false
    /// `nonisolated ` when the mock is isolated to a global actor: its backing properties are `Sendable`,
    /// so tests and the mock's `nonisolated` members can reach them from any context.
    var backingIsolation = ""
    /// Whether the mock's own members are created strict (`@Mocked(strict: true)`).
    var isStrict = false
    /// The attributes the backing property of the member being rendered carries: its requirement's
    /// restricting `@available` attributes.
    var backingAttributes: [AttributeSyntax] = []
    /// Finds where requirements are declared.
    var locator = DeclarationLocator.none
    /// Where the requirement of the member being rendered is declared, as arguments of its backing
    /// property's creation (`line: 12, column: 5`); `nil` when unknown.
    var backingLocation: String?
    /// In a protocol extension, the group its members are registered in (`__MockedMembers_Parent`), the
    /// place of the member being rendered there, the closure that registers the group, which a hand-written
    /// mock calls on first use (`{ Self.__registerMockedMembers_Parent(in: &$0) }`), and whether a member of
    /// the group has a type that names `Self`; `nil` for a member that is not registered (see
    /// ``MemberRegistration``).
    var registration: (group: String, index: Int, register: String, namesSelf: Bool)?
    /// In `@Mocked`'s mock and extension, the protocol's member group (`__MockedMembers_P`) and the place of
    /// the member being rendered among the protocol's requirements: the key of a static member, which the
    /// mock and the extension both know, and of an instance member created on first use (one whose
    /// `@available` attributes no check can ask); `nil` in a hand-written mock, whose macro sees one member
    /// at a time: such a member is keyed by a type declared for it alone (``keyTypeName(_:)``).
    var place: (group: String, index: Int)?
    /// In `@Mocked`'s mock of a protocol without associated types, which has static requirements, the static
    /// property that keeps their members (`__staticMemberSlots`, a `Mocking.__StaticMemberSlots`), passed
    /// by each static backing property; `nil` elsewhere: a generic type cannot have a static stored
    /// property, and a protocol's extension none at all.
    var staticMemberSlots: String?
    /// Whether the member being rendered is a static method, property or subscript, whose calls pass its
    /// method or accessor borrowed from ``staticMemberSlots`` when the mock has them (an initializer's call
    /// reads its backing property).
    var callsStaticSlots = false
    /// Whether the mock stores the backing members of requirements with restricting `@available` attributes
    /// (`@Mocked`'s mock, a hand-written `@MockedMembers` one, one the `mock` command writes), created under
    /// their check, rather than looking them up in its table.
    var storesAvailableMembers = false
    /// The restricting `@available` attributes the mock type carries (the protocol's,
    /// ``ProtocolModel/enclosingAvailability``, or a hand-written mock's own).
    var enclosingAvailability: [String] = []
    /// For an instance member with restricting `@available` attributes, the check under which the mock
    /// creates it (``MemberRequirement/creationCheck(enclosing:)``: `""` for none); `nil` for any other
    /// member, and for one whose attributes no check can ask.
    var backingCreationCheck: String?

    /// `modifiers` with the mock's access modifier first and any written access modifier, `mutating`,
    /// `required`, `convenience`, `optional` and `override` (a requirement a protocol restates) removed: what a requirement's implementation in the mock carries.
    /// The trivia that stood before the first modifier or `keyword` (a line break after an attribute)
    /// moves to whatever comes first now.
    func implementationModifiers(
        _ modifiers: DeclModifierListSyntax,
        keyword: inout TokenSyntax
    ) -> DeclModifierListSyntax {
        // Keep a line break (after an attribute) but not the source's indentation: `Indentation` indents.
        let written = modifiers.first?.leadingTrivia ?? keyword.leadingTrivia
        let leadingTrivia: Trivia = written.contains { $0.isNewline } ? .newline : []
        var kept = Array(
            modifiers.removing([
                .public, .package, .internal, .fileprivate, .private, .open, .mutating, .required, .convenience,
                .optional, .override,
            ])
        )
        if let accessModifier = access.modifier {
            kept.insert(accessModifier, at: 0)
        }
        if kept.isEmpty {
            keyword.leadingTrivia = leadingTrivia
        } else {
            kept[0].leadingTrivia = leadingTrivia
            keyword.leadingTrivia = []
        }
        return DeclModifierListSyntax(kept)
    }

    /// `type` with `Self` replaced by the mock type, and `Self.Key` by `Key`.
    func resolvingSelf(_ type: TypeSyntax) -> TypeSyntax {
        if isProtocolExtension || !SelfTypeRewriter.mentionsSelf(type) { return type }
        return SelfTypeRewriter(selfType: selfType).rewrite(type).cast(TypeSyntax.self)
    }

    /// The mock type for a mock named `name` with these generic parameters: `RepositoryMock<Key, Value>`.
    static func selfType(name: String, genericParameters: [String]) -> TypeSyntax {
        genericParameters.isEmpty
            ? TypeSyntax(IdentifierTypeSyntax(name: .identifier(name)))
            : "\(raw: name)<\(raw: genericParameters.joined(separator: ", "))>"
    }

    /// The call of the backing member `name`'s `__invoke(arguments)`, through `accessor` (`.getter`,
    /// `.setter` or nothing), without `try` or `await`.
    ///
    /// In the extension of a protocol whose members are registered, a synchronous member is called on the
    /// method or accessor `__withAccessor` passes borrowed, which spares the call a retain and release;
    /// elsewhere on the backing property. There an `async` member's call starts on the method borrowed
    /// (`__start`, which records a call whose answer is at hand) and is finished on what the start returns
    /// (`__finish`), which holds the member unretained: an `async` function retains a member it reads
    /// through an unmanaged reference, for the whole call. `__withAccessor` takes the accessor
    /// from the struct of the parent's members that the mock of a refining protocol stores in place, or from
    /// the registry (see ``MemberRegistration``), and calls a local `@_transparent` function, which
    /// takes the accessor (of type `type`, or its `.Getter` or `.Setter`), captures the arguments and returns
    /// `resultType`: a closure in its place stayed a function of its own in optimized builds, called on
    /// every call (see ``BackingCall``).
    func invocation(
        of name: String, type: String, accessor: String = "", arguments: String, resultType: String,
        effects: Effects, capturesArguments: Bool = true
    ) -> BackingCall {
        guard capturesArguments, !effects.isAsync || (isProtocolExtension && registration != nil),
            let borrowing = borrowingCall(
                of: name, type: type, accessor: accessor, throwsUntyped: effects.throwsUntyped,
                startsAsyncCall: effects.isAsync)
        else {
            return .direct(on: name + accessor, arguments: arguments)
        }
        // Named so that they hide nothing the arguments use (`member1` next to a parameter `member`).
        let function = Self.unusedName("__mockedCall", in: arguments)
        let member = Self.unusedName("member", in: arguments)
        if effects.isAsync {
            // The call's synchronous start runs on the method borrowed; the call is finished on what the
            // start returns, which holds the member unretained (see `Mocking.__AsyncCallStart`).
            let accessorType = type + MemberRegistration.accessorTypeSuffix(accessor)
            return BackingCall(
                localFunction:
                    "@_transparent func \(function)(_ \(member): \(accessorType)) -> \(accessorType).__Start "
                    + "{ \(member).__start(\(arguments)) }",
                expression: "\(borrowing), \(function)).__finish(\(arguments))")
        }
        let throwing = effects.accessorSpecifiers.isEmpty ? "" : " " + effects.accessorSpecifiers
        let tryPrefix = effects.needsTry ? "try " : ""
        return BackingCall(
            localFunction:
                "@_transparent func \(function)(_ \(member): \(type)\(MemberRegistration.accessorTypeSuffix(accessor)))"
                + "\(throwing) -> \(resultType) { \(tryPrefix)\(member).__invoke(\(arguments)) }",
            expression: borrowing + ", \(function))")
    }

    /// The start of a call that passes the backing member's method or accessor borrowed to a function, up
    /// to that function: `__withAccessor(…` in the extension of a protocol whose members are registered,
    /// which reads it from the struct of the parent's members the mock stores in place (a closure that
    /// only an optimized build calls), or from the groups the mock registered;
    /// `__withStaticAccessor(…` for a static method, property or subscript of a mock that keeps its static
    /// members in slots (``staticMemberSlots``), which reads it from its slot;
    /// `Mocking.__withAvailableMember(…` in a mock that stores a member created under an availability
    /// check; `nil` where the member is called on its backing property. For a member that throws untyped
    /// errors, each function's `Throwing` form (`__withThrowingAccessor(…`), which
    /// rethrows the error as it is, where the generic form carries it in a `Result` and throws it again.
    /// The start of an `async` call (`startsAsyncCall`), which only the extension's calls have, goes
    /// through `__withAsyncStart(…`.
    private func borrowingCall(
        of name: String, type: String, accessor: String, throwsUntyped: Bool, startsAsyncCall: Bool
    ) -> String? {
        let index = accessor == ".setter" ? 1 : 0
        let form = throwsUntyped ? "Throwing" : ""
        if isProtocolExtension, let registration {
            let inPlace = MemberRegistration.inPlaceType(group: registration.group)
            return
                (startsAsyncCall ? "__withAsyncStart" : "__with\(form)Accessor")
                + "({ (members: \(inPlace)) in members.\(MemberRegistration.inPlaceField(name, accessor: accessor)) }, "
                + "group: \(registration.group).self, index: \(registration.index), accessor: \(index), "
                + Self.registrationArguments(registration)
        }
        if !isProtocolExtension, callsStaticSlots, let slots = staticMemberSlots, let place {
            let strict = isStrict ? ", strict: true" : ""
            let location = backingLocation.map { ", " + $0 } ?? ""
            return "__with\(form)StaticAccessor(\"\(name)\", of: \(type).self, group: \(place.group).self, "
                + "index: \(place.index), accessor: \(index)\(strict), slots: \(slots)\(location)"
        }
        if callsStaticSlots {
            // A static member without slots: found by its key in the index of static members.
            let strict = isStrict ? ", strict: true" : ""
            let location = backingLocation.map { ", " + $0 } ?? ""
            return "__with\(form)StaticMember(\"\(name)\", of: \(type).self\(keyArguments(name, isStatic: true)), "
                + "accessor: \(index)\(strict)\(location)"
        }
        if !isProtocolExtension, storesAvailableMembers, backingCreationCheck != nil {
            return
                "Mocking.__with\(form)AvailableMember(\(Self.createdMemberName(name)).\(index == 0 ? "first" : "second")"
        }
        return nil
    }

    /// The arguments that let a hand-written mock register `registration`'s group on first use:
    /// `register: { … }`, and `namesSelf: true` for a group whose members' types name `Self`.
    private static func registrationArguments(
        _ registration: (group: String, index: Int, register: String, namesSelf: Bool)
    ) -> String {
        "register: \(registration.register)" + (registration.namesSelf ? ", namesSelf: true" : "")
    }

    /// `__MockKey_fetch` for `_fetch`, `__MockStaticKey_fetch` for a static `_fetch`: the empty type whose
    /// identity keys the member backed by `name` in a table, in a hand-written mock, which knows no place
    /// for it. A static member and an instance member may share a backing name (`static func reset()`,
    /// `func reset()`), but not a key type. Names `@MockableProperty`'s `prefixed(__MockKey_)` and
    /// `prefixed(__MockStaticKey_)` cover.
    static func keyTypeName(_ name: String, isStatic: Bool) -> String {
        (isStatic ? "__MockStaticKey" : "__MockKey") + name
    }

    /// `, group: G.self, index: N`: the key of the member backed by `name` in a table, its place; for a
    /// hand-written mock's own member, which has none, an empty type declared for it (`private enum
    /// __MockKey_name {}`), whose identity the table hashes instead of the member's name, and index 0.
    func keyArguments(_ name: String, isStatic: Bool) -> String {
        let (group, index) = place ?? (Self.keyTypeName(name, isStatic: isStatic), 0)
        return ", group: \(group).self, index: \(index)"
    }

    /// The stored property that holds the member backed by `name` created under an availability check:
    /// `_created_fancy` for `_fancy` (a name `@MockableProperty`'s `prefixed(_created_)` covers).
    static func createdMemberName(_ name: String) -> String {
        "_created" + name
    }

    /// `base`, or `base` with the first number appended that makes it an identifier `code` does not
    /// contain.
    static func unusedName(_ base: String, in code: String) -> String {
        let expression: ExprSyntax = "\(raw: code)"
        let identifiers = Set(
            expression.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let text) = token.tokenKind { return text }
                return nil
            })
        var name = base
        var number = 1
        while identifiers.contains(name) {
            name = base + String(number)
            number += 1
        }
        return name
    }

    /// The declaration of a backing property of type `type`: stored for an instance member, looked up
    /// in the static-member table for a static one.
    func backingProperty(_ name: String, type: String, isStatic: Bool) -> String {
        backingDeclarations(name, type: type, isStatic: isStatic).joined(separator: "\n")
    }

    /// ``backingProperty(_:type:isStatic:)`` as declarations: two for a member created under an availability
    /// check (what it is stored as, and the backing property), one otherwise.
    func backingDeclarations(_ name: String, type: String, isStatic: Bool) -> [String] {
        let prefix = backingAttributes.map { $0.description + "\n" }.joined() + access.prefix + backingIsolation
        let strict = isStrict ? ", strict: true" : ""
        let location = backingLocation.map { ", " + $0 } ?? ""
        let key = place == nil ? ["private enum \(Self.keyTypeName(name, isStatic: isStatic)) {}"] : []
        let place = keyArguments(name, isStatic: isStatic)
        if isStatic {
            // A mock that keeps its static members in slots passes them: the slot is the member's place.
            let slots =
                !isProtocolExtension && self.place != nil ? staticMemberSlots.map { ", slots: \($0)" } ?? "" : ""
            return key + [
                "\(prefix)static var \(name): \(type) { __staticMember(\"\(name)\"\(place)\(strict)\(slots)\(location)) }"
            ]
        }
        if isProtocolExtension, let registration {
            return [
                "\(prefix)var \(name): \(type) { "
                    + "__member(group: \(registration.group).self, index: \(registration.index), "
                    + Self.registrationArguments(registration) + ") }"
            ]
        }
        // A stored property cannot carry `@available`: the mock stores the member, created where its check
        // holds, as an object, and the backing property gives it its type; where no check can ask what the
        // attributes say, the member is kept in the mock's storage table.
        if !isProtocolExtension, storesAvailableMembers, let check = backingCreationCheck {
            let created = Self.createdMemberName(name)
            let creation = "return \(type)(\"\(mockName).\(name)\"\(strict)\(location))"
            return [
                """
                \(access.prefix)\(backingIsolation)let \(created) = Mocking.__AvailableMember {
                \(check.isEmpty ? creation : "if \(check) {\n\(creation)\n}\nreturn nil")
                }
                """,
                "\(prefix)var \(name): \(type) { Mocking.__availableMember(\(created)) }",
            ]
        }
        if isProtocolExtension || !backingAttributes.isEmpty {
            return key + ["\(prefix)var \(name): \(type) { __member(\"\(name)\"\(place)\(location)) }"]
        }
        return ["\(prefix)let \(name) = \(type)(\"\(mockName).\(name)\"\(strict)\(location))"]
    }
}

/// A call of a backing member's `__invoke`: an expression, and the local function it calls when there is
/// one, which must be declared just before the statement that uses the expression, where everything the
/// call's arguments name is declared (see
/// ``RenderContext/invocation(of:type:accessor:arguments:resultType:effects:capturesArguments:)``).
///
/// Why a local function: `__withAccessor` passes the accessor to the function it is given, and in an optimized
/// build a closure there stayed a function of its own, called on every call, since the member's inlined
/// short path made it large (release, inherited getter: 128.5 instructions per call, against 101.5 with a
/// local `@inline(__always)` function and 91.8 for the mock's own getter; Benchmarks/README.md). It is
/// `@_transparent`, so that a debug build, which ignores `@inline(__always)`, compiles it in as well. The
/// function captures the arguments rather than taking them: passed as a generic parameter, an argument of
/// type `Any` made Swift 6.3.1 crash while emitting the function's reabstraction thunk ("Invalid
/// conformance in type-checked AST"; Documentation/architecture.md).
struct BackingCall {
    var localFunction: String?
    var expression: String

    init(localFunction: String? = nil, expression: String) {
        self.localFunction = localFunction
        self.expression = expression
    }

    /// `receiver.__invoke(arguments)`: the call of a backing member (or its accessor) read directly.
    static func direct(on receiver: String, arguments: String) -> BackingCall {
        BackingCall(expression: "\(receiver).__invoke(\(arguments))")
    }

    /// `expression` returned: after the local function, with `return`, since a body of two statements
    /// returns nothing implicitly; without one, with `return` only when `returning` (which keeps a result
    /// builder out).
    func returned(_ expression: String, returning: Bool = false) -> String {
        guard let localFunction else { return (returning ? "return " : "") + expression }
        return localFunction + "\nreturn " + expression
    }
}
