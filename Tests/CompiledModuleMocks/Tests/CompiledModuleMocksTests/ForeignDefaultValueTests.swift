import Foundation
import Mocking
import Testing

// usage.md's `@retroactive` default values for Foundation's types, compiled in a package other than
// swift-mocking, where `@retroactive` applies (inside swift-mocking's own package it is an error, so
// usage.md marks that block no-compile).
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
