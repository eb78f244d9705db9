// flags: -warnings-as-errors
import Mocking

// A deprecated requirement that names a deprecated type (swift-nio's `MulticastChannel`, Vapor's
// `DebuggableError`): its mock compiles without a warning, since the backing property carries the
// requirement's deprecation (without `renamed:`) and the configuring initializer leaves it out. A test that
// uses the backing property is deprecated too, or gets the deprecation warning there.
@available(*, deprecated, renamed: "Trace")
struct LegacyTrace {}

struct Trace {}

@Mocked(compilationCondition: .none)
protocol Diagnosable {
    @available(*, deprecated, renamed: "trace")
    var legacyTrace: LegacyTrace? { get }
    var trace: Trace? { get }
    @available(*, deprecated, message: "use record(_:)")
    func record(legacy: LegacyTrace)
    @available(*, deprecated)
    static func reset(to trace: LegacyTrace)
}

@available(*, deprecated)
func configure(_ mock: DiagnosableMock) {
    mock._legacyTrace.getter.implementation = .returns(nil)
    mock._record.implementation = .invokes { _ in }
    DiagnosableMock._reset.implementation = .invokes { _ in }
    _ = DiagnosableMock(trace: .returns(nil))
}
