extension MockMember {
    /// Answers a call to a member that has no implementation.
    ///
    /// A member returning `Void` has nothing to decide: the call is recorded as returning and nothing else
    /// happens. Any other member cannot make up a value, so the process stops with a message that names
    /// the member, shows the call's arguments and the line that fixes it.
    @usableFromInline
    final func unimplemented(_ arguments: Arguments) -> Output {
        if Output.self == Void.self {
            let output = () as! Output
            state.withLock { $0.returnedValues.append(.success(output)) }
            return output
        }
        fatalError(unimplementedMessage(arguments))
    }

    /// The message for a call to a member that has no implementation.
    func unimplementedMessage(_ arguments: Arguments) -> String {
        """
        \(name) was called with \(describe(arguments)) but has no implementation. \
        Set one before the code under test calls it, for example:
            \(name).implementation = .returns(…)
        """
    }

    private func describe(_ arguments: Arguments) -> String {
        Arguments.self == Void.self ? "no arguments" : String(reflecting: arguments)
    }
}
