/// Writes a mock of the protocol it is attached to: `<Protocol>Mock`, whose every requirement is backed by
/// an underscored property that tests configure and inspect.
///
/// ```swift
/// @Mocked(compilationCondition: .debug)
/// protocol WeatherService {
///     func currentTemperature(latitude: Double, longitude: Double) async throws -> Double
/// }
///
/// // expands to
/// #if DEBUG
/// final class WeatherServiceMock: WeatherService, Mocking.Mock {
///     init() {}
///     let __mockMembers = Mocking.__MockMembers()
///     init(
///         currentTemperature implementation0: Mocking.AsyncMockMethod<(latitude: Double, longitude: Double), Double, any Swift.Error>.Implementation = .unimplemented
///     ) {
///         _currentTemperature.implementation = implementation0
///     }
///     let _currentTemperature = Mocking.AsyncMockMethod<(latitude: Double, longitude: Double), Double, any Swift.Error>("WeatherServiceMock._currentTemperature", line: 3, column: 5)
///     func currentTemperature(latitude: Double, longitude: Double) async throws -> Double { try await _currentTemperature.__invoke((latitude: latitude, longitude: longitude)) }
/// }
/// #endif
///
/// // and, for the mocks of protocols that refine this one, each requirement, whose member such a mock
/// // creates on first use
/// extension WeatherService where Self: Mocking.Mock {
///     #if DEBUG
///     var _currentTemperature: Mocking.AsyncMockMethod<(latitude: Double, longitude: Double), Double, any Swift.Error> { Mocking.__member("_currentTemperature", of: self, group: (any WeatherService).self, index: 0, line: 3, column: 5) }
///     func currentTemperature(latitude: Double, longitude: Double) async throws -> Double { try await _currentTemperature.__invoke((latitude: latitude, longitude: longitude)) }
///     #endif
/// }
/// ```
///
/// A protocol with associated types also gets a requirement `__mockedAssociatedTypes_<Protocol>` for each
/// one that a placeholder (`Any`, `any Error`, …) fits, implemented in two more extensions, from which the
/// mocks of refining protocols infer the types nothing else names. All of it is compiled under the same
/// condition as the mock.
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
