/// Reports a failure to whichever test framework runs the calling code, without linking one (app targets
/// link the runtime): it finds Swift Testing and XCTest among the loaded libraries (`dlsym`). In order:
/// the current Swift Testing test; XCTest's `XCTFail`; an issue with no test (which fails a Swift Testing
/// run in progress); standard error. Each step ends the report when a test took it (troubleshooting.md,
/// "Where the failure goes").
enum TestFailureReporter {
    /// Reports `message` as a test failure at `location`, and writes it to standard error unless a Swift
    /// Testing test or an XCTest test case took it.
    static func report(_ message: String, at location: DeclarationLocation) {
        if SwiftTestingReporter.isRunningTest {
            SwiftTestingReporter.recordIssue(message, at: location)
            return
        }
        if XCTestReporter.recordFailure(message, at: location) { return }
        if SwiftTestingReporter.isLoaded {
            SwiftTestingReporter.recordIssue(message, at: location)
        }
        CLibrary.writeToStandardError("swift-mocking: \(location.fileIDText):\(location.line): \(message)\n")
    }
}
