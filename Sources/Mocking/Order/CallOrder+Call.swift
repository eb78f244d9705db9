extension CallOrder {
    /// A call a ``CallOrder`` recorded: which member was called, and with what.
    public struct Call: Sendable, CustomStringConvertible {
        /// The member's full name, such as `RepositoryMock._save`.
        public let member: String

        /// The call's arguments as messages show them: `(a: 4, b: 5)`, `"Oslo"`, or `no arguments`.
        public let arguments: String

        /// The member that was called.
        let memberID: ObjectIdentifier

        /// The call's place in the order of all calls.
        let sequence: UInt64

        /// How ``description`` writes the arguments after the member's name.
        let form: ArgumentForm

        /// The shape of a call's arguments.
        enum ArgumentForm {
            /// No arguments: `()`.
            case none
            /// Two or more, a tuple that writes its own parentheses.
            case list
            /// One value, put in parentheses.
            case single
        }

        /// Whether this is a call of `member`.
        public func isCall(of member: any Member) -> Bool {
            memberID == ObjectIdentifier(member)
        }

        /// The call as Swift would write it: `RepositoryMock._save("draft")`, `RepositoryMock._load()`.
        public var description: String {
            switch form {
            case .none: member + "()"
            case .list: member + arguments
            case .single: member + "(" + arguments + ")"
            }
        }
    }
}
