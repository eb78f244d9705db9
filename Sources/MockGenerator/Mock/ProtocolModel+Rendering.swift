import SwiftSyntax

extension ProtocolModel {
    /// The mock of the protocol, wrapped in its compilation condition.
    func renderMock(options: MockOptions, locator: DeclarationLocator) -> DeclSyntax {
        var context = renderContext(
            selfType: RenderContext.selfType(name: mockName, genericParameters: associatedTypes.map(\.name)),
            locator: locator)
        context.isStrict = options.isStrict

        let backingNames = BackingNames.assign(members)
        let group = Self.group(of: name)
        let memberDecls =
            MemberLayout.render(layout) { index in
                var memberContext = context
                memberContext.place = WellKnownRefinements.runtimePlace(of: members[index]) ?? (group, index)
                return members[index].render(backingName: backingNames[index], in: memberContext)
            }
            + refinements.renderMembers(in: context, restated: restatedStandardRequirements)

        let (genericClause, whereClause, typeAliases) = genericSignature
        // An Objective-C protocol's mock is an `NSObject` subclass, whose members satisfy the `@objc`
        // requirements (`@objc` is inferred for them).
        var conformances =
            (isObjectiveC && !isActor ? ["NSObject"] : [])
            + [(isActor && refinements.isDecodable ? "@preconcurrency " : "") + name, "Mocking.Mock"]
            + (mockedParents.isEmpty ? [] : [RefiningMock.placeholderConformance])
        if options.isUncheckedSendable {
            conformances.append("@unchecked Swift.Sendable")
        }
        let kind = isActor ? "actor" : "final class"
        let attributeLines = attributes.map { $0.description + "\n" }.joined()
        let access = access.prefix
        let typeAccess = hasAccessOfExtension ? "" : access
        let strict = options.isStrict ? "strict: true" : ""

        var body: [String] = []
        if !requiresPlainInitializer {
            body.append(access + (isObjectiveC && !isActor ? "override " : "") + "init() {}")
        }
        if !mockedParents.isEmpty {
            // `nonisolated`, so that a mock isolated to a global actor conforms to `Mocking.__RefiningMock` from
            // any context; an actor's synchronous initializer is nonisolated already.
            body.append(access + (isActor ? "" : "nonisolated ") + RefiningMock.initializer + " {}")
        }
        body.append(RefiningMock.storage(access: access, isActor: isActor, arguments: strict))
        body += ConfiguringInitializer.render(self, backingNames: backingNames, in: context).map { [$0] } ?? []
        body += protocolTypeAliases.declarations(access: access) + typeAliases.map { access + $0 }
        if !mockedParents.isEmpty {
            body += associatedTypeAnchorImplementations(access: access)
        }
        body += memberDecls

        let declaration = """
            \(parentGuidance)\(attributeLines)\(typeAccess)\(kind) \(mockName)\(genericClause): \(conformances.joined(separator: ", "))\(whereClause) {
            \(body.joined(separator: "\n"))
            }
            """
        // Where the condition does not hold, the mock's name says why, so that a test target built without the
        // flag gets one clear error rather than "cannot find 'WeatherServiceMock' in scope" on every use.
        let unavailable = options.compilationCondition.map { condition in
            """
            @available(*, unavailable, message: "\(Self.unavailableMessage(mockName, of: name, condition: condition))")
            \(typeAccess)typealias \(mockName)\(genericClause) = Mocking.MockCompilationCondition.NotCompiled
            """
        }
        return verbatimDecl(
            Indentation.indent(wrapped(declaration, in: options.compilationCondition, otherwise: unavailable)))
    }

    /// Why `mockName` cannot be used where `condition` does not hold, and what to do.
    static func unavailableMessage(_ mockName: String, of protocolName: String, condition: String) -> String {
        switch condition {
        case "DEBUG":
            return "\(mockName) is compiled in debug builds only (@Mocked(compilationCondition: .debug))"
        case let flag where flag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }):
            return "\(mockName) is compiled only where \(flag) is defined: add .define(\\\"\(flag)\\\", "
                + ".when(configuration: .debug)) to the swiftSettings of the target that declares \(protocolName) "
                + "(in Xcode, \(flag) in Active Compilation Conditions of its Debug configuration)"
        default:
            return "\(mockName) is compiled only where '\(condition)' holds (@Mocked(compilationCondition:))"
        }
    }

    /// The group of the protocol `name`'s requirements, which keys the members created on first use with
    /// their place among the requirements: `(any P)`, `(any Ledger.Entry)`.
    static func group(of name: String) -> String {
        "(any \(name))"
    }

    /// The mock type's generic parameters (`<Key: Hashable>`), its `where` clause (` where Key: Sendable`) and
    /// the type aliases that pin inherited associated types.
    var genericSignature: (parameters: String, whereClause: String, typeAliases: [String]) {
        let parameters =
            associatedTypes.isEmpty ? "" : "<" + associatedTypes.map(\.genericParameter).joined(separator: ", ") + ">"
        let (requirements, typeAliases) = genericRequirements
        return (parameters, requirements.isEmpty ? "" : " where " + requirements.joined(separator: ", "), typeAliases)
    }

    /// The extensions that implement the protocol's requirements for every mock that conforms to it, so
    /// that the mock of a protocol refining this one gets them without code of its own: its methods,
    /// properties and subscripts for any mock, its initializers for the mocks of refining protocols, which
    /// they delegate to (`Mocking.__RefiningMock`, ``RefiningMock``). Each only when the protocol has such
    /// requirements.
    func renderRequirementsExtensions(
        options: MockOptions, locator: DeclarationLocator, enclosingType: String? = nil
    ) -> [ExtensionDeclSyntax] {
        let extended = members.indices.filter { !providedByRuntime.contains($0) }
        return [
            extended.contains { !members[$0].isInitializer }
                ? renderRequirementsExtension(
                    constraint: "Mocking.Mock", initializers: false, options: options, locator: locator,
                    enclosingType: enclosingType)
                : nil,
            extended.contains { members[$0].isInitializer }
                ? renderRequirementsExtension(
                    constraint: RefiningMock.conformance, initializers: true, options: options, locator: locator,
                    enclosingType: enclosingType)
                : nil,
        ].compactMap { $0 }
    }

    /// The extension of ``renderRequirementsExtensions(options:locator:enclosingType:)`` for `constraint`,
    /// with its initializers or its other members, those of them `including` takes by index. The members the
    /// runtime implements for refining mocks (``providedByRuntime``) are left out.
    func renderRequirementsExtension(
        constraint: String,
        initializers: Bool,
        options: MockOptions,
        locator: DeclarationLocator,
        enclosingType: String?,
        including: (Int) -> Bool = { _ in true }
    ) -> ExtensionDeclSyntax {
        var context = renderContext(selfType: TypeSyntax(IdentifierTypeSyntax(name: .keyword(.Self))), locator: locator)
        context.isProtocolExtension = true
        context.recordsCreatedMocks = true
        let backingNames = BackingNames.assign(members)
        let qualifiedName = (enclosingType.map { $0 + "." } ?? "") + name
        let group = Self.group(of: qualifiedName)
        let body = MemberLayout.render(layout) { index in
            var memberContext = context
            memberContext.place = WellKnownRefinements.runtimePlace(of: members[index]) ?? (group, index)
            return members[index].isInitializer == initializers && !providedByRuntime.contains(index)
                && including(index)
                ? members[index].render(backingName: backingNames[index], in: memberContext) : []
        }
        return extensionDecl(constraint: constraint, body: body, options: options, enclosingType: enclosingType)
    }

    /// An extension of the protocol whose members are `body`, under the mock's condition: for the types that
    /// conform to `constraint` too, or for every conforming type.
    func extensionDecl(constraint: String?, body: [String], options: MockOptions, enclosingType: String?)
        -> ExtensionDeclSyntax
    {
        let qualifiedName = (enclosingType.map { $0 + "." } ?? "") + name
        let indented = Indentation.indent(
            "{\n" + wrapped(body.joined(separator: "\n"), in: options.compilationCondition) + "\n}"
        )
        .dropFirst(2).dropLast(2)
        // Built from tokens, not parsed: parsing is slow in the debug build of swift-syntax the plugin usually
        // runs on. The names and the members are passed on as text (see `verbatimDecl`), which the compiler parses.
        return ExtensionDeclSyntax(
            // An extension of a protocol that is not available everywhere must say where it is.
            attributes: AttributeListSyntax(
                attributes.filter(\.isRestrictingAvailability).map { .attribute($0.with(\.trailingTrivia, .newline)) }),
            // A `nonisolated` protocol's members must be implemented off the module's default actor too.
            modifiers: isNonisolated ? [DeclModifierSyntax(name: .keyword(.nonisolated, trailingTrivia: .space))] : [],
            extensionKeyword: .keyword(.extension, trailingTrivia: .space),
            extendedType: IdentifierTypeSyntax(name: .identifier(qualifiedName)),
            genericWhereClause: constraint.map { constraint in
                GenericWhereClauseSyntax(
                    whereKeyword: .keyword(.where, leadingTrivia: .space, trailingTrivia: .space),
                    requirements: [
                        GenericRequirementSyntax(
                            requirement: .conformanceRequirement(
                                ConformanceRequirementSyntax(
                                    leftType: IdentifierTypeSyntax(name: .keyword(.Self)),
                                    colon: .colonToken(trailingTrivia: .space),
                                    rightType: IdentifierTypeSyntax(name: .identifier(constraint)))))
                    ])
            },
            memberBlock: MemberBlockSyntax(
                leftBrace: .leftBraceToken(leadingTrivia: .space, trailingTrivia: .newline),
                members: [MemberBlockItemSyntax(decl: verbatimDecl(String(indented)))],
                rightBrace: .rightBraceToken(leadingTrivia: .newline)))
    }

    /// Two comment lines above the mock for a protocol that refines other protocols: the compiler shows the
    /// two lines above its "does not conform" error when a parent is not `@Mocked`.
    private var parentGuidance: String {
        guard !mockedParents.isEmpty else { return "" }
        let parents = mockedParents.map { "'\($0)'" }.joined(separator: ", ")
        return """
            // \(mockName) gets the requirements of \(parents) from '@Mocked' on each, compiled under the mock's condition, such as SWIFT_MOCKING_ENABLED (also in another module); another package's parent with requirements needs its members written once in this target, with
            // swift package --allow-writing-to-package-directory mock --target <this target> --parent <Module>.<Parent> (a standard-library parent: write \(mockName) with @MockedMembers)

            """
    }

    /// What the mock and the extensions for refining mocks render their members with.
    private func renderContext(selfType: TypeSyntax, locator: DeclarationLocator) -> RenderContext {
        var context = RenderContext(mockName: mockName, access: access, selfType: selfType)
        context.locator = locator
        context.backingIsolation = backingIsolation
        context.isInActor = isActor
        context.recordsCreatedMocks = !isObjectiveC || isActor
        return context
    }

    /// `nonisolated ` for a protocol isolated to a global actor, whose mock's backing properties must be
    /// reachable from any context.
    var backingIsolation: String {
        hasGlobalActor && !isActor ? "nonisolated " : ""
    }

    /// `code` inside `#if condition`, with `otherwise` in its `#else`; `code` as it is when there is no
    /// condition.
    func wrapped(_ code: String, in condition: String?, otherwise: String? = nil) -> String {
        guard let condition else { return code }
        return "#if \(condition)\n\(code)\n" + (otherwise.map { "#else\n\($0)\n" } ?? "") + "#endif"
    }
}
