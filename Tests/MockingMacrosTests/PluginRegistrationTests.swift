import Foundation
import SwiftSyntaxMacros
import Testing

@testable import MockingMacros

@Suite("Plugin registration")
struct PluginRegistrationTests {
    /// The macro type names that `#externalMacro(module: "MockingMacros", type: …)` declarations name.
    static func declaredMacroTypes() throws -> Set<String> {
        let macros = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Mocking/Macros")
        var types: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: macros.path) where file.hasSuffix(".swift") {
            let source = try String(contentsOf: macros.appendingPathComponent(file), encoding: .utf8)
            for match in source.matches(of: /#externalMacro\(\s*module: "MockingMacros",\s*type: "(\w+)"\)/) {
                types.insert(String(match.1))
            }
        }
        return types
    }

    @Test("every macro the Mocking module declares is provided by the plugin")
    func everyDeclaredMacroIsRegistered() throws {
        let declared = try Self.declaredMacroTypes()
        let registered = Set(MockingMacrosPlugin().providingMacros.map { String(describing: $0) })
        #expect(declared.count == 5)
        #expect(declared == registered)
    }
}
