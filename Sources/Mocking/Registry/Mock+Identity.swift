extension Mock {
    /// Mocks are equal when they are the same instance: what `Equatable` and `Hashable` use for a mock of
    /// a protocol that refines them.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs === rhs
    }

    /// Orders mocks by identity, for a mock of a protocol that refines `Comparable`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        ObjectIdentifier(lhs) < ObjectIdentifier(rhs)
    }

    /// Hashes the mock's identity, for a mock of a protocol that refines `Hashable`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The mock type's name, such as `WeatherServiceMock`, for `CustomStringConvertible`.
    public var description: String {
        String(describing: Self.self)
    }

    /// The mock type's name, for `CustomDebugStringConvertible`.
    public var debugDescription: String {
        String(describing: Self.self)
    }
}
