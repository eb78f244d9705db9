import SwiftSyntax

extension ProtocolModel {
    /// The mock of the protocol, wrapped in its compilation condition.
    func renderMock(options: MockOptions, locator: DeclarationLocator) -> DeclSyntax {
        let selfType = RenderContext.selfType(name: mockName, genericParameters: associatedTypes.map(\.name))
        var context = RenderContext(mockName: mockName, access: access, selfType: selfType)
        context.locator = locator
        context.backingIsolation = backingIsolation
        context.isStrict = options.isStrict
        context.storesAvailableMembers = true
        context.enclosingAvailability = enclosingAvailability
        let slots = staticMemberSlotsDeclaration
        context.staticMemberSlots = slots.map { _ in Self.staticMemberSlotsName }

        let backingNames = BackingNames.assign(members)
        let group = MemberRegistration.groupName(for: name)
        let memberDecls =
            MemberLayout.render(layout) { index in
                var memberContext = context
                memberContext.place = (group, index)
                return members[index].render(backingName: backingNames[index], in: memberContext)
            }
            + refinements.renderMembers(in: context, isActor: isActor)
        let configuringInitializer =
            ConfiguringInitializer.render(self, backingNames: backingNames, in: context).map { $0 + "\n" } ?? ""

        let (genericClause, whereClause, typeAliases) = genericSignature
        // An Objective-C protocol's mock is an `NSObject` subclass, whose members satisfy the `@objc`
        // requirements (`@objc` is inferred for them).
        var conformances =
            (isObjectiveC && !isActor ? ["NSObject"] : []) + [name, "Mocking.Mock"]
            + mockedParents.map(RefiningMockProtocol.name(for:))
        if options.isUncheckedSendable {
            conformances.append("@unchecked Swift.Sendable")
        }
        let kind = isActor ? "actor" : "final class"
        let attributeLines = attributes.map { $0.description + "\n" }.joined()
        let access = access.prefix

        let declaration = """
            \(parentGuidance)\(attributeLines)\(access)\(kind) \(mockName)\(genericClause): \(conformances.joined(separator: ", "))\(whereClause) {
            \(requiresPlainInitializer ? "" : access + (isObjectiveC && !isActor ? "override " : "") + "init() {\n}")
            \(mockedParents.isEmpty ? "" : access + RefiningMockProtocol.initializer + " {\n}\n")\
            \(MemberRegistration.storage(parents: mockedParents, strict: options.isStrict, mockType: selfType.description, access: access, isolation: backingIsolation))
            \(slots.map { $0 + "\n" } ?? "")\
            \(configuringInitializer)\
            \(typeAliases.map { access + $0 + "\n" }.joined())\(memberDecls.joined(separator: "\n"))
            }

            \(renderMemberGroup())
            """
        // The extension of initializer requirements names `__Mocked_P` in its header, which no `#if` can
        // enclose (an extension macro returns extensions only): `__Mocked_P`, which refines its parents'
        // and holds no code, is declared outside the condition, so that the extension compiles where the
        // mock is not.
        return verbatimDecl(
            Indentation.indent(
                wrapped(declaration, in: options.compilationCondition) + "\n\n" + renderRefiningMockProtocol()))
    }

    /// The name of the mock's static property that keeps its static members (see ``staticMemberSlotsDeclaration``).
    static let staticMemberSlotsName = "__staticMemberSlots"

    /// The declaration of the static property that keeps the mock's static members, one slot for each
    /// requirement, by its place (`Mocking.__StaticMemberSlots`): a static call reads its member there
    /// instead of looking it up in the table of static members. `nil` for a protocol without static
    /// requirements, and for one with associated types, whose generic mock cannot have a static stored
    /// property. `nonisolated`: the slots are `Sendable`, and a mock isolated to a global actor (or in a
    /// module whose default isolation is the main actor) has static members that are not.
    var staticMemberSlotsDeclaration: String? {
        guard associatedTypes.isEmpty, members.contains(where: \.isStatic) else { return nil }
        return "private nonisolated static let \(Self.staticMemberSlotsName) = "
            + "Mocking.__StaticMemberSlots(count: \(members.count))"
    }

    /// The mock type's generic parameters (`<Key: Hashable>`), its `where` clause (` where Key: Sendable`) and
    /// the type aliases that pin inherited associated types.
    var genericSignature: (parameters: String, whereClause: String, typeAliases: [String]) {
        let parameters =
            associatedTypes.isEmpty ? "" : "<" + associatedTypes.map(\.genericParameter).joined(separator: ", ") + ">"
        let (requirements, typeAliases) = genericRequirements
        return (parameters, requirements.isEmpty ? "" : " where " + requirements.joined(separator: ", "), typeAliases)
    }

    /// The extension that implements the protocol's requirements for every mock that conforms to it, so
    /// that the mock of a protocol refining this one gets them without code of its own.
    ///
    /// Initializer requirements go to a second extension, constrained to the protocol's
    /// `__Mocked_` protocol, whose `init(__mocking:)` they delegate to (see ``RefiningMockProtocol``).
    func renderRequirementsExtensions(
        options: MockOptions, locator: DeclarationLocator, enclosingType: String? = nil
    ) -> [ExtensionDeclSyntax] {
        let hasInitializer = members.contains(where: \.isInitializer)
        return [
            // Always written: the mocks of refining protocols call its registration.
            renderRequirementsExtension(
                selfConformances: ["Mocking.Mock"], initializers: false, options: options, locator: locator,
                enclosingType: enclosingType),
            hasInitializer
                ? renderRequirementsExtension(
                    selfConformances: [
                        "Mocking.Mock", (enclosingType.map { $0 + "." } ?? "") + refiningMockProtocolName,
                    ],
                    initializers: true, options: options,
                    locator: locator, enclosingType: enclosingType)
                : nil,
        ].compactMap { $0 }
    }

    private func renderRequirementsExtension(
        selfConformances: [String],
        initializers: Bool,
        options: MockOptions,
        locator: DeclarationLocator,
        enclosingType: String? = nil
    ) -> ExtensionDeclSyntax {
        let selfType = TypeSyntax(IdentifierTypeSyntax(name: .keyword(.Self)))
        var context = RenderContext(mockName: mockName, access: access, selfType: selfType)
        context.isProtocolExtension = true
        context.enclosingAvailability = enclosingAvailability
        context.locator = locator
        context.backingIsolation = backingIsolation
        let backingNames = BackingNames.assign(members)
        let registered = initializers ? [:] : registeredMemberIndices
        let enclosing = enclosingType.map { $0 + "." } ?? ""
        let qualifiedName = enclosing + name
        let group = enclosing + MemberRegistration.groupName(for: name)
        // A closure: the function itself, passed from a member isolated to the main actor by the module's
        // default, is "task or actor-isolated value cannot be sent" (Swift 6.3.1).
        let register = "{ Self.\(MemberRegistration.functionName(for: name))(in: &$0) }"
        // A hand-written mock registers a group whose members' types name `Self` for each `Self` it is called
        // with (a class's subclasses), and every other group once; associated types (`Self.Key`) are the
        // same for every subclass.
        let namesSelf = registered.keys.contains { index in
            SelfTypeRewriter.namesSelfItself(TypeSyntax("\(raw: members[index].backingType(in: context))"))
        }
        let memberDecls = MemberLayout.render(layout) { index in
            var memberContext = context
            memberContext.registration = registered[index].map { (group, $0, register, namesSelf) }
            memberContext.place = (group, index)
            return members[index].isInitializer == initializers
                ? members[index].render(backingName: backingNames[index], in: memberContext) : []
        }
        let registration =
            initializers
            ? [] : [renderRegistration(registered, group: group, in: context)]
        let body = (registration + memberDecls).joined(separator: "\n")
        // Only the extension's first line is parsed; its members are passed on as text (see `verbatimDecl`).
        // An extension of a protocol that is not available everywhere must say where it is.
        let availability = availabilityLines
        var declaration = DeclSyntax(
            stringLiteral: availability + "extension \(qualifiedName) where "
                + selfConformances.map { "Self: " + $0 }.joined(separator: ", ") + " {}"
        )
        .cast(ExtensionDeclSyntax.self)
        let indented = Indentation.indent("{\n" + wrapped(body, in: options.compilationCondition) + "\n}")
            .dropFirst(2).dropLast(2)
        declaration.memberBlock.members = [MemberBlockItemSyntax(decl: verbatimDecl(String(indented)))]
        declaration.memberBlock.leftBrace.trailingTrivia = .newline
        declaration.memberBlock.rightBrace.leadingTrivia = .newline
        return declaration
    }

    /// Two comment lines above the mock for a protocol that refines other protocols: the compiler shows the
    /// two lines above its "does not conform" error when a parent is not `@Mocked`.
    private var parentGuidance: String {
        guard !mockedParents.isEmpty else { return "" }
        let parents = mockedParents.map { "'\($0)'" }.joined(separator: ", ")
        return """
            // \(mockName) gets the requirements of \(parents) from '@Mocked' on each (through '__Mocked_…'); for one that is not '@Mocked', write the mock yourself:
            // @MockedMembers final class \(mockName): \(name) { /* every requirement; methods without a body */ }

            """
    }

    /// `nonisolated ` for a protocol isolated to a global actor, whose mock's backing properties must be
    /// reachable from any context.
    private var backingIsolation: String {
        hasGlobalActor && !isActor ? "nonisolated " : ""
    }

    /// `code` inside `#if condition`, or as it is when there is no condition.
    private func wrapped(_ code: String, in condition: String?) -> String {
        guard let condition else { return code }
        return "#if \(condition)\n\(code)\n#endif"
    }
}
