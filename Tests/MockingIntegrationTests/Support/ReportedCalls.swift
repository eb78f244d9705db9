import TestSupport
import Testing

/// Whether `issue` reports a call that nothing answered: no implementation, or `.inOrder` answers that ran
/// out.
private func reportsUnansweredCall(_ text: String) -> Bool {
    text.contains("but has no implementation") || text.contains("of its implementation ran out")
}

/// The texts of the unanswered-call reports `body` makes, which are expected; any other issue fails the
/// test.
func reportedCalls(_ body: () -> Void) -> [String] {
    let texts = LockedValue<[String]>([])
    withKnownIssue {
        body()
    } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined()
        guard reportsUnansweredCall(text) else { return false }
        texts.withLock { $0.append(text) }
        return true
    }
    return texts.current
}

/// The texts of the unanswered-call reports `body` makes, which are expected; any other issue fails the
/// test.
func asyncReportedCalls(_ body: () async -> Void) async -> [String] {
    let texts = LockedValue<[String]>([])
    await withKnownIssue {
        await body()
    } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined()
        guard reportsUnansweredCall(text) else { return false }
        texts.withLock { $0.append(text) }
        return true
    }
    return texts.current
}
