/// The error a throwing mock member without an implementation throws, after reporting the call as a test
/// failure.
public struct MockUnimplementedError: Error, CustomStringConvertible {
    /// The member that was called, such as `WeatherServiceMock._currentTemperature`.
    public let member: String

    /// The arguments of the call, as text.
    public let arguments: String

    /// Creates the error for a call to `member` with `arguments`.
    init(member: String, arguments: String) {
        self.member = member
        self.arguments = arguments
    }

    /// A sentence that names the member and its arguments.
    public var description: String {
        "\(member) was called with \(arguments) but has no implementation"
    }
}
