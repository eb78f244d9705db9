import Foundation
import Mocking
import Testing

// `Codable` reached through two `@Mocked` parents, as GRDB's record protocols reach it through several
// protocols of their own: the runtime implements its requirements once for such mocks.

@Mocked(compilationCondition: .none)
protocol DecodableRow: Codable {
    var rowID: Int { get }
}

@Mocked(compilationCondition: .none)
protocol DecodableDocument: Decodable {
    func title() -> String
}

@Mocked(compilationCondition: .none)
protocol DecodableRecord: DecodableRow, DecodableDocument {}

struct TwoDecodableParentsTests {
    @Test("a mock whose protocol reaches Decodable through two parents decodes once, recorded")
    func decodesThroughTwoParents() throws {
        // Static members of its own, which no test running at the same time resets.
        try withTaskScopedStaticMocks {
            DecodableRecordMock._initFrom.implementation = .invokes { _ in }
            let record = try JSONDecoder().decode(DecodableRecordMock.self, from: Data("{}".utf8))
            record._rowID.getter.implementation = .returns(4)
            #expect(record.rowID == 4)
            #expect(DecodableRecordMock._initFrom.callCount == 1)
        }
    }

    @Test("and encodes through its parent's Encodable, recorded")
    func encodesThroughParent() throws {
        let record = DecodableRecordMock()
        record._encode.implementation = .invokes { encoder in
            var container = encoder.singleValueContainer()
            try container.encode("record")
        }
        #expect(try JSONEncoder().encode(record) == Data("\"record\"".utf8))
        #expect(record._encode.callCount == 1)
    }
}
