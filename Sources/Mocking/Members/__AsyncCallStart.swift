/// Glue for generated code: how far the synchronous start of a call of an `async` member got
/// (``AsyncMockMethod/__start(_:)``), which a call of a member inherited from a `@Mocked` parent runs on
/// the method borrowed, as a synchronous call runs its member. Not for direct use.
///
/// A call answered by a fixed output is finished where it started, without the backing property, whose
/// member an `async` function keeps retained for the whole call; any other is finished by
/// ``AsyncMockMethod/__finish(_:_:)`` on the backing property. `Sendable` as the member is: what it holds
/// is what the member hands a call, a fixed answer or an `.invokes` closure.
public enum __AsyncCallStart<Output, Failure: Error, Body>: @unchecked Sendable {
    /// The call is recorded, and answered by this fixed output.
    case output(Output)
    /// The call is recorded, and answered by this fixed error.
    case failure(Failure)
    /// The call is recorded, and answered by this `.invokes` closure, which runs outside the lock.
    case invokes(Body)
    /// Nothing is recorded: the call takes the member's long path.
    case unrecorded

    /// The fixed output that answers the call, or `nil` when ``AsyncMockMethod/__finish(_:_:)`` finishes it.
    @_transparent
    public var __output: Output? {
        if case .output(let output) = self {
            return output
        }
        return nil
    }
}
