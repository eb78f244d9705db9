import Mocking
import Testing

/// A type of the tests that an array literal expresses, and so needs only the conformance.
struct Tags: ExpressibleByArrayLiteral, Equatable, MockDefaultValue {
    var names: [String]
    init(arrayLiteral names: String...) { self.names = names }
}

/// A type that two literals express: the defaults would be ambiguous, so it declares its own.
enum Setting: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, Equatable, MockDefaultValue {
    case number(Int)
    case text(String)
    case unset
    init(integerLiteral value: Int) { self = .number(value) }
    init(stringLiteral value: String) { self = .text(value) }
    static var mockDefaultValue: Setting { .unset }
}

@Suite("Default values of unimplemented members")
struct MockDefaultValueTests {
    /// The default value as the runtime finds it: through the type, cast to `MockDefaultValue`.
    func runtimeDefault<T>(_ type: T.Type) -> T? {
        (T.self as? any MockDefaultValue.Type)?.mockDefaultValue as? T
    }

    @Test("numbers are 0, and Bool is false")
    func numbers() {
        #expect(runtimeDefault(Int.self) == 0)
        #expect(runtimeDefault(Int8.self) == 0)
        #expect(runtimeDefault(Int16.self) == 0)
        #expect(runtimeDefault(Int32.self) == 0)
        #expect(runtimeDefault(Int64.self) == 0)
        #expect(runtimeDefault(UInt.self) == 0)
        #expect(runtimeDefault(UInt8.self) == 0)
        #expect(runtimeDefault(UInt16.self) == 0)
        #expect(runtimeDefault(UInt32.self) == 0)
        #expect(runtimeDefault(UInt64.self) == 0)
        #expect(runtimeDefault(Double.self) == 0)
        #expect(runtimeDefault(Float.self) == 0)
        #expect(runtimeDefault(Bool.self) == false)
        #expect(runtimeDefault(Duration.self) == .zero)
    }

    @Test("strings and collections are empty, and optionals nil")
    func emptyValues() {
        #expect(runtimeDefault(String.self) == "")
        #expect(runtimeDefault(Substring.self) == "")
        #expect(runtimeDefault([Int].self) == [])
        #expect(runtimeDefault(ContiguousArray<Int>.self) == [])
        #expect(runtimeDefault(Set<Int>.self) == [])
        #expect(runtimeDefault([String: Int].self) == [:])
        #expect(runtimeDefault(Int?.self) == .some(nil))
    }

    @Test("a type of yours that a literal expresses needs only the conformance; one that two do declares it")
    func literalTypesOfYours() {
        #expect(runtimeDefault(Tags.self) == Tags())
        #expect(runtimeDefault(Setting.self) == .unset)
    }
}
