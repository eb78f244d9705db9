/// A type with an obvious empty value, which a mock member without an implementation returns after
/// reporting the call as a test failure, so that the test goes on instead of stopping the process.
///
/// Numbers (`0`), `Bool` (`false`), strings (`""`), arrays, sets and dictionaries (empty), `Duration`
/// (`.zero`) and optionals (`nil`) conform. Conform your own types to let unimplemented members that
/// return them carry on too:
///
/// ```swift
/// extension Forecast: MockDefaultValue {
///     static var mockDefaultValue: Forecast { Forecast(days: []) }
/// }
/// ```
public protocol MockDefaultValue {
    /// The value an unimplemented mock member returns.
    static var mockDefaultValue: Self { get }
}

extension Optional: MockDefaultValue {
    /// `nil`.
    public static var mockDefaultValue: Self { nil }
}

extension Bool: MockDefaultValue {
    /// `false`.
    public static var mockDefaultValue: Self { false }
}

extension String: MockDefaultValue {
    /// The empty string.
    public static var mockDefaultValue: Self { "" }
}

extension Substring: MockDefaultValue {
    /// The empty substring.
    public static var mockDefaultValue: Self { "" }
}

extension Array: MockDefaultValue {
    /// The empty array.
    public static var mockDefaultValue: Self { [] }
}

extension ContiguousArray: MockDefaultValue {
    /// The empty array.
    public static var mockDefaultValue: Self { [] }
}

extension Set: MockDefaultValue {
    /// The empty set.
    public static var mockDefaultValue: Self { [] }
}

extension Dictionary: MockDefaultValue {
    /// The empty dictionary.
    public static var mockDefaultValue: Self { [:] }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension Duration: MockDefaultValue {
    /// `.zero`.
    public static var mockDefaultValue: Self { .zero }
}

extension Int: MockDefaultValue {
    /// `0`.
    public static var mockDefaultValue: Self { 0 }
}

extension Int8: MockDefaultValue {
    /// `0`.
    public static var mockDefaultValue: Self { 0 }
}

extension Int16: MockDefaultValue {
    /// `0`.
    public static var mockDefaultValue: Self { 0 }
}

extension Int32: MockDefaultValue {
    /// `0`.
    public static var mockDefaultValue: Self { 0 }
}

extension Int64: MockDefaultValue {
    /// `0`.
    public static var mockDefaultValue: Self { 0 }
}

extension UInt: MockDefaultValue {
    /// `0`.
    public static var mockDefaultValue: Self { 0 }
}

extension UInt8: MockDefaultValue {
    /// `0`.
    public static var mockDefaultValue: Self { 0 }
}

extension UInt16: MockDefaultValue {
    /// `0`.
    public static var mockDefaultValue: Self { 0 }
}

extension UInt32: MockDefaultValue {
    /// `0`.
    public static var mockDefaultValue: Self { 0 }
}

extension UInt64: MockDefaultValue {
    /// `0`.
    public static var mockDefaultValue: Self { 0 }
}

extension Double: MockDefaultValue {
    /// `0`.
    public static var mockDefaultValue: Self { 0 }
}

extension Float: MockDefaultValue {
    /// `0`.
    public static var mockDefaultValue: Self { 0 }
}
