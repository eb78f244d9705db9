import SwiftSyntax

/// How a member may throw.
enum ThrowsEffect {
    case none
    /// `throws` without a type.
    case untyped
    /// `throws(E)`.
    case typed(TypeSyntax)
    /// `rethrows`: mocked as not throwing, since a mock cannot rethrow an error it did not get from a
    /// parameter.
    case rethrowing
}

/// The effects of a method, accessor or initializer.
struct Effects {
    var isAsync = false
    var throwing = ThrowsEffect.none

    /// Whether a call must be marked `try`.
    var needsTry: Bool {
        switch throwing {
        case .untyped, .typed: true
        case .none, .rethrowing: false
        }
    }

    /// Whether a call throws `any Error`, declared `throws` without a type.
    var throwsUntyped: Bool {
        if case .untyped = throwing { true } else { false }
    }

    /// The `Failure` type argument of the backing member.
    var failureType: String {
        switch throwing {
        case .none, .rethrowing: "Swift.Never"
        case .untyped: "any Swift.Error"
        case .typed(let type): type.trimmedText
        }
    }

    /// The effects with `Self` in the thrown type resolved as `context` resolves it: `throws(Self)` in a
    /// protocol refining `Error` is `throws(ValidationErrorMock)` in the mock.
    func resolvingSelf(in context: RenderContext) -> Effects {
        guard case .typed(let type) = throwing else { return self }
        return Effects(isAsync: isAsync, throwing: .typed(context.resolvingSelf(type)))
    }

    /// `try await ` / `try ` / `await ` / ``, to put before a call of the backing member.
    var callPrefix: String {
        (needsTry ? "try " : "") + (isAsync ? "await " : "")
    }

    /// The effects as written in an accessor: `async throws`, `throws(E)`, or nothing.
    var accessorSpecifiers: String {
        var words: [String] = []
        if isAsync { words.append("async") }
        switch throwing {
        case .none, .rethrowing: break
        case .untyped: words.append("throws")
        case .typed(let type): words.append("throws(\(type.trimmedText))")
        }
        return words.joined(separator: " ")
    }

    init(isAsync: Bool = false, throwing: ThrowsEffect = .none) {
        self.isAsync = isAsync
        self.throwing = throwing
    }

    init(_ specifiers: FunctionEffectSpecifiersSyntax?) {
        isAsync = specifiers?.asyncSpecifier != nil
        throwing = Self.throwing(specifiers?.throwsClause)
    }

    init(_ specifiers: AccessorEffectSpecifiersSyntax?) {
        isAsync = specifiers?.asyncSpecifier != nil
        throwing = Self.throwing(specifiers?.throwsClause)
    }

    private static func throwing(_ clause: ThrowsClauseSyntax?) -> ThrowsEffect {
        guard let clause else { return .none }
        if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) { return .rethrowing }
        // `throws(Never)` does not throw: a call needs no `try`.
        if let type = clause.type {
            return type.trimmedText.droppingSwiftModule == "Never" ? .none : .typed(type)
        }
        return .untyped
    }
}
