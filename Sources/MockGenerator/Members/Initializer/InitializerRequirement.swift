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
        if GenericErasure.hasParameterPack(syntax.genericParameterClause) {
            diagnostics.error(
                .unsupportedMember("an initializer requirement", reason: "with a type parameter pack ('each T')"),
                at: syntax.initKeyword
            )
            return nil
        }
        let parameterList = syntax.signature.parameterClause.parameters
        let opaque = OpaqueParameters(syntax.genericParameterClause, syntax.genericWhereClause, parameterList)
        self.syntax = syntax
        self.parameters = [Parameter](parameterList, opaque: opaque)
        self.effects = Effects(syntax.signature.effectSpecifiers)
        self.isFailable = syntax.optionalMark != nil
    }

    var labels: [String] {
        parameters.map { $0.syntax.firstName.text.withoutBackticks }
    }
}
