import Mocking
import MockingIntegrationFixtures
import Testing

/// `Sendable` by another name, as packages spell it for older compilers.
typealias SendableByAnotherName = Sendable

/// Refines a protocol of another module that no macro wrote a mock for, and declares no requirement, and
/// `Sendable` through a type alias: the mock's expansion names nothing of either.
@Mocked
protocol TagStore: MarkerWithoutRequirements, SendableByAnotherName {
    func tag(_ name: String) -> Int
}

@Suite("Parents the macro cannot see")
struct UnseenParentsTests {
    @Test("a marker parent of another module and a typealias of Sendable: the mock compiles and works")
    func markerParents() {
        let mock = TagStoreMock(tag: .returns(3))
        let store: any TagStore & MarkerWithoutRequirements & Sendable = mock
        #expect(store.tag("swift") == 3)
        #expect(mock._tag.lastInvocation == "swift")
    }
}
