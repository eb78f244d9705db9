/// Records issues in the running Swift Testing test, found at run time through the symbols `Testing`
/// exports; see ``TestFailureReporter``.
///
/// `Testing`'s types (`Test`, `Comment`, `SourceLocation`, `Issue`) are resilient, so their values are
/// passed by address and their layout is theirs to know. The functions below are therefore called
/// through function types over generic parameters that are bound to those types' own metadata (looked
/// up by mangled name): Swift then passes and destroys every value by address, with `Testing`'s own value
/// witnesses, exactly as a caller that imports `Testing` would.
enum SwiftTestingReporter {
    private struct Functions: Sendable {
        let currentTest: LoadedSymbol
        let makeComment: LoadedSymbol
        let makeSourceLocation: LoadedSymbol
        let recordIssue: LoadedSymbol
        let testType: any Any.Type
        let commentType: any Any.Type
        let sourceLocationType: any Any.Type
        let issueType: any Any.Type
    }

    /// `Testing`'s functions, or `nil` when the process has not loaded Swift Testing.
    private static let loaded = LoadedOnceFound { () -> Functions? in
        guard
            let currentTest = LoadedSymbol("$s7Testing4TestV7currentACSgvgZ"),
            let makeComment = LoadedSymbol("$s7Testing7CommentV8rawValueACSS_tcfC"),
            let makeSourceLocation = LoadedSymbol(
                "$s7Testing14SourceLocationV6fileID0D4Path4line6columnACSS_SSS2itcfC"),
            let recordIssue = LoadedSymbol("$s7Testing5IssueV6record_14sourceLocationAcA7CommentVSg_AA06SourceE0VtFZ"),
            let testType = _typeByName("7Testing4TestV"),
            let commentType = _typeByName("7Testing7CommentV"),
            let sourceLocationType = _typeByName("7Testing14SourceLocationV"),
            let issueType = _typeByName("7Testing5IssueV")
        else { return nil }
        return Functions(
            currentTest: currentTest, makeComment: makeComment, makeSourceLocation: makeSourceLocation,
            recordIssue: recordIssue, testType: testType, commentType: commentType,
            sourceLocationType: sourceLocationType, issueType: issueType
        )
    }

    /// Whether the process has loaded Swift Testing.
    static var isLoaded: Bool { loaded.value != nil }

    /// Whether the calling task runs inside a Swift Testing test (`Test.current != nil`).
    static var isRunningTest: Bool {
        guard let functions = loaded.value else { return false }
        func currentTestExists<Test>(_: Test.Type) -> Bool {
            functions.currentTest.function(as: (@convention(thin) () -> Test?).self)() != nil
        }
        return currentTestExists(functions.testType)
    }

    /// Records an issue with `message` at `location`: `Issue.record(Comment(rawValue: message),
    /// sourceLocation:)`. Swift Testing gives it to the current test; with none current, to every test run
    /// in progress in the process, which it fails (and to nothing when none is).
    static func recordIssue(_ message: String, at location: DeclarationLocation) {
        guard let functions = loaded.value else { return }
        func withComment<Comment>(_: Comment.Type) {
            let makeComment = functions.makeComment.function(as: (@convention(thin) (__owned String) -> Comment).self)
            let comment: Comment? = makeComment(message)
            func withSourceLocation<SourceLocation>(_: SourceLocation.Type) {
                let makeSourceLocation = functions.makeSourceLocation.function(
                    as: (@convention(thin) (__owned String, __owned String, Int, Int) -> SourceLocation).self)
                let sourceLocation = makeSourceLocation(
                    location.fileIDText, location.filePathText, Int(location.line), Int(location.column))
                func withIssue<Issue>(_: Issue.Type) {
                    let record = functions.recordIssue.function(
                        as: (@convention(thin) (Comment?, SourceLocation) -> Issue).self)
                    _ = record(comment, sourceLocation)
                }
                withIssue(functions.issueType)
            }
            withSourceLocation(functions.sourceLocationType)
        }
        withComment(functions.commentType)
    }
}
