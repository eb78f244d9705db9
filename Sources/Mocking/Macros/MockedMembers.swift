/// Completes a mock class or actor you write yourself: it gets `init()` if it has none and adopts ``Mock``;
/// its members marked ``MockableMethod(mockMethodName:)`` and ``MockableProperty(_:)`` get backing
/// properties that record calls.
///
/// Use it for protocols `@Mocked` cannot see whole, such as ones that refine a protocol from another
/// library:
///
/// ```swift
/// @MockedMembers
/// final class DependencyMock: Dependency {
///     @MockableProperty(.readOnly)
///     var ownProperty: Int
///
///     @MockableMethod func ownMethod()
///     @MockableMethod func inheritedMethod()
/// }
/// ```
@attached(member, names: named(init), named(__mockMembers))
@attached(extension, conformances: Mock)
public macro MockedMembers() = #externalMacro(module: "MockingMacros", type: "MockedMembersMacro")

/// Gives a method of a `@MockedMembers` mock its backing property (`_name`) and a body that records calls.
///
/// Write it on every method of a `@MockedMembers` mock (Swift accepts a method without a body only when the
/// method itself carries a body macro). Its argument chooses the backing property's name:
///
/// ```swift
/// @MockableMethod(mockMethodName: "fetchUserByID")
/// func fetch(userID: String)          // backed by `_fetchUserByID`
/// ```
///
/// - Parameter mockMethodName: The backing property's name without its leading underscore.
@attached(body)
@attached(peer, names: arbitrary)
public macro MockableMethod(mockMethodName: String? = nil) =
    #externalMacro(module: "MockingMacros", type: "MockableMethodMacro")

/// Turns a property of a `@MockedMembers` mock into accessors backed by `_name`.
///
/// ```swift
/// @MockableProperty(.readOnly(.async, .throws))
/// var balance: Int                    // var balance: Int { get async throws }
/// ```
///
/// - Parameter kind: The accessors the property requirement has.
@attached(accessor)
@attached(peer, names: prefixed(_))
public macro MockableProperty(_ kind: MockablePropertyKind) =
    #externalMacro(module: "MockingMacros", type: "MockablePropertyMacro")

/// The accessors of a property marked `@MockableProperty`.
public struct MockablePropertyKind: Sendable {
    private init() {}

    /// `{ get }`.
    public static var readOnly: Self { Self() }

    /// `{ get set }`.
    public static var readWrite: Self { Self() }

    /// `{ get async }`, `{ get throws }` or `{ get async throws }`.
    public static func readOnly(_ effects: MockablePropertyEffect...) -> Self { Self() }
}

/// An effect of a read-only property's getter.
public enum MockablePropertyEffect: Sendable {
    /// The getter is `async`.
    case async
    /// The getter `throws`.
    case `throws`
}
