import SwiftSyntax

/// A member's `some P` parameter types as the type parameters they are, for recording: `inout some
/// Configurable` is `inout __Opaque1` with `__Opaque1: Configurable`.
///
/// An opaque parameter type is an unnamed type parameter, so its argument is recorded as a named one's
/// (``GenericErasure``): `some P` as `any P`, `[some P]` as `[any P]`, `KeyPath<User, some Comparable>` as
/// `Any`, `Set<some Hashable>` as `Set<AnyHashable>`, `(some Plugin).Type` as `any Plugin.Type`, and an
/// `inout` one written back by its box. The mock's member keeps the declaration as written: the argument
/// converts to the recorded type.
struct OpaqueParameters {
    /// How the member's type parameters, with one for each `some`, are erased for recording.
    let generics: GenericErasure
    /// Each parameter's type, its `some P` replaced by its type parameter.
    let types: [TypeSyntax]

    init(
        _ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?,
        _ parameters: FunctionParameterListSyntax
    ) {
        let naming = Naming(taken: Set(clause?.parameters.map(\.name.text) ?? []))
        // The text first: visiting the tokens is costly in a debug build of swift-syntax.
        let hasSome =
            parameters.description.contains("some")
            && parameters.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.some) }
        let named = hasSome ? parameters.map { naming.rewrite($0.type).cast(TypeSyntax.self) } : []
        // A `some` outside the types (in a default value's closure) names nothing.
        guard !naming.named.isEmpty else {
            (generics, types) = (GenericErasure(clause, whereClause), parameters.map(\.type))
            return
        }
        types = named
        var generics = clause?.parameters.map { $0.with(\.trailingComma, .commaToken(trailingTrivia: .space)) } ?? []
        for (name, constraint) in naming.named {
            generics.append(
                GenericParameterSyntax(
                    name: .identifier(name), colon: .colonToken(trailingTrivia: .space), inheritedType: constraint,
                    trailingComma: .commaToken(trailingTrivia: .space)))
        }
        generics[generics.count - 1].trailingComma = nil
        self.generics = GenericErasure(
            GenericParameterClauseSyntax(parameters: GenericParameterListSyntax(generics)), whereClause)
    }

    /// Replaces each `some P` by a new type parameter, `__Opaque1`, `__Opaque2`, …, and keeps its constraint.
    private final class Naming: SyntaxRewriter {
        private let taken: Set<String>
        private(set) var named: [(name: String, constraint: TypeSyntax)] = []

        init(taken: Set<String>) {
            self.taken = taken
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: SomeOrAnyTypeSyntax) -> TypeSyntax {
            let visited = super.visit(node).cast(SomeOrAnyTypeSyntax.self)
            guard visited.someOrAnySpecifier.tokenKind == .keyword(.some) else { return TypeSyntax(visited) }
            var name = "__Opaque\(named.count + 1)"
            while taken.contains(name) { name += "_" }
            named.append((name, visited.constraint.trimmedNode))
            return TypeSyntax(
                IdentifierTypeSyntax(name: .identifier(name)).with(\.trailingTrivia, visited.trailingTrivia))
        }

        /// `(some Plugin).Type` as `__Opaque1.Type`, which erases to the existential metatype.
        override func visit(_ node: TupleTypeSyntax) -> TypeSyntax {
            let visited = super.visit(node)
            guard let inner = visited.parenthesized?.as(IdentifierTypeSyntax.self),
                named.contains(where: { $0.name == inner.name.text })
            else { return visited }
            return TypeSyntax(inner.with(\.trailingTrivia, visited.trailingTrivia))
        }
    }
}
