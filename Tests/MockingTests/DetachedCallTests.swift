import Mocking
import Testing

#if os(Linux)
    import Foundation
    import TestSupport

    /// An unimplemented call made where no Swift Testing test is current (a detached task) while a Swift
    /// Testing run is in progress: it must fail the run, once, at the member's declaration.
    ///
    /// Such an issue fails the whole run, so it is made in a second run of this test bundle, which the
    /// parent test starts with `SWIFT_MOCKING_CHILD_RUN` set and whose outcome it reads.
    @Suite("Unimplemented calls with no current test")
    struct DetachedCallTests {
        static let childRunVariable = "SWIFT_MOCKING_CHILD_RUN"

        @Test(
            "(child run) a detached task calls an unimplemented member",
            .enabled(if: ProcessInfo.processInfo.environment[childRunVariable] == "detached")
        )
        func detachedCallInChildRun() async {
            let callCount = await Task.detached {
                let mock = SampleServiceMock()
                _ = mock.add(4, to: 5)
                return mock._add.callCount
            }.value
            #expect(callCount == 1)
        }

        @Test("a call from a detached task fails the Swift Testing run, at the member's declaration")
        func detachedCallFailsTheRun() throws {
            // This test bundle, run again for the child test only. Swift Testing reports to standard error.
            let run = try ProgramRun(
                URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
                arguments: ["--testing-library", "swift-testing", "--filter", "detachedCallInChildRun"],
                environment: [Self.childRunVariable: "detached"]
            )
            let errorText = run.errors

            #expect(run.status != 0, "the run fails")
            // The child test itself passes; the issue belongs to no test.
            #expect(errorText.contains("detached task calls an unimplemented member\" passed"))
            #expect(
                errorText.contains("Test «unknown» recorded an issue at SampleServiceMock.swift:21:64: Issue recorded"),
                "Swift Testing shows the issue at the line that declares the member:\n\(errorText)"
            )
            #expect(
                errorText.contains("SampleServiceMock._add was called with (a: 4, b: 5) but has no implementation"),
                "the issue's comment is the message:\n\(errorText)"
            )
            // XCTest is loaded (this bundle links it): the library does not write the message again.
            #expect(!errorText.contains("swift-mocking: MockingTests/SampleServiceMock.swift:21:"))
        }
    }
#endif
