/// Chooses the backing-property name of every requirement of a mock.
///
/// The rule, documented in Documentation/features.md: a requirement's backing property is `_` followed by
/// its base name (`_fetch`). When several requirements of the same kind (instance or static) share a
/// base name, each gets its argument labels appended in UpperCamelCase (`_fetchUserID`,
/// `_fetchEmail`); where that is still ambiguous, its parameter types (`_loadInt`, `_loadString`); and
/// where even that is, a number in declaration order (`_load2`).
enum BackingNames {
    /// The backing names of `requirements`, in the same order.
    static func assign(_ requirements: [MemberRequirement]) -> [String] {
        var names = requirements.map { "_" + $0.baseName }
        let groups = Dictionary(grouping: requirements.indices) { GroupKey(requirements[$0]) }
        for (_, indices) in groups where indices.count > 1 {
            var candidates = indices.map { "_" + requirements[$0].baseName }
            for level in 0..<2 {
                let next = indices.map { index in
                    let words = requirements[index].distinguishingWords[
                        min(level, requirements[index].distinguishingWords.count - 1)]
                    return "_" + requirements[index].baseName + words.map(identifierWord).joined()
                }
                candidates = zip(candidates, next).map { current, next in
                    isUnique(current, in: candidates) ? current : next
                }
                if Set(candidates).count == candidates.count { break }
            }
            var used: [String: Int] = [:]
            for (position, index) in indices.enumerated() {
                let candidate = candidates[position]
                let uses = used[candidate, default: 0] + 1
                used[candidate] = uses
                names[index] = uses == 1 ? candidate : candidate + String(uses)
            }
        }
        return numberingRepeats(names, staticFlags: requirements.map(\.isStatic))
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

    /// Makes names that still repeat (a label-derived name equal to another member's) unique by number.
    private static func numberingRepeats(_ names: [String], staticFlags: [Bool]) -> [String] {
        var seen: Set<String> = []
        return zip(names, staticFlags).map { name, isStatic in
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

    /// A label or type as part of an identifier: `userID` → `UserID`, `[String: Int]` → `StringInt`.
    private static func identifierWord(_ text: String) -> String {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            .filter { $0 != "any" && $0 != "some" && $0 != "Swift" }
            .map { String($0).uppercasingFirstLetter }
            .joined()
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
