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
