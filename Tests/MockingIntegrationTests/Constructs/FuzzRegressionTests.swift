import Mocking
import Testing

// Protocols whose mocks did not compile when the fuzz test (MockingMacrosTests/Fuzz) first generated
// them, cut down to the requirements that failed. They must build and behave.

struct LookupError: Error, Equatable {
    var code: Int
}

/// Typed throws with a non-escaping closure parameter: the closure that boxes the parameter inferred
/// `throws(any Error)` (found with seed 2026).
@Mocked
protocol ScanningService {
    func scan(as visit: (Int) -> Void) async throws(LookupError) -> Int
    func count(where isIncluded: (Int) -> Bool) throws(LookupError) -> Int
}

/// A main-actor protocol that refines standard protocols: the mock's identity members must not be
/// isolated (found with seed 2026).
@Mocked
@MainActor
protocol ScreenModel: CustomStringConvertible, CustomDebugStringConvertible, Hashable, Comparable {
    func title() -> String
}

@Suite("Inputs the fuzz test found")
struct FuzzRegressionTests {
    @Test("typed throws with a non-escaping closure: the closure is usable in the call, the error keeps its type")
    func typedThrowsWithClosure() async throws {
        let mock = ScanningServiceMock()
        mock._scan.implementation = .invokes { visit in
            visit.closure(1)
            visit.closure(2)
            return 2
        }
        var visited: [Int] = []
        #expect(try await mock.scan { visited.append($0) } == 2)
        #expect(visited == [1, 2])

        mock._count.implementation = .throws(LookupError(code: 4))
        #expect(throws: LookupError(code: 4)) { try mock.count { $0 > 0 } }
        #expect(mock._count.lastInvocation?.isAvailable == false)
    }

    @Test("a main-actor mock is described, compared and hashed from any isolation")
    func mainActorIdentity() async {
        let (first, second) = await MainActor.run { (ScreenModelMock(), ScreenModelMock()) }
        // Called from a nonisolated context: the members are nonisolated.
        #expect(first.description == "ScreenModelMock")
        #expect(first.debugDescription == "ScreenModelMock")
        #expect(first == first)
        #expect(first != second)
        #expect(Set([first, second, first]).count == 2)
        #expect((first < second) != (second < first))
    }
}
