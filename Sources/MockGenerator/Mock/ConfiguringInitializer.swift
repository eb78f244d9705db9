/// The mock's initializer that takes an implementation for each of its members, so that a mock is made
/// ready in one expression: `WeatherServiceMock(currentTemperature: .returns(21.5))`.
///
/// Each parameter is labelled with the member's backing name without its underscore and defaults to
/// `.unimplemented`, what the member starts with, so that the body sets each member in one line; a
/// property's or subscript's parameter configures its getter. Left out, because the initializer cannot
/// reach them unconditionally: static members and initializer requirements (configured through the mock
/// type), members inside `#if` (the parameter would exist where the member does not), members
/// restricted by `@available` or `@_spi` (whose types the initializer, available everywhere the mock is,
/// may not name) or deprecated (whose types it would name with a warning), and members inherited from
/// `@Mocked` parents (which this macro cannot see).
enum ConfiguringInitializer {
    /// The initializer's declaration, or `nil` when no member can be configured or the mock is an
    /// Objective-C `NSObject` subclass (whose initializers follow other rules).
    static func render(_ model: ProtocolModel, backingNames: [String], in context: RenderContext) -> String? {
        guard !model.isObjectiveC || model.isActor else { return nil }
        var parameters: [String] = []
        var assignments: [String] = []
        for case .member(let index) in model.layout {
            let member = model.members[index]
            guard !member.isStatic, !member.isInitializer,
                let implementationType = implementationType(of: member, in: member.backingContext(context))
            else { continue }
            let backingName = backingNames[index]
            // Keywords label arguments as they are, but for these three, which a parameter could start with.
            let name = String(backingName.dropFirst())
            let label = ["inout", "let", "var"].contains(name) ? "`\(name)`" : name
            let parameter = "implementation\(parameters.count)"
            parameters.append("\(label) \(parameter): \(implementationType) = .unimplemented")
            let target = member.isAccessor ? "\(backingName).getter" : backingName
            assignments.append("\(target).implementation = \(parameter)")
        }
        guard !parameters.isEmpty else { return nil }
        // Where the mock's `init()` is the empty one `@Mocked` writes, this initializer delegates to it, so that
        // the stored properties' initial values are compiled into one initializer rather than two (an actor's
        // delegating initializer takes no `convenience`). A protocol's own `init()` requirement records its
        // calls: the initializer then initializes the mock itself.
        let delegates = !model.requiresPlainInitializer
        let keyword = delegates && !model.isActor ? "convenience " : ""
        return """
            \(context.access.prefix)\(keyword)init(
            \(parameters.joined(separator: ",\n"))
            ) {
            \(((delegates ? ["self.init()"] : []) + assignments).joined(separator: "\n"))
            }
            """
    }

    /// The type of the implementation the member's parameter takes, or `nil` for a member restricted or
    /// deprecated by `@available`, or restricted by `@_spi`.
    private static func implementationType(of member: MemberRequirement, in context: RenderContext) -> String? {
        guard context.backingAttributes.isEmpty else { return nil }
        switch member {
        case .method(let method): return method.backingType(in: context) + ".Implementation"
        case .property(let property): return property.backingType(in: context) + ".Getter.Implementation"
        case .subscript(let subscriptRequirement):
            return subscriptRequirement.backingType(in: context) + ".Getter.Implementation"
        case .initializer: return nil
        }
    }
}
