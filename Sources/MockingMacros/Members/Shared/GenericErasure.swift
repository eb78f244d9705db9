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

    /// `type` with every generic parameter replaced by its erased type; `T.Type` becomes the existential
    /// metatype (`any Decodable.Type`, `Any.Type`). A type parameter inside the generic arguments of a type
    /// other than `Array`, `Dictionary`, `Set` and `Optional` (`KeyPath<Root, Key<T>>`) cannot be erased in
    /// place, because such types do not convert; the whole type is then recorded as `Any`.
    func erase(_ type: String) -> String {
        guard !erased.isEmpty else { return type }
        if nestsGenericInInvariantPosition(type) {
            return "Any"
        }
        var type = type
        for (name, erasure) in erased {
            let metatype =
                erasure == "Any"
                ? "Any.Type" : erasure.contains("&") ? "(any (\(erasure.dropFirst(4))).Type)" : "(\(erasure).Type)"
            type = TypeNameRewriter(replacements: ["\(name).Type": metatype]).rewriteQualified(type)
        }
        return TypeNameRewriter(replacements: erased).rewrite(type)
    }

    /// Whether a generic parameter appears inside the generic arguments of a type that does not convert
    /// when its arguments do.
    private func nestsGenericInInvariantPosition(_ type: String) -> Bool {
        let covariant: Set<String> = [
            "Array", "Dictionary", "Set", "Optional", "Swift.Array", "Swift.Dictionary", "Swift.Set", "Swift.Optional",
        ]
        var depth = 0
        var invariantDepth: Int?
        var identifier = ""
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                identifier.append(character)
                continue
            }
            if let invariant = invariantDepth, depth >= invariant, erased[identifier] != nil {
                return true
            }
            if character == "<" {
                depth += 1
                if invariantDepth == nil, !covariant.contains(identifier) {
                    invariantDepth = depth
                }
            } else if character == ">" {
                if depth == invariantDepth { invariantDepth = nil }
                depth -= 1
            }
            identifier = ""
        }
        return false
    }

    /// Whether `type` mentions a generic parameter by name, as itself or as the base of a member type.
    func mentionsGeneric(_ type: String) -> Bool {
        guard !erased.isEmpty else { return false }
        var identifier = ""
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" {
                identifier.append(character)
            } else {
                if erased[identifier] != nil { return true }
                identifier = ""
            }
        }
        return false
    }
}

extension String {
    /// The text with `Self.` dropped before member types: `Self.Key` → `Key`, as the mock type spells its
    /// generic parameters and type aliases. `MySelf.Key` is left alone.
    var droppingSelfMemberPrefix: String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: "Self.") {
            let before = rest[..<range.lowerBound]
            let previous = before.last ?? result.last
            result += before
            if let previous, previous.isLetter || previous.isNumber || previous == "_" {
                result += "Self."
            }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

/// Replaces whole identifiers in a type's spelling: `T` in `[T]`, but not in `Token`.
struct TypeNameRewriter {
    let replacements: [String: String]

    /// Rewrites whole qualified names such as `T.Type`, which `rewrite(_:)` leaves alone.
    func rewriteQualified(_ type: String) -> String {
        var result = ""
        var identifier = ""
        func flush() {
            defer { identifier = "" }
            if let replacement = replacements[identifier], !(result.last.map { $0 == "." } ?? false) {
                result += replacement
            } else {
                result += identifier
            }
        }
        for character in type {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                identifier.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

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
