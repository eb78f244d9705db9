import Foundation
import MockGenerator

/// Writes a `@MockedMembers` mock of a protocol read from the symbol graphs of compiled modules.
///
///     GenerateMock --protocol Tracing.Tracer --symbol-graphs <dir>... --output <file.swift>
///                  [--mock-name TracerMock] [--regenerate "<command>"] [--parent-extension]
///
/// With `--parent-extension` it writes instead the extensions `@Mocked` would write on the protocol, so that
/// the mocks of `@Mocked` protocols refining it get its members.
///
/// The `mock` command plugin runs it with the symbol graphs of a target's modules; it can also run on
/// graphs that `swift-symbolgraph-extract` wrote (see Documentation/macros.md). Given
/// `--dependency-modules <Module>...`, the modules it may ask for, it asks for the graphs a parent needs
/// that it was not given: it prints ``missingGraphsPrefix`` and their names, and exits with
/// ``missingGraphsStatus``.
@main
struct GenerateMock {
    static func main() {
        do {
            try run(Array(CommandLine.arguments.dropFirst()))
        } catch let missing as ProtocolReader.MissingGraphs {
            // The `mock` command extracts these graphs and runs the tool again.
            print(missingGraphsPrefix + missing.modules.joined(separator: " "))
            exit(missingGraphsStatus)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
    }

    /// The start of the line that names the graphs to extract.
    static let missingGraphsPrefix = "needs symbol graphs: "
    /// The exit status when graphs are missing.
    static let missingGraphsStatus: Int32 = 3

    static func run(_ arguments: [String]) throws {
        var options: [String: [String]] = [:]
        var current: String?
        for argument in arguments {
            if argument.hasPrefix("--") {
                current = String(argument.dropFirst(2))
                options[current!, default: []] += []
            } else if let option = current {
                options[option, default: []].append(argument)
            } else {
                throw ProtocolReader.Failure(description: "unexpected argument '\(argument)'")
            }
        }
        let dependencyModules = options["dependency-modules"]
        guard let protocolName = options["protocol"]?.first, options["protocol"]?.count == 1,
            let output = options["output"]?.first,
            let directories = options["symbol-graphs"], !directories.isEmpty || dependencyModules != nil
        else {
            throw ProtocolReader.Failure(
                description: "usage: GenerateMock --protocol <Module.Protocol> --symbol-graphs <directory>... "
                    + "--output <file.swift> [--mock-name <Name>] [--regenerate <command>]")
        }
        var reader = try ProtocolReader(
            directories: directories.map { URL(fileURLWithPath: $0) }, dependencyModules: dependencyModules)
        let isParent = options["parent-extension"] != nil
        let compiled = try reader.read(protocolName, asParent: isParent)
        for warning in reader.warnings { print("warning: " + warning) }
        let mockName = options["mock-name"]?.first ?? compiled.name + "Mock"
        let qualifiedName = "\(compiled.module).\(compiled.name)"
        let regenerate =
            options["regenerate"]?.first
            ?? "GenerateMock --protocol \(qualifiedName) --symbol-graphs <directories> --output <file>"
        let rewritten = [
            "from the compiled modules' symbol graphs. Running this command again rewrites it:", "    \(regenerate)",
        ]
        // Generated code is laid out by the generator, not by the project's formatter.
        let body =
            isParent
            ? try CompiledMockWriter.parentExtensionSource(
                of: compiled,
                header: [
                    "The members '@Mocked' gives the mocks of protocols that refine \(qualifiedName), written by swift-mocking"
                ] + rewritten + ["Mark the protocols that refine it '@Mocked'; this file is replaced."])
            : try CompiledMockWriter.source(
                of: compiled, mockName: mockName,
                header: ["A mock of \(qualifiedName) and of every protocol it refines, written by swift-mocking"]
                    + rewritten
                    + ["Write what you add in another file (an extension of \(mockName)): this one is replaced."])
        let source = "// swift-format-ignore-file\n" + body
        let url = URL(fileURLWithPath: output)
        if (try? String(contentsOf: url, encoding: .utf8)) == source {
            print("\(output) is up to date.")
            return
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(source.utf8).write(to: url)
        let written = isParent ? "the members of \(qualifiedName)" : mockName
        let count = compiled.requirements.count
        print("Wrote \(written) to \(output) (\(count) requirement\(count == 1 ? "" : "s")).")
    }
}
