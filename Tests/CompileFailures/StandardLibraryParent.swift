// expected-error: type 'FieldKeyMock' does not conform to protocol 'CodingKey'
// expected-output: // @MockedMembers final class FieldKeyMock: FieldKey { /* every requirement; methods without a body */ }
import Mocking

// A standard-library parent with requirements that the macro does not write: the compiler's own
// conformance error, under the two comment lines above the mock, never an error inside expanded code.
@Mocked(compilationCondition: .none)
protocol FieldKey: CodingKey {
    var isIndexed: Bool { get }
}
