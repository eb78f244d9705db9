/// How the mock of a refining protocol gets its parents' instance members without a look-up by name:
/// the extension `@Mocked` writes for `Parent` registers them, in a group of their own, when such a mock is
/// created, and reads them back by their place in the group.
///
/// - Next to `ParentMock`, `enum __MockedMembers_Parent {}` names the group.
/// - `extension Parent where Self: Mocking.Mock` gets `static func __registerMockedMembers_Parent(in:)`,
///   which creates `Parent`'s members into the group and calls the same function of `Parent`'s own parents;
///   its backing properties read `__member("_name", group: __MockedMembers_Parent.self, index: 2)`, and its
///   synchronous members call theirs through `__withMember(…, __mockedCall)`, which passes the member
///   borrowed.
/// - `ChildMock` creates its `__MockMembers` with a closure that calls the function of each direct parent.
///
/// Static members, initializers and members with restricting `@available` attributes (which a registration
/// that runs everywhere could not create) keep the table of members created on first use; so does a
/// hand-written `@MockedMembers` mock, which registers nothing.
enum MemberRegistration {
    /// `__MockedMembers_Parent` for `Parent` (or `NIOCore.Parent`).
    static func groupName(for protocolName: String) -> String {
        "__MockedMembers_" + baseName(protocolName)
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

    /// The argument that creates a mock's `__MockMembers`, registering the members of `parents` for the
    /// mock type `mockType`: `strict: true) { ChildMock.__registerMockedMembers_Parent(in: &$0) }`.
    static func membersArguments(strict: Bool, parents: [String], mockType: String) -> String {
        let strictArgument = strict ? "strict: true" : ""
        guard !parents.isEmpty else { return "(\(strictArgument))" }
        let calls = parentCalls(parents, on: mockType, registry: "$0")
        let call = strictArgument.isEmpty ? "" : "(\(strictArgument))"
        return "\(call) {\n\(calls.joined(separator: "\n"))\n}"
    }
}

extension ProtocolModel {
    /// The members the extension registers: instance members other than initializers without restricting
    /// `@available` attributes, by index into `members`, each with its place in the group.
    var registeredMemberIndices: [Int: Int] {
        var indices: [Int: Int] = [:]
        for (index, member) in members.enumerated()
        where !member.isStatic && !member.isInitializer && member.availabilityAttributes.isEmpty {
            indices[index] = indices.count
        }
        return indices
    }

    /// `enum __MockedMembers_Parent {}`, next to the mock.
    func renderMemberGroup() -> String {
        let availability = attributes.filter(\.isRestrictingAvailability).map { $0.description + "\n" }.joined()
        return "\(availability)\(access.prefix)enum \(MemberRegistration.groupName(for: name)) {\n}"
    }

    /// The static function of the extension that registers the protocol's members in `group`, then its
    /// parents'.
    func renderRegistration(_ indices: [Int: Int], group: String, isolation: String, in context: RenderContext)
        -> String
    {
        let backingNames = BackingNames.assign(members)
        let additions = MemberLayout.render(layout) { index -> [String] in
            guard let place = indices[index] else { return [] }
            let member = members[index]
            let backingName = backingNames[index]
            let location = member.backingContext(context).backingLocation.map { ", " + $0 } ?? ""
            return [
                "registry.add(\(member.backingType(in: context))(\"\\(Self.self).\(backingName)\", "
                    + "strict: registry.isStrict\(location)), at: \(place))"
            ]
        }
        let parents = MemberRegistration.parentCalls(mockedParents, on: "Self", registry: "registry")
        return """
            \(access.prefix)\(isolation)static func \(MemberRegistration.functionName(for: name))(in registry: inout Mocking.__MockMemberRegistry) {
            guard registry.begin(\(group).self, count: \(indices.count)) else {
            return
            }
            \((additions + parents).map { $0 + "\n" }.joined())}
            """
    }
}
