extension MockMember {
    /// Answers a call to a member that has no implementation.
    ///
    /// A member returning `Void` has nothing to decide: the call is recorded as returning and nothing else
    /// happens. The same holds for `Void?`, the result of a failable initializer's backing member, which
    /// then succeeds. Any other member cannot make up a value, so the process stops with a message that
    /// names the member, shows the call's arguments and the line that fixes it.
    @usableFromInline
    final func unimplemented(_ arguments: Arguments) -> Output {
        let output: Output
        if Output.self == Void.self {
            output = () as! Output
        } else if Output.self == Void?.self {
            output = Optional(()) as! Output
        } else {
            fatalError(unimplementedMessage(arguments))
        }
        state.withLock { $0.returnedValues.append(.success(output)) }
        return output
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
