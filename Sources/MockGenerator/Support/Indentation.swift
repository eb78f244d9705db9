/// Indents generated Swift code by its nesting: four spaces for each `{`, `(` or `[` open at the start
/// of a line, and a line that starts by closing one goes back a level. Blank lines stay blank, and the
/// lines inside a multi-line string literal stay as they are. Brackets inside string literals (with
/// escapes, raw and multi-line strings and interpolations) and comments do not count.
///
/// The generator writes its code as text, a declaration or statement per line, and breaks its own lines:
/// a body of one line stays on its declaration's line (`{ body }`, see ``braced(_:)``), a longer one gets
/// lines of its own. This indents those lines as the swift-syntax formatter would, at a small fraction of
/// its cost, which dominated the time of expanding a mock.
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
        let characters = Array(code.utf8)
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
        // The innermost state, and those it is nested in (code in an interpolation is in a string). Local
        // functions capture none of these: in a debug build, each access to a captured variable is checked.
        var state = State.code(parentheses: 0)
        var enclosing: [State] = []
        var index = 0
        func at(_ position: Int, _ character: UInt8) -> Bool {
            position < characters.count && characters[position] == character
        }
        func count(_ character: UInt8, from start: Int) -> Int {
            var end = start
            while end < characters.count, characters[end] == character { end += 1 }
            return end - start
        }
        while index < characters.count {
            let character = characters[index]
            switch state {
            case .code(let parentheses):
                // Most bytes are code that opens nothing: the cheapest test first.
                guard character <= .slash else { break }
                if character == .slash && at(index + 1, .slash) {
                    enclosing.append(state)
                    state = .lineComment
                    kinds[index] = .comment
                } else if character == .slash && at(index + 1, .asterisk) {
                    enclosing.append(state)
                    state = .blockComment(depth: 1)
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
                    enclosing.append(state)
                    state = .string(hashes: hashes, isMultiline: isMultiline)
                    index = end
                    continue
                } else if character == .openParenthesis {
                    state = .code(parentheses: parentheses + 1)
                } else if character == .closeParenthesis {
                    if parentheses == 0 && !enclosing.isEmpty {
                        // The end of an interpolation: back in its string.
                        state = enclosing.removeLast()
                        kinds[index] = .literal
                    } else {
                        state = .code(parentheses: max(parentheses - 1, 0))
                    }
                }
            case .string(let hashes, let isMultiline):
                kinds[index] = .literal
                if character == .backslash && count(.hash, from: index + 1) == hashes {
                    let afterHashes = index + 1 + hashes
                    for position in index..<min(afterHashes + 1, characters.count) { kinds[position] = .literal }
                    if afterHashes < characters.count, characters[afterHashes] == .openParenthesis {
                        enclosing.append(state)
                        state = .code(parentheses: 0)
                    }
                    index = afterHashes + 1
                    continue
                }
                if character == .quote {
                    let quotes = isMultiline ? 3 : 1
                    if count(.quote, from: index) >= quotes, count(.hash, from: index + quotes) >= hashes {
                        let end = index + quotes + hashes
                        for position in index..<end { kinds[position] = .literal }
                        state = enclosing.removeLast()
                        index = end
                        continue
                    }
                }
            case .lineComment:
                if character == .newline {
                    state = enclosing.removeLast()
                } else {
                    kinds[index] = .comment
                }
            case .blockComment(let depth):
                kinds[index] = .comment
                if character == .asterisk && at(index + 1, .slash) {
                    kinds[index + 1] = .comment
                    index += 1
                    if depth == 1 {
                        state = enclosing.removeLast()
                    } else {
                        state = .blockComment(depth: depth - 1)
                    }
                } else if character == .slash && at(index + 1, .asterisk) {
                    kinds[index + 1] = .comment
                    index += 1
                    state = .blockComment(depth: depth + 1)
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
}
