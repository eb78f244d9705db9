/// Indents generated Swift code by its nesting: four spaces for each `{`, `(` or `[` open at the start
/// of a line, and a line that starts by closing one goes back a level. Blank lines stay blank, and the
/// lines inside a multi-line string literal stay as they are.
///
/// The generator writes its code as text; this lays it out as the swift-syntax formatter would for the
/// shapes the generator writes (one declaration or statement per line), at a small fraction of its cost,
/// which dominated the time of expanding a mock; but a body written on one line (`{ body }`) stays there. Brackets inside string literals (with escapes, raw and
/// multi-line strings and interpolations) and comments do not count.
///
/// It reads the text as UTF-8 bytes: every character that matters here is ASCII, and no byte of a
/// multi-byte character is (a macro plugin is built unoptimized in a debug build, where comparing
/// `Character`s cost a sixth of the expansion).
enum Indentation {
    /// A body as the renderers write it after a declaration: ` { body }` when it is one line, which `indent`
    /// keeps on the declaration's line, ` {}` when it is empty, and ` {`, the body and `}` on lines of their own
    /// otherwise.
    static func braced(_ body: String) -> String {
        if body.isEmpty { return " {}" }
        return body.contains("\n") ? " {\n" + body + "\n}" : " { " + body + " }"
    }

    static func indent(_ code: String) -> String {
        let characters = breakingBraces(Array(code.utf8))
        let kinds = SwiftTextScanner.kinds(of: characters)
        var depth = 0
        var lines: [String] = []
        var start = 0
        while start <= characters.count {
            var end = start
            while end < characters.count, characters[end] != .newline { end += 1 }
            if start > 0, start < characters.count, kinds[start - 1] == .literal {
                // A line that starts inside a multi-line string literal belongs to the string.
                lines.append(String(decoding: characters[start..<end], as: UTF8.self))
                depth = max(depth + nesting(kinds, characters, start..<end).change, 0)
            } else {
                var textStart = start
                // A carriage return (a CRLF source) counts as blank: the line break is the `\n`.
                while textStart < end,
                    characters[textStart] == .space || characters[textStart] == .tab
                        || characters[textStart] == .carriageReturn
                {
                    textStart += 1
                }
                if textStart == end {
                    lines.append("")
                } else {
                    let (opened, closedFirst) = nesting(kinds, characters, textStart..<end)
                    let level = max(depth - closedFirst, 0)
                    lines.append(
                        String(repeating: " ", count: 4 * level)
                            + String(decoding: characters[textStart..<end], as: UTF8.self))
                    depth = max(depth + opened, 0)
                }
            }
            start = end + 1
        }
        return lines.joined(separator: "\n")
    }

    /// `code` with a line break after every `{` and before every `}` that has something else on its line,
    /// and a space before a `{` that follows a word, outside string literals and comments: `f(){\nbody }`
    /// becomes `f() {`, `body` and `}` on three lines, as swift-syntax's formatter lays out code blocks,
    /// member blocks and accessors. A closure's parameters (`{ a, b in`) stay on the line of its brace.
    ///
    /// A `{` whose matching `}` is on the same line stays with it, and so does everything between them: the
    /// renderers write a body of one line as `{ body }` (`init() {}`, `func f() -> Int { _f.__invoke(()) }`),
    /// which keeps the expansion short, and text copied from the user's code is kept on one line only where
    /// it was written on one line.
    private static func breakingBraces(_ characters: [UInt8]) -> [UInt8] {
        let kinds = SwiftTextScanner.kinds(of: characters)
        var result: [UInt8] = []
        result.reserveCapacity(characters.count + characters.count / 8)
        // Whether the line being written holds more than spaces.
        var lineHasText = false
        func append(_ byte: UInt8) {
            result.append(byte)
            if byte == .newline {
                lineHasText = false
            } else if byte != .space {
                lineHasText = true
            }
        }
        var pendingBreak = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let isCode = kinds[index] == .code
            index += 1
            if pendingBreak {
                if character == .space { continue }
                pendingBreak = false
                if character != .newline && character != .carriageReturn { append(.newline) }
            }
            guard isCode else {
                append(character)
                continue
            }
            if character == .openBrace, let previous = result.last, !previous.isSpaceOrOpening {
                append(.space)
            }
            if character == .openBrace, let close = matchingBraceOnLine(characters, kinds, from: index - 1) {
                for byte in characters[(index - 1)...close] { append(byte) }
                index = close + 1
                continue
            }
            if character == .closeBrace, lineHasText {
                while result.last == .space { result.removeLast() }
                append(.newline)
            }
            append(character)
            if character == .openBrace {
                if let signatureEnd = closureSignatureEnd(in: characters, from: index) {
                    for byte in characters[index..<signatureEnd] { append(byte) }
                    index = signatureEnd
                }
                pendingBreak = true
            }
        }
        return result
    }

    /// The index of the `}` that closes the `{` at `open`, when it is on the same line; `nil` when the line
    /// (or a multi-line string literal, or a comment) ends first. Braces in literals and comments do not count.
    private static func matchingBraceOnLine(
        _ characters: [UInt8],
        _ kinds: [SwiftTextScanner.Kind],
        from open: Int
    ) -> Int? {
        var depth = 0
        var index = open
        while index < characters.count, characters[index] != .newline {
            if kinds[index] == .code {
                if characters[index] == .openBrace {
                    depth += 1
                } else if characters[index] == .closeBrace {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return nil
    }

    /// Where a closure's parameter list that starts at `start` (just after `{`) ends, after its `in`; `nil`
    /// when the text that follows on the line is not `a, b in` or `(a, b) in`.
    private static func closureSignatureEnd(in characters: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < characters.count, characters[index] != .newline {
            let atWordStart = index == start || !characters[index - 1].isLetterOrDigit
            if atWordStart, characters[index] == UInt8(ascii: "i"), index + 1 < characters.count,
                characters[index + 1] == UInt8(ascii: "n"),
                index + 2 == characters.count || !characters[index + 2].isLetterOrDigit
            {
                let signature = characters[start..<index]
                let allowed = signature.allSatisfy(\.mayBeInClosureSignature)
                return allowed && signature.contains(where: { $0.isLetter || $0 == .underscore }) ? index + 2 : nil
            }
            index += 1
        }
        return nil
    }

    /// How much the code in `range` changes the nesting (opened minus closed brackets), and how many
    /// brackets it closes before anything else.
    private static func nesting(
        _ kinds: [SwiftTextScanner.Kind],
        _ characters: [UInt8],
        _ range: Range<Int>
    ) -> (change: Int, closedFirst: Int) {
        var change = 0
        var closedFirst = 0
        var leading = true
        for index in range {
            let character = characters[index]
            guard kinds[index] == .code else {
                if character != .space { leading = false }
                continue
            }
            if character == .openBrace || character == .openParenthesis || character == .openBracket {
                change += 1
                leading = false
            } else if character == .closeBrace || character == .closeParenthesis || character == .closeBracket {
                change -= 1
                if leading { closedFirst += 1 }
            } else if character != .space {
                leading = false
            }
        }
        return (change, closedFirst)
    }
}

/// Tells, for each byte of Swift source (UTF-8), whether it is code, part of a string literal (delimiters
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

    static func kinds(of characters: [UInt8]) -> [Kind] {
        var kinds = [Kind](repeating: .code, count: characters.count)
        var stack: [State] = [.code(parentheses: 0)]
        var index = 0
        func at(_ offset: Int, _ character: UInt8) -> Bool {
            index + offset < characters.count && characters[index + offset] == character
        }
        func count(_ character: UInt8, from start: Int) -> Int {
            var end = start
            while end < characters.count, characters[end] == character { end += 1 }
            return end - start
        }
        while index < characters.count {
            let character = characters[index]
            switch stack[stack.count - 1] {
            case .code(let parentheses):
                if character == .slash && at(1, .slash) {
                    stack.append(.lineComment)
                    kinds[index] = .comment
                } else if character == .slash && at(1, .asterisk) {
                    stack.append(.blockComment(depth: 1))
                    kinds[index] = .comment
                    kinds[index + 1] = .comment
                    index += 1
                } else if character == .hash || character == .quote {
                    let hashes = count(.hash, from: index)
                    let quoteStart = index + hashes
                    guard quoteStart < characters.count, characters[quoteStart] == .quote else {
                        index += max(hashes, 1)
                        continue
                    }
                    let isMultiline = count(.quote, from: quoteStart) >= 3
                    let end = quoteStart + (isMultiline ? 3 : 1)
                    for position in index..<end { kinds[position] = .literal }
                    stack.append(.string(hashes: hashes, isMultiline: isMultiline))
                    index = end
                    continue
                } else if character == .openParenthesis {
                    stack[stack.count - 1] = .code(parentheses: parentheses + 1)
                } else if character == .closeParenthesis {
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
                if character == .backslash && count(.hash, from: index + 1) == hashes {
                    let afterHashes = index + 1 + hashes
                    for position in index..<min(afterHashes + 1, characters.count) { kinds[position] = .literal }
                    if afterHashes < characters.count, characters[afterHashes] == .openParenthesis {
                        stack.append(.code(parentheses: 0))
                    }
                    index = afterHashes + 1
                    continue
                }
                if character == .quote {
                    let quotes = isMultiline ? 3 : 1
                    if count(.quote, from: index) >= quotes, count(.hash, from: index + quotes) >= hashes {
                        let end = index + quotes + hashes
                        for position in index..<end { kinds[position] = .literal }
                        stack.removeLast()
                        index = end
                        continue
                    }
                }
            case .lineComment:
                if character == .newline {
                    stack.removeLast()
                } else {
                    kinds[index] = .comment
                }
            case .blockComment(let depth):
                kinds[index] = .comment
                if character == .asterisk && at(1, .slash) {
                    kinds[index + 1] = .comment
                    index += 1
                    if depth == 1 {
                        stack.removeLast()
                    } else {
                        stack[stack.count - 1] = .blockComment(depth: depth - 1)
                    }
                } else if character == .slash && at(1, .asterisk) {
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

extension UInt8 {
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let underscore = UInt8(ascii: "_")
    fileprivate static let comma = UInt8(ascii: ",")
    fileprivate static let backtick = UInt8(ascii: "`")
    fileprivate static let openBrace = UInt8(ascii: "{")
    fileprivate static let closeBrace = UInt8(ascii: "}")
    fileprivate static let openParenthesis = UInt8(ascii: "(")
    fileprivate static let closeParenthesis = UInt8(ascii: ")")
    fileprivate static let openBracket = UInt8(ascii: "[")
    fileprivate static let closeBracket = UInt8(ascii: "]")
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let asterisk = UInt8(ascii: "*")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let backslash = UInt8(ascii: "\\")

    /// An ASCII letter, or any byte of a non-ASCII character (which may be part of an identifier).
    fileprivate var isLetter: Bool {
        (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") || self >= 0x80
    }

    /// A space, a line break, or an opening bracket: what a `{` may follow without a space between.
    fileprivate var isSpaceOrOpening: Bool {
        switch self {
        case .space, .newline, .openParenthesis, .openBracket, .openBrace: true
        default: false
        }
    }

    /// A byte of `a, b`, `(a, b)` or `[self] a throws(Module.E)`, the signature of a closure: a letter or
    /// digit, a space, `_`, `,`, `.`, a parenthesis, a bracket or a backtick.
    fileprivate var mayBeInClosureSignature: Bool {
        switch self {
        case .space, .underscore, .comma, .openParenthesis, .closeParenthesis, .openBracket, .closeBracket,
            .backtick, UInt8(ascii: "."):
            true
        default: isLetterOrDigit
        }
    }

    /// A letter as `isLetter` says, or an ASCII digit.
    fileprivate var isLetterOrDigit: Bool {
        isLetter || (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9"))
    }
}
