// expected-error: type 'JournalMock' does not conform to protocol 'LosslessStringConvertible'
// expected-output: --parent <Module>.<Parent> (a standard-library parent: write JournalMock with @MockedMembers)
import Mocking

// A standard-library parent with requirements that the macro does not write: the compiler's own
// conformance error, under the two comment lines above the mock, never an error inside expanded code.
@Mocked(compilationCondition: .none)
protocol Journal: LosslessStringConvertible {
    var pages: Int { get }
}
