#if os(macOS) || os(Linux)
    import Foundation
    import TestSupport
    import Testing

    /// Compiles random protocols with their mocks, with the `swiftc` on the `PATH`, the package's built
    /// `Mocking` module and its macro plugin, the way `Tests/CompileFailures/run` does.
    enum FuzzCompilation {
        /// Type-checks `protocols` in one file after ``ProtocolGrammar/preamble``; when that fails, each
        /// protocol alone, and records an issue with the source and the compiler's errors of each that fails.
        static func check(_ protocols: [String], seed: UInt64) throws {
            let products = try PackageLocations.productsFolder()
            let plugin = products.appendingPathComponent("MockingMacros-tool")
            let modules = products.appendingPathComponent("Modules")
            try #require(
                FileManager.default.isExecutableFile(atPath: plugin.path),
                "the macro plugin is built next to the tests; looked in \(products.path)"
            )
            if try typeCheck(protocols, plugin: plugin, modules: modules).status == 0 { return }
            var failures = 0
            for source in protocols {
                let run = try typeCheck([source], plugin: plugin, modules: modules)
                guard run.status != 0 else { continue }
                failures += 1
                let errors = run.errors.split(separator: "\n").filter { $0.contains("error:") }.prefix(8)
                Issue.record(
                    "seed \(seed): the mock of this protocol does not compile:\n\(source)\n\(errors.joined(separator: "\n"))"
                )
            }
            #expect(failures > 0, "the protocols compile alone but not together")
        }

        private static func typeCheck(_ protocols: [String], plugin: URL, modules: URL) throws -> ProgramRun {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("Fuzz.swift")
            try (ProtocolGrammar.preamble + protocols.joined(separator: "\n\n")).write(
                to: file, atomically: true, encoding: .utf8)
            return try ProgramRun(
                URL(fileURLWithPath: "/usr/bin/env"),
                arguments: [
                    "swiftc", "-typecheck", "-swift-version", "6", "-D", "SWIFT_MOCKING_ENABLED", "-I", modules.path,
                    "-load-plugin-executable", plugin.path + "#MockingMacros", file.path,
                ]
            )
        }
    }
#endif
