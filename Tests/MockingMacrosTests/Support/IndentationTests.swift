import Testing

@testable import MockGenerator

/// The generated code's layout: brackets inside literals and comments do not nest code, and the lines of
/// a multi-line string stay as they are.
@Suite("Indentation")
struct IndentationTests {
    @Test("braces written across lines are broken onto lines and nested code indented")
    func nesting() {
        #expect(
            Indentation.indent("func f() { if a {\nb() } }\nlet x = 1")
                == "func f() {\n    if a {\n        b()\n    }\n}\nlet x = 1"
        )
    }

    @Test("a body whose braces are on one line stays on that line")
    func oneLineBodies() {
        #expect(
            Indentation.indent(
                "struct S {\ninit() {}\nfunc f() -> Int { g { $0 } }\nvar x: Int { get { a } set { b } }\n}")
                == "struct S {\n    init() {}\n    func f() -> Int { g { $0 } }\n    var x: Int { get { a } set { b } }\n}"
        )
        #expect(Indentation.indent("func f(){ g() }") == "func f() { g() }")
    }

    @Test(
        "a one-line body's braces in literals and comments do not count",
        arguments: [
            #"func f() { g("}") }"#,
            #"func f() { g("{") }"#,
            ##"func f() { g(#"} \( "#) }"##,
            #"func f() { g("\(h("}"))") }"#,
            "func f() { /* } */ g() }",
        ])
    func oneLineLiterals(code: String) {
        #expect(Indentation.indent(code) == code)
    }

    @Test("a body that a comment or a multi-line string carries onto other lines is broken")
    func bodiesOverLines() {
        #expect(Indentation.indent("func f() { // }\ng() }") == "func f() {\n    // }\n    g()\n}")
        #expect(Indentation.indent("func f() { /* }\n*/ g() }") == "func f() {\n    /* }\n    */ g()\n}")
        #expect(
            Indentation.indent("func f() { g(\"\"\"\n}\n\"\"\") }") == "func f() {\n    g(\"\"\"\n}\n\"\"\")\n}")
    }

    @Test("a closure's parameters stay on its brace's line")
    func closureParameters() {
        #expect(Indentation.indent("f { a, b in\ng(a) }") == "f { a, b in\n    g(a)\n}")
        #expect(Indentation.indent("f { a, b in g(a) }") == "f { a, b in g(a) }")
    }

    @Test(
        "brackets in string literals and comments do not count",
        arguments: [
            #"@available(*, deprecated, message: "use { instead") func f() { g() }"#,
            #"@available(*, deprecated, message: "a \\") func f() { g() }"#,
            #"@available(*, deprecated, message: "a \"{\" b") func f() { g() }"#,
            ##"@available(*, deprecated, message: #"raw " { \( "#) func f() { g() }"##,
            #"@available(*, deprecated, message: "\(f("{"))") func f() { g() }"#,
            "/* { ( [ */ func f() { g() }",
        ])
    func literals(code: String) {
        let prefix = String(code[..<code.range(of: "func f()")!.lowerBound])
        #expect(Indentation.indent(prefix + "func f() {\ng() }") == prefix + "func f() {\n    g()\n}")
        #expect(Indentation.indent(code) == code)
    }

    @Test("non-ASCII text is laid out like ASCII: in literals, comments and identifiers")
    func nonASCII() {
        #expect(
            Indentation.indent("func größe() { // { Ünïcode 🐶\nlet s = \"é { 🐶\" }")
                == "func größe() {\n    // { Ünïcode 🐶\n    let s = \"é { 🐶\"\n}"
        )
        #expect(Indentation.indent("f { naïve in\ng(naïve) }") == "f { naïve in\n    g(naïve)\n}")
    }

    @Test("a CRLF source's lines are split at the line feed; a line of only a carriage return is blank")
    func carriageReturns() {
        #expect(Indentation.indent("func f() {\r\n\r\ng()\r\n}") == "func f() {\r\n\n    g()\r\n}")
    }

    @Test("a line comment's braces do not count")
    func lineComment() {
        #expect(
            Indentation.indent("func f() { // { not code\ng() }") == "func f() {\n    // { not code\n    g()\n}"
        )
    }

    @Test("the lines of a multi-line string literal stay as they are")
    func multilineString() {
        let code = """
            @available(*, deprecated, message: \"\"\"
              first { line
               second ) line
              \"\"\")
            func f() {
            g() }
            """
        let expected = """
            @available(*, deprecated, message: \"\"\"
              first { line
               second ) line
              \"\"\")
            func f() {
                g()
            }
            """
        #expect(Indentation.indent(code) == expected)
    }
}
