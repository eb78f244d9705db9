import Mocking
import Testing

struct LoadFailure: Error, Equatable {
    let code: Int
}

/// `async` requirements of every shape: a call of one inherited from here starts on the member borrowed
/// (`__start`) and is finished on what the start returned (`__finish`), which holds the member unretained.
@Mocked(compilationCondition: .none)
protocol Loader: Sendable {
    func load(_ id: Int) async throws -> Int
    func ping() async
    func parse(_ text: String) async throws(LoadFailure) -> Int
    var token: String { get async throws }
    subscript(index: Int) -> Int { get async }
    /// Its result is cast back from the erased backing member's.
    func echo<T: Sendable>(_ value: T) async -> T
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
        // `ping` returns nothing and cannot throw: its finished calls are counted apart from its lock.
        #expect(subject.ping.returnedValues.count == 1)
        #expect(subject.item.getter.returnedValues == [5])
    }

    @Test("errors a closure throws are thrown with their type and recorded", arguments: Kind.allCases)
    func closuresThatThrow(_ kind: Kind) async {
        let subject = Subject(kind)
        let loader = subject.loader
        subject.load.implementation = .invokes { id in throw LoadFailure(code: id) }
        subject.parse.implementation = .invokes { text throws(LoadFailure) in throw LoadFailure(code: text.count) }
        await #expect(throws: LoadFailure(code: 3)) { try await loader.load(3) }
        do {
            _ = try await loader.parse("four")
            Issue.record("parse did not throw")
        } catch {
            #expect(error.code == 4)
        }
        #expect(throws: LoadFailure(code: 3)) { try subject.load.lastReturnedValue?.get() }
        #expect(subject.parse.returnedValues == [.failure(LoadFailure(code: 4))])
    }

    @Test("a generic requirement's result is cast back from the erased member", arguments: Kind.allCases)
    func genericResult(_ kind: Kind) async {
        let loader = Subject(kind).loader
        let echo =
            kind == .mocked ? (loader as! CachingLoaderMock)._echo : (loader as! HandWrittenPlainLoaderMock)._echo
        echo.implementation = .invokes { value in value }
        #expect(await loader.echo("same") == "same")
        echo.implementation = .returns(7)
        #expect(await loader.echo(1) == 7)
        #expect(echo.callCount == 2)
        #expect(echo.lastInvocation as? Int == 1)
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
