import Mocking
import Testing

/// A coding key of a model layer, as a database library declares one: the macro writes `CodingKey`'s
/// requirements, so the mock compiles and answers them.
@Mocked(compilationCondition: .none)
protocol FieldKey: CodingKey {
    var isIndexed: Bool { get }
}

@Suite("Standard-library parents the macro writes")
struct StandardParentsTests {
    @Test("CodingKey: the key's values and its failable initializers are mocked")
    func codingKey() throws {
        defer { FieldKeyMock.resetMockedStaticMembers() }
        let key = FieldKeyMock()
        key._stringValue.getter.implementation = .returns("name")
        key._intValue.getter.implementation = .returns(nil)
        key._isIndexed.getter.implementation = .returns(true)
        #expect(key.stringValue == "name")
        #expect(key.intValue == nil)
        #expect(key.isIndexed)

        FieldKeyMock._initStringValue.implementation = .returns(())
        FieldKeyMock._initIntValue.implementation = .returns(nil)
        #expect(FieldKeyMock(stringValue: "name") != nil)
        #expect(FieldKeyMock(intValue: 3) == nil)
        #expect(FieldKeyMock._initStringValue.invocations == ["name"])
        #expect(FieldKeyMock._initIntValue.invocations == [3])
    }
}
