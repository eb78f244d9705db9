/// Reports a failure to whichever test framework runs the calling code, without linking one.
///
/// The runtime is linked by app targets, so it must not link Swift Testing or XCTest. Instead it looks
/// for them among the libraries the process has loaded (`dlsym` on the symbols they export), until it
/// finds them. Every report points at the mocked requirement's declaration.
/// 1. Swift Testing, when it is loaded and the calling task runs inside a test (`Test.current`): an
///    issue is recorded in that test. `Test.current` is task-local, so the issue goes to the test that
///    made the call even when tests run in parallel. Nothing else is needed.
/// 2. Otherwise, XCTest, when it is loaded: `XCTFail`, which XCTest records in the test case it is running.
/// 3. And Swift Testing, when it is loaded: an issue with no test, which fails the Swift Testing run in
///    progress (shown as a test named «unknown»), so a call from a detached task or after its test
///    ended cannot let the run pass. Outside a Swift Testing run it goes nowhere.
/// 4. And standard error: XCTest drops an `XCTFail` made while no test case runs (on Linux silently), and
///    outside tests (an app, a preview, a command-line tool) nothing else would show the message.
enum TestFailureReporter {
    /// Reports `message` as a test failure at `location`, and writes it to standard error unless a Swift
    /// Testing test took it.
    static func report(_ message: String, at location: DeclarationLocation) {
        if SwiftTestingReporter.isRunningTest {
            SwiftTestingReporter.recordIssue(message, at: location)
            return
        }
        if XCTestReporter.isLoaded {
            XCTestReporter.recordFailure(message, at: location)
        }
        if SwiftTestingReporter.isLoaded {
            SwiftTestingReporter.recordIssue(message, at: location)
        }
        CLibrary.writeToStandardError("swift-mocking: \(location.fileIDText):\(location.line): \(message)\n")
    }
}
