// `Codable`'s requirements for the mock of a protocol that reaches `Encodable` or `Decodable` through a
// `@Mocked` parent: written once here, so that two parents that both reach them do not offer two. A mock
// whose own protocol lists them declares its own.

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
