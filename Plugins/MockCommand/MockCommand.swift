import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory mock --target <Target> --protocol <Module.Protocol>`:
/// writes `<Target>/Mocks/<Protocol>Mock.swift`, a `@MockedMembers` mock of the protocol and of every
/// protocol it refines, read from the symbol graphs of the modules the target depends on.
///
/// Options: `--protocol` may be repeated; `--output <path>` (one per protocol) and `--mock-name <Name>`
/// choose the file and the mock's name. `--parent <Module.Protocol>` writes instead
/// `<Target>/Mocks/<Protocol>+Mocked.swift`, the extensions `@Mocked` would write on that protocol, so
/// that the mocks of the target's `@Mocked` protocols refining it get its members.
@main
struct MockCommand: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let protocols = extractor.extractOption(named: "protocol")
        let parents = extractor.extractOption(named: "parent")
        let outputs = extractor.extractOption(named: "output")
        let mockNames = extractor.extractOption(named: "mock-name")
        guard targetNames.count == 1, !(protocols + parents).isEmpty, extractor.remainingArguments.isEmpty,
            parents.isEmpty || (outputs.isEmpty && mockNames.isEmpty)
        else {
            throw Failure(
                description: "usage: swift package --allow-writing-to-package-directory mock --target <Target> "
                    + "--protocol <Module.Protocol> [--output <path>] [--mock-name <Name>] [--parent <Module.Protocol>]"
            )
        }
        guard let target = try context.package.targets(named: targetNames).first as? SourceModuleTarget else {
            throw Failure(description: "\(targetNames[0]) is not a target with sources in this package.")
        }
        // The target itself is not built: its tests may use the mock this writes. A module is built and its
        // graph extracted only when a protocol or a parent of one is in it.
        let modules = Dictionary(
            Self.modules(seenBy: target).map { ($0.moduleName, $0) }, uniquingKeysWith: { first, _ in first })
        var graphs: [String: String] = [:]
        let tool = try context.tool(named: "GenerateMock")
        // Each protocol is written on its own: one that fails (its error is printed) does not stop the others.
        var failed: [String] = []
        // A `--parent` gets the extensions `@Mocked` would write on it, for the mocks of protocols refining it.
        let jobs = protocols.map { (name: $0, isParent: false) } + parents.map { (name: $0, isParent: true) }
        for (index, (protocolName, isParent)) in jobs.enumerated() {
            let simpleName = protocolName.split(separator: ".").last.map(String.init) ?? protocolName
            let mockName = index < mockNames.count ? mockNames[index] : simpleName + "Mock"
            let fileName = isParent ? simpleName + "+Mocked" : mockName
            // A relative `--output` is relative to the package, as the other paths of the command are.
            let output =
                index < outputs.count
                ? URL(fileURLWithPath: outputs[index], relativeTo: context.package.directoryURL).path
                : Self.directory(of: target).appending(path: "Mocks/\(fileName).swift").path
            // A parent's members in two targets are ambiguous wherever both are imported.
            for other in context.package.targets.compactMap({ $0 as? SourceModuleTarget })
            where isParent && other.name != target.name
                && FileManager.default.fileExists(
                    atPath: Self.directory(of: other).appending(path: "Mocks/\(fileName).swift").path)
            {
                Diagnostics.warning(
                    "\(other.name) holds the members of \(protocolName) already (Mocks/\(fileName).swift): a module "
                        + "that imports both targets finds them ambiguous. Keep one file, and import its target "
                        + "where the protocols refining \(simpleName) are declared.")
            }
            var regenerate =
                "swift package --allow-writing-to-package-directory mock --target \(target.name) "
                + (isParent ? "--parent " : "--protocol ") + protocolName
            if index < outputs.count { regenerate += " --output \(outputs[index])" }
            if index < mockNames.count { regenerate += " --mock-name \(mockName)" }
            let qualifier =
                protocolName.split(separator: ".", maxSplits: 1).count == 2
                ? String(protocolName.prefix { $0 != "." }) : nil
            // A module of the package graph that the target does not depend on is refused before anything is
            // built; a name that does not start with a module's (`Tracer`, `Outer.Inner`) is looked for in
            // every module the target sees.
            if qualifier == target.moduleName {
                Diagnostics.error(
                    "\(protocolName) is in \(target.name) itself, which the command reads only through the targets "
                        + "that depend on it: mark the protocol '@Mocked', or write its mock into such a target.")
                failed.append(protocolName)
                continue
            }
            if let qualifier, modules[qualifier] == nil,
                let dependency = Self.dependency(providing: qualifier, in: context.package)
            {
                Diagnostics.error(
                    "\(protocolName): \(target.name) does not depend on \(qualifier); add \(dependency) to its "
                        + "dependencies.")
                failed.append(protocolName)
                continue
            }
            var needed = qualifier.flatMap { modules[$0] == nil ? nil : [$0] } ?? Array(modules.keys)
            while true {
                do {
                    for name in needed where graphs[name] == nil {
                        let graph = try packageManager.getSymbolGraph(
                            for: modules[name]!,
                            options: .init(minimumAccessLevel: .internal, includeSynthesized: false))
                        graphs[name] = graph.directoryURL.path
                    }
                } catch {
                    Diagnostics.error("\(protocolName): \(error)")
                    failed.append(protocolName)
                    break
                }
                let result = try Self.run(
                    tool.url,
                    [
                        "--protocol", protocolName, "--output", output, "--mock-name", mockName, "--regenerate",
                        regenerate,
                    ] + (isParent ? ["--parent-extension"] : [])
                        + ["--dependency-modules"] + modules.keys.sorted()
                        + ["--symbol-graphs"] + Set(graphs.values).sorted())
                let asked = result.missingGraphs.filter { graphs[$0] == nil && modules[$0] != nil }
                if result.status == 0 { break }
                guard !asked.isEmpty else {
                    if !result.missingGraphs.isEmpty {
                        Diagnostics.error(
                            "\(protocolName) needs the symbol graphs of \(result.missingGraphs.joined(separator: ", ")), "
                                + "which could not be read.")
                    }
                    failed.append(protocolName)
                    break
                }
                needed = asked
            }
        }
        guard failed.isEmpty else {
            throw Failure(description: "No mock written for \(failed.joined(separator: ", ")); see the errors above.")
        }
    }

    /// Runs `GenerateMock`, printing what it prints but for the graphs it asks for, which it returns; its
    /// errors become the command's, so that they come before the command's last one.
    static func run(_ tool: URL, _ arguments: [String]) throws -> (status: Int32, missingGraphs: [String]) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let (output, errors) = (Pipe(), Pipe())
        (process.standardOutput, process.standardError) = (output, errors)
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let failures = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for line in failures.split(separator: "\n") {
            Diagnostics.error(line.hasPrefix("error: ") ? String(line.dropFirst(7)) : String(line))
        }
        var missing: [String] = []
        for line in printed.split(separator: "\n") {
            // GenerateMock's `missingGraphsPrefix` (a plugin cannot import the tool's module).
            let prefix = "needs symbol graphs: "
            if line.hasPrefix(prefix) {
                missing += line.dropFirst(prefix.count).split(separator: " ").map(String.init)
            } else if line.hasPrefix("warning: ") {
                Diagnostics.warning(String(line.dropFirst(9)))
            } else {
                print(line)
            }
        }
        return (process.terminationStatus, missing)
    }

    /// The target's directory: the deepest folder that holds all its source files (`Target.directoryURL`
    /// needs tools 6.1, and this package supports 6.0).
    static func directory(of target: SourceModuleTarget) -> URL {
        let folders = target.sourceFiles.map { $0.url.deletingLastPathComponent().pathComponents }
        guard var common = folders.first else { return URL(fileURLWithPath: ".") }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: common.joined(separator: "/").replacingOccurrences(of: "//", with: "/"))
    }

    /// The dependency a target adds to see the module `name`, as `Package.swift` writes it: a target of
    /// `package` (`"Models"`), or a product of a package it depends on, directly or not
    /// (`.product(name: "NIOCore", package: "swift-nio")`).
    static func dependency(providing name: String, in package: Package) -> String? {
        if let target = package.targets.first(where: { ($0 as? SourceModuleTarget)?.moduleName == name }) {
            return "\"\(target.name)\""
        }
        var packages = package.dependencies.map(\.package)
        var seen: Set<String> = []
        while let next = packages.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            for product in next.products
            where product.targets.contains(where: { ($0 as? SourceModuleTarget)?.moduleName == name }) {
                return ".product(name: \"\(product.name)\", package: \"\(next.id)\")"
            }
            packages += next.dependencies.map(\.package)
        }
        return nil
    }

    /// The Swift library modules `target` depends on, directly or not, without going through macros
    /// (whose dependencies the target does not see).
    static func modules(seenBy target: any Target) -> [SwiftSourceModuleTarget] {
        var result: [SwiftSourceModuleTarget] = []
        var seen: Set<String> = []
        func visit(_ dependencies: [TargetDependency]) {
            for dependency in dependencies {
                let targets: [any Target]
                switch dependency {
                case .target(let target): targets = [target]
                case .product(let product): targets = product.targets
                @unknown default: targets = []
                }
                for target in targets where !seen.contains(target.id) {
                    seen.insert(target.id)
                    guard let module = target as? SwiftSourceModuleTarget, module.kind == .generic else { continue }
                    result.append(module)
                    visit(module.dependencies)
                }
            }
        }
        visit(target.dependencies)
        return result
    }
}
