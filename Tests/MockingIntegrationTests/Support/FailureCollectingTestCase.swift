import XCTest

/// An XCTest case that keeps, instead of recording, the failures whose description contains
/// ``collectedMarker``, with where they point; the others fail the test as usual.
class FailureCollectingTestCase: XCTestCase {
    /// What the descriptions of the failures to keep contain; subclasses override it.
    var collectedMarker: String { "" }

    /// The failures kept, oldest first.
    var collectedFailures: [(description: String, file: String, line: Int)] = []

    #if canImport(ObjectiveC)
        override func record(_ issue: XCTIssue) {
            guard issue.compactDescription.contains(collectedMarker) else { return super.record(issue) }
            collectedFailures.append(
                (
                    issue.compactDescription, issue.sourceCodeContext.location?.fileURL.path ?? "",
                    issue.sourceCodeContext.location?.lineNumber ?? 0
                ))
        }
    #else
        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
        ) {
            guard description.contains(collectedMarker) else {
                return super.recordFailure(
                    withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
            collectedFailures.append((description, filePath, lineNumber))
        }
    #endif
}
