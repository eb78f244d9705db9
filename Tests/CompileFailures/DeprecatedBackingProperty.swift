// expected-warning: '_legacyTrace' is deprecated [#DeprecatedDeclaration]
// expected-warning: '_record' is deprecated: use record(_:)
import Mocking

// The backing property of a deprecated requirement is deprecated too: a test that configures it outside
// deprecated code is told so (without the requirement's `renamed:`, which names another requirement).
@Mocked(compilationCondition: .none)
protocol Journal {
    @available(*, deprecated, renamed: "trace")
    var legacyTrace: String? { get }
    @available(*, deprecated, message: "use record(_:)")
    func record(legacy: String)
}

func configure(_ mock: JournalMock) {
    mock._legacyTrace.getter.implementation = .returns(nil)
    mock._record.implementation = .invokes { _ in }
}
