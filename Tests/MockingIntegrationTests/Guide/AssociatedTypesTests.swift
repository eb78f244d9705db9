import Mocking
import Testing

@Mocked(compilationCondition: .debug)
protocol Repository {
    associatedtype Key: Hashable
    associatedtype Value: Equatable

    func fetch(key: Key) -> Value?
}

struct AssociatedTypesTests {
    @Test("Associated Types: the mock is generic over them")
    func genericMock() {
        let mock = RepositoryMock<String, Int>()
        mock._fetch.implementation = .returns(42)
        #expect(mock.fetch(key: "answer") == 42)
        #expect(mock._fetch.lastInvocation == "answer")
    }
}
