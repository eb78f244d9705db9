// Standard-library requirements for the mock of a protocol that refines them, directly or through a parent:
// written once here, so that two parents that reach one do not offer two, and so that operators serve (Swift
// does not take an operator from a parent's `extension … where Self: Mock`). A mock's own declarations win.

extension Mock where Self: Equatable {
    /// Mocks are equal when they are the same instance: what `Equatable` and `Hashable` use for a mock of
    /// a protocol that refines them.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
}

extension Mock where Self: Comparable {
    /// Orders mocks by identity, for a mock of a protocol that refines `Comparable`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        ObjectIdentifier(lhs) < ObjectIdentifier(rhs)
    }
}

extension Mock where Self: Hashable {
    /// Hashes the mock's identity, for a mock of a protocol that refines `Hashable`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Mock where Self: CustomStringConvertible {
    /// The mock type's name, such as `WeatherServiceMock`, for `CustomStringConvertible`.
    public var description: String { String(describing: Self.self) }
}

extension Mock where Self: CustomDebugStringConvertible {
    /// The mock type's name, for `CustomDebugStringConvertible`.
    public var debugDescription: String { String(describing: Self.self) }
}

extension Mock where Self: CustomReflectable {
    /// A mirror with no children, for `CustomReflectable`: `dump(mock)` shows the mock's type.
    public var customMirror: Mirror { Mirror(self, children: [:]) }
}

extension Decodable where Self: __RefiningMock {
    /// The backing property of `init(from:)`.
    public static var _initFrom: MockMethod<any Decoder, Void, any Error> {
        __staticMember("_initFrom", of: Self.self, group: (any Decodable).self, index: 0)
    }

    /// Records the call, then creates the mock.
    public init(from decoder: any Decoder) throws {
        try Self._initFrom.__invoke(decoder)
        self.init(__mocking: ())
    }
}

extension Encodable where Self: Mock {
    /// The backing property of `encode(to:)`.
    public var _encode: MockMethod<any Encoder, Void, any Error> {
        __member("_encode", of: self, group: (any Encodable).self, index: 0)
    }

    /// Records the call and answers it.
    public func encode(to encoder: any Encoder) throws { try _encode.__invoke(encoder) }
}

extension AdditiveArithmetic where Self: Mock {
    /// The backing property of `zero`.
    public static var _zero: MockReadOnlyProperty<Self, Never> { arithmetic("_zero", 0) }
    /// The backing property of `+`.
    public static var _operatorPlus: MockMethod<(lhs: Self, rhs: Self), Self, Never> { arithmetic("_operatorPlus", 1) }
    /// The backing property of `-`.
    public static var _operatorMinus: MockMethod<(lhs: Self, rhs: Self), Self, Never> {
        arithmetic("_operatorMinus", 2)
    }
    /// Records the read and answers it.
    public static var zero: Self { _zero.getter.__invoke(()) }
    /// Records the call and answers it.
    public static func + (lhs: Self, rhs: Self) -> Self { _operatorPlus.__invoke((lhs: lhs, rhs: rhs)) }
    /// Records the call and answers it.
    public static func - (lhs: Self, rhs: Self) -> Self { _operatorMinus.__invoke((lhs: lhs, rhs: rhs)) }
    /// The member backing `AdditiveArithmetic`'s requirement at `index` for this mock type.
    private static func arithmetic<Member: Sendable>(_ name: StaticString, _ index: Int) -> Member {
        __staticMember(name, of: Self.self, group: (any AdditiveArithmetic).self, index: index)
    }
}
