/// Completes a mock class or actor you write yourself: every method and initializer written without a body
/// gets a backing property (`_name`, by the same rule as ``Mocked(compilationCondition:sendableConformance:strict:)``)
/// and a body that records calls; properties marked ``MockableProperty(_:)`` get theirs too. The type gets
/// `init()` if it has no initializer without parameters, and adopts ``Mock``.
///
/// Use it for protocols `@Mocked` cannot see whole, such as ones that refine another library's protocol:
///
/// ```swift
/// @MockedMembers
/// final class DependencyMock: Dependency {
///     @MockableProperty(.readOnly)
///     var ownProperty: Int
///
///     func ownMethod()
///     func inheritedMethod()
/// }
/// ```
@attached(member, names: named(init), named(__mockMembers))
@attached(memberAttribute)
@attached(extension, conformances: Mock)
public macro MockedMembers() = #externalMacro(module: "MockingMacros", type: "MockedMembersMacro")

/// Chooses the backing property's name of a ``MockedMembers()`` mock's method, instead of the naming rule's:
///
/// ```swift
/// @MockableMethod(mockMethodName: "fetchUserByID")
/// func fetch(userID: String)          // backed by `_fetchUserByID`
/// ```
///
/// Without an argument it changes nothing: `@MockedMembers` mocks every method written without a body.
///
/// - Parameter mockMethodName: The backing property's name without its leading underscore.
@attached(peer)
public macro MockableMethod(mockMethodName: String? = nil) =
    #externalMacro(module: "MockingMacros", type: "MockableMethodMacro")

/// Glue for ``MockedMembers()``, which attaches it to the methods and initializers it mocks: the backing
/// property `backingName` and the body that records calls in it. Not for direct use.
@attached(body)
@attached(peer, names: arbitrary)
public macro __MockedMember(_ backingName: String) =
    #externalMacro(module: "MockingMacros", type: "MockedMemberMacro")

/// Turns a property of a `@MockedMembers` mock into accessors backed by `_name`.
///
/// ```swift
/// @MockableProperty(.readOnly(.async, .throws))
/// var balance: Int                    // var balance: Int { get async throws }
/// ```
///
/// - Parameter kind: The accessors the property requirement has.
@attached(accessor)
// `_name`; for a property whose member is created on first use (one with restricting `@available`
// attributes), `__MockKey_name`, and for a static one `__MockStaticKey_name`: the type that keys it in the
// table it is kept in.
@attached(peer, names: prefixed(_), prefixed(__MockKey_), prefixed(__MockStaticKey_))
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
    public static func readOnly(_ effects: Effect...) -> Self { Self() }

    /// An effect of a read-only property's getter.
    public enum Effect: Sendable {
        /// The getter is `async`.
        case async
        /// The getter `throws`.
        case `throws`
    }
}
