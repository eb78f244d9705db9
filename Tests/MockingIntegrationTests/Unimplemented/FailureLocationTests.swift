import Mocking
import TestSupport
import Testing
import XCTest

/// The lines of `Odometer`'s requirements, where failures about their calls must point.
private let distanceLine = #line + 5
private let refreshLine = #line + 5

@Mocked
protocol Odometer {
    func distance() -> Int
    static func refresh() -> Bool
}

@Mocked
protocol TripComputer: Odometer {}

/// A requirement on its protocol's first line, and a hand-written mock's member, whose failures point at
/// its `func` keyword, where the compiler places the declaration.
private let compassLine = #line + 1
@Mocked protocol Compass { func heading() -> Int }
/// A protocol nested in a type, indented: its requirement's column is the file's.
private let gaugeLine = #line + 4
enum Cockpit {
    @Mocked
    protocol Gauge {
        func reading() -> Int
    }
}

private let sextantLine = #line + 7

protocol Sextant { func angle() -> Int }

@MockedMembers
final class SextantMock: Sextant {
    @available(*, deprecated, message: "a test of where failures point")
    func angle() -> Int
}

@Suite("Failures point at the requirement's declaration")
struct FailureLocationTests {
    /// The locations of the issues `body` records, which are expected.
    func reportedLocations(_ body: () -> Void) -> [Testing.SourceLocation] {
        let locations = LockedValue<[Testing.SourceLocation]>([])
        withKnownIssue {
            body()
        } matching: { issue in
            guard issue.comments.map(\.rawValue).joined().contains("but has no implementation") else { return false }
            locations.withLock { $0.append(issue.sourceLocation!) }
            return true
        }
        return locations.current
    }

    @Test("in Swift Testing: instance, static and inherited members")
    func swiftTesting() {
        withTaskScopedStaticMocks {
            let locations = reportedLocations {
                _ = OdometerMock().distance()
                _ = OdometerMock.refresh()
                _ = TripComputerMock().distance()
            }
            #expect(
                locations.map(\.fileID)
                    == Array(repeating: "MockingIntegrationTests/FailureLocationTests.swift", count: 3))
            #expect(locations.map(\.line) == [distanceLine, refreshLine, distanceLine])
            #expect(locations.map(\.column) == [5, 5, 5])
            #expect(
                locations.allSatisfy {
                    $0.filePath.hasSuffix("Tests/MockingIntegrationTests/Unimplemented/FailureLocationTests.swift")
                })
        }
    }

    @Test("a requirement on its protocol's line, one of a nested protocol, and a member of a hand-written mock")
    @available(*, deprecated, message: "calls the deprecated member of a hand-written mock")
    func oneLineProtocolAndHandWrittenMock() {
        let locations = reportedLocations {
            _ = CompassMock().heading()
            _ = Cockpit.GaugeMock().reading()
            _ = SextantMock().angle()
        }
        #expect(locations.map(\.line) == [compassLine, gaugeLine, sextantLine])
        #expect(locations.map(\.column) == [28, 9, 5])
    }
}

/// The same in XCTest: `XCTFail` at the requirement's file and line.
final class FailureLocationXCTests: FailureCollectingTestCase {
    override var collectedMarker: String { "has no implementation" }

    func testFailuresPointAtTheRequirement() {
        _ = OdometerMock().distance()
        _ = TripComputerMock().distance()
        XCTAssertEqual(collectedFailures.map(\.line), [distanceLine, distanceLine])
        XCTAssertTrue(
            collectedFailures.allSatisfy {
                $0.file.hasSuffix("Tests/MockingIntegrationTests/Unimplemented/FailureLocationTests.swift")
            },
            "\(collectedFailures)")
    }
}
