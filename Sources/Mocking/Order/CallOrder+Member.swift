extension CallOrder {
    /// A mocked method or accessor of any type, such as `mock._save` or `mock._count.getter`: what a
    /// ``CallOrder`` takes to name the calls it expects.
    ///
    /// ``MockMethod`` and ``AsyncMockMethod`` adopt it; a property or subscript has one for each accessor
    /// (`getter`, `setter`).
    public protocol Member: AnyObject, Sendable {
        /// The member's full name for messages, such as `WeatherServiceMock._currentTemperature`.
        var name: String { get }
    }
}

/// What the runtime asks of every mock member beyond its public interface: its calls in the order of all
/// calls, and what a test left unused or unresumed. ``MockMember`` is the one type that adopts it.
protocol InspectableMockMember: CallOrder.Member {
    /// Numbers the member's calls from now on, for ``CallOrder``.
    func startRecordingOrder()

    /// The member's calls numbered after `sequence`, oldest first.
    func orderedCalls(after sequence: UInt64) -> [CallOrder.Call]

    /// What the test set up and did not use, or left waiting (see ``verifyMocks(_:strict:)``); held calls
    /// still waiting are ended where the member has a way to end them.
    func usageProblems(strict: Bool) -> [MockUsageProblem]
}

/// The members of `mock`: the ones it stores (a property's or subscript's accessors included) and the ones
/// it created on first use so far.
func inspectableMembers(of mock: some Mock) -> [any InspectableMockMember] {
    storedMembers(of: mock).flatMap { inspectableMembers(in: $0) }
}

/// Numbers the calls of `member`'s methods and accessors from now on, for a ``CallOrder``.
func startRecordingOrder(of member: Any) {
    for accessor in inspectableMembers(in: member) {
        accessor.startRecordingOrder()
    }
}

/// The methods and accessors `member` is made of: itself, or a property's or subscript's accessors.
func inspectableMembers(in member: Any) -> [any InspectableMockMember] {
    if let inspectable = member as? any InspectableMockMember {
        return [inspectable]
    }
    return Mirror(reflecting: member).children.compactMap { $0.value as? any InspectableMockMember }
}
