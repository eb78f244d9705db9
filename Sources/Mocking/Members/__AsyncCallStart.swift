/// Glue for generated code: how far the synchronous start of a call of an `async` member got
/// (``AsyncMockMethod/__start(_:)``), which a call of a member inherited from a `@Mocked` parent runs on
/// the method borrowed, as a synchronous call runs its member; ``__finish(_:)`` finishes the call. Not for
/// direct use.
///
/// A call that goes on past its start holds its member unretained: the mock that stores the member, which
/// the caller keeps for the whole call, keeps it alive. An `async` function keeps a member it reads as a
/// reference retained for the whole call, and the backing property, read again to finish the call, costs
/// a look-up (Documentation/architecture.md, "Inherited `async` calls"). `Sendable` as the member is: what
/// it holds is what the member hands a call, a fixed answer or an `.invokes` closure, and the member.
public enum __AsyncCallStart<Arguments, Output, Failure: Error>: @unchecked Sendable {
    /// The member whose call started.
    public typealias Member = AsyncMockMethod<Arguments, Output, Failure>

    /// The call is recorded, and answered by this fixed output.
    case output(Output)
    /// The call is recorded, and answered by this fixed error.
    case failure(Failure)
    /// The call is recorded, and answered by this `.invokes` closure, which runs outside the lock; what it
    /// returns or throws is recorded in the member.
    case invokes((Arguments) async throws(Failure) -> Output, Unmanaged<Member>)
    /// Nothing is recorded: the call takes the member's long path.
    case unrecorded(Unmanaged<Member>)

    /// Finishes the call, as ``AsyncMockMethod/__invoke(_:)`` would have: returns the fixed output, throws
    /// the fixed error, runs the closure and records what it returned or threw, or takes the long path.
    ///
    /// Transparent, like ``AsyncMockMethod/__start(_:)``, and `consuming`: the closure is switched on as
    /// it is, without a copy, a retain and a release more.
    @_transparent
    public consuming func __finish(_ arguments: Arguments) async throws(Failure) -> Output {
        switch consume self {
        case .output(let output):
            return output
        case .failure(let error):
            throw error
        case .invokes(let body, let member):
            let result = await Member.result(of: body, with: arguments)
            // Borrowed after the `await`, not across it, so that nothing is retained.
            switch isBuiltWithoutOptimization() {
            case true:
                // `_withUnsafeGuaranteedRef` is a generic call here.
                member.takeUnretainedValue().recordResult(result)
            case false:
                member._withUnsafeGuaranteedRef { $0.recordResult(result) }
            }
            return try result.get()
        case .unrecorded(let member):
            let method = member.takeUnretainedValue()
            return try await method.carryOut(method.recordAnyAnswer(arguments), for: arguments)
        }
    }
}
