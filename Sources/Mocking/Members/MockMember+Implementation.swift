extension MockMember {
    /// What a mocked member does when it is called.
    ///
    /// ```swift
    /// mock._fetch.implementation = .returns(user)
    /// mock._fetch.implementation = .invokes { id in users[id]! }
    /// mock._fetch.implementation = .throws(FetchError.offline)
    /// ```
    ///
    /// `.returns` and `.invokes` take only `Sendable` values and `@Sendable` closures, because the mock may be called
    /// from any thread; `.uncheckedReturns` and `.uncheckedInvokes` lift that check when you know the value is never
    /// shared across threads. `.throws` exists only for members that throw: on any other member it does not compile.
    public struct Implementation: @unchecked Sendable {
        /// The stored behaviour; the unchecked variants store here too, which is why this type is
        /// `@unchecked Sendable`.
        @usableFromInline enum Behavior {
            case unimplemented
            case returns(Output)
            case `throws`(Failure)
            case invokes(Body)
            /// One answer per call, in order, since the implementation was set; after the last, the last
            /// again when `repeatsLast`. The answers are never `.inOrder` themselves.
            case inOrder([Behavior], repeatsLast: Bool)
            /// Each call waits in the member's queue of held calls until the test resumes it; for `async` members only.
            case held
        }

        @usableFromInline let behavior: Behavior

        init(_ behavior: Behavior) {
            self.behavior = behavior
        }

        /// No implementation: a call to a member that returns `Void` is recorded and does nothing; a call
        /// to any other member stops with a message that shows how to implement it.
        public static var unimplemented: Self {
            Self(.unimplemented)
        }

        /// Returns `value` from every call.
        public static func returns(_ value: Output) -> Self where Output: Sendable {
            Self(.returns(value))
        }

        /// Returns `value` from every call, without checking that it is `Sendable`.
        public static func uncheckedReturns(_ value: Output) -> Self {
            Self(.returns(value))
        }

        /// Throws `error` from every call.
        public static func `throws`(_ error: Failure) -> Self {
            Self(.throws(error))
        }

        /// Answers the first call with the first of `answers`, the second call with the second, and so on,
        /// counting from when the implementation is set.
        ///
        /// ```swift
        /// mock._fetch.implementation = .inOrder([.throws(URLError(.timedOut)), .returns(user)])
        /// ```
        ///
        /// After the last answer, a call is reported like a call to a member without an implementation
        /// (also for a member that returns nothing) and carries on the same way — unless
        /// `thenRepeatingLast` is `true`, which answers every later call with the last answer. An answer
        /// that is itself `.inOrder` contributes its answers in place.
        public static func inOrder(_ answers: [Self], thenRepeatingLast: Bool = false) -> Self {
            let flattened = answers.flatMap { answer -> [Behavior] in
                if case .inOrder(let inner, _) = answer.behavior { return inner }
                return [answer.behavior]
            }
            return Self(.inOrder(flattened, repeatsLast: thenRepeatingLast))
        }
    }

    /// What one call gets from the implementation, handed out while the call is recorded.
    @usableFromInline enum Answer {
        case unimplemented
        case returns(Output)
        case `throws`(Failure)
        case invokes(Body)
        /// The call came after the last of an `.inOrder` implementation's `count` answers.
        case exhausted(count: Int)
        /// The call waits in `queue` until the test resumes it.
        case held(HeldCall<Arguments, Output, Failure>, in: HeldCallQueue<Arguments, Output, Failure>)
    }
}

extension MockMember.Implementation where Body == (Arguments) throws(Failure) -> Output {
    /// Answers every call by running `body` with the call's arguments.
    ///
    /// For two or more parameters the closure takes them one by one (`{ latitude, longitude in … }`).
    public static func invokes(_ body: @escaping @Sendable (Arguments) throws(Failure) -> Output) -> Self {
        Self(.invokes(body))
    }

    /// Answers every call by running `body`, a closure that need not be `@Sendable`.
    public static func uncheckedInvokes(_ body: @escaping (Arguments) throws(Failure) -> Output) -> Self {
        Self(.invokes(body))
    }

    /// Not for a synchronous member: holding a call suspends its caller, which only an `async` member's caller can be.
    @available(
        *, unavailable,
        message:
            "only an async member's calls can be held; answer this synchronous member with .invokes { … } or .returns(…) (.uncheckedReturns(…) for a result that is not Sendable)"
    )
    public static var held: Self { Self(.unimplemented) }
}

extension MockMember.Implementation where Body == (Arguments) async throws(Failure) -> Output {
    /// Answers every call by running `body` with the call's arguments.
    ///
    /// For two or more parameters the closure takes them one by one (`{ latitude, longitude in … }`).
    public static func invokes(_ body: @escaping @Sendable (Arguments) async throws(Failure) -> Output) -> Self {
        Self(.invokes(body))
    }

    /// Answers every call by running `body`, a closure that need not be `@Sendable`.
    public static func uncheckedInvokes(_ body: @escaping (Arguments) async throws(Failure) -> Output) -> Self {
        Self(.invokes(body))
    }

    /// Holds every call until the test resumes it: the caller waits, the test takes the call with
    /// ``AsyncMockMethod/nextHeldCall(timeout:)`` and ends it with ``HeldCall/resume(returning:)`` or
    /// ``HeldCall/resume(throwing:)``. Only `async` members offer it.
    public static var held: Self { Self(.held) }
}
