// flags: -default-isolation MainActor
import Mocking

// The way out troubleshooting.md gives for a hand-written mock of a `Hashable` protocol in a module whose
// default isolation is the main actor type-checks: the mock declares a `hashValue` that is not isolated.
protocol Token: Hashable, Sendable, CustomStringConvertible {
    var value: String { get }
}

@MockedMembers
final class TokenMock: Token, @unchecked Sendable {
    var value: String { "" }
    nonisolated var hashValue: Int { ObjectIdentifier(self).hashValue }
}

func distinctTokens() -> Int {
    Set([TokenMock(), TokenMock()]).count
}
