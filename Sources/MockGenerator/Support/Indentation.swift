/// Indents generated Swift code by its nesting: four spaces for each `{`, `(` or `[` open at the start
/// of a line, and a line that starts by closing one goes back a level. Blank lines stay blank, and the
/// lines inside a multi-line string literal stay as they are.
///
/// The generator writes its code as text; this lays it out as the swift-syntax formatter would for the
/// shapes the generator writes (one declaration or statement per line), at a small fraction of its cost,
/// which dominated the time of expanding a mock. Brackets inside string literals (with escapes, raw and
/// multi-line strings and interpolations) and comments do not count.
enum Indentation {
    static func indent(_ code: String) -> String {
        let characters = Array(breakingBraces(code))
        let kinds = SwiftTextScanner.kinds(of: characters)
        var depth = 0
        var lines: [String] = []
        var start = 0
        while start <= characters.count {
            var end = start
            while end < characters.count, characters[end] != "\n" { end += 1 }
            if start > 0, start < characters.count, kinds[start - 1] == .literal {
                // A line that starts inside a multi-line string literal belongs to the string.
                lines.append(String(characters[start..<end]))
                depth = max(depth + nesting(kinds, characters, start..<end).change, 0)
            } else {
                var textStart = start
                while textStart < end, characters[textStart] == " " || characters[textStart] == "\t" { textStart += 1 }
                if textStart == end {
                    lines.append("")
                } else {
                    let (opened, closedFirst) = nesting(kinds, characters, textStart..<end)
                    let level = max(depth - closedFirst, 0)
                    lines.append(String(repeating: " ", count: 4 * level) + String(characters[textStart..<end]))
                    depth = max(depth + opened, 0)
                }
            }
            start = end + 1
        }
        return lines.joined(separator: "\n")
    }

    /// `code` with a line break after every `{` and before every `}` that has something else on its line,
    /// and a space before a `{` that follows a word, outside string literals and comments: `f(){ body }`
    /// becomes `f() {`, `body` and `}` on three lines and `{}` two, as swift-syntax's formatter lays out code blocks,
    /// member blocks and accessors. A closure's parameters (`{ a, b in`) stay on the line of its brace.
    private static func breakingBraces(_ code: String) -> String {
        let characters = Array(code)
        let kinds = SwiftTextScanner.kinds(of: characters)
        var result: [Character] = []
        result.reserveCapacity(characters.count + characters.count / 8)
        var pendingBreak = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let isCode = kinds[index] == .code
            index += 1
            if pendingBreak {
                if character == " " { continue }
                pendingBreak = false
                if character != "\n" { result.append("\n") }
            }
            guard isCode else {
                result.append(character)
                continue
            }
            if character == "{", let previous = result.last, !" \n([{".contains(previous) {
                result.append(" ")
            }
            if character == "}" {
                let lineSoFar = result.reversed().prefix { $0 != "\n" }
                if lineSoFar.contains(where: { $0 != " " }) {
                    while result.last == " " { result.removeLast() }
                    result.append("\n")
                }
            }
            result.append(character)
            if character == "{" {
                if let signatureEnd = closureSignatureEnd(in: characters, from: index) {
                    result.append(contentsOf: characters[index..<signatureEnd])
                    index = signatureEnd
                }
                pendingBreak = true
            }
        }
        return String(result)
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
                let allowed = signature.allSatisfy { $0.isLetter || $0.isNumber || " _,()`".contains($0) }
                return allowed && signature.contains(where: { $0.isLetter || $0 == "_" }) ? index + 2 : nil
            }
            index += 1
        }
        return nil
    }

    /// How much the code in `range` changes the nesting (opened minus closed brackets), and how many
    /// brackets it closes before anything else.
    private static func nesting(
        _ kinds: [SwiftTextScanner.Kind],
        _ characters: [Character],
        _ range: Range<Int>
    ) -> (change: Int, closedFirst: Int) {
        var change = 0
        var closedFirst = 0
        var leading = true
        for index in range {
            let character = characters[index]
            guard kinds[index] == .code else {
                if character != " " { leading = false }
                continue
            }
            if "{([".contains(character) {
                change += 1
                leading = false
            } else if "})]".contains(character) {
                change -= 1
                if leading { closedFirst += 1 }
            } else if character != " " {
                leading = false
            }
        }
        return (change, closedFirst)
    }
}

/// Tells, for each character of Swift source, whether it is code, part of a string literal (delimiters
/// included) or part of a comment: enough of Swift's lexical rules to find the brackets that nest code.
enum SwiftTextScanner {
    enum Kind: Equatable {
        case code
        case literal
        case comment
    }

    private enum State {
        /// Code; `parentheses` counts the open `(` of an interpolation, which ends at its matching `)`.
        case code(parentheses: Int)
        case string(hashes: Int, isMultiline: Bool)
        case lineComment
        case blockComment(depth: Int)
    }

    static func kinds(of characters: [Character]) -> [Kind] {
        var kinds = [Kind](repeating: .code, count: characters.count)
        var stack: [State] = [.code(parentheses: 0)]
        var index = 0
        func at(_ offset: Int, _ character: Character) -> Bool {
            index + offset < characters.count && characters[index + offset] == character
        }
        func count(_ character: Character, from start: Int) -> Int {
            var end = start
            while end < characters.count, characters[end] == character { end += 1 }
            return end - start
        }
        while index < characters.count {
            let character = characters[index]
            switch stack[stack.count - 1] {
            case .code(let parentheses):
                if character == "/" && at(1, "/") {
                    stack.append(.lineComment)
                    kinds[index] = .comment
                } else if character == "/" && at(1, "*") {
                    stack.append(.blockComment(depth: 1))
                    kinds[index] = .comment
                    kinds[index + 1] = .comment
                    index += 1
                } else if character == "#" || character == "\"" {
                    let hashes = count("#", from: index)
                    let quoteStart = index + hashes
                    guard quoteStart < characters.count, characters[quoteStart] == "\"" else {
                        index += max(hashes, 1)
                        continue
                    }
                    let isMultiline = count("\"", from: quoteStart) >= 3
                    let end = quoteStart + (isMultiline ? 3 : 1)
                    for position in index..<end { kinds[position] = .literal }
                    stack.append(.string(hashes: hashes, isMultiline: isMultiline))
                    index = end
                    continue
                } else if character == "(" {
                    stack[stack.count - 1] = .code(parentheses: parentheses + 1)
                } else if character == ")" {
                    if parentheses == 0 && stack.count > 1 {
                        // The end of an interpolation: back in its string.
                        stack.removeLast()
                        kinds[index] = .literal
                    } else {
                        stack[stack.count - 1] = .code(parentheses: max(parentheses - 1, 0))
                    }
                }
            case .string(let hashes, let isMultiline):
                kinds[index] = .literal
                if character == "\\" && count("#", from: index + 1) == hashes {
                    let afterHashes = index + 1 + hashes
                    for position in index..<min(afterHashes + 1, characters.count) { kinds[position] = .literal }
                    if afterHashes < characters.count, characters[afterHashes] == "(" {
                        stack.append(.code(parentheses: 0))
                    }
                    index = afterHashes + 1
                    continue
                }
                if character == "\"" {
                    let quotes = isMultiline ? 3 : 1
                    if count("\"", from: index) >= quotes, count("#", from: index + quotes) >= hashes {
                        let end = index + quotes + hashes
                        for position in index..<end { kinds[position] = .literal }
                        stack.removeLast()
                        index = end
                        continue
                    }
                }
            case .lineComment:
                if character == "\n" {
                    stack.removeLast()
                } else {
                    kinds[index] = .comment
                }
            case .blockComment(let depth):
                kinds[index] = .comment
                if character == "*" && at(1, "/") {
                    kinds[index + 1] = .comment
                    index += 1
                    if depth == 1 {
                        stack.removeLast()
                    } else {
                        stack[stack.count - 1] = .blockComment(depth: depth - 1)
                    }
                } else if character == "/" && at(1, "*") {
                    kinds[index + 1] = .comment
                    index += 1
                    stack[stack.count - 1] = .blockComment(depth: depth + 1)
                }
            }
            index += 1
        }
        return kinds
    }
}
