/// Writes a mock of the protocol it is attached to: `<Protocol>Mock`, whose every requirement is backed by
/// an underscored property that tests configure and inspect.
///
/// ```swift
/// @Mocked
/// protocol WeatherService {
///     func currentTemperature(latitude: Double, longitude: Double) async throws -> Double
/// }
///
/// let mock = WeatherServiceMock()
/// mock._currentTemperature.implementation = .returns(21)
/// ```
///
/// It also extends the protocol with what the mocks of protocols that refine it take from it, under the
/// mock's condition; <doc:Macros> shows the code.
///
/// - Parameters:
///   - compilationCondition: The `#if` condition the mock is compiled under.
///   - sendableConformance: Whether the mock's `Sendable` conformance is checked by the compiler.
///   - strict: Whether a call to any member without an implementation fails the test, even a call to a
///     member that returns nothing (which is otherwise only recorded). See ``MockMember/isStrict``.
@attached(peer, names: suffixed(Mock))
@attached(extension, names: arbitrary)
@attached(member, names: prefixed(__mockedAssociatedTypes_))
public macro Mocked(
    compilationCondition: MockCompilationCondition = .swiftMockingEnabled,
    sendableConformance: MockSendableConformance = .checked,
    strict: Bool = false
) = #externalMacro(module: "MockingMacros", type: "MockedMacro")

/// The condition a generated mock is compiled under.
public enum MockCompilationCondition: ExpressibleByStringLiteral, Sendable {
    /// `#if SWIFT_MOCKING_ENABLED`: define `SWIFT_MOCKING_ENABLED` for the builds that need mocks.
    case swiftMockingEnabled
    /// `#if DEBUG`.
    case debug
    /// No condition: the mock is always compiled.
    case none
    /// `#if` the given condition, such as `.custom("TESTING")`.
    case custom(String)

    /// A condition written as a string literal, like `.custom(_:)`.
    public init(stringLiteral value: String) {
        self = .custom(value)
    }

    /// What a mock's name stands for where its condition does not hold: an unavailable type alias of it,
    /// whose message names the condition, so that the first error of a test target built without it says
    /// what to define. Nothing of it is compiled into your code.
    public struct NotCompiled {
        /// Creates the stand-in, which the type alias makes unavailable.
        public init() {}
    }
}

/// How a generated mock conforms to `Sendable`.
public enum MockSendableConformance: Sendable {
    /// The mock is `Sendable` exactly when the protocol is, checked by the compiler.
    case checked
    /// The mock is declared `@unchecked Sendable`.
    case unchecked
}
