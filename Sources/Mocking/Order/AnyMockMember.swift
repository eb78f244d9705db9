/// A mocked method or accessor of any type, such as `mock._save` or `mock._count.getter`: what a
/// ``CallOrder`` takes to name the calls it expects.
///
/// ``MockMethod`` and ``AsyncMockMethod`` adopt it; a property or subscript has one for each accessor
/// (`getter`, `setter`).
public protocol AnyMockMember: AnyObject, Sendable {
    /// The member's full name for messages, such as `WeatherServiceMock._currentTemperature`.
    var name: String { get }
}

/// What the runtime asks of every mock member beyond its public interface: its calls in the order of all
/// calls, and what a test left unused or unresumed. ``MockMember`` is the one type that adopts it.
protocol InspectableMockMember: AnyMockMember {
    /// Numbers the member's calls from now on, for ``CallOrder``.
    func startRecordingOrder()

    /// The member's calls numbered after `sequence`, oldest first.
    func orderedCalls(after sequence: UInt64) -> [RecordedCall]

    /// What the test set up and did not use, or left waiting (see ``verifyMocks(_:strict:)``); held calls
    /// still waiting are ended where the member has a way to end them.
    func usageProblems(strict: Bool) -> [MockUsageProblem]
}

/// The members of `mock`: the ones it stores (a property's or subscript's accessors included) and the ones
/// it got from refined protocols so far.
func inspectableMembers(of mock: some Mock) -> [any InspectableMockMember] {
    let stored = Mirror(reflecting: mock).children.flatMap { inspectableMembers(in: $0.value) }
    return stored + mock.__mockMembers.allMembers.flatMap { inspectableMembers(in: $0) }
}

/// `value` when it is a member; the accessors of a property or subscript member; nothing otherwise.
func inspectableMembers(in value: Any) -> [any InspectableMockMember] {
    if let member = value as? any InspectableMockMember {
        return [member]
    }
    guard let member = storedMember(value) else { return [] }
    // A method kept by an `__AvailableMember` is itself the inspectable member.
    if let inspectable = member as? any InspectableMockMember {
        return [inspectable]
    }
    return Mirror(reflecting: member).children.flatMap { inspectableMembers(in: $0.value) }
}

/// The member a mock stores as `value`: the value itself, or the member an ``__AvailableMember`` keeps (a
/// member whose requirement has restricting `@available` attributes).
func storedMember(_ value: Any) -> (any __MockMember)? {
    (value as? any __MockMember) ?? (value as? __AvailableMember)?.box?.anyMember
}
