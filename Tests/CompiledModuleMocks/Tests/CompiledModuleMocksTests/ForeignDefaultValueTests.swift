import Foundation
import Mocking
import Testing

// usage.md's default values for Foundation's types, written as a test target of another package than
// swift-mocking writes them: there `@retroactive` applies (within swift-mocking's own package it does not,
// so the guide's block is not compiled with the others).
// swift-format-ignore: AvoidRetroactiveConformances
extension Decimal: @retroactive MockDefaultValue {}  // 0, its integer literal's empty value
// swift-format-ignore: AvoidRetroactiveConformances
extension Date: @retroactive MockDefaultValue {
    /// The start of 1970.
    public static var mockDefaultValue: Date { Date(timeIntervalSince1970: 0) }
}

@Mocked
protocol PriceBoard {
    func price(of item: String) -> Decimal
    func updated() -> Date
}

@Test("Foundation's types given default values in the test target: an unimplemented call fails and returns them")
func foundationTypesGivenDefaultValues() {
    let board = PriceBoardMock()
    withKnownIssue {
        #expect(board.price(of: "tea") == 0)
        #expect(board.updated() == Date(timeIntervalSince1970: 0))
    } matching: { issue in
        issue.comments.map(\.rawValue).joined().contains("the default value of")
    }
    #expect(board._price.invocations == ["tea"])
}
