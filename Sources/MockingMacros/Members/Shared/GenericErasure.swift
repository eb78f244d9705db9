import SwiftSyntax

/// Replaces a generic method's type parameters by existentials, so that its calls can be recorded in a
/// backing property of one type: `T` becomes `Any`, `T: Codable` becomes `any Codable`.
struct GenericErasure {
    /// The erased type of each generic parameter, by name.
    private var erased: [String: String] = [:]

    static let none = GenericErasure()

    var isEmpty: Bool { erased.isEmpty }

    init() {}

    init(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) {
        guard let clause else { return }
        var constraints: [String: [String]] = [:]
        for parameter in clause.parameters {
            let name = parameter.name.text
            constraints[name] = parameter.inheritedType.map { [$0.trimmedDescription] } ?? []
        }
        for requirement in whereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement {
                let name = conformance.leftType.trimmedDescription
                constraints[name]?.append(conformance.rightType.trimmedDescription)
            }
        }
        for (name, bounds) in constraints {
            erased[name] = bounds.isEmpty ? "Any" : "any " + bounds.joined(separator: " & ")
        }
    }

    /// `type` with every generic parameter replaced by its erased type.
    func erase(_ type: String) -> String {
        guard !erased.isEmpty else { return type }
        return TypeNameRewriter(replacements: erased).rewrite(type)
    }

    /// Whether `type` mentions a generic parameter.
    func mentionsGeneric(_ type: String) -> Bool {
        erase(type) != type
    }
}

/// Replaces whole identifiers in a type's spelling: `T` in `[T]`, but not in `Token`.
struct TypeNameRewriter {
    let replacements: [String: String]

    func rewrite(_ type: String) -> String {
        var result = ""
        var identifier = ""
        func flush(next: Character?) {
            defer { identifier = "" }
            guard !identifier.isEmpty else { return }
            // A member type (`T.Element`, `Swift.T`) keeps its spelling.
            guard let replacement = replacements[identifier], next != ".", !result.hasSuffix(".") else {
                result += identifier
                return
            }
            result += replacement.hasPrefix("any ") ? "(\(replacement))" : replacement
        }
        for character in type {
            if character.isLetter || character.isNumber || character == "_" {
                identifier.append(character)
            } else {
                flush(next: character)
                result.append(character)
            }
        }
        flush(next: nil)
        return result
    }
}
