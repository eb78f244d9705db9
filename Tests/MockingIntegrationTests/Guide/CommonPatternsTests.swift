import Foundation
import Mocking
import Testing

// The guide's "Common Testing Patterns", each protocol as written there.

@Mocked(compilationCondition: .debug)
protocol AsyncService {
    func fetchData() async throws -> Data
}

@Mocked(compilationCondition: .debug)
protocol DataStore {
    var count: Int { get }
    var items: [String] { get set }
}

@Mocked(compilationCondition: .debug)
protocol NetworkService {
    func fetchData() async throws -> Data
}

@Mocked(compilationCondition: .debug)
protocol Calculator {
    func method() -> Int
    func add(_ arg1: Int, _ arg2: Int) -> Int
}

struct CommonPatternsTests {
    @Test("Testing Async Methods")
    func asyncMethods() async throws {
        let mock = AsyncServiceMock()
        mock._fetchData.implementation = .invokes {
            try await Task.sleep(nanoseconds: 100_000)
            return Data()
        }

        // The guide writes `await mock.fetchData()`; the method throws, so the call needs `try`.
        _ = try await mock.fetchData()
        #expect(mock._fetchData.callCount == 1)
    }

    @Test("Testing Properties")
    func properties() {
        let mock = DataStoreMock()
        mock._count.getter.implementation = .returns(5)
        mock._items.getter.implementation = .returns(["a", "b", "c"])

        #expect(mock.count == 5)
        #expect(mock.items == ["a", "b", "c"])
    }

    @Test("Verifying Property Access")
    func propertyAccess() {
        let mock = DataStoreMock()
        mock._items.getter.implementation = .returns([])
        _ = mock.items
        _ = mock.items
        _ = mock.items
        let newValue = ["new"]
        mock.items = newValue

        #expect(mock._items.getter.callCount == 3)
        #expect(mock._items.setter.callCount == 1)
        #expect(mock._items.setter.lastInvocation == newValue)
    }

    @Test("Implementation Constructors: .returns, .invokes with two arguments, .throws")
    func implementationConstructors() {
        let mock = CalculatorMock()
        mock._method.implementation = .returns(42)
        #expect(mock.method() == 42)

        mock._add.implementation = .invokes { arg1, arg2 in
            return arg1 + arg2
        }
        #expect(mock.add(2, 3) == 5)
        #expect(mock._add.lastInvocation?.arg1 == 2)

        #expect(mock._add.invocations.count == 1)
        for invocation in mock._add.invocations {
            #expect(invocation.arg2 == 3)
        }
    }

    @Test("Testing with Multiple Return Values")
    func multipleReturnValues() {
        let mock = CalculatorMock()
        // The guide writes `.invokes`; a `@Sendable` closure cannot change a captured `var` in Swift 6, so
        // this is `.uncheckedInvokes` (see Documentation/usage.md).
        var callCount = 0
        mock._method.implementation = .uncheckedInvokes {
            callCount += 1
            return callCount * 10
        }

        #expect(mock.method() == 10)
        #expect(mock.method() == 20)
        #expect(mock.method() == 30)
    }

    @Test("Testing Error Handling")
    func errorHandling() async {
        let mock = NetworkServiceMock()
        mock._fetchData.implementation = .throws(URLError(.notConnectedToInternet))

        await #expect(throws: URLError.self) {
            try await mock.fetchData()
        }

        #expect(mock._fetchData.callCount == 1)
    }
}
