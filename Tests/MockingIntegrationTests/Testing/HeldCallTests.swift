import Mocking
import Testing
import XCTest

struct Profile: Equatable, Sendable {
    var name: String
}

enum ProfileError: Error, Equatable {
    case offline
}

@Mocked
protocol ProfileService: Sendable {
    func profile(id: Int) async throws -> Profile
    func avatar(id: Int) async throws(ProfileError) -> [UInt8]
    func refresh() async
}

/// Code under test that shows a loading state while a request is in flight.
@MainActor
final class ProfileScreen {
    let service: any ProfileService
    private(set) var isLoading = false
    private(set) var names: [String] = []
    private(set) var failed = false

    init(service: any ProfileService) {
        self.service = service
    }

    func load(id: Int) async {
        isLoading = true
        defer { isLoading = false }
        do {
            names.append(try await service.profile(id: id).name)
        } catch {
            failed = true
        }
    }
}

@Suite("Held calls")
struct HeldCallTests {
    @Test("the test sees the state while a call is in flight, then answers it")
    @MainActor
    func loadingState() async throws {
        let service = ProfileServiceMock()
        service._profile.implementation = .held
        let screen = ProfileScreen(service: service)
        let loading = Task { await screen.load(id: 7) }

        let call = try await service._profile.nextHeldCall()
        #expect(call.arguments == 7)
        #expect(screen.isLoading)
        call.resume(returning: Profile(name: "Ada"))
        await loading.value

        #expect(!screen.isLoading)
        #expect(screen.names == ["Ada"])
        #expect(service._profile.returnedValues.count == 1)
        #expect(try service._profile.lastReturnedValue?.get() == Profile(name: "Ada"))
    }

    @Test("two requests answered out of order")
    @MainActor
    func outOfOrder() async throws {
        let service = ProfileServiceMock()
        service._profile.implementation = .held
        let screen = ProfileScreen(service: service)
        let first = Task { await screen.load(id: 1) }
        let firstCall = try await service._profile.nextHeldCall()
        let second = Task { await screen.load(id: 2) }
        let secondCall = try await service._profile.nextHeldCall()
        #expect(firstCall.arguments == 1)
        #expect(secondCall.arguments == 2)

        secondCall.resume(returning: Profile(name: "second"))
        await second.value
        firstCall.resume(throwing: ProfileError.offline)
        await first.value
        #expect(screen.names == ["second"])
        #expect(screen.failed)
    }

    @Test("typed throws: the error keeps its type; a member returning nothing is resumed without a value")
    func typedThrowsAndVoid() async throws {
        let service = ProfileServiceMock()
        service._avatar.implementation = .held
        service._refresh.implementation = .held
        let avatar = Task { try await service.avatar(id: 3) }
        let refresh = Task { await service.refresh() }

        try await service._avatar.nextHeldCall().resume(throwing: .offline)
        let result = await avatar.result
        #expect(throws: ProfileError.offline) { try result.get() }
        try await service._refresh.nextHeldCall().resume(returning: ())
        await refresh.value
        #expect(service._refresh.callCount == 1)
    }

    @Test("a caller cancelled while held gets CancellationError, and the record says so")
    func cancellation() async throws {
        let service = ProfileServiceMock()
        service._profile.implementation = .held
        let caller = Task { try await service.profile(id: 5) }
        let call = try await service._profile.nextHeldCall()
        caller.cancel()
        let result = await caller.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(call.isCancelled)
        let recorded = service._profile.returnedValues
        #expect(recorded.count == 1)
        #expect(throws: CancellationError.self) { try recorded.first?.get() }
    }

    @Test("a call made with async let is taken and answered")
    func asyncLet() async throws {
        let service = ProfileServiceMock()
        service._profile.implementation = .held
        async let profile = service.profile(id: 1)
        try await service._profile.nextHeldCall().resume(returning: Profile(name: "now"))
        #expect(try await profile == Profile(name: "now"))
    }

    @Test("waiting for a held call that never comes times out with the member's calls")
    func timeout() async throws {
        let service = ProfileServiceMock()
        service._profile.implementation = .returns(Profile(name: "x"))
        _ = try await service.profile(id: 9)
        service._profile.implementation = .held
        do {
            _ = try await service._profile.nextHeldCall(timeout: .milliseconds(20))
            Issue.record("expected a timeout")
        } catch let timeout as MockWaitTimeout {
            #expect(timeout.isHeldCall)
            #expect(
                timeout.description
                    == "ProfileServiceMock._profile held no new call within 0.02 seconds; it has received 1 call\nIts calls so far (1):\n    1. 9"
            )
        }
    }

    @Test("without the held implementation, nextHeldCall says what to set")
    func notHeld() async throws {
        let service = ProfileServiceMock()
        let error = try #require(
            await #expect(throws: AsyncMockMethod<Int, Profile, any Error>.NotHeldError.self) {
                try await service._profile.nextHeldCall()
            })
        #expect(
            error.description.hasSuffix("set its implementation to .held before the code under test calls it"))
    }

    @Test("a held answer among .inOrder answers holds its call, and the test takes it")
    func heldInOrder() async throws {
        let service = ProfileServiceMock()
        service._profile.implementation = .inOrder([.returns(Profile(name: "first")), .held])
        #expect(try await service.profile(id: 1) == Profile(name: "first"))
        let second = Task { try await service.profile(id: 2) }
        let call = try await service._profile.nextHeldCall()
        #expect(call.arguments == 2)
        call.resume(returning: Profile(name: "second"))
        #expect(try await second.value == Profile(name: "second"))
    }

    @Test("another implementation leaves held calls to the test; reset() ends those it has not taken")
    func heldAcrossReplacementAndReset() async throws {
        let service = ProfileServiceMock()
        service._profile.implementation = .held
        let first = Task { try await service.profile(id: 3) }
        try await service._profile.waitForCalls(1)
        service._profile.implementation = .returns(Profile(name: "later"))
        let call = try await service._profile.nextHeldCall()
        #expect(call.arguments == 3)
        call.resume(returning: Profile(name: "held"))
        #expect(try await first.value == Profile(name: "held"))
        #expect(try await service.profile(id: 4) == Profile(name: "later"))

        // A call the test took stays its to resume after a reset.
        service._profile.implementation = .held
        let second = Task { try await service.profile(id: 5) }
        let taken = try await service._profile.nextHeldCall()
        service._profile.reset()
        taken.resume(returning: Profile(name: "taken"))
        #expect(try await second.value == Profile(name: "taken"))

        // One it did not take ends, as the end-of-test checks end it; nothing is left to take.
        service._profile.implementation = .held
        let third = Task { try await service.profile(id: 6) }
        try await service._profile.waitForCalls(1)
        service._profile.reset()
        await #expect(throws: CancellationError.self) { try await third.value }
        await #expect(throws: AsyncMockMethod<Int, Profile, any Error>.NotHeldError.self) {
            try await service._profile.nextHeldCall()
        }
    }

    @Test("a call resumed twice is reported once, and the caller got the first answer")
    func resumedTwice() async throws {
        let service = ProfileServiceMock()
        service._profile.implementation = .held
        let caller = Task { try await service.profile(id: 1) }
        let call = try await service._profile.nextHeldCall()
        call.resume(returning: Profile(name: "first"))
        withKnownIssue {
            call.resume(returning: Profile(name: "second"))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix(
                "resume(returning:) was called on a held call to ProfileServiceMock._profile that had already been resumed"
            )
        }
        #expect(try await caller.value == Profile(name: "first"))
    }

    @Test("many concurrent callers: every held call is taken once and answered")
    func concurrentCallers() async throws {
        let service = ProfileServiceMock()
        service._profile.implementation = .held
        try await withThrowingTaskGroup(of: Profile.self) { group in
            for id in 0..<50 {
                group.addTask { try await service.profile(id: id) }
            }
            var taken: [Int] = []
            for _ in 0..<50 {
                let call = try await service._profile.nextHeldCall(timeout: .seconds(10))
                taken.append(call.arguments)
                call.resume(returning: Profile(name: "\(call.arguments)"))
            }
            #expect(taken.sorted() == Array(0..<50))
            var names: [String] = []
            for try await profile in group { names.append(profile.name) }
            #expect(names.sorted() == (0..<50).map(String.init).sorted())
        }
    }

    @Test("held calls are taken in the order they were recorded, whatever the callers' threads do after")
    func takenInRecordedOrder() async throws {
        for round in 0..<300 {
            let service = ProfileServiceMock()
            service._profile.implementation = .held
            var callers: [Task<Profile, any Error>] = []
            // Each caller starts once the previous one's call is recorded.
            for id in 0..<4 {
                callers.append(Task.detached { try await service.profile(id: id) })
                try await service._profile.waitForCalls(id + 1, timeout: .seconds(30))
            }
            var taken: [Int] = []
            for _ in 0..<4 {
                let call = try await service._profile.nextHeldCall(timeout: .seconds(30))
                taken.append(call.arguments)
                call.resume(returning: Profile(name: "\(call.arguments)"))
            }
            #expect(taken == [0, 1, 2, 3], "round \(round)")
            for (id, caller) in callers.enumerated() {
                #expect(try await caller.value == Profile(name: "\(id)"))
            }
        }
    }
}

/// Held calls in XCTest.
final class HeldCallXCTests: XCTestCase {
    func testAHeldCallIsResumedByTheTest() async throws {
        let service = ProfileServiceMock()
        service._profile.implementation = .held
        let caller = Task { try await service.profile(id: 4) }
        let call = try await service._profile.nextHeldCall()
        XCTAssertEqual(call.arguments, 4)
        call.resume(returning: Profile(name: "xc"))
        let profile = try await caller.value
        XCTAssertEqual(profile, Profile(name: "xc"))
    }
}
