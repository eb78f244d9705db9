/// Reports a failure to whichever test framework runs the calling code, without linking one.
///
/// The runtime is linked by app targets, so it must not link Swift Testing or XCTest. Instead it looks
/// for them among the libraries the process has loaded (`dlsym` on the symbols they export), once:
/// 1. Swift Testing, when it is loaded and the calling task runs inside a test (`Test.current`): an
///    issue is recorded in that test. `Test.current` is task-local, so the issue goes to the test that
///    made the call even when tests run in parallel.
/// 2. XCTest, when it is loaded: `XCTFail`, which XCTest records in the test case it is running.
/// 3. Neither (an app, a preview, a command-line tool): the message goes to standard error.
enum TestFailureReporter {
    /// Reports `message` as a test failure, or writes it to standard error outside a test.
    static func report(_ message: String, member: String) {
        if SwiftTestingReporter.isRunningTest {
            SwiftTestingReporter.recordIssue(message, member: member)
        } else if XCTestReporter.isLoaded {
            XCTestReporter.recordFailure(message, file: #filePath, line: #line)
        } else {
            CLibrary.writeToStandardError("swift-mocking: " + message + "\n")
        }
    }
}
