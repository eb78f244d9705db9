/// Records failures in the running XCTest test case through `XCTFail`, found at run time among the
/// symbols XCTest exports; see ``TestFailureReporter``.
///
/// `XCTFail(_:file:line:)` takes only standard-library types, so it is called through a plain function
/// type. XCTest attributes the failure to the test case it is running, at the file and line given.
enum XCTestReporter {
    private static let fail = LoadedOnceFound {
        LoadedSymbol("$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF")
    }

    /// Whether the process has loaded XCTest.
    static var isLoaded: Bool { fail.value != nil }

    /// Calls `XCTFail(message, file: location.filePath, line: location.line)` if the process has loaded XCTest.
    static func recordFailure(_ message: String, at location: DeclarationLocation) {
        guard let fail = fail.value else { return }
        let xctFail = fail.function(as: (@convention(thin) (String, StaticString, UInt) -> Void).self)
        xctFail(message, location.filePath, location.line)
    }
}
