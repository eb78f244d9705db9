// `public`, because this target imports modules internally by default, and a public type's conformance
// needs its protocol's module imported publicly.
public import Mocking
import MockingIntegrationFixtures
import Testing

// The line the runtime prints for a result type without a default value, pasted into a test target as it
// is printed (with a value for `…`), for a public type of another module of the package.
extension Receipt: MockDefaultValue { static var mockDefaultValue: Receipt { Receipt(total: 0) } }

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
