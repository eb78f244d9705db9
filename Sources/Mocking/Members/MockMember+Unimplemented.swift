extension MockMember {
    /// Answers a call to a member that has no implementation.
    ///
    /// A member that returns nothing (`Void`, or `Void?` for a failable initializer) is answered while the
    /// call is recorded, unless it is strict; a strict one reports the call and returns. Any other call is reported as a failure of the running
    /// test (see ``TestFailureReporter``) and then carries on where it can: a member that may throw any
    /// error throws ``MockUnimplementedError``; one whose return type conforms to ``MockDefaultValue``
    /// returns that value (`nil`, `0`, `""`, `[]` …). A member with no value to give stops the process with
    /// the same message.
    @usableFromInline
    final func unimplemented(_ arguments: Arguments) throws(Failure) -> Output {
        let result: Result<Output, Failure>
        let consequence: String
        if let output = Self.outputOfMemberReturningNothing {
            // Only a strict member gets here; `State.record` answers the others.
            result = .success(output)
            consequence = "it is strict, so the call is a test failure"
        } else if let error = MockUnimplementedError(member: name, arguments: describe(arguments)) as? Failure {
            result = .failure(error)
            consequence = "so it threw MockUnimplementedError"
        } else if let value = (Output.self as? any MockDefaultValue.Type)?.mockDefaultValue,
            let output = value as? Output
        {
            result = .success(output)
            consequence = "so it returned \(String(reflecting: output)), the default value of \(Output.self)"
        } else {
            fatalError(
                unimplementedMessage(
                    arguments,
                    consequence: "and \(Output.self) has no default value to return, so the process stops",
                    alternative: """

                        or give \(Output.self) a default value, which every mock then returns:
                            extension \(Output.self): MockDefaultValue { static var mockDefaultValue: \(Output.self) { … } }
                        """
                ),
                file: declaration.filePath,
                line: declaration.line
            )
        }
        TestFailureReporter.report(unimplementedMessage(arguments, consequence: consequence), at: declaration)
        state.withLock { $0.returnedValues.append(result) }
        return try result.get()
    }

    /// The message for a call to a member that has no implementation: what was called, what happened, and
    /// the line that fixes it.
    func unimplementedMessage(_ arguments: Arguments, consequence: String, alternative: String = "") -> String {
        let example = Self.outputOfMemberReturningNothing == nil ? ".returns(…)" : ".invokes { _ in }"
        return """
            \(name) was called with \(describe(arguments)) but has no implementation, \(consequence). \
            Set one before the code under test calls it, for example:
                \(fixLine(example))\(alternative)
            """
    }

    /// The line of a test that gives the member `implementation`: through the mock type for a static
    /// member (`APIClientMock._make.implementation = …`), through the instance the code under test was
    /// given otherwise (`mock._fetchUser.implementation = …`, with a word on which `mock`).
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
        return "mock.\(memberPath).implementation = \(implementation)\n"
            + "where mock is the \(typeName) the code under test was given"
    }

    private func describe(_ arguments: Arguments) -> String {
        Arguments.self == Void.self ? "no arguments" : String(reflecting: arguments)
    }
}
