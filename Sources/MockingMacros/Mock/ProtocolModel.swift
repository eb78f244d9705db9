import SwiftSyntax

/// A protocol marked `@Mocked`, read into what its mock needs.
struct ProtocolModel {
    let name: String
    /// The access modifier of the mock and its members, with a trailing space, or empty.
    let access: String
    /// The attributes the mock takes over from the protocol, such as `@MainActor`.
    let attributes: [String]
    let isActor: Bool
    let associatedTypes: [AssociatedTypeRequirement]
    /// The protocol's own `where` requirements, in terms of its associated types.
    let whereRequirements: [String]
    let members: [MemberRequirement]
    let refinements: WellKnownRefinements
    /// The inherited protocols whose requirements the mock gets from their `@Mocked` extensions.
    let mockedParents: [String]

    var mockName: String { name + "Mock" }

    /// Whether the protocol requires `init()`, which then replaces the mock's own `init()`.
    var requiresPlainInitializer: Bool {
        members.contains { member in
            if case .initializer(let initializer) = member { return initializer.parameters.isEmpty }
            return false
        }
    }

    /// Reads `syntax`, collecting a diagnostic for every member that cannot be mocked.
    init(_ syntax: ProtocolDeclSyntax, diagnostics: inout DiagnosticsCollector) {
        name = syntax.name.text
        access = Self.access(of: syntax.modifiers)
        attributes = syntax.attributes.compactMap { element in
            guard let name = element.attributeName, name != "Mocked", !name.hasSuffix(".Mocked") else { return nil }
            return element.trimmedDescription
        }
        let inherited = syntax.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        isActor = inherited.contains { $0 == "Actor" || $0 == "_Concurrency.Actor" }
        refinements = WellKnownRefinements(inherited)
        mockedParents = WellKnownRefinements.parentsNeedingMocks(inherited)
        whereRequirements =
            syntax.genericWhereClause?.requirements.map {
                $0.requirement.trimmedDescription.droppingSelfMemberPrefix
            } ?? []

        var associatedTypes: [AssociatedTypeRequirement] = []
        var members: [MemberRequirement] = []
        for member in syntax.memberBlock.members {
            let decl = member.decl
            switch decl.as(DeclSyntaxEnum.self) {
            case .functionDecl(let function):
                if let method = MethodRequirement(function, diagnostics: &diagnostics) {
                    members.append(.method(method))
                }
            case .variableDecl(let variable):
                if let property = PropertyRequirement(requirement: variable, diagnostics: &diagnostics) {
                    members.append(.property(property))
                }
            case .associatedTypeDecl(let associatedType):
                associatedTypes.append(AssociatedTypeRequirement(associatedType))
            case .typeAliasDecl:
                break
            case .subscriptDecl(let subscriptDecl):
                if let subscriptRequirement = SubscriptRequirement(subscriptDecl, diagnostics: &diagnostics) {
                    members.append(.subscript(subscriptRequirement))
                }
            case .initializerDecl(let initializer):
                if let initializer = InitializerRequirement(initializer, diagnostics: &diagnostics) {
                    members.append(.initializer(initializer))
                }
            case .ifConfigDecl:
                diagnostics.error(
                    .unsupportedMember("a requirement", reason: "inside '#if'"),
                    at: decl
                )
            default:
                diagnostics.error(.unsupportedMember("this declaration", reason: "in a protocol"), at: decl)
            }
        }
        self.members = members + refinements.requirements(diagnostics: &diagnostics)
        Self.reportBackingNameClashes(in: self.members, syntax: syntax, diagnostics: &diagnostics)
        let declared = Set(associatedTypes.map(\.name))
        let pinned = whereRequirements.compactMap { requirement in
            requirement.firstRange(of: "==").map { requirement[..<$0.lowerBound].trimmingSpaces }
        }
        self.associatedTypes =
            associatedTypes
            + refinements.associatedTypes.filter { !declared.contains($0.name) && !pinned.contains($0.name) }
    }

    /// The `where` requirements split by what the mock does with them: requirements on the protocol's
    /// own associated types constrain the mock's generic parameters; `Key == String` on an inherited
    /// associated type becomes `typealias Key = String` in the mock; the rest belong to the parent.
    var genericRequirements: (whereClause: [String], typeAliases: [String]) {
        let own = Set(associatedTypes.map(\.name))
        var whereClause: [String] = []
        var typeAliases: [String] = []
        for requirement in associatedTypes.flatMap(\.requirements) + whereRequirements {
            let root = String(requirement.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if own.contains(root) {
                whereClause.append(requirement)
            } else if let equals = requirement.firstRange(of: "=="), !requirement[..<equals.lowerBound].contains(".") {
                let name = requirement[..<equals.lowerBound].trimmingSpaces
                let type = requirement[equals.upperBound...].trimmingSpaces
                typeAliases.append("typealias \(name) = \(type)")
            }
        }
        return (whereClause, typeAliases)
    }

    /// Reports a requirement whose own name is the backing-property name of another, such as `_count`
    /// next to `count`: the mock could not declare both.
    private static func reportBackingNameClashes(
        in members: [MemberRequirement],
        syntax: ProtocolDeclSyntax,
        diagnostics: inout DiagnosticsCollector
    ) {
        let backingNames = Set(BackingNames.assign(members))
        for member in syntax.memberBlock.members {
            let name: String?
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                name = function.name.text.withoutBackticks
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                name =
                    variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.withoutBackticks
            } else {
                name = nil
            }
            if let name, backingNames.contains(name) {
                diagnostics.error(
                    .requirementNamedLikeBackingProperty(name),
                    at: member.decl
                )
            }
        }
    }

    /// The mock's access modifier for a protocol with these modifiers: a private protocol's mock is
    /// `fileprivate`, so that the rest of the file can use it.
    private static func access(of modifiers: DeclModifierListSyntax) -> String {
        for modifier in modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public "
            case .keyword(.package): return "package "
            case .keyword(.fileprivate), .keyword(.private): return "fileprivate "
            default: continue
            }
        }
        return ""
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
