import Mocking
import Testing

struct LoadFailure: Error, Equatable {
    let code: Int
}

/// `async` requirements of every shape: a call of one inherited from here starts on the member borrowed
/// (`__start`) and goes on to the backing property (`__finish`) unless a fixed output answers it.
@Mocked(compilationCondition: .none)
protocol Loader: Sendable {
    func load(_ id: Int) async throws -> Int
    func ping() async
    func parse(_ text: String) async throws(LoadFailure) -> Int
    var token: String { get async throws }
    subscript(index: Int) -> Int { get async }
}

/// Gets every requirement from `Loader`'s extension, its members registered when the mock is created.
@Mocked(compilationCondition: .none)
protocol CachingLoader: Loader {}

/// Not `@Mocked`: its hand-written mock registers `Loader`'s members the first time one is used.
protocol PlainLoader: Loader {}

@MockedMembers
final class HandWrittenPlainLoaderMock: PlainLoader {}

@Suite("Inherited async calls")
struct InheritedAsyncCallsTests {
    /// The two ways a mock gets `Loader`'s members: registered when it is created, or on first use.
    enum Kind: CaseIterable {
        case mocked, handWritten
    }

    /// A fresh mock of `kind`, with `Loader`'s backing members.
    struct Subject {
        let loader: any Loader
        let load: AsyncMockMethod<Int, Int, any Error>
        let ping: AsyncMockMethod<Void, Void, Never>
        let parse: AsyncMockMethod<String, Int, LoadFailure>
        let token: AsyncMockReadOnlyProperty<String, any Error>
        let item: AsyncMockReadOnlySubscript<Int, Int, Never>

        init(_ kind: Kind) {
            switch kind {
            case .mocked:
                let mock = CachingLoaderMock()
                (loader, load, ping, parse) = (mock, mock._load, mock._ping, mock._parse)
                (token, item) = (mock._token, mock._subscript)
            case .handWritten:
                let mock = HandWrittenPlainLoaderMock()
                (loader, load, ping, parse) = (mock, mock._load, mock._ping, mock._parse)
                (token, item) = (mock._token, mock._subscript)
            }
        }
    }

    @Test("fixed outputs answer without the backing property, and are recorded", arguments: Kind.allCases)
    func fixedOutputs(_ kind: Kind) async throws {
        let subject = Subject(kind)
        subject.load.implementation = .returns(4)
        subject.parse.implementation = .returns(5)
        subject.token.getter.implementation = .returns("t")
        subject.item.getter.implementation = .returns(6)
        #expect(try await subject.loader.load(1) == 4)
        #expect(try await subject.loader.load(2) == 4)
        #expect(try await subject.loader.parse("x") == 5)
        #expect(try await subject.loader.token == "t")
        #expect(await subject.loader[7] == 6)
        #expect(subject.load.invocations == [1, 2])
        #expect(subject.parse.lastInvocation == "x")
        #expect(subject.token.getter.callCount == 1)
        #expect(subject.item.getter.lastInvocation == 7)
    }

    @Test("fixed errors are thrown with their type", arguments: Kind.allCases)
    func fixedErrors(_ kind: Kind) async {
        let subject = Subject(kind)
        subject.load.implementation = .throws(LoadFailure(code: 1))
        subject.parse.implementation = .throws(LoadFailure(code: 2))
        await #expect(throws: LoadFailure(code: 1)) { try await subject.loader.load(3) }
        do {
            _ = try await subject.loader.parse("y")
            Issue.record("parse did not throw")
        } catch {
            // The error comes out as `LoadFailure`, the requirement's typed error.
            #expect(error.code == 2)
        }
        #expect(subject.load.lastInvocation == 3)
        #expect(subject.parse.callCount == 1)
    }

    @Test(
        "closures run outside the lock, may call the mock back, and their results are recorded",
        arguments: Kind.allCases)
    func closures(_ kind: Kind) async throws {
        let subject = Subject(kind)
        let loader = subject.loader
        subject.ping.implementation = .invokes {}
        // The closure calls another member of the same mock: no lock is held while it runs.
        subject.load.implementation = .invokes { id in
            await loader.ping()
            return id * 10
        }
        subject.item.getter.implementation = .invokes { index in index + 1 }
        #expect(try await loader.load(2) == 20)
        #expect(await loader[4] == 5)
        #expect(try subject.load.lastReturnedValue?.get() == 20)
        #expect(subject.ping.callCount == 1)
        #expect(subject.item.getter.returnedValues == [5])
    }

    @Test(
        "answers in order, a member without an implementation, and a held call take the long path",
        arguments: Kind.allCases)
    func longPath(_ kind: Kind) async throws {
        let subject = Subject(kind)
        let loader = subject.loader
        subject.load.implementation = .inOrder([.returns(1), .throws(LoadFailure(code: 9))])
        #expect(try await loader.load(1) == 1)
        await #expect(throws: LoadFailure(code: 9)) { try await loader.load(2) }
        // A member returning nothing answers a call without an implementation.
        await loader.ping()
        #expect(subject.ping.callCount == 1)

        subject.parse.implementation = .held
        let parsing = Task { try await loader.parse("held") }
        let call = try await subject.parse.nextHeldCall()
        #expect(call.arguments == "held")
        call.resume(returning: 12)
        #expect(try await parsing.value == 12)
        #expect(subject.load.invocations == [1, 2])
        #expect(subject.parse.returnedValues == [.success(12)])
    }
}
