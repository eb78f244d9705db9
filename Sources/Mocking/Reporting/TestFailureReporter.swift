/// Reports a failure to whichever test framework runs the calling code, without linking one.
///
/// The runtime is linked by app targets, so it must not link Swift Testing or XCTest. Instead it looks
/// for them among the libraries the process has loaded (`dlsym` on the symbols they export), once:
/// 1. Swift Testing, when it is loaded and the calling task runs inside a test (`Test.current`): an
///    issue is recorded in that test. `Test.current` is task-local, so the issue goes to the test that
///    made the call even when tests run in parallel.
/// 2. XCTest, when it is loaded: `XCTFail`, which XCTest records in the test case it is running.
/// 3. Standard error, whenever no Swift Testing test is current: XCTest drops an `XCTFail` made while no
///    test case runs (a detached task, a call after the test ended; on Linux silently), and outside tests
///    (an app, a preview, a command-line tool) nothing else would show the message.
enum TestFailureReporter {
    /// Reports `message` as a test failure, and writes it to standard error unless a Swift Testing test
    /// took it.
    static func report(_ message: String, member: String) {
        if SwiftTestingReporter.isRunningTest {
            SwiftTestingReporter.recordIssue(message, member: member)
            return
        }
        if XCTestReporter.isLoaded {
            XCTestReporter.recordFailure(message, file: #filePath, line: #line)
        }
        CLibrary.writeToStandardError("swift-mocking: " + message + "\n")
    }
}
