import Foundation
import Mocking
import Testing

// Hand-written mocks in the guide's form beyond MockedMembersTests.swift: a static method, an actor, and
// overloads and initializers without a body, named by `@Mocked`'s rule.

// "Resetting Static Members"
protocol StaticService {
    static func staticMethod()
}

@MockedMembers
final class StaticServiceMock: StaticService {
    static func staticMethod()
}

// "Actor Mocks"
protocol StorageManager: Actor {
    func save(_ data: Data) async throws
}

@MockedMembers
final actor StorageManagerMock: StorageManager {
    @MockableMethod
    func save(_ data: Data) async throws
}

// Overloads and initializers get the names `@Mocked` would give them.
protocol Lookup {
    func fetch(id: Int) -> String
    func fetch(email: String) -> String
    static func make(_ name: String) -> Self
    init(name: String)
}

@MockedMembers
final class LookupMock: Lookup {
    func fetch(id: Int) -> String
    func fetch(email: String) -> String
    static func make(_ name: String) -> LookupMock
    init(name: String)
}

// Static members of a generic hand-written mock, a property among them: each is keyed by a type declared
// for it in the mock, so each specialization has its own.
protocol ValueRegistry {
    associatedtype Value
    static var limit: Int { get }
    static func register(_ value: Value)
}

@MockedMembers
final class ValueRegistryMock<Value>: ValueRegistry {
    @MockableProperty(.readOnly)
    static var limit: Int
    static func register(_ value: Value)
}

@Suite("The guide's hand-written mocks", .serialized)
struct HandWrittenGuideTests {
    @Test("a static method without a body is mocked and reset")
    func staticMembers() {
        StaticServiceMock.staticMethod()
        #expect(StaticServiceMock._staticMethod.callCount == 1)
        StaticServiceMock.resetMockedStaticMembers()
        #expect(StaticServiceMock._staticMethod.callCount == 0)
    }

    @Test("a generic mock's static property and method: each specialization has its own, apart from each other")
    func genericStaticMembers() {
        defer {
            ValueRegistryMock<Int>.resetMockedStaticMembers()
            ValueRegistryMock<String>.resetMockedStaticMembers()
        }
        ValueRegistryMock<Int>._limit.getter.implementation = .returns(3)
        ValueRegistryMock<String>._limit.getter.implementation = .returns(5)
        ValueRegistryMock<Int>.register(1)
        ValueRegistryMock<Int>.register(2)
        ValueRegistryMock<String>.register("a")
        #expect(ValueRegistryMock<Int>.limit == 3)
        #expect(ValueRegistryMock<String>.limit == 5)
        #expect(ValueRegistryMock<Int>._register.invocations == [1, 2])
        #expect(ValueRegistryMock<String>._register.invocations == ["a"])
        #expect(ValueRegistryMock<Int>._limit.getter.callCount == 1)
        #expect(ValueRegistryMock<Int>._register.callCount == 2)
        ValueRegistryMock<Int>.resetMockedStaticMembers()
        #expect(ValueRegistryMock<Int>._register.callCount == 0)
        #expect(ValueRegistryMock<String>._register.callCount == 1)
    }

    @Test("an actor mock's method is configured with await")
    func actorMock() async throws {
        let mock = StorageManagerMock()
        mock._save.implementation = .invokes { _ in }
        try await mock.save(Data([1, 2]))
        #expect(mock._save.lastInvocation == Data([1, 2]))
    }

    @Test("overloads and initializers follow @Mocked's naming rule")
    func naming() throws {
        LookupMock._init.implementation = .invokes { _ in }
        defer { LookupMock.resetMockedStaticMembers() }
        let mock = LookupMock(name: "a")
        #expect(LookupMock._init.lastInvocation == "a")
        mock._fetchId.implementation = .returns("by id")
        mock._fetchEmail.implementation = .returns("by email")
        #expect(mock.fetch(id: 1) == "by id")
        #expect(mock.fetch(email: "x") == "by email")
        let made = LookupMock(name: "b")
        LookupMock._make.implementation = .uncheckedInvokes { _ in made }
        #expect(LookupMock.make("c") === made)
        #expect(LookupMock._make.lastInvocation == "c")
        #expect(LookupMock._init.invocations == ["a", "b"])
    }
}
