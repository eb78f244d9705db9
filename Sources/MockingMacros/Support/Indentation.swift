/// Indents generated Swift code by its nesting: four spaces for each `{`, `(` or `[` open at the start
/// of a line, and a line that starts by closing one goes back a level. Blank lines stay blank.
///
/// The generator writes its code as text; this lays it out as the swift-syntax formatter would for the
/// shapes the generator writes (one declaration or statement per line), at a small fraction of its cost,
/// which dominated the time of expanding a mock.
enum Indentation {
    static func indent(_ code: String) -> String {
        var depth = 0
        var lines: [Substring] = []
        for line in breakingBraces(code).split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.drop { $0 == " " || $0 == "\t" }
            guard !text.isEmpty else {
                lines.append("")
                continue
            }
            let (opened, closedFirst) = nesting(of: text)
            let level = max(depth - closedFirst, 0)
            lines.append(Substring(String(repeating: " ", count: 4 * level)) + text)
            depth = max(depth + opened, 0)
        }
        return lines.joined(separator: "\n")
    }

    /// `code` with a line break after every `{` and before every `}` that has something else on its line,
    /// and a space before a `{` that follows a word, outside string literals and line comments: `f(){ body }` becomes
    /// `f() {`, `body` and `}` on three lines and `{}` two, as the formatter lays out code blocks, member
    /// blocks and accessors.
    private static func breakingBraces(_ code: String) -> String {
        let characters = Array(code)
        var result = ""
        result.reserveCapacity(characters.count + characters.count / 8)
        var inString = false
        var previous: Character = "\n"
        var pendingBreak = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
                result.append(character)
                previous = character
                continue
            }
            if pendingBreak {
                if character == " " { continue }
                pendingBreak = false
                if character != "\n" {
                    result.append("\n")
                    previous = "\n"
                }
            }
            if character == "/", index < characters.count, characters[index] == "/" {
                // A line comment is copied as it is.
                var end = index
                while end < characters.count, characters[end] != "\n" { end += 1 }
                result.append(character)
                result.append(contentsOf: characters[index..<end])
                index = end
                previous = "/"
                continue
            }
            if character == "{" && !" \n([{".contains(previous) {
                result.append(" ")
            }
            if character == "}" {
                let lineSoFar = result.reversed().prefix { $0 != "\n" }
                if lineSoFar.contains(where: { $0 != " " }) {
                    while result.last == " " { result.removeLast() }
                    result.append("\n")
                }
            }
            if character == "\"" { inString = true }
            result.append(character)
            previous = character
            if character == "{" {
                // `{ work in`: a closure's parameters stay on the line of its brace.
                if let signatureEnd = closureSignatureEnd(in: characters, from: index) {
                    result.append(contentsOf: characters[index..<signatureEnd])
                    index = signatureEnd
                    previous = "n"
                }
                pendingBreak = true
            }
        }
        return result
    }

    /// Where a closure's parameter list that starts at `start` (just after `{`) ends, after its `in`; `nil`
    /// when the text that follows on the line is not `a, b in` or `(a, b) in`.
    private static func closureSignatureEnd(in characters: [Character], from start: Int) -> Int? {
        var index = start
        while index < characters.count, characters[index] != "\n" {
            let atWordStart = index == start || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
            if atWordStart, characters[index] == "i", index + 1 < characters.count, characters[index + 1] == "n",
                index + 2 == characters.count || !(characters[index + 2].isLetter || characters[index + 2].isNumber)
            {
                let signature = characters[start..<index]
                let allowed = signature.allSatisfy { $0.isLetter || $0.isNumber || " _,()".contains($0) }
                return allowed && signature.contains(where: { $0.isLetter || $0 == "_" }) ? index + 2 : nil
            }
            index += 1
        }
        return nil
    }

    /// How much `line` changes the nesting (opened minus closed brackets, outside string literals and
    /// comments), and how many brackets it closes before anything else.
    private static func nesting(of line: Substring) -> (change: Int, closedFirst: Int) {
        var change = 0
        var closedFirst = 0
        var leading = true
        var inString = false
        var previous: Character = " "
        for character in line {
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else if character == "\"" {
                inString = true
                leading = false
            } else if character == "/" && previous == "/" {
                break
            } else if "{([".contains(character) {
                change += 1
                leading = false
            } else if "})]".contains(character) {
                change -= 1
                if leading { closedFirst += 1 }
            } else if character != " " {
                leading = false
            }
            previous = character
        }
        return (change, closedFirst)
    }
}
