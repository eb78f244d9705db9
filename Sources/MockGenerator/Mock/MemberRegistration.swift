/// How the mock of a refining protocol gets its parents' instance members without a look-up by name:
/// the extension `@Mocked` writes for `Parent` registers them, in a group of their own, when such a mock is
/// created, and reads them back by their place in the group.
///
/// - Next to `ParentMock`, `enum __MockedMembers_Parent` names the group.
/// - `extension Parent where Self: Mocking.Mock` gets `static func __registerMockedMembers_Parent(in:)`,
///   which creates `Parent`'s members into the group and calls the same function of `Parent`'s own parents;
///   its backing properties read `__member(group: __MockedMembers_Parent.self, index: 2, register: { … })`,
///   and its synchronous members call theirs through `__withAccessor(…, __mockedCall)`, which passes the
///   method or accessor borrowed.
/// - `ChildMock` creates its `__MockMembers` (in its `__MockStorage`) with a closure that calls the function
///   of each direct parent.
/// - A hand-written `@MockedMembers` mock, whose macro cannot name the parents, registers nothing when it
///   is created: `register`, `{ Self.__registerMockedMembers_Parent(in: &$0) }`, registers the group in the
///   mock's table the first time one of its members is used.
///
/// A member with restricting `@available` attributes is registered under the `#available` check they amount
/// to (``AvailabilityCondition``). Static members (initializers' included) live in the static-member table,
/// keyed by mock type, group and place (``RenderContext/place``); members whose attributes no check
/// can ask keep the table of members created on first use, keyed by group and place too.
///
/// The mock of a protocol refining `Parent` also keeps `Parent`'s registered members in place, so that a
/// call reads its accessor from the mock itself, as a call of the mock's own member does:
/// - `__MockedMembers_Parent` holds `struct InPlace`: an unretained reference to each object whose calls
///   can go through it (a method, a getter, a setter), read from the registry when the mock is created;
///   a value without references, so copying it costs nothing;
/// - `ChildMock` stores it next to its `__MockMembers` (in `Mocking.__MockStorage`) and returns it from
///   `__storedMembers(_:)` when asked for its type;
/// - the extension's members (an `async` one for its call's synchronous start, `__start`) take their
///   accessor from
///   `{ (members: __MockedMembers_Parent.InPlace) in members._fetch }`, applied to what the mock's
///   `__storedMembers(_:)` returns, in an optimized build, from the
///   groups the mock registered when it was created in a build without optimization (`__groupAccessors`,
///   which `ChildMock` reads from its storage too), and from the groups registered on first use when
///   neither has it (a hand-written mock);
/// - `InPlace` holds its protocol's parents' structs too, and its `__storedMembers(_:)` finds them and
///   theirs, which the mock's asks after its own: a grandchild's mock, whose macro does not name
///   `Parent`, finds `Parent`'s members in place through its parents'.
enum MemberRegistration {
    /// `__MockedMembers_Parent` for `Parent` (or `NIOCore.Parent`).
    static func groupName(for protocolName: String) -> String {
        "__MockedMembers_" + baseName(protocolName)
    }

    /// `__MockedMembers_Parent` for `Parent`, `NIOCore.__MockedMembers_Parent` for `NIOCore.Parent`: the
    /// group as the mock of a refining protocol names it.
    static func qualifiedGroupName(for protocolName: String) -> String {
        RefiningMockProtocol.qualified(protocolName, prefix: "__MockedMembers_")
    }

    /// `__MockedMembers_Parent.InPlace`: the struct of the group `group` that a mock stores in place.
    static func inPlaceType(group: String) -> String {
        group + ".InPlace"
    }

    /// The field of `InPlace` for `accessor` (`""`, `.getter`, `.setter`) of the member `backingName`:
    /// `_fetch`, `_count__getter`.
    static func inPlaceField(_ backingName: String, accessor: String) -> String {
        accessor.isEmpty ? backingName : backingName + "__" + accessor.dropFirst()
    }

    /// What names the accessor's type after the member's type: `.Getter` for `.getter`.
    static func accessorTypeSuffix(_ accessor: String) -> String {
        switch accessor {
        case ".getter": ".Getter"
        case ".setter": ".Setter"
        default: ""
        }
    }

    /// What the mock `mockType` of a protocol refining `parents` declares to store its members: its
    /// `__mockMembers`, with its direct parents' members also in place, `__groupAccessors` and
    /// `__storedMembers(_:)`.
    ///
    /// `isolation` prefixes the stored property (`nonisolated ` for a mock isolated to a global actor). The
    /// computed `__mockMembers`, `__groupAccessors` and `__storedMembers(_:)` are always `nonisolated`: they
    /// only read that `Sendable` constant, and witness `Mock`'s requirements for an actor, a mock isolated to a global
    /// actor, and a mock that is so only by inference (refining a `@MainActor` protocol without saying
    /// it), for which the stored `let __mockMembers` they replace needed nothing.
    static func storage(
        parents: [String], strict: Bool, mockType: String, access: String, isolation: String
    ) -> String {
        let strictArgument = strict ? "(strict: true)" : ""
        guard !parents.isEmpty else {
            return "\(access)\(isolation)let __mockMembers = Mocking.__MockMembers\(strict ? strictArgument : "()")"
        }
        let calls = parentCalls(parents, on: mockType, registry: "registry")
        let structs = parents.map { inPlaceType(group: qualifiedGroupName(for: $0)) }
        let single = structs.count == 1
        let made = structs.map { $0 + "(registry)" }
        let lookup = storedMembersLookup(
            structs.enumerated().map { index, type in
                (type, "__mockStorage.inPlace" + (single ? "" : ".\(index)"))
            })
        let type = single ? structs[0] : "(" + structs.joined(separator: ", ") + ")"
        return """
            \(access)\(isolation)let __mockStorage = Mocking.__MockStorage<\(type)>\(strictArgument) { registry in
            \(calls.joined(separator: "\n"))
            return \(single ? made[0] : "(" + made.joined(separator: ", ") + ")")
            }
            \(access)nonisolated var __mockMembers: Mocking.__MockMembers {
            __mockStorage.members
            }
            \(access)nonisolated var __groupAccessors: Mocking.__GroupAccessors {
            __mockStorage.groups
            }
            \(access)nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {
            \(lookup)
            }
            """
    }

    /// The body of a `__storedMembers(_:)` that finds the `InPlace` struct asked for among `groups` (each
    /// struct's type and the expression that reads it), then among the structs they hold of their own
    /// parents: `if __Members.self == __MockedMembers_Parent.InPlace.self { return unsafeBitCast(…) }`.
    /// Specialized for one type, all but the comparison that holds fold away.
    ///
    /// The last group is asked with a plain `return`: an `if let` there would give every call of the
    /// unspecialized function (a debug build) a temporary `__Members?`, whose generic metadata it looks up
    /// even when a comparison above holds.
    static func storedMembersLookup(_ groups: [(type: String, value: String)]) -> String {
        let own = groups.map { type, value in
            "if __Members.self == \(type).self {\nreturn unsafeBitCast(\(value), to: __Members.self)\n}"
        }
        let held = groups.map { _, value in "\(value).__storedMembers(type)" }
        let asked = held.dropLast().map { "if let members = \($0) {\nreturn members\n}" }
        return (own + asked + ["return " + (held.last ?? "nil")]).joined(separator: "\n")
    }

    /// `__registerMockedMembers_Parent` for `Parent` (or `NIOCore.Parent`).
    static func functionName(for protocolName: String) -> String {
        "__registerMockedMembers_" + baseName(protocolName)
    }

    /// The calls that register the members of `parents` for `type` into `registry`: each parent's
    /// function, or, when two parents share a name (`A.Service`, `B.Service`) and so give `type` two
    /// functions of the same name, each called through a type known to conform to its protocol alone.
    static func parentCalls(_ parents: [String], on type: String, registry: String) -> [String] {
        let baseNames = parents.map(baseName)
        return parents.enumerated().map { index, parent -> String in
            let function = functionName(for: parent)
            guard baseNames.filter({ $0 == baseNames[index] }).count > 1 else {
                return "\(type).\(function)(in: &\(registry))"
            }
            let helper = "__register\(index)"
            return """
                func \(helper)<T: \(parent) & Mocking.Mock>(_: T.Type, _ registry: inout Mocking.__MockMemberRegistry) {
                T.\(function)(in: &registry)
                }
                \(helper)(\(type).self, &\(registry))
                """
        }
    }

    private static func baseName(_ protocolName: String) -> String {
        protocolName.split(separator: ".").last.map(String.init) ?? protocolName
    }
}

extension ProtocolModel {
    /// The members the extension registers: instance members other than initializers, those with
    /// restricting `@available` attributes under their ``MemberRequirement/creationCheck(enclosing:)``
    /// (none when there is no such check), by index into `members`, each with its place in the group.
    var registeredMemberIndices: [Int: Int] {
        var indices: [Int: Int] = [:]
        let enclosing = enclosingAvailability
        for (index, member) in members.enumerated()
        where !member.isStatic && !member.isInitializer && member.creationCheck(enclosing: enclosing) != nil {
            indices[index] = indices.count
        }
        return indices
    }

    /// The registered members whose accessors a mock can store in place, by index into `members`: those
    /// with ``MemberRequirement/inPlaceAccessors``. None for an Objective-C protocol, which gets no
    /// extension.
    var inPlaceMemberIndices: Set<Int> {
        guard !isObjectiveC else { return [] }
        return Set(registeredMemberIndices.keys.filter { !members[$0].inPlaceAccessors.isEmpty })
    }

    /// `enum __MockedMembers_Parent`, next to the mock: the group's key and `struct InPlace` (see
    /// ``MemberRegistration``).
    func renderMemberGroup() -> String {
        let availability = availabilityLines
        let group = MemberRegistration.groupName(for: name)
        let registered = registeredMemberIndices
        let inPlace = inPlaceMemberIndices
        let backingNames = BackingNames.assign(members)
        // A member created under an availability check has no accessor where the check fails.
        let enclosing = enclosingAvailability
        let conditional = Set(members.indices.filter { members[$0].creationCheck(enclosing: enclosing) != "" })
        func lines(_ line: (_ field: String, _ place: Int, _ accessor: Int, _ isConditional: Bool) -> String)
            -> [String]
        {
            MemberLayout.render(layout) { index -> [String] in
                guard inPlace.contains(index), let place = registered[index] else { return [] }
                return members[index].inPlaceAccessors.enumerated().map { accessor, name in
                    line(
                        MemberRegistration.inPlaceField(backingNames[index], accessor: name), place, accessor,
                        conditional.contains(index))
                }
            }
        }
        let fields = lines { field, _, _, isConditional in
            "nonisolated(unsafe) let \(field): Swift.Unmanaged<Swift.AnyObject>\(isConditional ? "?" : "")"
        }
        let reads = lines { field, place, accessor, isConditional in
            "\(field) = registry.\(isConditional ? "__accessorIfCreated" : "__accessor")(of: \(group).self, "
                + "at: \(place)\(accessor == 0 ? "" : ", \(accessor)"))"
        }
        // The parents' structs, so that a mock that names only this protocol finds its grandparents' too. An
        // Objective-C protocol registers nothing (it gets no extension) and holds none.
        let parents = (isObjectiveC ? [] : mockedParents).enumerated().map { index, parent in
            (
                type: MemberRegistration.inPlaceType(group: MemberRegistration.qualifiedGroupName(for: parent)),
                value: "__parent\(index)"
            )
        }
        let access = access.prefix
        // `nonisolated`: in a module whose default isolation is the main actor, the struct is isolated to it,
        // and an actor's mock creates it too.
        return """
            \(availability)\(access)enum \(group) {
            \(access)struct InPlace: @unchecked Swift.Sendable {
            \(fields.map { $0 + "\n" }.joined())\
            \(parents.map { "let \($0.value): \($0.type)\n" }.joined())\
            \(access)nonisolated init(_ registry: Mocking.__MockMemberRegistry) {
            \((reads + parents.map { "\($0.value) = \($0.type)(registry)" }).map { $0 + "\n" }.joined())}
            \(access)nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {
            \(MemberRegistration.storedMembersLookup(parents))
            }
            }
            }
            """
    }

    /// The static function of the extension that registers the protocol's members in `group`, then its
    /// parents'.
    ///
    /// `nonisolated`: it only creates `Sendable` members, and members of any isolation call it, through a
    /// hand-written mock, the first time one of its members is used; in a module whose default isolation is
    /// the main actor it would otherwise be isolated to it.
    func renderRegistration(_ indices: [Int: Int], group: String, in context: RenderContext) -> String {
        let backingNames = BackingNames.assign(members)
        let additions = MemberLayout.render(layout) { index -> [String] in
            guard let place = indices[index] else { return [] }
            let member = members[index]
            let backingName = backingNames[index]
            let location = member.backingContext(context).backingLocation.map { ", " + $0 } ?? ""
            let addition =
                "registry.add(\(member.backingType(in: context))(\"\\(Self.self).\(backingName)\", "
                + "strict: registry.isStrict\(location)), at: \(place))"
            guard let check = member.creationCheck(enclosing: enclosingAvailability), !check.isEmpty else {
                return [addition]
            }
            return ["if \(check) {", addition, "}"]
        }
        let parents = MemberRegistration.parentCalls(mockedParents, on: "Self", registry: "registry")
        return """
            \(access.prefix)nonisolated static func \(MemberRegistration.functionName(for: name))(in registry: inout Mocking.__MockMemberRegistry) {
            guard registry.begin(\(group).self, count: \(indices.count)) else {
            return
            }
            \((additions + parents).map { $0 + "\n" }.joined())}
            """
    }
}
