import SwiftSyntax

/// A protocol marked `@Mocked`, read into what its mock needs.
struct ProtocolModel {
    let name: String
    /// The access level of the mock and its members.
    let access: AccessLevel
    /// Whether the protocol has its access level from the extension it is declared in (`public extension`),
    /// as its mock, declared beside it, does without a modifier (one would be "redundant").
    let hasAccessOfExtension: Bool
    /// The attributes the mock takes over from the protocol, such as `@MainActor` and `@available`.
    let attributes: [AttributeSyntax]
    /// Whether the protocol is isolated to a global actor (`@MainActor`).
    let hasGlobalActor: Bool
    /// Whether the protocol is declared `nonisolated`, which keeps it, and so the extension that implements
    /// it for refining mocks, off the module's default actor.
    let isNonisolated: Bool
    /// Whether the protocol is an Objective-C protocol (`@objc`, or refining `NSObjectProtocol`), whose mock
    /// is an `NSObject` subclass.
    let isObjectiveC: Bool
    let isActor: Bool
    /// The implicit conformances the protocol suppresses (`~Copyable & ~Escapable`), which an extension of it
    /// must suppress again so as not to require them of its conforming types; `nil` when it suppresses none.
    let suppressedConformances: String?
    let associatedTypes: [AssociatedTypeRequirement]
    /// The iterator types of a sequence protocol that declares them or names them in its `where` clause
    /// (`where AsyncIterator: AsyncBufferedIteratorProtocol`): the mock makes iterators of them, whose
    /// elements are its `Element`.
    let namedIteratorTypes: [String]
    /// The protocol's own `where` requirements, in terms of its associated types (`Self.` dropped), with the
    /// pins that standard-library parents' generic arguments state (`RawValue == Int` for
    /// `RawRepresentable<Int>`) and those of the associated types it pins to a type.
    let whereRequirements: [GenericRequirementSyntax]
    /// The associated types a `where` requirement names as `Self.X` on the right of `==`
    /// (`where SessionID == Self.IDValue`): types of `Self`, so of a parent when not the protocol's own.
    let typesNamedAsMembersOfSelf: Set<String>
    /// The protocol's own type aliases, which the mock declares again (`typealias Context = Responder.Context`)
    /// so that its members' types find them before a type of the same name in the module.
    let protocolTypeAliases: ProtocolTypeAliases
    let members: [MemberRequirement]
    /// Where the members stand, some inside `#if` clauses.
    let layout: [MemberLayout]
    /// The members, by index, that the runtime implements for the mocks of refining protocols, and that the
    /// protocol's extensions therefore leave out (``WellKnownRefinements/providedByRuntime``).
    let providedByRuntime: Set<Int>
    let refinements: WellKnownRefinements
    /// The inherited protocols whose requirements the mock gets from their `@Mocked` extensions: the mock
    /// is then a refining mock (``RefiningMock``), and the guidance above it names them.
    let mockedParents: [String]

    var mockName: String { name.withoutBackticks + "Mock" }

    /// The keys (``MemberRequirement/restatementKey``) of the requirements outside `#if`, which replace the
    /// mock's own member for a standard-library requirement they restate in every build.
    var restatedStandardRequirements: Set<String> {
        Set(
            layout.compactMap { item in
                if case .member(let index) = item { members[index].restatementKey } else { nil }
            })
    }

    /// Whether the protocol requires `init()`, which then replaces the mock's own `init()`.
    var requiresPlainInitializer: Bool {
        members.contains { member in
            if case .initializer(let initializer) = member { return initializer.parameters.isEmpty }
            return false
        }
    }

    /// Reads `syntax`, declared in `lexicalContext` (a macro's, innermost first), collecting a diagnostic for
    /// every member that cannot be mocked.
    init(_ syntax: ProtocolDeclSyntax, lexicalContext: [Syntax] = [], diagnostics: inout DiagnosticsCollector) {
        name = syntax.name.text
        access = AccessLevel(of: syntax.modifiers, in: lexicalContext)
        hasAccessOfExtension =
            AccessLevel.stated(by: syntax.modifiers) == nil && AccessLevel.statedByExtension(in: lexicalContext) != nil
        attributes = syntax.attributes.compactMap { element in
            guard case .attribute(let attribute) = element, attribute.isCarriedToMock else { return nil }
            return attribute.trimmedNode
        }
        hasGlobalActor = attributes.contains(where: \.isGlobalActor)
        if Self.modulesNamedByMocks.contains(name) {
            diagnostics.error(.protocolNamedLikeModule(name), at: syntax.name)
        }
        isNonisolated = syntax.modifiers.contains(.nonisolated)
        // `protocol Worker where Self: Actor` refines `Actor` as `protocol Worker: Actor` does.
        let selfConformances = (syntax.genericWhereClause?.requirements ?? []).compactMap { requirement in
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                conformance.leftType.as(IdentifierTypeSyntax.self)?.isSelf == true
            else { return nil as TypeSyntax? }
            return conformance.rightType
        }
        let inheritedTypes = ((syntax.inheritanceClause?.inheritedTypes ?? []).map(\.type) + selfConformances)
            .flatMap(\.composedTypes)
        let inherited = inheritedTypes.compactMap(\.protocolName)
        let suppressed = inheritedTypes.filter { $0.is(SuppressedTypeSyntax.self) }.map(\.trimmedText)
        suppressedConformances = suppressed.isEmpty ? nil : suppressed.joined(separator: " & ")
        isObjectiveC =
            attributes.contains { $0.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "objc" }
            || inherited.contains { $0 == "NSObjectProtocol" || $0 == "ObjectiveC.NSObjectProtocol" }
        refinements = WellKnownRefinements(inherited)
        if let distributed = inheritedTypes.first(where: { WellKnownRefinements.isDistributedActor($0.protocolName) }) {
            diagnostics.error(.distributedActorProtocol, at: distributed)
        }
        isActor = refinements.isActor
        mockedParents = WellKnownRefinements.parentsNeedingMocks(inherited)
        for requirement in syntax.genericWhereClause?.requirements ?? [] {
            // The generic mock this needs is refused, as for an associated type's requirement naming `Self`.
            if let selfToken = requirement.firstBareSelf,
                let sameType = requirement.requirement.as(SameTypeRequirementSyntax.self)
            {
                // The associated type the requirement relates: `Pair` in `Pair.PublicKey == Self` (or
                // `Self.Pair.PublicKey`), on whichever side starts with one.
                let related = [Syntax(sameType.leftType), Syntax(sameType.rightType)]
                    .compactMap { $0.droppingSelfMemberPrefix().as(TypeSyntax.self)?.rootIdentifier }
                    .first { !$0.isSelf && $0.genericArgumentClause == nil }?.name.text
                diagnostics.error(
                    .selfReferentialWhereRequirement(related.map { "'\($0)'" } ?? "its associated types"),
                    at: selfToken)
            }
        }
        let typeAliases = ProtocolTypeAliases(syntax)
        protocolTypeAliases = typeAliases
        typesNamedAsMembersOfSelf = Set(
            syntax.genericWhereClause?.requirements.compactMap { requirement in
                guard case .sameTypeRequirement(let sameType) = requirement.requirement,
                    let member = sameType.rightType.as(MemberTypeSyntax.self),
                    member.baseType.as(IdentifierTypeSyntax.self)?.isSelf == true
                else { return nil }
                return member.name.text
            } ?? [])
        var whereRequirements =
            (syntax.genericWhereClause?.requirements.compactMap {
                typeAliases.resolving($0.trimmedNode.with(\.trailingComma, nil).droppingSelfMemberPrefix())
            } ?? []) + WellKnownRefinements.pins(statedBy: inheritedTypes)

        var associatedTypes: [AssociatedTypeRequirement] = []
        var members: [MemberRequirement] = []
        /// Reads `items` into `members`, and returns where each requirement stands.
        func read(_ items: MemberBlockItemListSyntax, inIf: Bool) -> [MemberLayout] {
            var layout: [MemberLayout] = []
            func add(_ member: MemberRequirement?) {
                guard let member else { return }
                layout.append(.member(members.count))
                members.append(member)
            }
            for item in items {
                let decl = item.decl
                switch decl.as(DeclSyntaxEnum.self) {
                case .functionDecl, .variableDecl, .subscriptDecl, .initializerDecl:
                    add(MemberRequirement(requirement: decl, diagnostics: &diagnostics))
                case .associatedTypeDecl(let associatedType):
                    if inIf {
                        diagnostics.error(.unsupportedMember("an associated type", reason: "inside '#if'"), at: decl)
                    } else if let selfToken = associatedType.bareSelfInRequirements {
                        // `class PMock<Key: K>: P where Key.Owner == PMock<Key>` is refused by the compiler:
                        // "generic class 'PMock' has self-referential generic requirements".
                        diagnostics.error(
                            .unsupportedMember(
                                "an associated type", reason: "whose requirements name 'Self' (the mock's own type)"),
                            at: selfToken)
                    } else {
                        associatedTypes.append(AssociatedTypeRequirement(associatedType))
                    }
                case .typeAliasDecl:
                    break
                case .ifConfigDecl(let ifConfig):
                    var clauses: [(directive: String, layout: [MemberLayout])] = []
                    for clause in ifConfig.clauses {
                        let directive = MemberLayout.directive(of: clause)
                        switch clause.elements {
                        case .decls(let decls):
                            clauses.append((directive, read(decls, inIf: true)))
                        case nil:
                            clauses.append((directive, []))
                        default:
                            diagnostics.error(
                                .unsupportedMember("this '#if' clause", reason: "in a protocol"), at: clause)
                        }
                    }
                    layout.append(.conditional(clauses))
                default:
                    diagnostics.error(.unsupportedMember("this declaration", reason: "in a protocol"), at: decl)
                }
            }
            return layout
        }
        let ownLayout = read(syntax.memberBlock.members, inIf: false)
        // An associated type the protocol pins to a type (`associatedtype Unit where Unit == Int`) is a type
        // alias of the mock, as one a parent declares: a generic parameter pinned so is refused ("same-type
        // requirement makes generic parameter 'Unit' non-generic").
        let ownNames = Set(associatedTypes.map(\.name))
        let pinnedOwn = Set(
            (associatedTypes.flatMap(\.requirements) + whereRequirements).compactMap { requirement in
                requirement.pinnedTypeName.flatMap { name in
                    ownNames.contains(name) && !ownNames.contains(requirement.pinnedTypeRootName ?? "") ? name : nil
                }
            })
        whereRequirements += associatedTypes.filter { pinnedOwn.contains($0.name) }.flatMap(\.requirements)
        associatedTypes.removeAll { pinnedOwn.contains($0.name) }
        associatedTypes = associatedTypes.map(refinements.restating)
        self.whereRequirements = whereRequirements
        // A requirement of a standard-library parent that the protocol restates (`var rawValue: String { get }`)
        // is mocked once, as the protocol writes it.
        let ownSignatures = Set(members.map(\.signature))
        namedIteratorTypes = refinements.namedIteratorTypes(
            Set(associatedTypes.map(\.name) + whereRequirements.compactMap(\.constrainedOrPinnedName)))
        let inheritedRequirements = refinements.requirements(
            iteratorTypes: namedIteratorTypes,
            declaredAssociatedTypes: Set(associatedTypes.map(\.name)),
            pins: Dictionary(
                whereRequirements.compactMap { requirement in
                    requirement.pinnedTypeName.flatMap { name in requirement.pinnedType.map { (name, $0) } }
                },
                uniquingKeysWith: { first, _ in first }),
            diagnostics: &diagnostics
        ).filter {
            !ownSignatures.contains($0.member.signature)
        }
        layout = ownLayout + inheritedRequirements.indices.map { .member(members.count + $0) }
        providedByRuntime = Set(
            inheritedRequirements.indices.filter {
                WellKnownRefinements.providedByRuntime.contains(inheritedRequirements[$0].declaration)
            }.map { members.count + $0 })
        self.members = members + inheritedRequirements.map(\.member)
        Self.reportBackingNameClashes(in: self.members, syntax: syntax, diagnostics: &diagnostics)
        Self.reportModuleNameClashes(in: self.members, diagnostics: &diagnostics)
        let declared = Set(associatedTypes.map(\.name))
        let pinned = whereRequirements.compactMap(\.pinnedTypeName)
        let wellKnown = refinements.associatedTypes.filter {
            !declared.contains($0.name) && !pinned.contains($0.name) && !typeAliases.names.contains($0.name)
        }
        // A parent's associated type that the protocol constrains (`where PublicKey: Hashable`) is a generic
        // parameter of the mock, which the mock's conformance to the parent takes for it.
        var constrainedInherited: [String] = []
        // (A requirement on a type alias names what it stands for by now: an associated type of the protocol.)
        for requirement in whereRequirements {
            guard case .conformanceRequirement = requirement.requirement,
                let root = requirement.constrainedOrPinnedName, root != "Self",
                !declared.contains(root), !pinned.contains(root), !wellKnown.contains(where: { $0.name == root }),
                !constrainedInherited.contains(root)
            else { continue }
            constrainedInherited.append(root)
        }
        self.associatedTypes =
            associatedTypes + wellKnown
            + constrainedInherited.map { [namedIteratorTypes] name in
                let iteratorProtocol =
                    namedIteratorTypes.contains(name) ? WellKnownRefinements.iteratorProtocol(of: name) : nil
                return AssociatedTypeRequirement(name: name, constraints: iteratorProtocol.map { [$0] } ?? [])
            }
        // The mock's generic parameter would hide the protocol the mock names as its own.
        if self.associatedTypes.contains(where: { $0.name == name }) {
            // Declared here, or by a standard-library parent (`protocol Element: Sequence`).
            let sameName = syntax.memberBlock.members.lazy.compactMap { $0.decl.as(AssociatedTypeDeclSyntax.self) }
                .first { $0.name.text == syntax.name.text }
            diagnostics.error(.associatedTypeNamedLikeProtocol(name), at: sameName?.name ?? syntax.name)
        }
        if !mockedParents.isEmpty {
            let generic = Set(self.associatedTypes.map(\.name)).union(pinnedOwn)
            Self.reportParentTypesNamedInRequirements(
                of: syntax, generic: generic, known: generic.union(pinned).union(typeAliases.names),
                diagnostics: &diagnostics)
        }
    }

    /// Reports a type named as the base of a member type (`Rep.Value`) in a requirement the mock's generic
    /// `where` clause repeats, which the protocol neither declares nor constrains: a parent's associated type,
    /// which the mock cannot name (`cannot find type 'Rep' in scope` inside the expansion). Constrained in the
    /// protocol's `where` clause as the parent constrains it (`where Rep: Storage`), it is a generic
    /// parameter of the mock, and `Rep.Value` resolves. Only for a protocol with a parent the macro cannot
    /// see, which could declare it, and for a name the protocol neither declares, pins nor aliases: such a
    /// name may still be a module or a type (`Foundation.UUID`), which the message tells how to name instead.
    /// `generic` are the names the mock's generic `where` clause constrains, `known` the names it can see.
    private static func reportParentTypesNamedInRequirements(
        of syntax: ProtocolDeclSyntax, generic: Set<String>, known: Set<String>,
        diagnostics: inout DiagnosticsCollector
    ) {
        // The associated types' `where` clauses, and the protocol's requirements on them. (Not their
        // constraints, where a module-qualified name is the usual way to tell a protocol from the associated
        // type named like it: `associatedtype Span: Tracing.Span`.)
        let associatedTypeRequirements: [Syntax] = syntax.memberBlock.members.compactMap {
            $0.decl.as(AssociatedTypeDeclSyntax.self)?.genericWhereClause.map(Syntax.init)
        }
        let repeated = (syntax.genericWhereClause?.requirements.map { $0 } ?? []).filter {
            $0.constrainedRootName.map(generic.contains) == true
        }.map(Syntax.init)
        var reported: Set<String> = []
        for requirement in associatedTypeRequirements + repeated {
            for base in requirement.tokens(viewMode: .sourceAccurate).compactMap(\.namedTypeOfSelfOrMemberTypeBase) {
                let name = base.text
                // `Tracing.Span` next to `associatedtype Span`: a qualified name, told from the associated type.
                let member = base.parent?.parent?.as(MemberTypeSyntax.self)?.name.text
                guard !known.contains(name), name != "Swift", member.map(generic.contains) != true,
                    reported.insert(name).inserted
                else { continue }
                diagnostics.error(.parentTypeNamedInRequirement(name), at: base)
            }
        }
    }

    /// The `where` requirements split by what the mock does with them: requirements on the protocol's
    /// own associated types constrain the mock's generic parameters; `Key == String` on an inherited
    /// associated type becomes `typealias Key = String` in the mock; the rest belong to the parent.
    ///
    /// A generic parameter for a parent's associated type, one the protocol constrains (`where Value:
    /// Collection`) or a standard-library parent's (`Element`), is named its witness, `typealias Value =
    /// Value`, when the protocol refines a `@Mocked` parent (or another the macro does not write): otherwise
    /// the compiler may infer the associated type from a member instead (`init(value: Value.Element)` for the
    /// parent's `init(value: Value)`), or from a parent's placeholder of the same name. Where all parents are
    /// standard-library protocols the mock meets, their own members give the type (`Identifiable where ID:
    /// Sendable` takes `ObjectIdentifier`), and the parameter is only a name. A pin to another parent's
    /// associated type written `Self.IDValue` (`where SessionID == Self.IDValue`) is left to inference: the
    /// mock has that type only by inference, and an alias naming it is a cycle. (Written `IDValue`, it cannot
    /// be told from a type of the module.)
    var genericRequirements: (whereClause: [String], typeAliases: [String]) {
        let own = Set(associatedTypes.map(\.name))
        var whereClause: [String] = []
        var typeAliases = associatedTypes.filter { !$0.isDeclared && !mockedParents.isEmpty }
            .map { "typealias \($0.name) = \($0.name)" }
        let requirements = (associatedTypes.flatMap(\.requirements) + whereRequirements).map {
            $0.with(\.trailingComma, nil)
        }
        // The pinned types, which the generic `where` clause names by what they stand for: it cannot see the
        // mock's type aliases (`Items.Element == Value` is written `Items.Element == String`).
        // A pin stated twice (`RawRepresentable<Int> where RawValue == Int`) is one type alias.
        var pins: [String: TypeSyntax] = [:]
        var aliased: Set<String> = []
        for requirement in requirements {
            guard requirement.constrainedRootName.map(own.contains) != true, let name = requirement.pinnedTypeName,
                let type = requirement.pinnedType, own.contains(type) || !typesNamedAsMembersOfSelf.contains(type),
                aliased.insert(name).inserted
            else { continue }
            typeAliases.append("typealias \(name) = \(type)")
            if case .sameTypeRequirement(let sameType) = requirement.requirement,
                let pinned = Syntax(sameType.rightType).as(TypeSyntax.self)
            {
                pins[name] = pinned.trimmedNode
            }
        }
        // A pin to another pinned type (`A == [B]`, `B == Int`) stands for what that one stands for.
        for (name, type) in pins { pins[name] = PinnedTypeSubstitution(pins).rewrite(type).cast(TypeSyntax.self) }
        let substitution = PinnedTypeSubstitution(pins)
        // An iterator type the mock has as a generic parameter yields its `Element`, or what it is pinned to.
        if let element = own.contains("Element") ? "Element" : pins["Element"]?.trimmedText {
            for iterator in namedIteratorTypes where own.contains(iterator) {
                whereClause.append("\(iterator).Element == \(element)")
            }
        }
        for requirement in requirements {
            if let root = requirement.constrainedRootName, own.contains(root) {
                whereClause.append(substitution.rewrite(requirement).trimmedText)
            }
        }
        return (whereClause, typeAliases)
    }

    /// The modules the generated code names (`Mocking.MockMethod`, `Swift.Int`), which a member of the same
    /// name would hide inside the mock.
    static let modulesNamedByMocks: Set = ["Mocking", "Swift"]

    /// Reports a requirement named like a module the mock's code names.
    private static func reportModuleNameClashes(
        in members: [MemberRequirement], diagnostics: inout DiagnosticsCollector
    ) {
        for member in members {
            guard let name = member.declaredName?.withoutBackticks, modulesNamedByMocks.contains(name) else {
                continue
            }
            diagnostics.error(.requirementNamedLikeModule(name), at: member.syntax)
        }
    }

    /// Reports a requirement whose own name is the backing-property name of another, such as `_count`
    /// next to `count`: the mock could not declare both.
    private static func reportBackingNameClashes(
        in members: [MemberRequirement],
        syntax: ProtocolDeclSyntax,
        diagnostics: inout DiagnosticsCollector
    ) {
        let names = BackingNames.assign(members)
        let declared = members.compactMap { member in member.declaredName.map { ($0, member.syntax) } }
        for clash in BackingNames.clashes(names, staticFlags: members.map(\.isStatic), declaredNames: declared) {
            guard let declaration = clash.declared else { continue }
            diagnostics.error(
                .requirementNamedLikeBackingProperty(clash.name),
                at: declaration,
                notes: [(members[clash.index].syntax, "'\(clash.name)' is the backing property of this requirement")]
            )
        }
    }
}

/// Replaces each type named in `pins` by the type it is pinned to: `Value` by `String`.
private final class PinnedTypeSubstitution: SyntaxRewriter {
    private let pins: [String: TypeSyntax]

    init(_ pins: [String: TypeSyntax]) {
        self.pins = pins
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        guard node.genericArgumentClause == nil, let pinned = pins[node.name.text] else { return super.visit(node) }
        return pinned.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}

extension GenericRequirementSyntax {
    /// The name of the type parameter the requirement constrains: `Key` in `Key: Hashable` and in
    /// `Key.Element == Int`.
    var constrainedRootName: String? {
        let left: Syntax
        switch requirement {
        case .conformanceRequirement(let conformance): left = Syntax(conformance.leftType)
        case .sameTypeRequirement(let sameType): left = Syntax(sameType.leftType)
        case .layoutRequirement(let layout): left = Syntax(layout.type)
        }
        return left.as(TypeSyntax.self)?.rootName
    }

    /// `Iterator` for `Iterator: Sendable` and `Iterator == MyIterator`: the associated type the requirement
    /// constrains or pins as a whole, which the mock then has as a generic parameter or a type alias.
    var constrainedOrPinnedName: String? {
        if case .conformanceRequirement(let conformance) = requirement {
            return conformance.leftType.as(IdentifierTypeSyntax.self)?.name.text
        }
        return pinnedTypeName
    }

    /// `Key` for `Key == String`: an associated type the requirement fixes to a type.
    var pinnedTypeName: String? {
        guard case .sameTypeRequirement(let sameType) = requirement else { return nil }
        return Syntax(sameType.leftType).as(IdentifierTypeSyntax.self)?.name.text
    }

    /// The name the type a pinning requirement gives starts with: `Base` in `Item == Base.Element`, `Int` in
    /// `Item == Int`; `nil` for a type that does not start with a name (`[Int]`, `(Int, Int)`).
    var pinnedTypeRootName: String? {
        guard pinnedTypeName != nil, case .sameTypeRequirement(let sameType) = requirement else { return nil }
        return Syntax(sameType.rightType).as(TypeSyntax.self)?.rootName
    }

    /// The type a pinning requirement gives its associated type: `Int` for `Item == Int`.
    var pinnedType: String? {
        guard pinnedTypeName != nil, case .sameTypeRequirement(let sameType) = requirement else { return nil }
        return Syntax(sameType.rightType).trimmedText
    }
}

extension AttributeSyntax {
    /// The attribute's name: `MainActor`, `available`, `Mocking.Mocked`.
    var name: String { attributeName.trimmedText }

    /// Whether the attribute names a global actor: a custom attribute (a type's name, which starts with an
    /// uppercase letter, unlike the compiler's own attributes) without arguments. On a protocol, property
    /// wrappers and result builders cannot stand, so such an attribute is a global actor or a macro, and
    /// macros are not carried to the mock. On a class, another macro (`@Observable`) passes for one, which
    /// only makes the backing properties `@MockedMembers` writes `nonisolated` where they need not be.
    var isGlobalActor: Bool {
        guard arguments == nil else { return false }
        let simpleName =
            attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? attributeName.as(MemberTypeSyntax.self)?.name.text
        guard let simpleName, simpleName != "Mocked", simpleName != "MockedMembers" else { return false }
        return simpleName.first?.isUppercase ?? false
    }

    /// Whether a protocol's attribute applies to its mock too: an `@available` that limits where it can be
    /// used, `@preconcurrency`, `@objc`, `@_spi` and global actors do; `@Mocked` itself, other macros (custom attributes with arguments) and
    /// the compiler's attributes that only a protocol can carry (`@rethrows`, `@_marker`, …) do not.
    var isCarriedToMock: Bool {
        guard let name = attributeName.as(IdentifierTypeSyntax.self)?.name.text else { return isGlobalActor }
        // A deprecation or renaming is about the protocol, not its mock (whose uses it would flag).
        if name == "available" { return isRestrictingAvailability }
        return ["preconcurrency", "objc", "_spi"].contains(name) || isGlobalActor
    }
}

extension TypeSyntax {
    /// The name a type starts with: `Key` in `Key` and `Key.Element`; `nil` for `[Key]` or `(Int, Int)`.
    var rootName: String? { rootIdentifier?.name.text }

    /// The name a type starts with, as written: `Key` in `Key.Element`, `Box<Int>` in `Box<Int>.Element`.
    var rootIdentifier: IdentifierTypeSyntax? {
        var type: TypeSyntax = self
        while let member = type.as(MemberTypeSyntax.self) { type = member.baseType }
        return type.as(IdentifierTypeSyntax.self)
    }

    /// The name of an inherited protocol, qualified as written (`Swift.Hashable`); `nil` for what is not
    /// a protocol to implement, such as `~Copyable`.
    var protocolName: String? {
        if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = self.as(MemberTypeSyntax.self), let base = member.baseType.protocolName {
            return base + "." + member.name.text
        }
        if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.protocolName }
        return nil
    }

    /// The types an inherited type lists: itself, or each of a composition (`CustomStringConvertible & Codable`).
    var composedTypes: [TypeSyntax] {
        guard let composition = self.as(CompositionTypeSyntax.self) else { return [self] }
        return composition.elements.flatMap { $0.type.composedTypes }
    }
}

extension TokenSyntax {
    /// The type this token names, if the mock's `where` clause names it unqualified: the base of a member type
    /// (`Rep` in `Rep.Value?`; `Outer` in `Outer.Rep`, a module or a type), or a member of `Self` (`Rep` in
    /// `Self.Rep`, whose `Self.` the mock drops).
    var namedTypeOfSelfOrMemberTypeBase: TokenSyntax? {
        guard let identifier = parent?.as(IdentifierTypeSyntax.self),
            let member = identifier.parent?.as(MemberTypeSyntax.self),
            member.baseType.id == identifier.id
        else { return nil }
        return identifier.isSelf ? member.name : self
    }
}

extension AssociatedTypeDeclSyntax {
    /// The first `Self` that stands for the conforming type itself (not `Self.Key`) in the associated
    /// type's constraints or `where` clause: `where Key.Owner == Self`.
    var bareSelfInRequirements: TokenSyntax? {
        inheritanceClause?.firstBareSelf ?? genericWhereClause?.firstBareSelf
    }
}

extension SyntaxProtocol {
    /// The first `Self` in this syntax that stands for the conforming type itself, not `Self.Key`.
    var firstBareSelf: TokenSyntax? {
        let tokens = Array(self.tokens(viewMode: .sourceAccurate))
        for (index, token) in tokens.enumerated() where token.tokenKind == .keyword(.Self) {
            let next = index + 1 < tokens.count ? tokens[index + 1].tokenKind : nil
            if next != .period { return token }
        }
        return nil
    }
}
