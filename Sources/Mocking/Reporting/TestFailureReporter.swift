/// Reports a failure to whichever test framework runs the calling code, without linking one: the runtime
/// is linked by app targets, so it finds Swift Testing and XCTest among the libraries the process has
/// loaded (`dlsym` on the symbols they export). In order: the current Swift Testing test, if any, and
/// nothing else; otherwise XCTest's `XCTFail`, an issue with no test (which fails a Swift Testing run in
/// progress), and standard error, which shows what XCTest drops outside a test case and what happens
/// outside tests (troubleshooting.md, "Where the failure goes").
enum TestFailureReporter {
    /// Reports `message` as a test failure at `location`, and writes it to standard error unless a Swift
    /// Testing test took it.
    static func report(_ message: String, at location: DeclarationLocation) {
        if SwiftTestingReporter.isRunningTest {
            SwiftTestingReporter.recordIssue(message, at: location)
            return
        }
        XCTestReporter.recordFailure(message, at: location)
        if SwiftTestingReporter.isLoaded {
            SwiftTestingReporter.recordIssue(message, at: location)
        }
        CLibrary.writeToStandardError("swift-mocking: \(location.fileIDText):\(location.line): \(message)\n")
    }
}
