import Foundation
import TestSupport
import Testing

// `Process` runs programs on macOS and Linux only (not on iOS, tvOS, watchOS or visionOS).
#if os(macOS) || os(Linux)
    /// Runs the `UnimplementedCallsOutsideTests` program, built next to the test bundle, which loads no test
    /// framework: unimplemented calls must be written to its standard error.
    @Suite("Unimplemented calls outside a test")
    struct OutsideTestsTests {
        func run(_ arguments: [String] = []) throws -> ProgramRun {
            let directory = try PackageLocations.productsFolder()
            let program = directory.appendingPathComponent("UnimplementedCallsOutsideTests")
            try #require(
                FileManager.default.isExecutableFile(atPath: program.path),
                "build the package's executables first (`swift build`); looked in \(directory.path)"
            )
            return try ProgramRun(program, arguments: arguments)
        }

        @Test("each call's message goes to standard error and the program goes on with default values")
        func messagesGoToStandardError() throws {
            let run = try run()
            #expect(run.status == 0)
            #expect(run.output.contains("temperature: 0.0\n"))
            #expect(
                run.output.contains(
                    "forecast threw: ThermometerMock._forecast was called with 3 but has no implementation")
            )
            #expect(run.output.contains("calls: 2\n"))
            #expect(
                run.errors.contains(
                    """
                    swift-mocking: UnimplementedCallsOutsideTests/main.swift:9: \
                    ThermometerMock._temperature was called with "Oslo" but has no implementation, \
                    so it returned 0.0, the default value of Double. Set one before the code under test calls it, \
                    for example:
                        mock._temperature.implementation = .returns(<#Double#>)
                    where mock is the ThermometerMock the code under test was given
                    """
                )
            )
            #expect(
                run.errors.contains(
                    "swift-mocking: UnimplementedCallsOutsideTests/main.swift:10: ThermometerMock._forecast was called with 3 but has no implementation, so it threw MockUnimplementedError."
                )
            )
            #expect(run.errors.components(separatedBy: "swift-mocking: ").count == 3, "exactly two messages")
        }

        @Test("a member with no value to give stops the program with its message, at the member's declaration")
        func memberWithoutValueStops() throws {
            let run = try run(["--stop"])
            #expect(run.status != 0)
            #expect(!run.output.contains("reading:"))
            #expect(
                run.errors.contains(
                    "Tests/UnimplementedCallsOutsideTests/main.swift:11: Fatal error: ThermometerMock._reading was called with no arguments but has no implementation, and Reading has no default value to return, so the process stops."
                )
            )
            #expect(
                run.errors.contains(
                    "in the test target (for a type from outside your package, such as Foundation's, write @retroactive MockDefaultValue):\n    extension Reading: MockDefaultValue { public static var mockDefaultValue: Reading { <#Reading#> } }"
                ))
        }

        @Test("every runtime message troubleshooting.md quotes is one the library prints, word for word")
        func troubleshootingMessages() throws {
            let text = try PackageLocations.text(of: "Documentation/troubleshooting.md")
            let section = try #require(text.components(separatedBy: "\n## Runtime messages\n").last)
                .components(separatedBy: "\n## ")[0]
            let quoted = section.components(separatedBy: "```text\n").dropFirst().map {
                $0.components(separatedBy: "\n```")[0]
            }
            #expect(quoted.count == 15)
            // What the program prints: the messages that let it go on, then each of the three that stop it.
            let runs = try [[], ["forecast"], ["closure"], ["generic"]].map { try run(["--troubleshooting"] + $0) }
            #expect(runs.map { $0.status == 0 } == [true, false, false, false])
            let printed = runs.map { $0.output + $0.errors }.joined()
            for message in quoted {
                #expect(printed.contains(message), "not printed:\n\(message)\n\nprinted:\n\(printed)")
            }
        }
    }
#endif
