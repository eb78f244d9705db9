/// Records the order of the calls of several mocks and members, so that a test can check it.
///
/// ```swift
/// let order = CallOrder(of: repository, notifier)
/// await model.save(draft)
/// order.expect([repository._save, notifier._notify])           // these calls and nothing else
/// order.expect(inOrder: [repository._save, notifier._notify])  // in this order, others may come between
/// ```
///
/// Recording starts when the `CallOrder` is created; calls before are not part of it. It covers every
/// member of the mocks passed (the accessors of their properties and subscripts too, and members their
/// refined protocols give them) and the `members` passed, such as static ones (`ServiceMock._shared`).
/// Each call is numbered while its member records it, so calls of one member keep their order and a call
/// that happens before another comes first. Resetting a member forgets its calls here too.
///
/// A member records the order from the first `CallOrder` that covers it on; a member no `CallOrder`
/// covers pays nothing for the feature.
public final class CallOrder: Sendable {
    /// The members covered when the recording started.
    private let members: [any InspectableMockMember]

    /// The storage of refined protocols' members of the mocks, which may create members later.
    private let inheritedMembers: [__MockMembers]

    /// Calls numbered after this one belong to the recording.
    private let start: UInt64

    /// Starts recording the calls of every member of `mocks` and of `members`.
    public init(of mocks: any Mock..., members: [any Member] = []) {
        var covered = members.compactMap { $0 as? any InspectableMockMember }
        for mock in mocks {
            covered += inspectableMembers(of: mock)
        }
        inheritedMembers = mocks.map { $0.__mockMembers }
        start = CallSequence.current
        for member in covered {
            member.startRecordingOrder()
        }
        for storage in inheritedMembers {
            storage.table.recordsCallOrder()
        }
        self.members = covered
    }

    /// Every recorded call, in the order the calls happened.
    public var calls: [Call] {
        var all = members
        for storage in inheritedMembers {
            all += storage.table.all(where: { _ in true }).flatMap { inspectableMembers(in: $0) }
        }
        var seen = Set<ObjectIdentifier>()
        return
            all
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
            .flatMap { $0.orderedCalls(after: start) }
            .sorted { $0.sequence < $1.sequence }
    }

    /// Checks that the recorded calls are exactly calls of `expected`, in that order, and nothing else;
    /// otherwise reports a test failure that lists both. Returns whether they are.
    @discardableResult
    public func expect(
        _ expected: [any Member],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        check(
            expected, "these calls, in this order, and no other.",
            at: DeclarationLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        ) { recorded in
            recorded.count == expected.count && zip(recorded, expected).allSatisfy { $0.isCall(of: $1) }
        }
    }

    /// Checks that calls of `expected` happened in that order, with any other calls before, between or
    /// after them; otherwise reports a test failure that lists both. Returns whether they did.
    @discardableResult
    public func expect(
        inOrder expected: [any Member],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        check(
            expected, "these calls, in this order, with any others between them.",
            at: DeclarationLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        ) { recorded in
            var remaining = expected[...]
            for call in recorded {
                if let next = remaining.first, call.isCall(of: next) {
                    remaining = remaining.dropFirst()
                }
            }
            return remaining.isEmpty
        }
    }

    /// Whether the recorded calls match, reporting a failure described by `expectation` when they do not.
    private func check(
        _ expected: [any Member], _ expectation: String, at location: DeclarationLocation,
        matches: ([Call]) -> Bool
    ) -> Bool {
        let recorded = calls
        guard matches(recorded) else {
            report(
                "The calls did not happen as expected: " + expectation, expected: expected, recorded: recorded,
                at: location)
            return false
        }
        return true
    }

    /// Reports a failed expectation with the expected members and the calls recorded.
    private func report(
        _ headline: String, expected: [any Member], recorded: [Call], at location: DeclarationLocation
    ) {
        let limit = 30
        let expectedLines = expected.enumerated().map { "    \($0.offset + 1). \($0.element.name)" }
        var recordedLines = recorded.prefix(limit).enumerated().map { "    \($0.offset + 1). \($0.element)" }
        if recorded.count > limit {
            recordedLines.append("    … and \(recorded.count - limit) more")
        }
        let recordedHeading =
            recorded.isEmpty ? "Recorded: no calls." : "Recorded (\(recorded.count) in all), in this order:"
        let lines = [headline, "Expected:"] + expectedLines + [recordedHeading] + recordedLines
        TestFailureReporter.report(lines.joined(separator: "\n"), at: location)
    }
}
