import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides the package's macros.
@main
struct MockingMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        MockedMacro.self,
        MockedMembersMacro.self,
        MockedMemberMacro.self,
        MockableMethodMacro.self,
        MockablePropertyMacro.self,
    ]
}
