/// Reports a failure to whichever test framework runs the calling code, without linking one: the runtime is linked by
/// app targets, so it finds Swift Testing and XCTest among the libraries the process has loaded (`dlsym` on the symbols
/// they export). In order: the current Swift Testing test, if any, and nothing else; otherwise XCTest's `XCTFail` and
/// an issue with no test (which fails a Swift Testing run in progress); and standard error where XCTest is not loaded,
/// which is what shows the failure outside tests (troubleshooting.md, "Where the failure goes").
enum TestFailureReporter {
    /// Reports `message` as a test failure at `location`, and writes it to standard error where neither a
    /// Swift Testing test nor XCTest takes it.
    static func report(_ message: String, at location: DeclarationLocation) {
        if SwiftTestingReporter.isRunningTest {
            SwiftTestingReporter.recordIssue(message, at: location)
            return
        }
        XCTestReporter.recordFailure(message, at: location)
        if SwiftTestingReporter.isLoaded {
            SwiftTestingReporter.recordIssue(message, at: location)
        }
        // XCTest shows the failure in the test case it runs. The rare call made while none runs is dropped
        // there, but shows as an issue of no test while a Swift Testing run is in progress.
        if !XCTestReporter.isLoaded {
            CLibrary.writeToStandardError("swift-mocking: \(location.fileIDText):\(location.line): \(message)\n")
        }
    }
}
