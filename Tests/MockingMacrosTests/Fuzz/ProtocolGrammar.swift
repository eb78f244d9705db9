/// Writes random but valid protocol declarations from a grammar of what a protocol may contain: every
/// kind of requirement, effects, generics with constraints, attributes, `#if`, access levels, keyword
/// names and availability. The same seed writes the same protocols.
///
/// The types requirements use are declared by ``preamble``, so that a protocol (with its mock) can be
/// compiled.
struct ProtocolGrammar {
    /// What a compiled sample declares before its protocols.
    static let preamble = """
        import Mocking

        public struct Item: Hashable, Sendable {
            public var id: Int
        }

        public struct FuzzError: Error {}

        public protocol Shape {
            func area() -> Double
        }

        """

    private var random: SplitMix64
    private var nameIndex = 0
    /// The keywords already used as a member's name in the protocol being written.
    private var keywordNames: Set<String> = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// A `@Mocked` protocol named `name`.
    mutating func protocolDeclaration(named name: String) -> String {
        keywordNames = []
        let kind = pick(["", "", "", ": Sendable", ": AnyObject", ": Actor", ": CustomStringConvertible"])
        let isClassBound = kind == ": AnyObject" || kind == ": Actor"
        let globalActor = kind != ": Actor" && chance(1, in: 6) ? "@MainActor\n" : ""
        let access = pick(["", "", "public ", "fileprivate "])
        let availability = chance(1, in: 8) ? "@available(macOS 13, iOS 16, *)\n" : ""
        var members: [String] = []
        var associatedTypes: [String] = []
        if chance(1, in: 4) {
            let declarations = [
                ("Element", "associatedtype Element"),
                ("Key", "associatedtype Key: Hashable"),
                ("Value", "associatedtype Value = Int"),
                ("Output", "associatedtype Output: Sendable"),
            ]
            for (typeName, declaration) in declarations where chance(1, in: 2) {
                associatedTypes.append(typeName)
                members.append(declaration)
            }
        }
        for _ in 0..<Int(random.next(upTo: 7)) + 1 {
            members.append(requirement(associatedTypes: associatedTypes, isClassBound: isClassBound))
        }
        if chance(1, in: 5), members.count >= 2 {
            let wrapped = members.removeLast()
            let other = members.removeLast()
            members.append(
                chance(1, in: 2)
                    ? "#if DEBUG\n\(wrapped)\n#endif"
                    : "#if os(Linux)\n\(wrapped)\n#else\n\(other)\n#endif"
            )
            if !members.last!.contains("#else") { members.append(other) }
        }
        let body = members.map { line in
            line.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        }
        return "@Mocked\n\(availability)\(globalActor)\(access)protocol \(name)\(kind) {\n"
            + body.joined(separator: "\n") + "\n}"
    }

    // MARK: - Requirements

    private mutating func requirement(associatedTypes: [String], isClassBound: Bool) -> String {
        switch random.next(upTo: 10) {
        case 0...4: method(associatedTypes: associatedTypes, isClassBound: isClassBound)
        case 5, 6: property(associatedTypes: associatedTypes)
        case 7: subscriptRequirement(associatedTypes: associatedTypes)
        case 8: initializer()
        default: overloadPair()
        }
    }

    private mutating func method(associatedTypes: [String], isClassBound: Bool) -> String {
        let name = freshName(pick(["fetch", "load", "update", "send", "make", "value", "handle"]))
        var generics: [String] = []
        var whereClause = ""
        if chance(1, in: 4) {
            generics = [pick(["T", "T: Hashable", "T: Sendable & Hashable", "T: Codable"])]
            if chance(1, in: 3) { whereClause = " where T: Sendable" }
        }
        let genericNames = generics.isEmpty ? [] : ["T"]
        var parameters: [String] = []
        for index in 0..<Int(random.next(upTo: 4)) {
            parameters.append(parameter(index, genericNames: genericNames, associatedTypes: associatedTypes))
        }
        // A type parameter must appear among the parameters.
        if !genericNames.isEmpty, !parameters.contains(where: { $0.hasSuffix(": T") || $0.hasSuffix(": [T]") }) {
            parameters.append("_ generic: T")
        }
        var effects = pick(["", "", "async", "throws", "async throws", "throws(FuzzError)", "async throws(FuzzError)"])
        if chance(1, in: 10) {
            parameters.append("_ transform: (Int) throws -> Int")
            effects = "rethrows"
        }
        // A variadic parameter that another follows would need that one to have a label.
        for index in parameters.indices.dropLast() {
            parameters[index] = parameters[index].replacing("Int...", with: "[Int]")
        }
        let returnType = pick(
            ["", "", "Int", "String?", "[Item]", "Item", "Bool", "(Int, String)", "any Shape", "[String: Int]"]
                + genericNames + associatedTypes + (isClassBound ? ["Self"] : ["Self?"])
        )
        let modifiers =
            chance(1, in: 6) ? "static " : !isClassBound && chance(1, in: 8) ? "mutating " : ""
        let attributes =
            (chance(1, in: 6) && !returnType.isEmpty ? "@discardableResult " : "")
            + (chance(1, in: 8) ? "@available(*, deprecated) " : "")
        let genericClause = generics.isEmpty ? "" : "<\(generics.joined(separator: ", "))>"
        let effectClause = effects.isEmpty ? "" : " " + effects
        let returnClause = returnType.isEmpty ? "" : " -> " + returnType
        return "\(attributes)\(modifiers)func \(name)\(genericClause)(\(parameters.joined(separator: ", ")))"
            + "\(effectClause)\(returnClause)\(whereClause)"
    }

    private mutating func parameter(_ index: Int, genericNames: [String], associatedTypes: [String]) -> String {
        // Argument labels include keywords, which Swift allows there.
        let label = pick(["_", "", "in", "as", "for", "is", "default", "with", "by", "where"])
        let name = "p\(index)"
        let type = pick(
            [
                "Int", "String", "[Int]", "[String: Int]", "Item", "Item?", "(Int) -> Void",
                "@escaping (Int) -> Void", "@escaping @Sendable () -> Void", "any Shape", "some Shape",
                "inout Int", "Int...", "Double", "Set<Int>", "Result<Int, FuzzError>", "Any.Type",
            ] + genericNames + genericNames.map { "[\($0)]" } + associatedTypes
        )
        return label.isEmpty ? "\(name): \(type)" : "\(label) \(name): \(type)"
    }

    private mutating func property(associatedTypes: [String]) -> String {
        let name = freshName(pick(["count", "name", "items", "isReady", "current", "state"]))
        let type = pick(["Int", "String", "[Item]", "Item?", "Bool", "Double", "[String: Int]"] + associatedTypes)
        let accessors = pick([
            "{ get }", "{ get }", "{ get set }", "{ get async }", "{ get throws }", "{ get async throws }",
        ])
        let modifier = chance(1, in: 6) ? "static " : ""
        return "\(modifier)var \(name): \(type) \(accessors)"
    }

    private mutating func subscriptRequirement(associatedTypes: [String]) -> String {
        let parameters = pick(["index: Int", "_ key: String", "row: Int, column: Int", "for item: Item"])
        let type = pick(["String", "Int?", "Item"] + associatedTypes)
        let accessors = pick(["{ get }", "{ get set }", "{ get async }", "{ get throws }"])
        // Subscripts are told apart by their parameters; one per protocol keeps them distinct.
        nameIndex += 1
        return "subscript(\(parameters), tag\(nameIndex) tag: Int) -> \(type) \(accessors)"
    }

    private mutating func initializer() -> String {
        nameIndex += 1
        let label = "value\(nameIndex)"
        return pick([
            "init(\(label): Int)", "init?(\(label): String)", "init(\(label): Item) throws",
            "init(\(label): Int) async",
        ])
    }

    private mutating func overloadPair() -> String {
        let name = freshName("find")
        return "func \(name)(id: Int) -> Item?\nfunc \(name)(name: String) -> Item?"
    }

    // MARK: - Randomness

    /// A name no other member of the protocol has: `base` numbered, or sometimes a keyword in backticks.
    private mutating func freshName(_ base: String) -> String {
        nameIndex += 1
        let keyword = pick(["default", "in", "is", "func", "self", "Type"])
        if chance(1, in: 8), keywordNames.insert(keyword).inserted {
            return "`\(keyword)`"
        }
        return "\(base)\(nameIndex)"
    }

    private mutating func pick(_ choices: [String]) -> String {
        choices[Int(random.next(upTo: UInt64(choices.count)))]
    }

    private mutating func chance(_ numerator: UInt64, in denominator: UInt64) -> Bool {
        random.next(upTo: denominator) < numerator
    }
}

/// A small, fast pseudo-random generator whose sequence depends only on its seed (SplitMix64).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<bound`.
    mutating func next(upTo bound: UInt64) -> UInt64 {
        next() % bound
    }
}
