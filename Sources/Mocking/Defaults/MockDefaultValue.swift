/// A type with an obvious empty value, which a mock member without an implementation returns after
/// reporting the call as a test failure, so that the test goes on instead of stopping the process.
///
/// `Int`, `UInt` and their sized variants, `Double` and `Float` (`0`), `Bool` (`false`), strings (`""`),
/// arrays, sets and dictionaries (empty), `Duration` (`.zero`) and optionals (`nil`) conform. Conform your
/// own types to let unimplemented members that return them carry on too:
///
/// ```swift
/// extension Forecast: MockDefaultValue {
///     public static var mockDefaultValue: Forecast { Forecast(days: []) }
/// }
/// ```
public protocol MockDefaultValue {
    /// The value an unimplemented mock member returns.
    static var mockDefaultValue: Self { get }
}

extension MockDefaultValue where Self: ExpressibleByNilLiteral {
    /// `nil`.
    public static var mockDefaultValue: Self { nil }
}

extension MockDefaultValue where Self: ExpressibleByIntegerLiteral {
    /// `0`.
    public static var mockDefaultValue: Self { 0 }
}

extension MockDefaultValue where Self: ExpressibleByStringLiteral {
    /// The empty string.
    public static var mockDefaultValue: Self { "" }
}

extension MockDefaultValue where Self: ExpressibleByArrayLiteral {
    /// The empty collection.
    public static var mockDefaultValue: Self { [] }
}

extension MockDefaultValue where Self: ExpressibleByDictionaryLiteral {
    /// The empty dictionary.
    public static var mockDefaultValue: Self { [:] }
}

extension Bool: MockDefaultValue {
    /// `false`.
    public static var mockDefaultValue: Self { false }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension Duration: MockDefaultValue {
    /// `.zero`.
    public static var mockDefaultValue: Self { .zero }
}

extension Optional: MockDefaultValue {}
extension String: MockDefaultValue {}
extension Substring: MockDefaultValue {}
extension Array: MockDefaultValue {}
extension ContiguousArray: MockDefaultValue {}
extension Set: MockDefaultValue {}
extension Dictionary: MockDefaultValue {}
extension Int: MockDefaultValue {}
extension Int8: MockDefaultValue {}
extension Int16: MockDefaultValue {}
extension Int32: MockDefaultValue {}
extension Int64: MockDefaultValue {}
extension UInt: MockDefaultValue {}
extension UInt8: MockDefaultValue {}
extension UInt16: MockDefaultValue {}
extension UInt32: MockDefaultValue {}
extension UInt64: MockDefaultValue {}
extension Double: MockDefaultValue {}
extension Float: MockDefaultValue {}
