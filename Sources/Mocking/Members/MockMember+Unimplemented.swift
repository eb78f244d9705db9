extension MockMember {
    /// Answers a call that nothing answers: the member has no implementation, or the answers of its
    /// `.inOrder` implementation ran out after `answerCount`.
    ///
    /// A member that returns nothing (`Void`, or `Void?` for a failable initializer) and has no implementation is
    /// answered while the call is recorded, unless it is strict; a strict one reports the call and returns, and so does
    /// one whose answers ran out. Any other call is reported as a failure of the running test (see
    /// ``TestFailureReporter``) and then carries on where it can: a member that may throw any error throws
    /// ``MockUnimplementedError``; one whose return type conforms to ``MockDefaultValue`` returns that value (`nil`,
    /// `0`, `""`, `[]` …). A member with no value to give stops the process with the same message.
    @usableFromInline
    final func unimplemented(_ arguments: Arguments, answersRanOutAfter answerCount: Int? = nil) throws(Failure)
        -> Output
    {
        let result: Result<Output, Failure>
        let consequence: String
        if let output = Self.outputOfMemberReturningNothing {
            // Without an implementation, only a strict member gets here (`State.answer` answers the others),
            // or one whose `.inOrder` answers ran out.
            result = .success(output)
            consequence =
                answerCount == nil ? "it is strict, so the call is a test failure" : "so the call is a test failure"
        } else if let error = MockUnimplementedError(
            member: name, arguments: describe(arguments), answersRanOutAfter: answerCount) as? Failure
        {
            result = .failure(error)
            consequence = "so it threw MockUnimplementedError"
        } else if let value = (Output.self as? any MockDefaultValue.Type)?.mockDefaultValue,
            let output = value as? Output
        {
            result = .success(output)
            consequence =
                "so it returned \(String(reflecting: output)), the default value of \(messageName(of: Output.self))"
        } else {
            let type = extensibleName(of: Output.self)
            let alternative = type.map { type in
                """

                or give \(type) a default value, which every mock then returns, in the test target (for a type from outside your package, such as Foundation's, write @retroactive MockDefaultValue):
                    extension \(type): MockDefaultValue { public static var mockDefaultValue: \(type) { <#\(type)#> } }
                """
            }
            consequence = "and \(resultName(of: Output.self)) has no default value to return, so the process stops"
            let message = unimplementedMessage(
                arguments, answersRanOutAfter: answerCount, consequence: consequence, alternative: alternative ?? "")
            fatalError(message, file: declaration.filePath, line: declaration.line)
        }
        let message = unimplementedMessage(arguments, answersRanOutAfter: answerCount, consequence: consequence)
        TestFailureReporter.report(message, at: declaration)
        withLock { $0.results.append(result) }
        return try result.get()
    }

    /// The message for a call that nothing answers: what was called, what happened, the line that fixes
    /// it, and the member's earlier calls.
    func unimplementedMessage(
        _ arguments: Arguments,
        answersRanOutAfter answerCount: Int? = nil,
        consequence: String,
        alternative: String = ""
    ) -> String {
        let call = "\(name) was called with \(describe(arguments))"
        let message: String
        if let answerCount {
            let answers = answerCount == 1 ? "the 1 answer" : "the \(answerCount) answers"
            message = """
                \(call) after \(answers) of its implementation ran out, \(consequence). \
                Give it more answers, or let the last one answer every later call, for example:
                    \(fixLine(".inOrder([<#answers#>], thenRepeatingLast: true)"))\(alternative)
                """
        } else {
            let example =
                if Self.outputOfMemberReturningNothing != nil {
                    invokesExample(for: arguments)
                } else if isExistential(Output.self) {
                    // `.returns` takes only a `Sendable` value, which `Any` and `any Decodable` are not.
                    ".uncheckedReturns(<#value#>)"
                } else {
                    ".returns(<#\(messageName(of: Output.self))#>)"
                }
            message = """
                \(call) but has no implementation, \(consequence). \
                Set one before the code under test calls it, for example:
                    \(fixLine(example))\(alternative)
                """
        }
        // The call itself is the last one recorded; earlier ones help to see what the code under test did.
        let history = callHistory()
        return history.count > 1 ? message + "\n" + history.text : message
    }

    /// `.invokes { _ in }`, or, for a method call that passed closures (a completion handler), an implementation that
    /// calls them, which code waiting for them needs: `.invokes { _, completion in completion(<#…#>) }`.
    func invokesExample(for arguments: Arguments) -> String {
        // A setter stores a closure rather than answering with it.
        guard !name.hasSuffix(".setter") else { return ".invokes { _ in }" }
        let mirror = Mirror(reflecting: arguments)
        let values = mirror.displayStyle == .tuple ? mirror.children.map { ($0.label, $0.value) } : [(nil, arguments)]
        let parameters = values.map { label, value in
            let name = label.map { $0.hasPrefix(".") ? "closure\($0.dropFirst())" : $0 } ?? "closure"
            return (name: name, call: closureCall(name, of: value))
        }
        let calls = parameters.compactMap(\.call)
        guard !calls.isEmpty else { return invokesNothing }
        let names = parameters.map { $0.call == nil ? "_" : $0.name }.joined(separator: ", ")
        return ".invokes { \(names) in \(calls.joined(separator: "; ")) }"
    }

    /// `.invokes {}`, or `.invokes { _ in }` for a member with parameters: an implementation that does nothing.
    var invokesNothing: String { Arguments.self == Void.self ? ".invokes {}" : ".invokes { _ in }" }

    /// The line of a test that gives the member `implementation`: through the mock type for a static
    /// member (`APIClientMock._make.implementation = …`), through the instance the code under test was
    /// given otherwise (`mock._fetchUser…`, with a word on which `mock`; `await mock…` in an actor mock).
    func fixLine(_ implementation: String) -> String {
        // The backing property's name starts after the last `._` (`RepositoryMock<Swift.Int>._fetch`).
        let split = name.indices.last { index in
            name[index] == "." && name.index(after: index) < name.endIndex && name[name.index(after: index)] == "_"
        }
        guard !isStatic, let split else {
            return "\(name).implementation = \(implementation)"
        }
        let typeName = name[..<split]
        let memberPath = name[name.index(after: split)...]
        return "\(isInActor ? "await " : "")mock.\(memberPath).implementation = \(implementation)\n"
            + "where mock is the \(typeName) the code under test was given"
    }

    /// A call's arguments as messages show them: `(a: 4, b: 5)`, `"Oslo"`, or `no arguments`.
    func describe(_ arguments: Arguments) -> String {
        Arguments.self == Void.self ? "no arguments" : String(reflecting: arguments)
    }

    /// The member's recorded calls for a failure message, and how many there are: `Its calls so far: …`
    /// with the last `limit` calls numbered, or `It has not been called.`
    func callHistory(limit: Int = 5) -> (count: Int, text: String) {
        let (count, recent) = withLock { state in
            (state.invocations.total, Array(state.invocations.elements.suffix(limit)))
        }
        guard count > 0 else { return (0, "It has not been called.") }
        let heading =
            count <= limit ? "Its calls so far (\(count)):" : "Its calls so far (\(count) in all; the last \(limit)):"
        let lines = recent.enumerated().map { offset, arguments in
            "    \(count - recent.count + offset + 1). \(describe(arguments))"
        }
        return (count, ([heading] + lines).joined(separator: "\n"))
    }
}
