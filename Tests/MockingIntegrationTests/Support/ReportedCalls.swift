import TestSupport
import Testing

/// Whether `text` reports a call that nothing answered: no implementation, or `.inOrder` answers that ran
/// out.
private func reportsUnansweredCall(_ text: String) -> Bool {
    text.contains("but has no implementation") || text.contains("of its implementation ran out")
}

/// The texts of the unanswered-call reports `body` makes, which are expected; any other issue fails the
/// test.
func reportedCalls(_ body: () -> Void) -> [String] {
    knownIssueTexts(where: reportsUnansweredCall, body)
}

/// The texts of the unanswered-call reports `body` makes, which are expected; any other issue fails the
/// test.
func asyncReportedCalls(_ body: () async -> Void) async -> [String] {
    await knownIssueTexts(where: reportsUnansweredCall, body)
}

/// The texts of the issues `body` records whose text `matches` accepts, which are expected; any other
/// issue fails the test. Unless `isIntermittent`, `body` must record at least one.
func knownIssueTexts(
    where matches: @escaping @Sendable (String) -> Bool, isIntermittent: Bool = false, _ body: () -> Void
) -> [String] {
    let texts = LockedValue<[String]>([])
    withKnownIssue(isIntermittent: isIntermittent) {
        body()
    } matching: {
        keep($0, if: matches, in: texts)
    }
    return texts.current
}

/// The texts of the issues `body` records whose text `matches` accepts; see the synchronous variant.
func knownIssueTexts(
    where matches: @escaping @Sendable (String) -> Bool, isIntermittent: Bool = false, _ body: () async -> Void
) async -> [String] {
    let texts = LockedValue<[String]>([])
    await withKnownIssue(isIntermittent: isIntermittent) {
        await body()
    } matching: {
        keep($0, if: matches, in: texts)
    }
    return texts.current
}

/// Whether `issue` is expected, that is, `matches` accepts its text; the text is kept in `texts` if so.
private func keep(_ issue: Issue, if matches: (String) -> Bool, in texts: LockedValue<[String]>) -> Bool {
    let text = issue.comments.map(\.rawValue).joined()
    guard matches(text) else { return false }
    texts.withLock { $0.append(text) }
    return true
}
