// `public`, because this target imports modules internally by default, and the pasted line declares a
// public property of a public type of another module: it needs both modules imported publicly.
public import Mocking
public import MockingIntegrationFixtures
import Testing

// The line the runtime prints for a result type without a default value, pasted into a test target as it
// is printed (with a value for `…`), for a public type of another module of the package.
// swift-format-ignore: AllPublicDeclarationsHaveDocumentation
extension Receipt: MockDefaultValue { public static var mockDefaultValue: Receipt { Receipt(total: 0) } }

@Suite("A default value pasted from the message")
struct PastedDefaultValueTests {
    @Test("an unimplemented call returns the pasted default value and fails the test")
    func pastedDefaultValue() {
        let checkout = CheckoutMock()
        withKnownIssue {
            #expect(checkout.pay(12) == Receipt(total: 0))
        }
        #expect(checkout._pay.lastInvocation == 12)
    }
}
