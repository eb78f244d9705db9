import SwiftSyntax

/// Replaces a generic member's type parameters by existentials, so that its calls can be recorded in a
/// backing property of one type: `T` becomes `Any`, `T: Codable` becomes `any Codable`, `T == Int` becomes
/// `Int`, and `T.Type` the existential metatype (`Any.Type`, `any Codable.Type`).
///
/// A type that cannot be erased in place is recorded as `Any` as a whole: a dependent member type
/// (`C.Element`, `Option.Value`), a type parameter among the generic arguments of a type other than
/// `Array`, `Dictionary`, `Set` and `Optional` (`KeyPath<Root, T>`, which does not convert when its
/// arguments do), and a function type that takes a type parameter (`(T) -> Void`, which does not convert
/// to `(Any) -> Void`). The implementing member casts such values back (`__result(_:)` for a result).
struct GenericErasure {
    /// The erased type of each generic parameter, by name.
    private var erased: [String: TypeSyntax] = [:]

    static let none = GenericErasure()

    var isEmpty: Bool { erased.isEmpty }

    private init() {}

    init(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) {
        guard let clause else { return }
        var bounds: [String: [TypeSyntax]] = [:]
        var sameTypes: [String: TypeSyntax] = [:]
        for parameter in clause.parameters {
            bounds[parameter.name.text] = parameter.inheritedType.map { [$0.trimmedNode] } ?? []
        }
        for requirement in whereClause?.requirements ?? [] {
            switch requirement.requirement {
            case .conformanceRequirement(let conformance):
                if let name = conformance.leftType.as(IdentifierTypeSyntax.self)?.name.text, bounds[name] != nil {
                    bounds[name]?.append(conformance.rightType.trimmedNode)
                }
            case .sameTypeRequirement(let sameType):
                // `leftType` and `rightType` are `TypeSyntax` before swift-syntax 601 and a choice after.
                if let name = Syntax(sameType.leftType).as(IdentifierTypeSyntax.self)?.name.text, bounds[name] != nil,
                    let right = Syntax(sameType.rightType).as(TypeSyntax.self)
                {
                    sameTypes[name] = right.trimmedNode
                }
            default:
                break
            }
        }
        for (name, constraints) in bounds {
            erased[name] = sameTypes[name] ?? Self.existential(of: constraints)
        }
        // A same-type requirement may name another type parameter (`U == T`).
        if sameTypes.values.contains(where: mentionsGeneric) {
            for (name, type) in sameTypes { erased[name] = erase(type) }
        }
        // A constraint may name another type parameter (`S: Sequence<E>`): the existential leaves its
        // arguments out (`any Sequence`), which every such value converts to.
        for (name, type) in erased where sameTypes[name] == nil && mentionsGeneric(type) {
            erased[name] = ArgumentsNamingGenerics(erased: erased).rewrite(type).cast(TypeSyntax.self)
        }
    }

    /// Drops the generic arguments that name a type parameter: `Sequence<E>` becomes `Sequence`.
    private final class ArgumentsNamingGenerics: SyntaxRewriter {
        let erased: [String: TypeSyntax]

        init(erased: [String: TypeSyntax]) {
            self.erased = erased
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
            guard let arguments = node.genericArgumentClause, GenericNameFinder.finds(erased, in: arguments) else {
                return super.visit(node)
            }
            return TypeSyntax(node.with(\.genericArgumentClause, nil))
        }

        /// `Swift.Sequence<E>`, `Combine.Publisher<Output, Never>`.
        override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
            guard let arguments = node.genericArgumentClause, GenericNameFinder.finds(erased, in: arguments) else {
                return super.visit(node)
            }
            return TypeSyntax(node.with(\.genericArgumentClause, nil))
        }
    }

    /// Whether the clause declares a type parameter pack (`each T`), whose values no single type can
    /// record.
    static func hasParameterPack(_ clause: GenericParameterClauseSyntax?) -> Bool {
        clause?.parameters.contains { parameter in
            parameter.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.each) }
        } ?? false
    }

    /// `Any`, `any P` or `any P & Q`.
    private static func existential(of constraints: [TypeSyntax]) -> TypeSyntax {
        guard let first = constraints.first else { return TypeSyntax(IdentifierTypeSyntax(name: .identifier("Any"))) }
        let constraint: TypeSyntax
        if constraints.count == 1 {
            constraint = first
        } else {
            constraint = TypeSyntax(
                CompositionTypeSyntax(
                    elements: CompositionTypeElementListSyntax(
                        constraints.enumerated().map { index, type in
                            CompositionTypeElementSyntax(
                                type: type.with(\.trailingTrivia, index < constraints.count - 1 ? .space : []),
                                ampersand: index < constraints.count - 1
                                    ? .binaryOperator("&", trailingTrivia: .space) : nil
                            )
                        }
                    )
                )
            )
        }
        if constraint.is(SomeOrAnyTypeSyntax.self) { return constraint }
        return TypeSyntax(
            SomeOrAnyTypeSyntax(someOrAnySpecifier: .keyword(.any, trailingTrivia: .space), constraint: constraint))
    }

    /// `type` with every generic parameter replaced by its erased type. A result (`isResult`) that holds a
    /// function returning a type parameter (`() -> T`) is erased as a whole: a closure stored as `() -> Any`
    /// cannot be cast back to `() -> T`, one stored as `Any` can.
    func erase(_ type: TypeSyntax, isResult: Bool = false) -> TypeSyntax {
        guard !erased.isEmpty, mentionsGeneric(type) else { return type }
        let rewriter = Rewriter(erased: erased, erasesFunctionResults: isResult)
        let result = rewriter.rewrite(type.trimmedNode)
        if rewriter.erasesWholeType {
            return TypeSyntax(IdentifierTypeSyntax(name: .identifier("Any")))
        }
        return result.cast(TypeSyntax.self)
    }

    /// Whether `type` names a generic parameter, as itself or as the base of a member or metatype.
    func mentionsGeneric(_ type: some SyntaxProtocol) -> Bool {
        !erased.isEmpty && GenericNameFinder.finds(erased, in: type)
    }

    /// Replaces the type parameters of a type, and notes when the type must be erased as a whole.
    private final class Rewriter: SyntaxRewriter {
        let erased: [String: TypeSyntax]
        /// Whether a function type whose result names a type parameter is erased as a whole.
        let erasesFunctionResults: Bool
        var erasesWholeType = false
        /// The generic types whose values convert when their arguments do.
        static let covariant: Set<String> = ["Array", "Dictionary", "Set", "Optional"]

        init(erased: [String: TypeSyntax], erasesFunctionResults: Bool = false) {
            self.erased = erased
            self.erasesFunctionResults = erasesFunctionResults
            super.init(viewMode: .sourceAccurate)
        }

        private func mentionsGeneric(_ node: some SyntaxProtocol) -> Bool {
            GenericNameFinder.finds(erased, in: node)
        }

        /// Type parameters used as a `Set`'s elements or a dictionary's keys: erased to `AnyHashable`, since
        /// an existential such as `any Hashable` does not conform to `Hashable`.
        private var hashableKeys: Set<SyntaxIdentifier> = []

        /// Notes that `key`, a set's element or a dictionary's key, is erased to `AnyHashable`; `false` when
        /// it uses a type parameter in another way, which cannot be erased in place.
        private func eraseAsHashableKey(_ key: TypeSyntax) -> Bool {
            guard mentionsGeneric(key) else { return true }
            guard let identifier = key.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
                let replacement = erased[identifier.name.text]
            else { return false }
            // A parameter pinned to a type (`K == String`) is replaced by that type as anywhere else.
            let isExistential =
                replacement.is(SomeOrAnyTypeSyntax.self)
                || replacement.as(IdentifierTypeSyntax.self)?.name.text == "Any"
            if isExistential {
                hashableKeys.insert(identifier.id)
            }
            return true
        }

        override func visit(_ node: DictionaryTypeSyntax) -> TypeSyntax {
            guard eraseAsHashableKey(node.key) else {
                erasesWholeType = true
                return TypeSyntax(node)
            }
            return super.visit(node)
        }

        override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
            if hashableKeys.contains(node.id) {
                return TypeSyntax(IdentifierTypeSyntax(name: .identifier("AnyHashable"))).with(
                    \.trailingTrivia, node.trailingTrivia)
            }
            if let arguments = node.genericArgumentClause, node.name.text == "Set" || node.name.text == "Dictionary",
                let key = arguments.arguments.first.flatMap({ Syntax($0.argument).as(TypeSyntax.self) }),
                !eraseAsHashableKey(key)
            {
                erasesWholeType = true
                return TypeSyntax(node)
            }
            if node.genericArgumentClause == nil, let replacement = erased[node.name.text] {
                return Self.parenthesizedIfNeeded(replacement, replacing: Syntax(node)).with(
                    \.trailingTrivia, node.trailingTrivia)
            }
            if let arguments = node.genericArgumentClause, mentionsGeneric(arguments) {
                if !Self.covariant.contains(node.name.text) {
                    erasesWholeType = true
                    return TypeSyntax(node)
                }
            }
            return super.visit(node)
        }

        override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
            // A member of a type parameter (`C.Element`) depends on what the caller chose.
            if isTypeParameter(rootOf: node.baseType) {
                erasesWholeType = true
                return TypeSyntax(node)
            }
            if let arguments = node.genericArgumentClause, mentionsGeneric(arguments) {
                let isSwift = node.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Swift"
                if !(isSwift && Self.covariant.contains(node.name.text)) {
                    erasesWholeType = true
                    return TypeSyntax(node)
                }
            }
            return super.visit(node)
        }

        private func isTypeParameter(rootOf type: TypeSyntax) -> Bool {
            if let member = type.as(MemberTypeSyntax.self) { return isTypeParameter(rootOf: member.baseType) }
            guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else {
                return false
            }
            return erased[identifier.name.text] != nil
        }

        override func visit(_ node: MetatypeTypeSyntax) -> TypeSyntax {
            guard node.metatypeSpecifier.tokenKind == .keyword(.Type),
                let base = node.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil,
                let replacement = erased[base.name.text]
            else { return super.visit(node) }
            // `T.Type` holds `T`'s type, which converts to the existential metatype of its constraints.
            let metatype: TypeSyntax
            if let existential = replacement.as(SomeOrAnyTypeSyntax.self) {
                var constraint = existential.constraint
                if constraint.is(CompositionTypeSyntax.self) {
                    constraint = TypeSyntax(
                        TupleTypeSyntax(elements: [TupleTypeElementSyntax(type: constraint)]))
                }
                metatype = TypeSyntax(
                    existential.with(
                        \.constraint,
                        TypeSyntax(MetatypeTypeSyntax(baseType: constraint, metatypeSpecifier: .keyword(.Type)))
                    )
                )
            } else {
                metatype = TypeSyntax(node.with(\.baseType, replacement))
            }
            return Self.parenthesizedIfNeeded(metatype, replacing: Syntax(node)).with(
                \.trailingTrivia, node.trailingTrivia)
        }

        override func visit(_ node: FunctionTypeSyntax) -> TypeSyntax {
            // A closure that takes a type parameter does not convert to one that takes its existential.
            if mentionsGeneric(node.parameters) || (erasesFunctionResults && mentionsGeneric(node.returnClause)) {
                erasesWholeType = true
                return TypeSyntax(node)
            }
            return super.visit(node)
        }

        /// `(any P)` where a postfix (`?`, `!`, `.Type`) follows the replaced type.
        private static func parenthesizedIfNeeded(_ type: TypeSyntax, replacing node: Syntax) -> TypeSyntax {
            guard type.is(SomeOrAnyTypeSyntax.self) || type.is(CompositionTypeSyntax.self), let parent = node.parent,
                parent.is(OptionalTypeSyntax.self) || parent.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                    || parent.is(MetatypeTypeSyntax.self) || parent.is(MemberTypeSyntax.self)
            else { return type }
            return TypeSyntax(TupleTypeSyntax(elements: [TupleTypeElementSyntax(type: type)]))
        }
    }
}

/// Finds whether a syntax tree names one of `names` as a type: `T` in `[T]` or `T.Element`, but not
/// `Type` in `Any.Type` or `Element` in `Swift.Element`.
private final class GenericNameFinder: SyntaxVisitor {
    let names: [String: TypeSyntax]
    var found = false

    init(names: [String: TypeSyntax]) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether `node` names one of `names` as a type.
    static func finds(_ names: [String: TypeSyntax], in node: some SyntaxProtocol) -> Bool {
        let finder = GenericNameFinder(names: names)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if names[node.name.text] != nil {
            found = true
            return .skipChildren
        }
        return found ? .skipChildren : .visitChildren
    }
}
