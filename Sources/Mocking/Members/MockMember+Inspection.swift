extension MockMember: InspectableMockMember {
    func startRecordingOrder() {
        withLock { $0.orderedCalls = $0.orderedCalls ?? OrderedCalls(firstCall: $0.invocations.total) }
    }

    func orderedCalls(after sequence: UInt64) -> [CallOrder.Call] {
        let calls = withLock { state -> [(arguments: Arguments, sequence: UInt64)] in
            guard let ordered = state.orderedCalls else { return [] }
            return ordered.numberedCalls.compactMap { call, number in
                // A call the member no longer keeps (see `history`) is left out.
                guard number > sequence, let arguments = state.invocations.element(at: call) else { return nil }
                return (arguments, number)
            }
        }
        return calls.map { call in
            let form: CallOrder.Call.ArgumentForm =
                Arguments.self == Void.self
                ? .none : Mirror(reflecting: call.arguments).displayStyle == .tuple ? .list : .single
            return CallOrder.Call(
                member: name, arguments: describe(call.arguments), memberID: ObjectIdentifier(self),
                sequence: call.sequence, form: form)
        }
    }

    func usageProblems(strict: Bool) -> [MockUsageProblem] {
        let (implementation, callCount, setAtCall, silentCalls, heldCalls) = withLock { state in
            (
                state.implementation, state.invocations.total, state.implementationSetAtCall,
                state.callsAnsweredWithoutImplementation, state.heldCalls
            )
        }
        var problems: [MockUsageProblem] = []
        if setAtCall == callCount {
            let calls = callCount == 0 ? "no call used it" : "no call used it (the \(callCount) before did not)"
            problems.append(
                MockUsageProblem(
                    """
                    The test set the implementation of \(name) to \(implementation.summary), but \(calls). \
                    Remove it, or find out why the code under test did not call \(name).
                    """,
                    at: declaration))
        }
        if strict && silentCalls > 0 {
            let times = silentCalls == 1 ? "once" : "\(silentCalls) times"
            problems.append(
                MockUsageProblem(
                    """
                    \(name) was called \(times) without an implementation the test set, and the test checks \
                    its mocks strictly. Set one, for example:
                        \(fixLine(invokesNothing))
                    or find out why the code under test called it.
                    """,
                    at: declaration))
        }
        for call in heldCalls?.unresumedCalls() ?? [] {
            guard let ending = call.endUnresumed() else { continue }
            problems.append(
                MockUsageProblem(
                    "A held call to \(name) with \(describe(call.arguments)) was never resumed; \(ending). "
                        + "Resume each held call before the test ends: call.resume(returning: …) or "
                        + "call.resume(throwing: …).",
                    at: declaration))
        }
        return problems
    }
}

extension MockMember.Implementation {
    /// The implementation as a test writes it, for messages: `.returns(21.5)`, `.invokes { … }`.
    var summary: String {
        Self.summary(of: behavior)
    }

    private static func summary(of behavior: Behavior) -> String {
        switch behavior {
        case .unimplemented: ".unimplemented"
        case .returns(let output): ".returns(\(String(reflecting: output)))"
        case .throws(let error): ".throws(\(String(reflecting: error)))"
        case .invokes: ".invokes { … }"
        case .held: ".held"
        case .inOrder(let answers, let repeatsLast):
            ".inOrder([\(answers.map(summary(of:)).joined(separator: ", "))]"
                + (repeatsLast ? ", thenRepeatingLast: true)" : ")")
        }
    }

    /// Whether the implementation, or one of its answers, holds calls.
    var holdsCalls: Bool {
        switch behavior {
        case .held: true
        case .inOrder(let answers, _): answers.contains { if case .held = $0 { true } else { false } }
        default: false
        }
    }
}
