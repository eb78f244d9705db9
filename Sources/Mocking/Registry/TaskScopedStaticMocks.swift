/// Runs `operation` with static mock members of its own: static members used inside — by the operation
/// and by the tasks it starts — are created fresh and seen by no other test, so tests that run in
/// parallel do not share static mock state.
///
/// ```swift
/// @Test func configuresTheService() async {
///     await withTaskScopedStaticMocks {
///         ServiceMock._configure.implementation = .invokes { _ in }
///         await app.start()
///         #expect(ServiceMock._configure.callCount == 1)
///     }
/// }
/// ```
///
/// The scope is a task-local value: child tasks and `Task { }` inherit it; `Task.detached` does not.
/// `resetMockedStaticMembers()` inside the scope resets the scope's members.
public func withTaskScopedStaticMocks<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> Result
) async rethrows -> Result {
    try await StaticMockScope.$current.withValue(ScopedStaticMembers(), operation: operation, isolation: isolation)
}

/// Runs synchronous `operation` with static mock members of its own; see the `async` variant.
public func withTaskScopedStaticMocks<Result>(_ operation: () throws -> Result) rethrows -> Result {
    try StaticMockScope.$current.withValue(ScopedStaticMembers(), operation: operation)
}

/// Where static mock members live: the innermost `withTaskScopedStaticMocks` scope, or the process.
enum StaticMockScope {
    @TaskLocal static var current: ScopedStaticMembers?

    /// How many groups of 64 copies of slots a scope keeps (``ScopedStaticMembers``): a constant, which
    /// ``staticSlotOutOfLine(_:_:)`` compares with in line, without loading it from the scope.
    @_transparent
    static var slotGroupCount: Int { 64 }

    /// ``current``, unretained, read from the runtime without `TaskLocal.get()`.
    ///
    /// `TaskLocal.get()` is not inlinable: generic code that finds the value with
    /// `swift_task_localValueGet` and copies it through its value witnesses, with a retain and a release.
    /// Reading a bound class value took 22.3 ns a read that way, 8.4 ns calling the runtime function
    /// directly (`swiftc -O`, ten million reads, median of five; Benchmarks/README.md). The value lives in
    /// the binding, which outlives the calling task's use of it.
    ///
    /// Transparent, so that ``staticSlotOutOfLine(_:_:)`` reads it in line even without optimization; the
    /// value is read through a typed pointer, which such a build reads in line, where `load(as:)` is a call
    /// of generic code: the binding's `ScopedStaticMembers?` read as `Unmanaged<ScopedStaticMembers>?`, a
    /// type of the same layout (one reference, `nil` as zero), in memory the concurrency runtime allocated.
    @_transparent
    static var currentUnretained: Unmanaged<ScopedStaticMembers>? {
        guard let value = taskLocalValue(forKey: UnsafeRawPointer(Unmanaged.passUnretained($current).toOpaque()))
        else { return nil }
        // The binding stores a `ScopedStaticMembers?`: one reference.
        return value.assumingMemoryBound(to: Unmanaged<ScopedStaticMembers>?.self).pointee
    }

    /// The static members of the current scope, or of the process.
    static var members: StaticMembers {
        scopeMembers ?? staticMockMembers
    }

    /// The members of the current scope, if the task is in one: `nil` without asking for the task-local
    /// value while no scope is alive (``alive``). In line, so that a call that finds no scope alive makes
    /// no call for it.
    @inline(__always)
    static var scopeMembers: StaticMembers? {
        _stdlib_atomicAcquiringLoadARCRef(object: alive.word) == nil
            ? nil : currentUnretained?._withUnsafeGuaranteedRef { $0.members }
    }

    /// The box of the static member `key` among ``members``, of type `Member`, created and named `name()` on
    /// first use; unretained. The process's members are used as they are, without the retain and release
    /// of a reference returned from ``members``.
    static func box<Member: __MockMember>(
        _ key: StaticMemberKey, strict: Bool, declaration: DeclarationLocation, named name: () -> String
    ) -> Unmanaged<__MockMemberBox<Member>> {
        if let scope = scopeMembers {
            return scope.box(key, strict: strict, declaration: declaration, named: name)
        }
        return staticMockMembers.box(key, strict: strict, declaration: declaration, named: name)
    }

    /// How many scopes' members (``ScopedStaticMembers``) are alive. While none is, no task can be in a
    /// scope, and a static call of a mock with ``__StaticMemberSlots`` reads its member from its slot without
    /// asking for the task-local value (a call of the runtime). The members of a scope live as long as a
    /// task can see them: the scope's operation, and tasks it started that still run (`Task { }` keeps the
    /// task-local values it inherits).
    static let alive = AtomicCount()
}

/// Slot `slot` of `slots` (a mock type's ``__StaticMemberSlots``) for a static call that did not read it
/// there, because a scope is alive in the process or the slot is empty: the current scope's copy of the
/// slot, or the slot itself outside a scope; `nil` while it is empty (the member not yet used in the scope,
/// or at all) or the scope keeps no copy of these slots (past the first 4,096 mock types with slots, whose
/// every call in a scope then finds its member in the scope's table), and the call then finds or creates
/// its member out of line
/// (``Mock/__staticBoxOutOfLine(_:of:group:index:strict:slots:fileID:filePath:line:column:)``). Unretained:
/// the process keeps its slots, and the binding keeps the scope, and with it its copies, while the task
/// uses it.
///
/// Not generic, and written for a build without optimization too, where this module's code is neither
/// specialized nor inlined across files: one function (each function's parameters and local values are
/// zeroed with a call of `memset` there), reading objects with `takeUnretainedValue()` rather than
/// through closures. With the generic function it replaces on this path, and its closures, a call in a
/// scope executed 1,556 instructions in such a build, 1,090 now (Benchmarks/README.md).
@usableFromInline
func staticSlotOutOfLine(_ slots: __StaticMemberSlots, _ slot: Int) -> Unmanaged<AnyObject>? {
    guard let scope = StaticMockScope.currentUnretained else {
        return _stdlib_atomicAcquiringLoadARCRef(object: slots.slots + slot)
    }
    // The scope's slots for the mock type: in group `number >> 6` of its 64 (a `OnceReferences` of 64
    // `__StaticMemberSlots`, written once by `ScopedStaticMembers.slots(mirroring:)`), at `number & 63`.
    let number = slots.number
    guard number >> 6 < StaticMockScope.slotGroupCount,
        let group = _stdlib_atomicAcquiringLoadARCRef(
            object: scope.takeUnretainedValue().slotGroupsStart + (number >> 6)),
        let kept = _stdlib_atomicAcquiringLoadARCRef(
            object: Unmanaged<OnceReferences>.fromOpaque(group.toOpaque()).takeUnretainedValue().start + (number & 63))
    else { return nil }
    return _stdlib_atomicAcquiringLoadARCRef(
        object: Unmanaged<__StaticMemberSlots>.fromOpaque(kept.toOpaque()).takeUnretainedValue().slots + slot)
}

/// The runtime's read of a task-local value, which `TaskLocal.get()` calls: the address of the value bound
/// to `key` (the `TaskLocal`'s identity) in the current task, or in the current thread outside a task;
/// `nil` when none is bound. An entry point of the concurrency runtime's ABI (the standard library's
/// `_taskLocalValueGet(key:)`).
@_silgen_name("swift_task_localValueGet")
private func taskLocalValue(forKey key: UnsafeRawPointer) -> UnsafeMutableRawPointer?
