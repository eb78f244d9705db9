import Testing

@testable import MockGenerator

/// The generated code's layout: brackets inside literals and comments do not nest code, and the lines of
/// a multi-line string stay as they are.
@Suite("Indentation")
struct IndentationTests {
    @Test("nested code is indented and a closing line goes back a level")
    func nesting() {
        #expect(
            Indentation.indent("func f() {\nif a {\nb()\n}\n}\nlet x = 1")
                == "func f() {\n    if a {\n        b()\n    }\n}\nlet x = 1"
        )
        #expect(Indentation.indent("f(\na,\nb\n)") == "f(\n    a,\n    b\n)")
        #expect(Indentation.indent("  f {\n      g()\n }") == "f {\n    g()\n}")
    }

    @Test("a body whose braces are on one line stays on that line")
    func oneLineBodies() {
        #expect(
            Indentation.indent(
                "struct S {\ninit() {}\nfunc f() -> Int { g { $0 } }\nvar x: Int { get { a } set { b } }\n}")
                == "struct S {\n    init() {}\n    func f() -> Int { g { $0 } }\n    var x: Int { get { a } set { b } }\n}"
        )
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
        #expect(Indentation.indent(code + "\nx") == code + "\nx")
    }

    @Test("braces in a comment or a multi-line string that goes on over lines do not count")
    func bracesOverLines() {
        #expect(Indentation.indent("func f() { // }\ng()\n}") == "func f() { // }\n    g()\n}")
        #expect(Indentation.indent("func f() { /* }\n*/ g()\n}") == "func f() { /* }\n    */ g()\n}")
        #expect(
            Indentation.indent("func f() { g(\"\"\"\n}\n\"\"\")\n}") == "func f() { g(\"\"\"\n}\n\"\"\")\n}")
    }

    @Test(
        "brackets in string literals and comments do not count",
        arguments: [
            #"@available(*, deprecated, message: "use { instead") func f() {"#,
            #"@available(*, deprecated, message: "a \\") func f() {"#,
            #"@available(*, deprecated, message: "a \"{\" b") func f() {"#,
            ##"@available(*, deprecated, message: #"raw " { \( "#) func f() {"##,
            #"@available(*, deprecated, message: "\(f("{"))") func f() {"#,
            "/* { ( [ */ func f() {",
        ])
    func literals(code: String) {
        #expect(Indentation.indent(code + "\ng()\n}") == code + "\n    g()\n}")
    }

    @Test("non-ASCII text is laid out like ASCII: in literals, comments and identifiers")
    func nonASCII() {
        #expect(
            Indentation.indent("func größe() { // { Ünïcode 🐶\nlet s = \"é { 🐶\"\n}")
                == "func größe() { // { Ünïcode 🐶\n    let s = \"é { 🐶\"\n}"
        )
    }

    @Test("a CRLF source's lines are split at the line feed; a line of only a carriage return is blank")
    func carriageReturns() {
        #expect(Indentation.indent("func f() {\r\n\r\ng()\r\n}") == "func f() {\r\n\n    g()\r\n}")
    }

    @Test("the lines of a multi-line string literal stay as they are")
    func multilineString() {
        let code = """
            @available(*, deprecated, message: \"\"\"
              first { line
               second ) line
              \"\"\")
            func f() {
            g()
            }
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
