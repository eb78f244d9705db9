/// Records failures in the running XCTest test case through `XCTFail`, found at run time among the
/// symbols XCTest exports; see ``TestFailureReporter``.
///
/// `XCTFail(_:file:line:)` takes only standard-library types, so it is called through a plain function
/// type. XCTest attributes the failure to the test case it is running, at the file and line given.
enum XCTestReporter {
    private static let fail = LoadedOnceFound {
        LoadedSymbol("$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF")
    }

    /// The test case XCTest runs, or `nil`: a C function of Apple's XCTest (swift-corelibs-xctest has none).
    private static let currentTestCase = LoadedOnceFound { LoadedSymbol("_XCTCurrentTestCase") }

    /// Calls `XCTFail(message, file: location.filePath, line: location.line)` if XCTest is loaded; returns
    /// whether a test case took the failure, which only Apple's XCTest tells (`false` where it cannot).
    static func recordFailure(_ message: String, at location: DeclarationLocation) -> Bool {
        guard let fail = fail.value else { return false }
        let xctFail = unsafeBitCast(fail.address, to: (@convention(thin) (String, StaticString, UInt) -> Void).self)
        xctFail(message, location.filePath, location.line)
        guard let current = currentTestCase.value else { return false }
        return unsafeBitCast(current.address, to: (@convention(c) () -> UnsafeRawPointer?).self)() != nil
    }
}
