import Testing

@testable import Mocking

/// An object that runs `onDeinit` when it goes away, as an object a test's closure captures, or a
/// recorded argument, may do: here it reads the member that held it, which takes the member's lock.
private final class Canary: @unchecked Sendable {
    let onDeinit: () -> Void

    init(_ onDeinit: @escaping () -> Void) {
        self.onDeinit = onDeinit
    }

    deinit {
        onDeinit()
    }
}

/// What the canaries saw; the tests run on one thread.
private final class Seen: @unchecked Sendable {
    var callCounts: [Int] = []

    /// A canary that records `member`'s call count when it goes away.
    func canary<Arguments, Output>(reading member: MockMethod<Arguments, Output, Never>) -> Canary {
        Canary { self.callCounts.append(member.callCount) }
    }
}

/// A member lets go of what it held (a replaced implementation, forgotten calls, trimmed records) after
/// releasing its lock: what goes away may call back into the member without finding the lock taken (a
/// crash: "Recursive call to lock Mutex" on Linux; no platform's lock here is recursive).
@Suite("What a member lets go of goes away outside its lock")
struct ReleaseOutsideLockTests {
    @Test("a replaced implementation's closure: what it captured may read the member when it goes away")
    func replacedImplementation() {
        let member = MockMethod<Int, Int, Never>("M._double")
        let seen = Seen()
        do {
            let canary = seen.canary(reading: member)
            member.implementation = .invokes { [canary] value in
                _ = canary
                return value * 2
            }
        }
        #expect(member.__invoke(3) == 6)
        #expect(seen.callCounts.isEmpty)
        member.implementation = .returns(0)
        #expect(seen.callCounts == [1])
        #expect(member.__invoke(3) == 0)
    }

    @Test("a reset: the implementation and the recorded calls it forgets go away outside the lock")
    func reset() {
        let member = MockMethod<Canary, Void, Never>("M._keep")
        let seen = Seen()
        do {
            let captured = seen.canary(reading: member)
            member.implementation = .invokes { [captured] _ in _ = captured }
            member.__invoke(seen.canary(reading: member))
        }
        #expect(seen.callCounts.isEmpty)
        member.reset()
        #expect(seen.callCounts == [0, 0])
    }

    @Test("a bounded history: the calls a later call drops go away outside the lock")
    func trimmedByACall() {
        let member = MockMethod<Canary, Void, Never>("M._keep")
        let seen = Seen()
        member.history = .last(2)
        // The log keeps up to twice the limit; the fourth call drops the two oldest.
        for _ in 0..<3 {
            member.__invoke(seen.canary(reading: member))
        }
        #expect(seen.callCounts.isEmpty)
        member.__invoke(seen.canary(reading: member))
        #expect(seen.callCounts == [4, 4])
        #expect(member.callCount == 4)
        #expect(member.invocations.count == 2)
    }

    @Test("bounding the history: the calls it drops go away outside the lock")
    func boundedHistory() {
        let member = MockMethod<Canary, Void, Never>("M._keep")
        let seen = Seen()
        for _ in 0..<3 {
            member.__invoke(seen.canary(reading: member))
        }
        #expect(seen.callCounts.isEmpty)
        member.history = .last(1)
        #expect(seen.callCounts == [3, 3])
        #expect(member.callCount == 3)
        #expect(member.invocations.count == 1)
    }
}
