import Foundation
import MockGenerator

/// Reads a protocol and every protocol it refines from the symbol graphs of compiled modules, into the
/// flat list of requirements its mock implements.
struct ProtocolReader {
    /// A reason the protocol cannot be read.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Modules whose protocols the mock satisfies as a `@Mocked` mock does, without reading them.
    static let standardModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "Observation", "ObjectiveC", "Foundation",
    ]

    /// The graphs a protocol's parents need that were not given, of modules the caller can extract.
    struct MissingGraphs: Error {
        let modules: [String]
    }

    private var graphFiles: [String: URL] = [:]
    private var graphs: [String: SymbolGraph] = [:]
    /// What a caller should hear about the protocols read, though it does not stop them being read.
    private(set) var warnings: [String] = []
    /// Every module the caller could give a graph of, when it gives only some.
    private let dependencyModules: [String]?

    /// A reader of the symbol graphs in `directories` (each module's `Module.symbols.json`; the
    /// `Module@Other.symbols.json` extension graphs hold no requirements). `dependencyModules` are the
    /// modules whose graphs the caller can extract when a parent needs them (see ``MissingGraphs``).
    init(directories: [URL], dependencyModules: [String]? = nil) throws {
        self.dependencyModules = dependencyModules
        for directory in directories {
            let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            for file in files where file.lastPathComponent.hasSuffix(".symbols.json") {
                let module = String(file.lastPathComponent.dropLast(".symbols.json".count))
                if !module.contains("@") { graphFiles[module] = file }
            }
        }
    }

    /// The modules whose protocols can be mocked.
    var modules: [String] { dependencyModules?.sorted() ?? graphFiles.keys.sorted() }

    private mutating func graph(_ module: String) throws -> SymbolGraph? {
        if let graph = graphs[module] { return graph }
        guard let file = graphFiles[module] else { return nil }
        var graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: file))
        // The graphs hold internal declarations too, so that public ones whose names start with `_` are in.
        graph.symbols.removeAll { !$0.isPublic }
        graphs[module] = graph
        return graph
    }

    /// The protocol `name` (`Tracer` or `Tracing.Tracer`) and the requirements of its parents; read as a parent
    /// whose members a target gets, refused when its module compiled its `@Mocked` mock (``warnings`` says
    /// when it is `@Mocked` but not compiled).
    mutating func read(_ name: String, asParent: Bool = false) throws -> CompiledProtocol {
        let (root, rootModule) = try find(name)
        if asParent {
            try checkNotMocked(root, in: rootModule)
        }
        var notes: [String] = []
        var standardParents: [String] = []
        var requirements: [CompiledRequirement] = []
        var parentDeclarations: [String] = []
        var imports: Set<String> = [rootModule]
        // Associated types named like a type the declarations use need that type qualified.
        var pending: [(usr: String, module: String, name: String)] = [
            (root.identifier.precise, rootModule, root.qualifiedName)
        ]
        var seen: Set<String> = [root.identifier.precise]
        var collected: [(protocolName: String, symbols: [SymbolGraph.Symbol], module: String)] = []
        var missing: [String] = []
        var constrainedDefaults: [String: [String]] = [:]
        while !pending.isEmpty {
            let current = pending.removeFirst()
            guard let graph = try graph(current.module) else {
                if dependencyModules?.contains(current.module) == true {
                    missing.append(current.module)
                    continue
                }
                notes.append(
                    "\(current.module).\(current.name) was not read: no symbol graph of \(current.module) was given, "
                        + "so the mock lacks its requirements.")
                continue
            }
            let symbols = Dictionary(graph.symbols.map { ($0.identifier.precise, $0) }, uniquingKeysWith: { a, _ in a })
            // The requirements with a public default a mock gets (in an extension without constraints), and
            // the `where` clauses of the constrained ones.
            var defaulted: Set<String> = []
            for relationship in graph.relationships where relationship.kind == "defaultImplementationOf" {
                guard let implementation = symbols[relationship.source] else { continue }
                let constraints = implementation.swiftExtension?.constraints ?? []
                guard !constraints.isEmpty else {
                    defaulted.insert(relationship.target)
                    continue
                }
                constrainedDefaults[relationship.target, default: []].append(
                    constraints.map { constraint in
                        if let module = constraint.rhsPrecise.flatMap(moduleName(ofPreciseIdentifier:)) {
                            imports.insert(module)
                        }
                        return constraint.lhs + (constraint.kind == "sameType" ? " == " : ": ") + constraint.rhs
                    }.joined(separator: ", "))
            }
            var own: [SymbolGraph.Symbol] = []
            for relationship in graph.relationships {
                if relationship.kind == "requirementOf", relationship.target == current.usr,
                    let symbol = symbols[relationship.source]
                {
                    // A `_` requirement with a default is the library's own business, as its name says.
                    if symbol.pathComponents.last?.hasPrefix("_") == true, defaulted.contains(symbol.identifier.precise)
                    {
                        notes.append(
                            "\(current.module).\(symbol.qualifiedName) has a default implementation and is not mocked.")
                        continue
                    }
                    own.append(symbol)
                } else if relationship.kind == "optionalRequirementOf", relationship.target == current.usr,
                    let symbol = symbols[relationship.source]
                {
                    notes.append(
                        "The optional requirement \(current.module).\(symbol.qualifiedName) is not mocked.")
                } else if relationship.kind == "conformsTo" || relationship.kind == "inheritsFrom",
                    relationship.source == current.usr, !seen.contains(relationship.target)
                {
                    seen.insert(relationship.target)
                    let fallback = relationship.targetFallback ?? symbols[relationship.target]?.qualifiedName ?? ""
                    let module =
                        moduleName(ofPreciseIdentifier: relationship.target)
                        ?? fallback.split(separator: ".").first.map(String.init) ?? current.module
                    let parentName =
                        symbols[relationship.target]?.qualifiedName
                        ?? (fallback.hasPrefix(module + ".") ? String(fallback.dropFirst(module.count + 1)) : fallback)
                    if Self.standardModules.contains(module) {
                        standardParents.append(parentName)
                    } else {
                        pending.append((relationship.target, module, parentName))
                    }
                }
            }
            collected.append((current.module + "." + current.name, Self.sortedBySource(own), current.module))
            if current.usr != root.identifier.precise, let fragments = symbols[current.usr]?.declarationFragments {
                parentDeclarations.append(Self.declaration(fragments, qualifying: [], imports: &imports))
            }
        }
        guard missing.isEmpty else { throw MissingGraphs(modules: missing) }
        let associatedTypeNames = Set(
            collected.flatMap(\.symbols).filter { $0.kind.identifier == "swift.associatedtype" }.map(\.qualifiedName)
                .map { $0.split(separator: ".").last.map(String.init) ?? $0 })
        // What the whole mock is available on, its members need not repeat.
        let protocolAvailability = Self.availabilityAttributes(root.availability ?? [], includingDeprecations: false)
        for (protocolName, symbols, module) in collected {
            for symbol in symbols {
                guard let fragments = symbol.declarationFragments else { continue }
                if symbol.availability?.contains(where: { $0.isUnconditionallyUnavailable == true }) == true {
                    notes.append("\(module).\(symbol.qualifiedName) is unavailable and not mocked.")
                    continue
                }
                let requirement = CompiledRequirement(
                    declaration: Self.declaration(fragments, qualifying: associatedTypeNames, imports: &imports),
                    availability: Self.availabilityAttributes(symbol.availability ?? []).filter {
                        !protocolAvailability.contains($0)
                    },
                    protocolName: protocolName,
                    constrainedDefaults: constrainedDefaults[symbol.identifier.precise] ?? []
                )
                // A parent's requirement that a refining protocol restates is implemented once.
                if !requirements.contains(where: { $0.declaration == requirement.declaration }) {
                    requirements.append(requirement)
                }
            }
        }
        var compiled = CompiledProtocol(
            name: root.pathComponents.last ?? name,
            module: rootModule,
            declaration: Self.declaration(root.declarationFragments ?? [], qualifying: [], imports: &imports),
            availability: protocolAvailability,
            standardParents: standardParents,
            requirements: requirements,
            imports: imports.subtracting(Self.standardModules).sorted(),
            notes: notes
        )
        compiled.parentDeclarations = parentDeclarations
        return compiled
    }

    /// Why `name` names no protocol: it names another kind of declaration, or a module the target does not
    /// depend on, or nothing, with the closest protocol names.
    private mutating func notFound(_ name: String, searched: [(module: String, name: String)]) throws -> String {
        var protocols: [String] = []
        for (module, wanted) in searched {
            guard let graph = try graph(module) else { continue }
            for symbol in graph.symbols
            where moduleName(ofPreciseIdentifier: symbol.identifier.precise) ?? module == module {
                if symbol.qualifiedName == wanted, symbol.kind.identifier != "swift.protocol" {
                    let kind = symbol.kind.identifier.replacingOccurrences(of: "swift.", with: "")
                    return "\(module).\(wanted) is a \(kind), not a protocol: the mock command mocks protocols. "
                        + "Declare a protocol of the members its callers use, and mock that."
                }
                if symbol.kind.identifier == "swift.protocol" { protocols.append("\(module).\(symbol.qualifiedName)") }
            }
        }
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        if parts.count == 2, graphFiles[parts[0]] == nil {
            return "No module named \(parts[0]) among the target's dependencies (\(modules.joined(separator: ", "))): "
                + "add the product that provides it to the target's dependencies, or name another protocol."
        }
        let wanted = (searched.first?.name ?? name).lowercased()
        let closest = protocols.sorted {
            editDistance($0.split(separator: ".").last!.lowercased(), wanted)
                < editDistance($1.split(separator: ".").last!.lowercased(), wanted)
        }.prefix(3)
        let place = searched.count == 1 ? searched[0].module : "the symbol graphs of " + modules.joined(separator: ", ")
        return "No protocol named \(searched.first?.name ?? name) in \(place)."
            + (closest.isEmpty ? "" : " The closest: \(closest.joined(separator: ", ")).")
    }

    /// The protocol symbol `name` names, qualified by its module or found in any module.
    private mutating func find(_ name: String) throws -> (SymbolGraph.Symbol, module: String) {
        var candidates: [(SymbolGraph.Symbol, String)] = []
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        let searched: [(module: String, name: String)] =
            parts.count == 2 && graphFiles[parts[0]] != nil ? [(parts[0], parts[1])] : modules.map { ($0, name) }
        for (module, protocolName) in searched {
            guard let graph = try graph(module) else { continue }
            for symbol in graph.symbols
            where symbol.kind.identifier == "swift.protocol" && symbol.qualifiedName == protocolName
                // A module's graph also lists what it re-exports; the protocol belongs to its own module.
                && moduleName(ofPreciseIdentifier: symbol.identifier.precise) ?? module == module
            {
                candidates.append((symbol, module))
            }
        }
        guard let found = candidates.first else {
            throw Failure(description: try notFound(name, searched: searched))
        }
        guard candidates.count == 1 else {
            throw Failure(
                description:
                    "\(name) names a protocol in several modules (\(candidates.map(\.1).joined(separator: ", "))); "
                    + "qualify it, as in \(candidates[0].1).\(name).")
        }
        return found
    }

    /// Refuses a parent whose module compiled its `@Mocked` mock (the graph holds `StoreMock`), whose members
    /// the mocks refining it get from there; warns of one marked `@Mocked` in a module compiled without the
    /// mock's condition, whose members a target of the package gets by building that module with it.
    private mutating func checkNotMocked(_ parent: SymbolGraph.Symbol, in module: String) throws {
        let name = "\(module).\(parent.qualifiedName)"
        let mockPath = Array(parent.pathComponents.dropLast()) + [(parent.pathComponents.last ?? "") + "Mock"]
        if try graph(module)?.symbols.contains(where: { $0.pathComponents == mockPath }) == true {
            throw Failure(
                description: "\(name) is '@Mocked' in \(module), which was built with the mock's compilation "
                    + "condition: the mocks of the protocols refining it get its members from there. No members are "
                    + "written here, where they would be ambiguous.")
        }
        guard Self.isMarkedMocked(parent) else { return }
        warnings.append(
            "\(name) is '@Mocked' in \(module), which was built without the mock's compilation condition. If "
                + "\(module) is a target of this package, delete the file written now and define the condition for "
                + "it instead: .define(\"SWIFT_MOCKING_ENABLED\", .when(configuration: .debug)) in its "
                + "swiftSettings; these members and those of its '@Mocked' would be ambiguous.")
    }

    /// Whether the declaration of `symbol` in its source file, where the graph says it is, carries `@Mocked`:
    /// the lines from the declaration's up through its attributes, to a blank line, a comment or the end of
    /// the declaration before. `false` when the file cannot be read.
    static func isMarkedMocked(_ symbol: SymbolGraph.Symbol) -> Bool {
        guard let location = symbol.location, let url = URL(string: location.uri), url.isFileURL,
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return false }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard location.position.line < lines.count else { return false }
        var first = location.position.line
        while first > 0 {
            let above = lines[first - 1].trimmingCharacters(in: .whitespaces)
            guard !above.isEmpty, !above.hasPrefix("//"), !above.hasSuffix("}"), !above.hasSuffix("{") else { break }
            first -= 1
        }
        return lines[first...location.position.line].contains { $0.contains(/@(Mocking\.)?Mocked\b/) }
    }

    /// Requirements in the order the source declares them, where the graph says.
    private static func sortedBySource(_ symbols: [SymbolGraph.Symbol]) -> [SymbolGraph.Symbol] {
        symbols.enumerated().sorted { left, right in
            guard let a = left.element.location, let b = right.element.location else {
                return left.offset < right.offset
            }
            return (a.uri, a.position.line, a.position.character) < (b.uri, b.position.line, b.position.character)
        }.map(\.element)
    }

    /// The declaration's text from its fragments. A type named like one of `associatedTypes` (which become
    /// the mock's generic parameters) is qualified by its module, and `Self.` before one of them dropped;
    /// every module a type comes from is added to `imports`.
    static func declaration(
        _ fragments: [SymbolGraph.Symbol.Fragment], qualifying associatedTypes: Set<String>, imports: inout Set<String>
    ) -> String {
        var text = ""
        for fragment in fragments {
            if fragment.kind == "typeIdentifier", let identifier = fragment.preciseIdentifier,
                !isTypeParameter(preciseIdentifier: identifier),
                let module = moduleName(ofPreciseIdentifier: identifier)
            {
                imports.insert(module)
                if associatedTypes.contains(fragment.spelling), !text.hasSuffix(".") {
                    text += module + "."
                }
            }
            text += fragment.spelling
        }
        // In the mock an associated type is a generic parameter or a type alias, named without `Self.`.
        return text.replacing(/\bSelf\.(\w+)/) { match in
            associatedTypes.contains(String(match.1)) ? String(match.1) : String(match.0)
        }
    }

    /// The symbol's `@available` attributes as the mock writes them: `@available(macOS, introduced: 10.15)`
    /// for each platform the symbol names a version for, with `deprecated:` and `message:` when it has them
    /// (`includingDeprecations`), and `@available(*, deprecated, message: "…")` (or one platform's) when it
    /// is deprecated without a version, so that the mock of a deprecated requirement is deprecated too and
    /// uses the types it names without a warning. A protocol's deprecation is left to the protocol: its
    /// mock would pass it on to every test that uses it.
    static func availabilityAttributes(
        _ availability: [SymbolGraph.Symbol.Availability], includingDeprecations: Bool = true
    ) -> [String] {
        let platforms = [
            "macOS": "macOS", "iOS": "iOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS",
            "macCatalyst": "macCatalyst", "macOSAppExtension": "macOSApplicationExtension",
            "iOSAppExtension": "iOSApplicationExtension", "macCatalystAppExtension": "macCatalystApplicationExtension",
            "tvOSAppExtension": "tvOSApplicationExtension", "watchOSAppExtension": "watchOSApplicationExtension",
            "visionOSAppExtension": "visionOSApplicationExtension",
        ]
        func version(_ version: SymbolGraph.Symbol.Availability.Version) -> String {
            ([version.major, version.minor ?? 0] + (version.patch.map { [$0] } ?? [])).map(String.init)
                .joined(separator: ".")
        }
        return availability.compactMap { entry in
            let platform = entry.domain.flatMap { platforms[$0] }
            let message = entry.message.map { ", message: \(String(reflecting: $0))" } ?? ""
            if entry.isUnconditionallyDeprecated == true {
                return includingDeprecations ? "@available(\(platform ?? "*"), deprecated\(message))" : nil
            }
            guard let platform else { return nil }
            var arguments = entry.introduced.map { ["introduced: \(version($0))"] } ?? []
            if includingDeprecations, let deprecated = entry.deprecated {
                arguments.append("deprecated: \(version(deprecated))\(message)")
            }
            return arguments.isEmpty ? nil : "@available(\(platform), \(arguments.joined(separator: ", ")))"
        }
    }
}

/// The number of single-character insertions, deletions and substitutions that turn `a` into `b`.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
        var current = [i + 1]
        for (j, y) in b.enumerated() {
            current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
        }
        previous = current
    }
    return previous[b.count]
}
