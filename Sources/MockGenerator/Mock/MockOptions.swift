import SwiftParser
import SwiftSyntax

/// The arguments of `@Mocked`.
struct MockOptions {
    /// The `#if` condition around the mock, or `nil` for none.
    var compilationCondition: String? = "SWIFT_MOCKING_ENABLED"
    /// Whether the mock is declared `@unchecked Sendable`.
    var isUncheckedSendable = false
    /// Whether every member reports calls without an implementation, even members returning nothing.
    var isStrict = false

    /// The arguments `@Mocked` has when none is written.
    init() {}

    /// Reads the arguments of `attribute`, reporting the ones it does not understand.
    init(_ attribute: AttributeSyntax, diagnostics: inout DiagnosticsCollector) {
        guard case .argumentList(let arguments) = attribute.arguments else { return }
        for argument in arguments {
            switch argument.label?.text {
            case "compilationCondition":
                if let condition = Self.condition(argument.expression) {
                    compilationCondition = condition
                    if let condition, !Self.isCompilationCondition(condition) {
                        diagnostics.error(.invalidCompilationCondition(condition), at: argument.expression)
                    }
                } else {
                    diagnostics.error(
                        .unsupportedArgumentValue(
                            "compilationCondition",
                            expected: "'.swiftMockingEnabled', '.debug', '.none', '.custom(\"FLAG\")' or a string"
                        ),
                        at: argument.expression
                    )
                }
            case "sendableConformance":
                switch Self.memberName(argument.expression) {
                case "checked": isUncheckedSendable = false
                case "unchecked": isUncheckedSendable = true
                default:
                    diagnostics.error(
                        .unsupportedArgumentValue("sendableConformance", expected: "'.checked' or '.unchecked'"),
                        at: argument.expression
                    )
                }
            case "strict":
                switch argument.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind {
                case .keyword(.true): isStrict = true
                case .keyword(.false): isStrict = false
                default:
                    diagnostics.error(
                        .unsupportedArgumentValue("strict", expected: "'true' or 'false'"), at: argument.expression)
                }
            default:
                // The compiler checks the labels against the macro's declaration before expanding it
                // ("extra argument 'conditon' in macro expansion"), so no other label reaches here.
                break
            }
        }
    }

    /// The condition an expression names; the outer optional is `nil` when it names none we know.
    private static func condition(_ expression: ExprSyntax) -> String?? {
        if let literal = stringLiteral(expression) {
            return .some(literal)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), memberName(call.calledExpression) == "custom",
            call.arguments.count == 1, let literal = stringLiteral(call.arguments.first!.expression)
        {
            return .some(literal)
        }
        switch memberName(expression) {
        case "swiftMockingEnabled": return .some("SWIFT_MOCKING_ENABLED")
        case "debug": return .some("DEBUG")
        case "none": return .some(nil)
        default: return nil
        }
    }

    /// Whether `text` is a condition `#if` takes: names and platform conditions (`os(Linux)`) joined by
    /// `&&`, `||` and `!`, in parentheses or not; anything else would fail inside the expansion.
    static func isCompilationCondition(_ text: String) -> Bool {
        var parser = Parser(text)
        let expression = ExprSyntax.parse(from: &parser)
        return !expression.hasError && isCondition(expression)
    }

    private static func isCondition(_ expression: ExprSyntax) -> Bool {
        switch expression.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference): reference.argumentNames == nil
        case .booleanLiteralExpr, .functionCallExpr: true
        case .prefixOperatorExpr(let negation): negation.operator.text == "!" && isCondition(negation.expression)
        case .tupleExpr(let parenthesized):
            parenthesized.elements.count == 1 && parenthesized.elements.first!.label == nil
                && isCondition(parenthesized.elements.first!.expression)
        case .sequenceExpr(let sequence):
            sequence.elements.enumerated().allSatisfy { index, element in
                index.isMultiple(of: 2)
                    ? isCondition(element)
                    : ["&&", "||"].contains(element.as(BinaryOperatorExprSyntax.self)?.operator.text)
            }
        default: false
        }
    }

    private static func memberName(_ expression: some ExprSyntaxProtocol) -> String? {
        expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    private static func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let text = expression.as(StringLiteralExprSyntax.self)?.plainText, !text.isEmpty else { return nil }
        return text
    }
}
