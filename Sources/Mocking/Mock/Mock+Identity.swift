// Each member is given only to mocks whose protocol refines the protocol that needs it, also through a
// `@Mocked` parent, whose mock the child's macro cannot see. (Members written into the parent's
// `extension … where Self: Mocking.Mock` by its macro do not serve: Swift 6.3.1 does not find an
// operator there for a child mock's `Equatable` conformance, though it finds `hash(into:)`.)

extension Mock where Self: Equatable {
    /// Mocks are equal when they are the same instance: what `Equatable` and `Hashable` use for a mock of
    /// a protocol that refines them.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs === rhs
    }
}

extension Mock where Self: Comparable {
    /// Orders mocks by identity, for a mock of a protocol that refines `Comparable`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        ObjectIdentifier(lhs) < ObjectIdentifier(rhs)
    }
}

extension Mock where Self: Hashable {
    /// Hashes the mock's identity, for a mock of a protocol that refines `Hashable`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
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
