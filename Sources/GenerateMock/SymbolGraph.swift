/// The parts of a symbol graph (`Module.symbols.json`, written by `swift-symbolgraph-extract` or
/// `swift package dump-symbol-graph`) that a mock needs.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable {
            let identifier: String
        }

        struct Identifier: Decodable {
            let precise: String
        }

        struct Fragment: Decodable {
            let kind: String
            let spelling: String
            let preciseIdentifier: String?
        }

        struct Availability: Decodable {
            struct Version: Decodable {
                let major: Int
                let minor: Int?
                let patch: Int?
            }

            let domain: String?
            let introduced: Version?
            let deprecated: Version?
            let message: String?
            let isUnconditionallyDeprecated: Bool?
            let isUnconditionallyUnavailable: Bool?
        }

        struct Location: Decodable {
            struct Position: Decodable {
                let line: Int
                let character: Int
            }

            let uri: String
            let position: Position
        }

        let kind: Kind
        let identifier: Identifier
        let pathComponents: [String]
        let declarationFragments: [Fragment]?
        let availability: [Availability]?
        let location: Location?
        /// `public`, `open`, `internal`, …: graphs extracted below `public` hold every declaration.
        let accessLevel: String?
        /// For a member of an extension, the extension's `where` requirements.
        let swiftExtension: Extension?

        struct Extension: Decodable {
            struct Constraint: Decodable {
                let kind: String
                let lhs: String
                let rhs: String
                let rhsPrecise: String?
            }

            let constraints: [Constraint]?
        }
    }

    struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
        let targetFallback: String?
    }

    var symbols: [Symbol]
    let relationships: [Relationship]
}

extension SymbolGraph.Symbol {
    /// The name inside its module: `Logger.Level`.
    var qualifiedName: String { pathComponents.joined(separator: ".") }

    /// Whether other modules see the symbol.
    var isPublic: Bool { accessLevel.map { $0 == "public" || $0 == "open" } ?? true }
}
