import Foundation
import Testing

@testable import GenerateMock

/// Symbol graphs written here the way `swift-symbolgraph-extract -minimum-access-level internal` writes
/// them, for two modules: `Kit` declares `Store` (associated type `Item`, refining `Swift.Sendable`, with
/// requirements whose names start with `_`, one of them with a default) and an internal `Hidden`; `App` declares
/// `Catalog: Kit.Store` and uses a type `Kit.Item` named like the associated type.
final class SymbolGraphFixture {
    let directory: URL

    deinit { try? FileManager.default.removeItem(at: directory) }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("graphs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try write(
            module: "Kit",
            symbols: [
                symbol(
                    "s:3Kit5StoreP", "swift.protocol", ["Store"],
                    [("keyword", "protocol", nil), ("text", " ", nil), ("identifier", "Store", nil)]),
                symbol(
                    "s:3Kit5StoreP4ItemQa", "swift.associatedtype", ["Store", "Item"],
                    [
                        ("keyword", "associatedtype", nil), ("text", " ", nil), ("identifier", "Item", nil),
                        ("text", " : ", nil), ("typeIdentifier", "Sendable", "s:s8SendableP"),
                    ],
                    line: 2),
                symbol(
                    "s:3Kit5StoreP4load", "swift.method", ["Store", "load(in:)"],
                    [
                        ("keyword", "func", nil), ("text", " ", nil), ("identifier", "load", nil), ("text", "(", nil),
                        ("externalParam", "in", nil), ("text", " ", nil), ("internalParam", "range", nil),
                        ("text", ": ", nil), ("typeIdentifier", "Range", "s:Sn"), ("text", "<", nil),
                        ("typeIdentifier", "Int", "s:Si"), ("text", ">) -> [", nil), ("typeIdentifier", "Self", nil),
                        ("text", ".", nil), ("typeIdentifier", "Item", "s:3Kit5StoreP4ItemQa"), ("text", "]", nil),
                    ],
                    line: 3),
                symbol(
                    "s:3Kit5StoreP5_core", "swift.property", ["Store", "_core"],
                    [
                        ("keyword", "var", nil), ("text", " ", nil), ("identifier", "_core", nil), ("text", ": ", nil),
                        ("typeIdentifier", "Int", "s:Si"), ("text", " { get }", nil),
                    ],
                    line: 4),
                symbol(
                    "s:3Kit5StoreP6_reset", "swift.method", ["Store", "_reset()"],
                    [("keyword", "func", nil), ("text", " ", nil), ("identifier", "_reset", nil), ("text", "()", nil)],
                    line: 5),
                symbol(
                    "s:3Kit5StorePAAE6_reset", "swift.method", ["Store", "_reset()"],
                    [("keyword", "func", nil), ("text", " ", nil), ("identifier", "_reset", nil), ("text", "()", nil)],
                    line: 9),
                symbol(
                    "s:3Kit4ItemV", "swift.struct", ["Item"],
                    [("keyword", "struct", nil), ("text", " ", nil), ("identifier", "Item", nil)]),
                symbol(
                    "s:3Kit6HiddenP", "swift.protocol", ["Hidden"],
                    [("keyword", "protocol", nil), ("text", " ", nil), ("identifier", "Hidden", nil)],
                    accessLevel: "internal"),
            ],
            relationships: [
                ("requirementOf", "s:3Kit5StoreP4ItemQa", "s:3Kit5StoreP", nil),
                ("requirementOf", "s:3Kit5StoreP4load", "s:3Kit5StoreP", nil),
                ("requirementOf", "s:3Kit5StoreP5_core", "s:3Kit5StoreP", nil),
                ("requirementOf", "s:3Kit5StoreP6_reset", "s:3Kit5StoreP", nil),
                ("defaultImplementationOf", "s:3Kit5StorePAAE6_reset", "s:3Kit5StoreP6_reset", nil),
                ("conformsTo", "s:3Kit5StoreP", "s:s8SendableP", "Swift.Sendable"),
            ])
        try write(
            module: "App",
            symbols: [
                symbol(
                    "s:3App7CatalogP", "swift.protocol", ["Catalog"],
                    [
                        ("attribute", "@MainActor", nil), ("text", " ", nil), ("keyword", "protocol", nil),
                        ("text", " ", nil), ("identifier", "Catalog", nil),
                    ]),
                symbol(
                    "s:3App7CatalogP5first", "swift.property", ["Catalog", "first"],
                    [
                        ("keyword", "var", nil), ("text", " ", nil), ("identifier", "first", nil), ("text", ": ", nil),
                        ("typeIdentifier", "Item", "s:3Kit4ItemV"), ("text", " { get }", nil),
                    ]),
                symbol(
                    "s:3App7CatalogP6legacy", "swift.method", ["Catalog", "legacy()"],
                    [("keyword", "func", nil), ("text", " ", nil), ("identifier", "legacy", nil), ("text", "()", nil)],
                    unavailable: true),
            ],
            relationships: [
                ("requirementOf", "s:3App7CatalogP5first", "s:3App7CatalogP", nil),
                ("requirementOf", "s:3App7CatalogP6legacy", "s:3App7CatalogP", nil),
                ("conformsTo", "s:3App7CatalogP", "s:3Kit5StoreP", "Kit.Store"),
                ("conformsTo", "s:3App7CatalogP", "s:5Other6ThingsP", "Other.Things"),
            ])
    }

    private func symbol(
        _ identifier: String, _ kind: String, _ path: [String], _ fragments: [(String, String, String?)],
        line: Int = 1, unavailable: Bool = false, accessLevel: String = "public"
    ) -> [String: Any] {
        var symbol: [String: Any] = [
            "kind": ["identifier": kind],
            "accessLevel": accessLevel,
            "identifier": ["precise": identifier],
            "pathComponents": path,
            "declarationFragments": fragments.map { kind, spelling, identifier in
                var fragment = ["kind": kind, "spelling": spelling]
                fragment["preciseIdentifier"] = identifier
                return fragment
            },
            "location": ["uri": "file:///Sources/File.swift", "position": ["line": line, "character": 4]],
        ]
        if unavailable { symbol["availability"] = [["domain": "*", "isUnconditionallyUnavailable": true]] }
        return symbol
    }

    private func write(module: String, symbols: [[String: Any]], relationships: [(String, String, String, String?)])
        throws
    {
        let graph: [String: Any] = [
            "module": ["name": module],
            "symbols": symbols,
            "relationships": relationships.map { kind, source, target, fallback in
                var relationship = ["kind": kind, "source": source, "target": target]
                relationship["targetFallback"] = fallback
                return relationship
            },
        ]
        try JSONSerialization.data(withJSONObject: graph).write(
            to: directory.appendingPathComponent("\(module).symbols.json"))
    }
}

@Suite("Reading protocols from symbol graphs")
struct ProtocolReaderTests {
    @Test("a protocol's requirements and its parent's from another module, flattened, the protocol's first")
    func flattensParents() throws {
        let fixture = try SymbolGraphFixture()
        var reader = try ProtocolReader(directories: [fixture.directory])
        let catalog = try reader.read("App.Catalog")

        #expect(catalog.name == "Catalog")
        #expect(catalog.module == "App")
        #expect(catalog.declaration == "@MainActor protocol Catalog")
        #expect(
            catalog.requirements.map(\.declaration) == [
                "var first: Kit.Item { get }",
                "associatedtype Item : Sendable",
                "func load(in range: Range<Int>) -> [Item]",
                "var _core: Int { get }",
            ])
        #expect(catalog.requirements.map(\.protocolName) == ["App.Catalog", "Kit.Store", "Kit.Store", "Kit.Store"])
        #expect(catalog.standardParents == ["Sendable"])
        #expect(catalog.imports == ["App", "Kit"])
    }

    @Test("what is not read is said: a `_` requirement with a default, a parent without graph, an unavailable one")
    func notes() throws {
        let fixture = try SymbolGraphFixture()
        var reader = try ProtocolReader(directories: [fixture.directory])
        let catalog = try reader.read("Catalog")
        #expect(
            catalog.notes == [
                "Kit.Store._reset() has a default implementation and is not mocked.",
                "Other.Things was not read: no symbol graph of Other was given, so the mock lacks its requirements.",
                "App.Catalog.legacy() is unavailable and not mocked.",
            ])
    }

    @Test("a parent in a module the caller can extract but did not is asked for, not skipped")
    func missingGraphs() throws {
        let fixture = try SymbolGraphFixture()
        var reader = try ProtocolReader(directories: [fixture.directory], dependencyModules: ["App", "Kit", "Other"])
        #expect(throws: ProtocolReader.MissingGraphs.self) { try reader.read("App.Catalog") }
        do {
            _ = try reader.read("App.Catalog")
        } catch let missing as ProtocolReader.MissingGraphs {
            #expect(missing.modules == ["Other"])
        }
    }

    @Test("a name no graph declares is refused, saying where it looked and what it found instead")
    func unknownProtocol() throws {
        let fixture = try SymbolGraphFixture()
        var reader = try ProtocolReader(directories: [fixture.directory])
        func failure(_ name: String) -> String? {
            do {
                _ = try reader.read(name)
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(
            failure("Kit.Stor") == "No protocol named Stor in Kit. The closest: Kit.Store.")
        #expect(
            failure("Stor")
                == "No protocol named Stor in the symbol graphs of App, Kit. The closest: Kit.Store, App.Catalog.")
        #expect(failure("Kit.Hidden") == "No protocol named Hidden in Kit. The closest: Kit.Store.")
        #expect(
            failure("Item")
                == "Kit.Item is a struct, not a protocol: the mock command mocks protocols. "
                + "Declare a protocol of the members its callers use, and mock that.")
        #expect(
            failure("Vapor.Client")
                == "No module named Vapor among the target's dependencies (App, Kit): "
                + "add the product that provides it to the target's dependencies, or name another protocol.")
    }

    @Test("a deprecated requirement's mock is deprecated as the graph says, with its message")
    func deprecation() throws {
        // As `swift-symbolgraph-extract` writes `@available(*, deprecated, message: "use load()")`,
        // `@available(macOS, introduced: 10.15, deprecated: 13.0, message: "gone")` and
        // `@available(iOS, introduced: 13, deprecated: 16)`, `@available(macOS 10.15, *)`, and
        // `@available(macOS, deprecated: 13)` with `@available(iOS, deprecated)`.
        let json = """
            [[{"domain": "*", "message": "use \\"load()\\"", "isUnconditionallyDeprecated": true}],
             [{"domain": "macOS", "introduced": {"major": 10, "minor": 15}, "deprecated": {"major": 13, "minor": 0},
               "message": "gone"},
              {"domain": "iOS", "introduced": {"major": 13}, "deprecated": {"major": 16}}],
             [{"domain": "macOS", "introduced": {"major": 10, "minor": 15}}],
             [{"domain": "macOS", "deprecated": {"major": 13}},
              {"domain": "iOS", "isUnconditionallyDeprecated": true}]]
            """
        let entries = try JSONDecoder().decode([[SymbolGraph.Symbol.Availability]].self, from: Data(json.utf8))
        #expect(
            entries.map { ProtocolReader.availabilityAttributes($0) } == [
                [#"@available(*, deprecated, message: "use \"load()\"")"#],
                [
                    #"@available(macOS, introduced: 10.15, deprecated: 13.0, message: "gone")"#,
                    "@available(iOS, introduced: 13.0, deprecated: 16.0)",
                ],
                ["@available(macOS, introduced: 10.15)"],
                ["@available(macOS, deprecated: 13.0)", "@available(iOS, deprecated)"],
            ])
        // A protocol's own deprecation is not passed on to its mock, which every test names.
        #expect(
            ProtocolReader.availabilityAttributes(entries[1], includingDeprecations: false) == [
                "@available(macOS, introduced: 10.15)", "@available(iOS, introduced: 13.0)",
            ])
    }

    @Test("a protocol marked '@Mocked' in its source is told apart, through its attributes, from one that is not")
    func markedMocked() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("core-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Core.swift")
        try [
            "/// Where users are kept.", "@Mocked(", "    strict: true", ")", "public protocol Repository: Sendable {}",
            "", "@available(macOS 14, *)", "public protocol Plain {}", "/// Not @Mocked here: a comment.",
            "@MockedMembers public protocol Commented {}", "@Mocking.Mocked public protocol OneLine {}",
        ].joined(separator: "\r\n").write(to: file, atomically: true, encoding: .utf8)
        func declared(_ name: String, atLine line: Int, in uri: String = file.absoluteString) -> [String: Any] {
            [
                "kind": ["identifier": "swift.protocol"], "identifier": ["precise": "s:4Core\(name)P"],
                "pathComponents": [name], "location": ["uri": uri, "position": ["line": line, "character": 16]],
            ]
        }
        let symbols = [
            declared("Repository", atLine: 4), declared("Plain", atLine: 7), declared("Commented", atLine: 9),
            declared("OneLine", atLine: 10), declared("Unread", atLine: 4, in: "file:///nowhere/Core.swift"),
        ]
        func isMarked(_ symbol: [String: Any]) throws -> Bool {
            let data = try JSONSerialization.data(withJSONObject: symbol)
            return ProtocolReader.isMarkedMocked(try JSONDecoder().decode(SymbolGraph.Symbol.self, from: data))
        }
        #expect(try symbols.map(isMarked) == [true, false, false, true, false])

        // As a parent: one whose module compiled its mock is refused; one marked but not compiled is warned of.
        func reader(withMock: Bool) throws -> ProtocolReader {
            let mock = declared("RepositoryMock", atLine: 12).merging(["kind": ["identifier": "swift.class"]]) { $1 }
            let graph: [String: Any] = [
                "module": ["name": "Core"], "symbols": symbols + (withMock ? [mock] : []), "relationships": [],
            ]
            try JSONSerialization.data(withJSONObject: graph).write(
                to: directory.appendingPathComponent("Core.symbols.json"))
            return try ProtocolReader(directories: [directory])
        }
        var compiled = try reader(withMock: true)
        #expect(throws: ProtocolReader.Failure.self) { try compiled.read("Core.Repository", asParent: true) }
        #expect(try compiled.read("Core.Repository").name == "Repository")
        var notCompiled = try reader(withMock: false)
        #expect(try notCompiled.read("Core.Repository", asParent: true).name == "Repository")
        #expect(notCompiled.warnings.count == 1)
        #expect(
            notCompiled.warnings.first?.hasPrefix("Core.Repository is '@Mocked' in Core, which was built without")
                == true)
        #expect(try notCompiled.read("Core.Plain", asParent: true).name == "Plain")
        #expect(notCompiled.warnings.count == 1)
    }

    @Test("module names from mangled identifiers")
    func moduleNames() {
        #expect(moduleName(ofPreciseIdentifier: "s:7Tracing6TracerP") == "Tracing")
        #expect(moduleName(ofPreciseIdentifier: "s:15Instrumentation10InstrumentP") == "Instrumentation")
        #expect(moduleName(ofPreciseIdentifier: "s:s8SendableP") == "Swift")
        #expect(moduleName(ofPreciseIdentifier: "s:Si") == "Swift")
        #expect(moduleName(ofPreciseIdentifier: "s:ScA") == "_Concurrency")
        #expect(moduleName(ofPreciseIdentifier: "c:objc(pl)NSObject") == nil)
        #expect(isTypeParameter(preciseIdentifier: "s:7Tracing6TracerP4SpanQa"))
        #expect(!isTypeParameter(preciseIdentifier: "s:7Tracing4SpanP"))
    }
}
