import SwiftSyntax

/// Chooses the backing-property name of every requirement of a mock.
///
/// The rule, documented in Documentation/features.md: a requirement's backing property is `_` followed by
/// its base name (`_fetch`). When several requirements of the same kind (instance or static) share a
/// base name, each gets its argument labels appended in UpperCamelCase (`_fetchUserID`,
/// `_fetchEmail`); where that is still ambiguous, its parameter types (`_loadInt`, `_loadString`); and
/// where even that is, a number in declaration order (`_load2`). A name chosen with
/// `@MockableMethod(mockMethodName:)` is kept as it is, and the others are chosen around it.
enum BackingNames {
    /// The backing names of `requirements`, in the same order; `chosen[i]`, where given, is the name of
    /// requirement `i`.
    static func assign(_ requirements: [MemberRequirement], chosen: [String?] = []) -> [String] {
        let chosen = chosen + Array(repeating: nil, count: max(requirements.count - chosen.count, 0))
        var names = requirements.map { "_" + $0.baseName }
        let automatic = requirements.indices.filter { chosen[$0] == nil }
        let groups = Dictionary(grouping: automatic) { GroupKey(requirements[$0]) }
        let taken = Set(
            requirements.indices.compactMap { index in chosen[index].map { "\(requirements[index].isStatic):\($0)" } })
        for (key, indices) in groups where indices.count > 1 || taken.contains("\(key.isStatic):_\(key.baseName)") {
            var candidates = indices.map { "_" + requirements[$0].baseName }
            func isFree(_ name: String) -> Bool {
                isUnique(name, in: candidates) && !taken.contains("\(key.isStatic):\(name)")
            }
            for level in 0..<2 {
                let next = indices.map { index in
                    let words = requirements[index].distinguishingWords[
                        min(level, requirements[index].distinguishingWords.count - 1)]
                    return "_" + requirements[index].baseName + words.map(identifierWord).joined()
                }
                candidates = zip(candidates, next).map { current, next in isFree(current) ? current : next }
                if candidates.allSatisfy(isFree) { break }
            }
            var used: [String: Int] = [:]
            for (position, index) in indices.enumerated() {
                let candidate = candidates[position]
                let uses = used[candidate, default: 0] + 1
                used[candidate] = uses
                names[index] = uses == 1 ? candidate : candidate + String(uses)
            }
        }
        for (index, name) in chosen.enumerated() {
            if let name { names[index] = name }
        }
        return numberingRepeats(names, staticFlags: requirements.map(\.isStatic), chosen: chosen.map { $0 != nil })
    }

    /// A backing name that cannot be declared: the name of the member at `index` is also the name of
    /// another member's backing property (`otherIndex`), or of a member the type declares (`declared`).
    struct Clash {
        let name: String
        let index: Int
        let otherIndex: Int?
        let declared: Syntax?
    }

    /// The clashes among `names` (the backing names of the requirements, as `assign` gives them) and with
    /// `declaredNames`, the names the mock or protocol declares itself, each with its declaration.
    static func clashes(
        _ names: [String],
        staticFlags: [Bool],
        declaredNames: [(name: String, declaration: Syntax)]
    ) -> [Clash] {
        var clashes: [Clash] = []
        var seen: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            let key = "\(staticFlags[index]):\(name)"
            if let other = seen[key] {
                clashes.append(Clash(name: name, index: index, otherIndex: other, declared: nil))
            } else {
                seen[key] = index
            }
            if let declared = declaredNames.first(where: { $0.name == name }) {
                clashes.append(Clash(name: name, index: index, otherIndex: nil, declared: declared.declaration))
            }
        }
        return clashes
    }

    /// An operator's name in words, usable in an identifier: `==` → `operatorEqualEqual`; `nil` for an
    /// identifier.
    static func identifier(forOperator name: String) -> String? {
        guard let first = name.unicodeScalars.first, !(first == "_" || first.properties.isXIDStart) else {
            return nil
        }
        let words: [Character: String] = [
            "=": "Equal", "<": "Less", ">": "Greater", "+": "Plus", "-": "Minus", "*": "Star", "/": "Slash",
            "%": "Percent", "!": "Bang", "&": "Ampersand", "|": "Bar", "^": "Caret", "~": "Tilde", "?": "Question",
            ".": "Dot",
        ]
        return "operator" + name.map { words[$0] ?? "Symbol" }.joined()
    }

    /// Makes automatic names that still repeat (a label-derived name equal to another member's) unique by
    /// number; chosen names are left as they are, and clashes among them reported by `clashes`.
    private static func numberingRepeats(_ names: [String], staticFlags: [Bool], chosen: [Bool]) -> [String] {
        var seen = Set(names.indices.filter { chosen[$0] }.map { "\(staticFlags[$0]):\(names[$0])" })
        return names.indices.map { index in
            let name = names[index]
            let isStatic = staticFlags[index]
            guard !chosen[index] else { return name }
            var candidate = name
            var number = 2
            while !seen.insert("\(isStatic):\(candidate)").inserted {
                candidate = name + String(number)
                number += 1
            }
            return candidate
        }
    }

    private static func isUnique(_ name: String, in names: [String]) -> Bool {
        names.filter { $0 == name }.count == 1
    }

    /// A label or a type's word as part of an identifier: `userID` → `UserID`.
    private static func identifierWord(_ text: String) -> String {
        text.uppercasingFirstLetter
    }

    private struct GroupKey: Hashable {
        let baseName: String
        let isStatic: Bool

        init(_ requirement: MemberRequirement) {
            baseName = requirement.baseName
            isStatic = requirement.isStatic
        }
    }
}
