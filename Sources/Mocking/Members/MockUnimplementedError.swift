/// The error a throwing mock member without an implementation (or whose `.inOrder` answers ran out)
/// throws, after reporting the call as a test failure.
public struct MockUnimplementedError: Error, CustomStringConvertible {
    /// The member that was called, such as `WeatherServiceMock._currentTemperature`.
    public let member: String

    /// The arguments of the call, as text.
    public let arguments: String

    /// The number of answers of the member's `.inOrder` implementation, which the call came after; `nil`
    /// when the member has no implementation.
    public let answersRanOutAfter: Int?

    /// A sentence that names the member and its arguments.
    public var description: String {
        guard let answersRanOutAfter else {
            return "\(member) was called with \(arguments) but has no implementation"
        }
        let answers = answersRanOutAfter == 1 ? "the 1 answer" : "the \(answersRanOutAfter) answers"
        return "\(member) was called with \(arguments) after \(answers) of its implementation ran out"
    }
}
