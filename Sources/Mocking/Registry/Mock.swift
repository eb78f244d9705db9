/// A mock type written by `@Mocked` or `@MockedMembers`.
///
/// Every mock adopts it, which gives it ``resetMockedStaticMembers()``, the storage of its static members,
/// and the storage of the members it gets from the protocols its protocol refines.
public protocol Mock: AnyObject {
    /// Glue for generated code: storage for members implemented in protocol extensions. Not for direct use.
    var __mockMembers: __MockMembers { get }

    /// Glue for generated code: the members of a parent protocol that the mock stores in place, if
    /// `Members` is the type of such a group (`__MockedMembers_Parent.InPlace`); `nil` otherwise. Not for
    /// direct use.
    ///
    /// The mock of a protocol refining `@Mocked` protocols compares `Members` with the group of each direct
    /// parent. Called from the parent's extension specialized for the mock, the comparison is decided when
    /// compiling, and a call reads its accessor from the mock itself, as a call of the mock's own member
    /// does (Documentation/architecture.md, "Members of refined protocols").
    func __storedMembers<Members>(_ type: Members.Type) -> Members?

    /// Glue for generated code: `__mockMembers.groups`, read from the mock's stored property (a `@Mocked`
    /// mock's `__mockStorage`), so that a build without optimization, where a protocol extension's method
    /// reaches the mock only through this protocol, finds an inherited member's accessor without a copy of
    /// `__mockMembers` and without generic code. `@Mocked` writes it for the mock of a refining protocol,
    /// `@MockedMembers` for every mock; the default reads a copy. The addresses it holds are the mock's:
    /// valid while the mock lives. Not for direct use.
    var __groupAccessors: __GroupAccessors { get }
}

extension Mock {
    /// Glue for generated code: no members stored in place, as for every mock but those of protocols
    /// refining `@Mocked` protocols. Not for direct use.
    public func __storedMembers<Members>(_ type: Members.Type) -> Members? { nil }

    /// Glue for generated code: the groups of `__mockMembers`, read from a copy of it, for a mock whose
    /// macro writes no such property: a `@Mocked` mock of a protocol that refines no `@Mocked` protocol,
    /// which has none. Not for direct use.
    public var __groupAccessors: __GroupAccessors { __mockMembers.groups }

    /// Resets every static member of this mock type: implementations removed, recorded calls forgotten.
    ///
    /// Static mock state outlives a test; call this in `tearDown` or a test's `deinit`, or run the test in
    /// `withTaskScopedStaticMocks` to give it static members of its own. For a generic mock, each
    /// specialization (`RepositoryMock<String, Int>`) has static members of its own.
    public static func resetMockedStaticMembers() {
        let mockType = ObjectIdentifier(Self.self)
        StaticMockScope.members.table.reset { $0.mockType == mockType }
    }

    /// Glue for generated code: the static member named `name` of this mock type, the requirement at
    /// `index` of the protocol whose group is `group` (`__MockedMembers_P`), declared at `line` and `column`
    /// of the calling file; found by the group and the place, which the mock and the protocol's extension
    /// both know, without hashing the name. A hand-written mock's own member, which has no place, passes
    /// an empty type declared for it alone (`__MockStaticKey_reset`) and index 0. Not for direct use.
    public static func __staticMember<Member: __MockMember>(
        _ name: String, group: Any.Type, index: Int, strict: Bool = false, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Member {
        let box: Unmanaged<__MockMemberBox<Member>> = staticBox(
            group: group, index: index, strict: strict,
            declaration: DeclarationLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        ) { "\(Self.self).\(name)" }
        return box.takeUnretainedValue().member
    }

    /// Glue for generated code: ``__staticMember(_:group:index:strict:fileID:filePath:line:column:)`` for a
    /// mock type that keeps its static members in `slots` (a `@Mocked` mock that is not generic): read from
    /// the slot at `index` while no scope is alive, so that none can be current; otherwise from the slots of
    /// the current scope, or these (see ``__StaticMemberSlots``). Not for direct use.
    ///
    /// Transparent, so that a static call compiles the read of the slot in, even without optimization;
    /// `name` is a `StaticString`, which that build does not make a `String` of on every call.
    @_transparent
    public static func __staticMember<Member: __MockMember>(
        _ name: StaticString, group: Any.Type, index: Int, strict: Bool = false, slots: __StaticMemberSlots,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Member {
        if _stdlib_atomicAcquiringLoadARCRef(object: slots.scopesAlive) == nil,
            let box = _stdlib_atomicAcquiringLoadARCRef(object: slots.slots + 3 &* index)
        {
            // The slot holds the box of the member the table created for this requirement, of type `Member`:
            // taken as it is, since `unsafeDowncast` checks the type with a dynamic cast in a debug build.
            return Unmanaged<__MockMemberBox<Member>>.fromOpaque(box.toOpaque()).takeUnretainedValue().member
        }
        if let box = staticSlotOutOfLine(slots, 3 &* index) {
            return Unmanaged<__MockMemberBox<Member>>.fromOpaque(box.toOpaque()).takeUnretainedValue().member
        }
        return __staticBoxOutOfLine(
            name, of: Member.self, group: group, index: index, strict: strict, slots: slots, fileID: fileID,
            filePath: filePath, line: line, column: column
        ).takeUnretainedValue().member
    }

    /// Glue for generated code: runs `body` with accessor `accessor` (0: the method, or the getter; 1: the
    /// setter) of the static member at `index` of `group`, of type `member`, passed borrowed, for a mock
    /// type that keeps its static members in `slots`: read from its slot while no scope is alive, so that
    /// none can be current; otherwise from the member in the slots of the current scope, or in these. Not
    /// for direct use.
    ///
    /// A call through the backing property returned the member with a retain, released after the call:
    /// two atomic operations, which made a static `.returns` call 1.4x the careful mock's in release
    /// (Benchmarks/README.md). Transparent, as ``__withAccessor(_:group:index:accessor:register:namesSelf:_:)``
    /// is, and for the same reasons; generated code passes a local function as `body`.
    @_transparent
    public static func __withStaticAccessor<Member: __MockMember, Accessor: AnyObject, Result, Failure: Error>(
        _ name: StaticString, of member: Member.Type, group: Any.Type, index: Int, accessor: Int,
        strict: Bool = false, slots: __StaticMemberSlots, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (Accessor) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try __withBorrowed(
            __staticAccessor(
                name, of: member, group: group, index: index, accessor: accessor, strict: strict, slots: slots,
                fileID: fileID, filePath: filePath, line: line, column: column),
            body)
    }

    /// Glue for generated code: ``__withStaticAccessor(_:of:group:index:accessor:strict:slots:fileID:filePath:line:column:_:)``
    /// for a member that throws untyped errors (`throws`), which passes the error through as it is (see
    /// ``__withThrowingAccessor(_:group:index:accessor:register:namesSelf:_:)``). Not for direct use.
    @_transparent
    public static func __withThrowingStaticAccessor<Member: __MockMember, Accessor: AnyObject, Result>(
        _ name: StaticString, of member: Member.Type, group: Any.Type, index: Int, accessor: Int,
        strict: Bool = false, slots: __StaticMemberSlots, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (Accessor) throws -> Result
    ) rethrows -> Result {
        try __withBorrowedRethrowing(
            __staticAccessor(
                name, of: member, group: group, index: index, accessor: accessor, strict: strict, slots: slots,
                fileID: fileID, filePath: filePath, line: line, column: column),
            body)
    }

    /// Glue for generated code: runs `body` with accessor `accessor` (0: the method, or the getter; 1: the
    /// setter) of the static member named `name` at `index` of `group`, of type `member`, passed borrowed,
    /// for a mock type without slots (a generic `@Mocked` mock, a refining protocol's mock calling its
    /// parent's static member, a hand-written `@MockedMembers` mock, a mock the `mock` command writes):
    /// found in the index of the current scope's members or the process's (``StaticMembers``), or created
    /// on first use. Not for direct use.
    ///
    /// Through the backing property (``__staticMember(_:group:index:strict:fileID:filePath:line:column:)``),
    /// the call looked the member up in generic code of this module, unspecialized, and the property
    /// returned it with a retain: 490 instructions per call of a generic mock (release, both rows of
    /// `RuntimeBenchmark trace static`), 2.8× the careful mock's time with `.returns`
    /// (Benchmarks/README.md). The look-up here is one call of a function that is not generic.
    @_transparent
    public static func __withStaticMember<Member: __MockMember, Accessor: AnyObject, Result, Failure: Error>(
        _ name: StaticString, of member: Member.Type, group: Any.Type, index: Int, accessor: Int,
        strict: Bool = false, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, _ body: (Accessor) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try __withBorrowed(
            __indexedStaticAccessor(
                name, of: member, group: group, index: index, accessor: accessor, strict: strict, fileID: fileID,
                filePath: filePath, line: line, column: column),
            body)
    }

    /// Glue for generated code: ``__withStaticMember(_:of:group:index:accessor:strict:fileID:filePath:line:column:_:)``
    /// for a member that throws untyped errors (`throws`), which passes the error through as it is (see
    /// ``__withThrowingAccessor(_:group:index:accessor:register:namesSelf:_:)``). Not for direct use.
    @_transparent
    public static func __withThrowingStaticMember<Member: __MockMember, Accessor: AnyObject, Result>(
        _ name: StaticString, of member: Member.Type, group: Any.Type, index: Int, accessor: Int,
        strict: Bool = false, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, _ body: (Accessor) throws -> Result
    ) rethrows -> Result {
        try __withBorrowedRethrowing(
            __indexedStaticAccessor(
                name, of: member, group: group, index: index, accessor: accessor, strict: strict, fileID: fileID,
                filePath: filePath, line: line, column: column),
            body)
    }

    /// The accessor the two functions above pass: from the index, or from a member created on first use.
    @_transparent @usableFromInline
    static func __indexedStaticAccessor<Member: __MockMember>(
        _ name: StaticString, of member: Member.Type, group: Any.Type, index: Int, accessor: Int, strict: Bool,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> Unmanaged<AnyObject> {
        if let indexed = staticAccessorFromIndex(
            StaticIndexKey(mockType: Self.self, group: group, index: index, memberType: Member.self), accessor)
        {
            return indexed
        }
        return __staticBoxOnFirstUse(
            name, of: member, group: group, index: index, strict: strict, fileID: fileID, filePath: filePath,
            line: line, column: column
        ).__accessor(accessor)
    }

    /// The box of a static member the index did not hold: found or created in the table, and indexed.
    @usableFromInline
    static func __staticBoxOnFirstUse<Member: __MockMember>(
        _ name: StaticString, of member: Member.Type, group: Any.Type, index: Int, strict: Bool,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> Unmanaged<__MockMemberBox<Member>> {
        staticBox(
            group: group, index: index, strict: strict,
            declaration: DeclarationLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        ) { "\(Self.self).\(name)" }
    }

    /// The accessor that ``__withStaticAccessor(_:of:group:index:accessor:strict:slots:fileID:filePath:line:column:_:)``
    /// and its `Throwing` form pass: read from its slot while no scope is alive, otherwise out of line.
    @_transparent @usableFromInline
    static func __staticAccessor<Member: __MockMember>(
        _ name: StaticString, of member: Member.Type, group: Any.Type, index: Int, accessor: Int, strict: Bool,
        slots: __StaticMemberSlots, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> Unmanaged<AnyObject> {
        if _stdlib_atomicAcquiringLoadARCRef(object: slots.scopesAlive) == nil,
            let stored = _stdlib_atomicAcquiringLoadARCRef(object: slots.slots + (3 &* index &+ 1 &+ accessor))
        {
            return stored
        }
        if let stored = staticSlotOutOfLine(slots, 3 &* index &+ 1 &+ accessor) {
            return stored
        }
        return __staticBoxOutOfLine(
            name, of: member, group: group, index: index, strict: strict, slots: slots, fileID: fileID,
            filePath: filePath, line: line, column: column
        ).__accessor(accessor)
    }

    /// The box of the static member at `index` of `group`, unretained, for a call that found its slot empty
    /// (``staticSlotOutOfLine(_:_:)``): the scope's member if one is current, otherwise the process's; found
    /// or created, on first use named `name`, in the scope's table or the process's, and kept in the slots
    /// the scope keeps for this mock type, or in `slots`. The table that has the member keeps it while the
    /// call runs: the process's for good, the scope's while the scope lasts, which the calling task's scope
    /// outlives.
    @usableFromInline
    static func __staticBoxOutOfLine<Member: __MockMember>(
        _ name: StaticString, of member: Member.Type, group: Any.Type, index: Int, strict: Bool,
        slots: __StaticMemberSlots, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> Unmanaged<__MockMemberBox<Member>> {
        let scope = StaticMockScope.currentUnretained?.takeUnretainedValue()
        let key = StaticMemberKey(
            mockType: ObjectIdentifier(Self.self), member: MemberKey(group: ObjectIdentifier(group), index: index))
        let declaration = DeclarationLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let box: Unmanaged<__MockMemberBox<Member>> = (scope?.members ?? staticMockMembers).box(
            key, strict: strict, declaration: declaration
        ) { "\(Self.self).\(name)" }
        if let scope {
            scope.slots(mirroring: slots)?.store(box.takeUnretainedValue(), at: index)
        } else {
            slots.store(box.takeUnretainedValue(), at: index)
        }
        return box
    }

    /// The box of the static member at `index` of `group` of this mock type, of type `Member`, in the current
    /// scope's members or the process's, created named `name()` on first use; unretained.
    private static func staticBox<Member: __MockMember>(
        group: Any.Type, index: Int, strict: Bool, declaration: DeclarationLocation, named name: () -> String
    ) -> Unmanaged<__MockMemberBox<Member>> {
        let key = StaticMemberKey(
            mockType: ObjectIdentifier(Self.self), member: MemberKey(group: ObjectIdentifier(group), index: index))
        return StaticMockScope.box(key, strict: strict, declaration: declaration, named: name)
    }

    /// Glue for generated code: the instance member at `index` of the group `group` that the mock's
    /// ``__MockMembers`` registered when it was created; when the mock registered no such group (a
    /// hand-written `@MockedMembers` mock), the member `register`, the group's registration, creates the
    /// first time a member of the group is asked for: once, or, when a member's type names `Self`
    /// (`namesSelf`), once for each `Self` it is asked with (a hand-written mock class's subclasses). Not for
    /// direct use.
    ///
    /// Transparent, like ``__withAccessor(_:group:index:accessor:register:namesSelf:_:)``, which finds a
    /// member in the same groups when the mock stores none in place.
    @_transparent
    public func __member<Member: __MockMember>(
        group: Any.Type, index: Int, register: (inout __MockMemberRegistry) -> Void, namesSelf: Bool = false
    ) -> Member {
        // The group's registration created the member with type `Member`, so the box is taken as it is:
        // `unsafeDowncast` would check the type with a dynamic cast in a debug build.
        Unmanaged<__MockMemberBox<Member>>.fromOpaque(
            __box(group: group, index: index, register: register, namesSelf: namesSelf).toOpaque()
        ).takeUnretainedValue().member
    }

    /// The box of the member at `index` of the group `group`, registered when the mock was created or, when
    /// it was not (a hand-written mock), by `register` on first use; unretained: the mock keeps it for its
    /// lifetime.
    @_transparent @usableFromInline
    func __box(
        group: Any.Type, index: Int, register: (inout __MockMemberRegistry) -> Void, namesSelf: Bool
    ) -> Unmanaged<__AnyMockMemberBox> {
        // Without optimization, the groups the mock registered when it was created, and those published
        // since, are read through `__groupAccessors`, which comes without a copy of `__mockMembers`.
        switch isBuiltWithoutOptimization() {
        case true:
            let groups = __groupAccessors
            if let box = groups.box(of: group, at: index) {
                return box
            }
            let mockType = __groupMockType(namesSelf: namesSelf)
            if let box = groups.publishedBox(of: group, at: index, for: mockType) {
                return box
            }
            return __mockMembers.groupMemberOnFirstUse(group, at: index, for: mockType, register: register)
        case false: break
        }
        // Read once: a hand-written mock's, through the protocol's witness, comes with a retain of each
        // reference it holds.
        let members = __mockMembers
        // Not `??`, nor `Optional.map`, whose closures stay generic code without optimization.
        guard let box = members.registeredMember(group, at: index) else {
            return members.groupMemberOnFirstUse(
                group, at: index, for: __groupMockType(namesSelf: namesSelf), register: register)
        }
        return box
    }

    /// The mock type a group registered on first use is registered for: `Self` when its members' types
    /// name `Self`; otherwise `Never`, which stands for every mock type, so that the group is registered
    /// once, whatever `Self` asks (a subclass's type, or the mock class's).
    @_transparent @usableFromInline
    func __groupMockType(namesSelf: Bool) -> Any.Type {
        namesSelf ? Self.self : Never.self
    }

    /// Glue for generated code: runs `body` with accessor `accessor` (0: the method, or the getter; 1: the
    /// setter) of the instance member at `index` of the group `group`, and returns its result. Not for
    /// direct use.
    ///
    /// An optimized build takes the accessor from the mock's struct of the protocol's members, `InPlace`
    /// (`__MockedMembers_Parent.InPlace`), read by `inPlace`, when the mock stores one (read from
    /// ``Mock/__storedMembers(_:)``, which `@Mocked` mocks do for every protocol they inherit from):
    /// specialized for the mock, that is one load from the mock. A build without
    /// optimization does not evaluate `inPlace` (there `__storedMembers` is a generic call that returns a
    /// copy of the whole struct through its value witnesses) and finds the accessor among the groups the
    /// mock registered when it was created (``Mock/__groupAccessors``: keys compared in turn, then a load).
    /// Otherwise the accessor is that of a member registered on first use (a hand-written `@MockedMembers`
    /// mock's, which registers no group when it is created), found among the groups published so far or
    /// created by `register` (``__member(group:index:register:namesSelf:)``).
    ///
    /// The accessor is passed borrowed, so that a call of a synchronous inherited member costs no retain
    /// and release of it, as a call of the mock's own member does. What keeps it alive is the member, which
    /// the chain `self` → `let __mockStorage` (a hand-written mock's `let __mockMembers`) → its storage's
    /// `registered` (or its table's registry for the group) → the box's `let member` keeps: none of them
    /// lets go of the next while the mock lives.
    ///
    /// Transparent, so that a debug build compiles it into the extension's method for the member's
    /// concrete types, as it does the member's own short path; there the accessor is read with a retain
    /// instead, since the closure that borrows it would stay generic code. `inPlace` is a closure that
    /// takes the struct, not an autoclosure: without optimization an autoclosure, formed on every call,
    /// retained and released the mock it captured. It takes the struct rather than the mock, so that it
    /// captures no generic parameter: a closure taking the mock (`{ $0.__storedMembers(…)?._fetch }`) was
    /// formed on every call of a debug build with the mock's type and witness tables stored in its context
    /// (an inherited getter: 221 → 218 instructions; Benchmarks/README.md).
    ///
    /// Generated code passes a local `@_transparent` function as `body`, not a closure: an optimized
    /// build left the closure a function of its own, called on every call. Transparent rather than
    /// `@inline(__always)`, which a build without optimization ignores: there the function is compiled
    /// into the member too, without a frame of its own (an inherited getter: 240 → 226 instructions).
    @_transparent
    public func __withAccessor<InPlace, Accessor: AnyObject, Result, Failure: Error>(
        _ inPlace: (InPlace) -> Unmanaged<AnyObject>?, group: Any.Type, index: Int, accessor: Int,
        register: (inout __MockMemberRegistry) -> Void, namesSelf: Bool = false,
        _ body: (Accessor) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        switch isBuiltWithoutOptimization() {
        case true:
            // The accessor is passed with a retain (`__withBorrowed`'s path without optimization).
            return try body(
                __accessor(
                    inPlace, accessor, group: group, index: index, register: register, namesSelf: namesSelf,
                    readsInPlace: false
                ).takeUnretainedValue())
        case false: break
        }
        return try __withGuaranteed(
            __accessor(
                inPlace, accessor, group: group, index: index, register: register, namesSelf: namesSelf,
                readsInPlace: true),
            body)
    }

    /// Glue for generated code: ``__withAccessor(_:group:index:accessor:register:namesSelf:_:)`` for a
    /// member that throws untyped errors (`throws`). Not for direct use.
    ///
    /// The accessor is borrowed through `Unmanaged._withUnsafeGuaranteedRef`, which rethrows untyped errors.
    /// `__withAccessor`, generic over the error's type, carries a typed error through it in a `Result` and
    /// throws it again, which costs a second `swift_willThrowTypedImpl` and a look-up of the `Result`'s
    /// metadata per call that throws: an inherited `parse` `.throws` call executed 173.5 instructions
    /// against 142.5 for the mock's own (Benchmarks/README.md). Here the error passes through as it is.
    @_transparent
    public func __withThrowingAccessor<InPlace, Accessor: AnyObject, Result>(
        _ inPlace: (InPlace) -> Unmanaged<AnyObject>?, group: Any.Type, index: Int, accessor: Int,
        register: (inout __MockMemberRegistry) -> Void, namesSelf: Bool = false,
        _ body: (Accessor) throws -> Result
    ) rethrows -> Result {
        switch isBuiltWithoutOptimization() {
        case true:
            return try body(
                __accessor(
                    inPlace, accessor, group: group, index: index, register: register, namesSelf: namesSelf,
                    readsInPlace: false
                ).takeUnretainedValue())
        case false: break
        }
        return try __accessor(
            inPlace, accessor, group: group, index: index, register: register, namesSelf: namesSelf,
            readsInPlace: true
        )._withUnsafeGuaranteedRef(body)
    }

    /// Glue for generated code: the synchronous start of a call of an inherited `async` member, `body`
    /// (``AsyncMockMethod/__start(_:)``) run with accessor `accessor` of the member at `index` of the group
    /// `group`, borrowed, as ``__withAccessor(_:group:index:accessor:register:namesSelf:_:)`` runs a
    /// synchronous call. Not for direct use.
    ///
    /// Neither of the other forms serves it. The generic one carries its error out of
    /// `_withUnsafeGuaranteedRef` in a `Result`, and compiled into the extension's method together with
    /// the call's finish (then `AsyncMockMethod.__finish`), Swift 6.3.1's optimizer stopped on the method ("Invalid SIL
    /// provided to OSSACompleteLifetime"). The `Throwing` one takes a throwing body, to which a build
    /// without optimization converts the local function, then calls it as a function of its own.
    @_transparent
    public func __withAsyncStart<InPlace, Accessor: AnyObject, Arguments, Output, Failure: Error>(
        _ inPlace: (InPlace) -> Unmanaged<AnyObject>?, group: Any.Type, index: Int, accessor: Int,
        register: (inout __MockMemberRegistry) -> Void, namesSelf: Bool = false,
        _ body: (Accessor) -> __AsyncCallStart<Arguments, Output, Failure>
    ) -> __AsyncCallStart<Arguments, Output, Failure> {
        switch isBuiltWithoutOptimization() {
        case true:
            return body(
                __accessor(
                    inPlace, accessor, group: group, index: index, register: register, namesSelf: namesSelf,
                    readsInPlace: false
                ).takeUnretainedValue())
        case false: break
        }
        return __accessor(
            inPlace, accessor, group: group, index: index, register: register, namesSelf: namesSelf,
            readsInPlace: true
        )._withUnsafeGuaranteedRef(body)
    }

    /// The accessor that ``__withAccessor(_:group:index:accessor:register:namesSelf:_:)`` passes: in an
    /// optimized build (`readsInPlace`) from the struct the mock stores in place; without optimization
    /// from the groups the mock registered when it was created; otherwise registered on first use.
    @_transparent @usableFromInline
    func __accessor<InPlace, Accessor: AnyObject>(
        _ inPlace: (InPlace) -> Unmanaged<AnyObject>?, _ accessor: Int, group: Any.Type, index: Int,
        register: (inout __MockMemberRegistry) -> Void, namesSelf: Bool, readsInPlace: Bool
    ) -> Unmanaged<Accessor> {
        let published: __PublishedGroups
        if readsInPlace {
            if let members = __storedMembers(InPlace.self), let inPlace = inPlace(members) {
                return Unmanaged<Accessor>.fromOpaque(inPlace.toOpaque())
            }
            // The storage is read here, where an optimized build knows the mock's type and reads its stored
            // `__mockMembers` without a copy. (Read by a generic function of this module instead, through
            // the protocol's witness, it came with a retain and a release of each reference it holds: 340.5
            // instructions for a hand-written mock's inherited getter, against 91.8 for a mock's own;
            // Benchmarks/README.md.)
            published = __mockMembers.published
        } else {
            // Without optimization, `__mockMembers` comes through the protocol's witness as a copy, with a
            // retain and a release of each reference it holds; `__groupAccessors` comes without.
            let groups = __groupAccessors
            // `accessor(_:of:at:)` written out, with the first group's accessor tested as a word: unwrapping
            // an `Optional` and returning the value kept more copies of it on the stack (inherited setter:
            // 279.5 instructions per call through `accessor(_:of:at:)`, 276.5 with `if let` here, 278.5 with
            // the look-up returning a word, 274.5 so; the mock's own 223.5; Benchmarks/README.md).
            if groups.firstKey == unsafeBitCast(group, to: Int.self) {
                let word = unsafeBitCast(groups.firstAccessors[2 &* index &+ accessor], to: UInt.self)
                if word != 0 {
                    return unsafeBitCast(word, to: Unmanaged<Accessor>.self)
                }
            } else if let registered = groups.accessorOfAnotherGroup(accessor, of: group, at: index) {
                return Unmanaged<Accessor>.fromOpaque(registered.toOpaque())
            }
            published = groups.published
        }
        let object = __accessorOnFirstUse(
            accessor, group: group, index: index, published: published, register: register, namesSelf: namesSelf)
        return Unmanaged<Accessor>.fromOpaque(object.toOpaque())
    }

    /// Accessor `accessor` of the member at `index` of the group `group`, which the mock did not register
    /// when it was created (a hand-written mock's inherited member): found among the groups `published`
    /// in line, without a lock, reading only where they are (asking the whole struct, an optimized build
    /// copied it to the stack first, for the call of the body); the rest out of line, so that the
    /// extension's every synchronous member does not compile it in (machine code of the module's build,
    /// and its time).
    @_transparent @usableFromInline
    func __accessorOnFirstUse(
        _ accessor: Int, group: Any.Type, index: Int, published: __PublishedGroups,
        register: (inout __MockMemberRegistry) -> Void, namesSelf: Bool
    ) -> Unmanaged<AnyObject> {
        let mockType = __groupMockType(namesSelf: namesSelf)
        if let published = published.accessor(accessor, of: group, at: index, for: mockType) {
            return published
        }
        return __mockMembers.accessorNotPublished(
            accessor, group: group, index: index, for: mockType, register: register)
    }

    /// Glue for generated code: the instance member named `name` of this mock, the requirement at `index`
    /// of the protocol whose group is `group` (`__MockedMembers_P`), declared at `line` and `column` of the
    /// calling file; created on first use, and found by the group and the place, without hashing the name
    /// (a requirement with `@available` attributes no check can ask, which no registration can create). A
    /// hand-written mock's own such member passes an empty type declared for it alone and index 0. Not for
    /// direct use.
    public func __member<Member: __MockMember>(
        _ name: String, group: Any.Type, index: Int, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Member {
        memberOnFirstUse(
            MemberKey(group: ObjectIdentifier(group), index: index), named: name,
            declaration: DeclarationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The instance member `member` of this mock, created named `name` on first use.
    private func memberOnFirstUse<Member: __MockMember>(
        _ member: MemberKey, named name: String, declaration: DeclarationLocation
    ) -> Member {
        __mockMembers.table.member(member, strict: __mockMembers.isStrict, isStatic: false, declaration: declaration) {
            "\(Self.self).\(name)"
        }
    }
}

/// Glue for generated code: the members a mock gets from the extensions of the `@Mocked` protocols its
/// protocol refines, created on first use. Not for direct use.
///
/// A value holding the storage, which a mock stores in place, so that a call of an inherited member
/// reaches the member's box with two loads: the storage, whose elements are the boxes, then the box (a
/// debug build reads every registered group's boxes through `groups` instead, below). (A class holding an array of
/// boxes took four loads: the class, the array, the group's start, the box.) The
/// storage cannot be the value the mock stores: a `ManagedBuffer` subclass cannot be `Sendable` (its
/// superclass's conformance is unavailable), and an actor mock reads this value from any isolation.
public struct __MockMembers: @unchecked Sendable {
    /// Written when the mock is created, only read after; what makes this value `Sendable`.
    @usableFromInline
    let storage: __MockMemberStorage

    /// Glue for generated code: where the registered groups' members (`storage`'s, which keeps them at
    /// those addresses for its lifetime) and the groups `table` publishes are, addresses only: what a
    /// build without optimization reads, without going through `storage` (a generic closure there), and
    /// what `@MockedMembers` returns from ``Mock/__groupAccessors``. Not for direct use.
    public let groups: __GroupAccessors

    /// The members created on first use, reporting to the end-of-test checks of the test that creates the
    /// mock; kept here rather than in `storage`'s header, which a build without optimization reads with a
    /// check of exclusive access.
    let table: MockMemberTable<MemberKey>

    /// Where `table` publishes the groups it registers on first use, for calls to find without a lock, and
    /// without loading `table` first; `table` keeps it.
    @usableFromInline
    let published: __PublishedGroups

    /// Creates storage for members that are `strict` or not, for a `@Mocked` mock that registers none (one
    /// whose protocol refines no `@Mocked` protocol).
    public init(strict: Bool = false) {
        self.init(__MockMemberRegistry(isStrict: strict), inlineCapacity: 0)
    }

    /// Glue for generated code: storage for a hand-written `@MockedMembers` mock, which registers the
    /// members it gets from `@Mocked` protocols the first time one of a protocol's members is used, and
    /// keeps room for a copy of the first such group's accessors (``__PublishedGroups``). Not for direct use.
    public static func handWritten() -> Self {
        Self(__MockMemberRegistry(isStrict: false), inlineCapacity: __PublishedGroups.handWrittenMockCapacity)
    }

    /// Storage for the members `registry` holds; room for a copy of the accessors of the first group
    /// registered on first use, if it has no more than `inlineCapacity` members.
    init(_ registry: __MockMemberRegistry, inlineCapacity: Int = 0) {
        table = MockMemberTable(
            usageScope: MockUsageScope.current, strict: registry.isStrict, inlineCapacity: inlineCapacity)
        published = table.published
        storage = __MockMemberStorage.make(registry, published: published)
        groups = __GroupAccessors(storage.withUnsafeMutablePointerToHeader { $0 })
    }

    /// Whether the members created here are strict (see ``MockMember/isStrict``).
    var isStrict: Bool { table.isStrict }

    /// The member at `index` of the group `group`, if it was registered; unretained.
    ///
    /// Through the storage, whose look-up an optimized build inlines (reading through it was faster than
    /// reading the first group's boxes from this value: release inherited getter 11.0 ns against 12.9,
    /// with the same instructions; Benchmarks/README.md). A build without optimization finds registered
    /// members through ``Mock/__groupAccessors`` before it gets here, and comes here only on first use.
    @inlinable @inline(__always)
    func registeredMember(_ group: Any.Type, at index: Int) -> Unmanaged<__AnyMockMemberBox>? {
        // A mock that registered no group (a hand-written one) is not asked.
        if groups.registered.count == 0 {
            return nil
        }
        return storage.registeredMember(group, at: index)
    }

    /// Accessor `accessor` of the member at `index` of the group `group`, when it is not among the published
    /// groups (``Mock/__withAccessor(_:group:index:accessor:register:namesSelf:_:)``): registered when the
    /// mock was created, or created on first use for `mockType` by `register`.
    @usableFromInline @inline(never)
    func accessorNotPublished(
        _ accessor: Int, group: Any.Type, index: Int, for mockType: Any.Type,
        register: (inout __MockMemberRegistry) -> Void
    ) -> Unmanaged<AnyObject> {
        guard let box = registeredMember(group, at: index) else {
            return groupMemberOnFirstUse(group, at: index, for: mockType, register: register).__accessor(accessor)
        }
        return box.__accessor(accessor)
    }

    /// The member at `index` of the group `group` of a mock that registered no such group when it was
    /// created (a hand-written mock): from the groups its table registers on first use for `mockType` (the
    /// extension's `Self`), by `register`. Out of line: a `@Mocked` mock never calls it.
    @usableFromInline @inline(never)
    func groupMemberOnFirstUse(
        _ group: Any.Type, at index: Int, for mockType: Any.Type, register: (inout __MockMemberRegistry) -> Void
    ) -> Unmanaged<__AnyMockMemberBox> {
        table.groupMember(group, at: index, for: mockType, register: register)
    }

    /// Every member: those registered and those created on first use so far.
    var allMembers: [any __MockMember] {
        storage.header.registered.compactMap { $0?.anyMember } + table.allMembers()
    }
}

/// Glue for generated code: what the mock of a protocol refining `@Mocked` protocols stores: its
/// ``__MockMembers``, and the registered members of its direct parents again, unretained, in place: a
/// struct `__MockedMembers_Parent.InPlace` for each (or a tuple of them), which holds its own parents'
/// structs. Not for direct use.
///
/// A parent's or grandparent's extension asks the mock for its struct (``Mock/__storedMembers(_:)``) and
/// reads a call's accessor from there, from the mock itself, as the mock's own members are read; the
/// registry keeps the members alive, and serves resetting and inspecting all of them, the backing
/// properties and hand-written mocks.
public struct __MockStorage<InPlace>: @unchecked Sendable {
    /// The registered members and the table of members created on first use.
    public let members: __MockMembers

    /// The direct parents' members, as `register` returned them: unretained references, never changed
    /// after the mock's creation; what makes this value `Sendable`.
    public let inPlace: InPlace

    /// `members.groups`, stored again so that the mock's ``Mock/__groupAccessors`` reads it from its own
    /// stored property without a copy of `members` (a build without optimization copies the value in the
    /// middle of `__mockStorage.members.groups`, with a retain of each reference it holds).
    public let groups: __GroupAccessors

    /// Storage for members that are `strict` or not: `register` registers them and returns the direct
    /// parents' `InPlace` structs, which it reads from the registry.
    public init(strict: Bool = false, register: (inout __MockMemberRegistry) -> InPlace) {
        var registry = __MockMemberRegistry(isStrict: strict)
        inPlace = register(&registry)
        members = __MockMembers(registry)
        groups = members.groups
    }
}

/// The storage of ``__MockMembers``: a header, then the registered members' boxes, unretained (the
/// header's `registered` keeps them alive), one after the other in the object itself.
@usableFromInline
final class __MockMemberStorage: ManagedBuffer<__MockMemberStorage.Header, Unmanaged<__AnyMockMemberBox>?> {
    /// Everything but the members' boxes.
    @usableFromInline
    struct Header {
        /// The key of the group registered first, whose members start at the first element; the key of
        /// `NoGroup` when none was.
        @usableFromInline
        let firstGroupKey: ObjectIdentifier

        /// The members of every group, in order; what keeps them alive.
        let registered: [__AnyMockMemberBox?]

        /// The groups' keys, starts, boxes and accessors at addresses a call reads without this header;
        /// the storage frees them.
        @usableFromInline
        let registeredGroups: __RegisteredGroups

        /// Where the mock's table publishes the groups it registers on first use; the table keeps it.
        @usableFromInline
        let published: __PublishedGroups
    }

    /// The key of no group, for a mock that registered none.
    enum NoGroup {}

    /// Storage for the members `registry` holds, and the address of `published` for calls to read.
    static func make(_ registry: __MockMemberRegistry, published: __PublishedGroups) -> __MockMemberStorage {
        let members = registry.members
        let created = create(minimumCapacity: members.count) { buffer in
            Header(
                firstGroupKey: registry.groupKeys.first ?? ObjectIdentifier(NoGroup.self), registered: members,
                registeredGroups: __RegisteredGroups(
                    registry, boxes: buffer.withUnsafeMutablePointerToElements { $0 }),
                published: published)
        }
        let storage = unsafeDowncast(created, to: Self.self)
        storage.withUnsafeMutablePointerToElements { elements in
            for (index, box) in members.enumerated() {
                (elements + index).initialize(to: box.map { Unmanaged.passUnretained($0) })
            }
        }
        return storage
    }

    deinit {
        header.registeredGroups.deallocate()
    }

    /// The member at `index` of the group `group`, if it was registered; unretained.
    ///
    /// The header is read through its pointer: `ManagedBuffer.header` is a `var`, whose every read would
    /// check exclusive access at run time (`swift_beginAccess`).
    @inlinable @inline(__always)
    func registeredMember(_ group: Any.Type, at index: Int) -> Unmanaged<__AnyMockMemberBox>? {
        let key = ObjectIdentifier(group)
        let firstGroupMember = withUnsafeMutablePointers { header, elements in
            key == header.pointee.firstGroupKey ? elements + index : nil
        }
        if let firstGroupMember { return firstGroupMember.pointee }
        return memberOfAnotherGroup(key, at: index)
    }

    /// The member at `index` of the group `key` when that is not the first group; out of line, so that
    /// the look-up of the first group, which every call of a member of a protocol refining one `@Mocked`
    /// protocol makes, is all a mock's method inlines.
    @usableFromInline @inline(never)
    func memberOfAnotherGroup(_ key: ObjectIdentifier, at index: Int) -> Unmanaged<__AnyMockMemberBox>? {
        withUnsafeMutablePointerToHeader { $0.pointee.registeredGroups.box(ofKey: Int(bitPattern: key), at: index) }
    }
}

/// A member created on first use, in a mock type (static) or a mock (instance): the requirement at `index`
/// of the protocol whose member group is `group` (a `@Mocked` mock's, or one from a `@Mocked` parent's
/// extension), or a hand-written mock's own member, keyed by an empty type declared for it alone, at
/// index 0. Never a name: hashing one cost every call of a static member.
struct MemberKey: Hashable, Sendable {
    let group: ObjectIdentifier
    let index: Int
}

/// Where a static member lives: its mock type, and the member in it.
struct StaticMemberKey: Hashable, Sendable {
    let mockType: ObjectIdentifier
    let member: MemberKey
}

/// The static members of every mock type, outside `withTaskScopedStaticMocks` scopes.
let staticMockMembers = StaticMembers(capacity: 1_024)

/// Resets every instance member of `mock`: implementations removed, recorded calls forgotten, as each
/// member's `reset()` does. Static members stay; reset them with `resetMockedStaticMembers()`.
///
/// A function rather than a method of the mock, so that it cannot clash with a requirement of the mocked
/// protocol.
///
/// ```swift
/// resetMockedMembers(of: mock)
/// #expect(mock._fetch.callCount == 0)
/// ```
public func resetMockedMembers(of mock: some Mock) {
    // Members the mock's own declaration stores, and those of refined protocols kept in its storage.
    for child in Mirror(reflecting: mock).children {
        storedMember(child.value)?.reset()
    }
    for member in mock.__mockMembers.allMembers {
        member.reset()
    }
}

/// Runs `body` with `object`, a method or accessor of type `Accessor` that something else keeps alive,
/// passed borrowed: without optimization, read with a retain instead, since the closure that borrows it
/// would stay generic code.
@_transparent @usableFromInline
func __withBorrowed<Accessor: AnyObject, Result, Failure: Error>(
    _ object: Unmanaged<AnyObject>, _ body: (Accessor) throws(Failure) -> Result
) throws(Failure) -> Result {
    let accessor = Unmanaged<Accessor>.fromOpaque(object.toOpaque())
    switch isBuiltWithoutOptimization() {
    case true:
        return try body(accessor.takeUnretainedValue())
    case false: break
    }
    return try __withGuaranteed(accessor, body)
}

/// ``__withBorrowed(_:_:)`` for a `body` that throws untyped errors, passed through as they are.
@_transparent @usableFromInline
func __withBorrowedRethrowing<Accessor: AnyObject, Result>(
    _ object: Unmanaged<AnyObject>, _ body: (Accessor) throws -> Result
) rethrows -> Result {
    let accessor = Unmanaged<Accessor>.fromOpaque(object.toOpaque())
    switch isBuiltWithoutOptimization() {
    case true:
        return try body(accessor.takeUnretainedValue())
    case false: break
    }
    return try accessor._withUnsafeGuaranteedRef(body)
}

/// `body` run with `accessor` borrowed: the optimized build's path of ``__withBorrowed(_:_:)``, which an
/// optimized build inlines; without optimization a call never made, rather than the closure and the
/// `Result` compiled into every member that passes an accessor borrowed.
@inlinable @inline(__always)
func __withGuaranteed<Accessor: AnyObject, Result, Failure: Error>(
    _ accessor: Unmanaged<Accessor>, _ body: (Accessor) throws(Failure) -> Result
) throws(Failure) -> Result {
    // `_withUnsafeGuaranteedRef` rethrows untyped errors; the result carries the typed one through.
    let result = accessor._withUnsafeGuaranteedRef { accessor -> Swift.Result<Result, Failure> in
        do throws(Failure) {
            return .success(try body(accessor))
        } catch {
            return .failure(error)
        }
    }
    return try result.get()
}
