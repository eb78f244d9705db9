import SwiftSyntax

/// An initializer requirement: `init(name: String) throws`, `init?(rawValue: Int)`.
///
/// Its calls are recorded in a static backing member of the mock type, because no instance exists when
/// the test configures what the initializer does. A failable initializer's member returns `Void?`:
/// `.returns(nil)` makes it fail.
struct InitializerRequirement {
    /// The declaration as written.
    let syntax: InitializerDeclSyntax
    let parameters: [Parameter]
    let effects: Effects
    let isFailable: Bool

    init?(_ syntax: InitializerDeclSyntax, diagnostics: inout DiagnosticsCollector) {
        if syntax.genericParameterClause != nil {
            diagnostics.error(
                .unsupportedMember("an initializer requirement", reason: "with generic parameters"),
                at: syntax
            )
            return nil
        }
        self.syntax = syntax
        self.parameters = syntax.signature.parameterClause.parameters.enumerated().map { index, parameter in
            Parameter(parameter, at: index, erasing: .none)
        }
        self.effects = Effects(syntax.signature.effectSpecifiers)
        self.isFailable = syntax.optionalMark != nil
    }

    var labels: [String] {
        parameters.map { $0.syntax.firstName.text.withoutBackticks }
    }
}
