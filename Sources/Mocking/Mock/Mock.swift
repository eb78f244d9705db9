/// A mock type written by `@Mocked` or `@MockedMembers`.
///
/// Every mock adopts it, which gives it ``resetMockedStaticMembers()`` and a place for the members it gets
/// from the protocols its protocol refines.
public protocol Mock: AnyObject {
    /// Glue for generated code: the members the mock creates on first use. Not for direct use.
    var __mockMembers: __MockMembers { get }
}

extension Mock {
    /// Resets every static member of this mock type: implementations removed, recorded calls forgotten.
    ///
    /// Static mock state outlives a test; call this in `tearDown` or a test's `deinit`, or run the test in
    /// `withTaskScopedStaticMocks` to give it static members of its own. For a generic mock, each
    /// specialization (`RepositoryMock<String, Int>`) has static members of its own.
    public static func resetMockedStaticMembers() {
        let mockType = ObjectIdentifier(Self.self)
        for member in StaticMemberScope.members.all(where: { $0.mockType == mockType }) {
            member.reset()
        }
    }
}

/// Glue for generated code: what the mock of a protocol that refines others declares, so that the initializers those
/// protocols require, which their `@Mocked` extensions implement, can create it. Not for direct use.
public protocol __RefiningMock: Mock {
    /// Creates the mock, for an initializer requirement of a refined protocol, which records the call.
    init(__mocking: Void)
}

extension __MockMembers {
    /// Glue for generated code: what the mock of a refining protocol declares, so that a `@Mocked` parent's
    /// associated types it does not name are inferred from the placeholders that parent's extension gives
    /// (`Any`, `any Error`, ``SendableHashable``, arrays). Not for direct use.
    public protocol PlaceholderAssociatedTypes: __RefiningMock {}

    /// The placeholder for a parent's associated type that is `Hashable` and `Sendable` (`AnyHashable` is not).
    public struct SendableHashable: Hashable, @unchecked Sendable {
        private let hashable: AnyHashable  // of a `Sendable` value

        /// The value it wraps.
        public var base: any Hashable & Sendable { hashable.base as! any Hashable & Sendable }

        /// Wraps `base`.
        public init(_ base: some Hashable & Sendable) { hashable = AnyHashable(base) }

        /// The same placeholder, not wrapped again.
        public init(_ other: Self) { self = other }
    }
}

/// Glue for generated code: the members a mock creates on first use — those of the protocols its protocol
/// refines, and those whose `@available` attributes keep them out of its stored properties — keyed by the
/// requirement's protocol and place. Not for direct use.
public final class __MockMembers: Sendable {
    @usableFromInline let table = MemberTable()

    /// Whether members created on first use are strict (`@Mocked(strict: true)`).
    @usableFromInline let isStrict: Bool

    /// The `.verifiesMocks` scope the mock was created in, which members created later join too.
    let usageScope: MockUsageScope?

    /// Storage for a mock whose members are `strict` or not.
    public init(strict: Bool = false) {
        isStrict = strict
        usageScope = MockUsageScope.current
    }
}

/// Glue for generated code: the instance member `name` of `mock` for the requirement at `index` of
/// `group` (the requirement's protocol, `(any P).self`), created on first use. Not for direct use.
@inlinable public func __member<Member: Sendable>(
    _ name: StaticString, of mock: some Mock, group: Any.Type, index: Int, inActor: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, lineOffset: UInt = 0,
    column: UInt = #column
) -> Member {
    let members = mock.__mockMembers
    return members.table.member(MemberKey(mockType: nil, group: group, index: index, member: Member.self)) {
        members.create(
            "\(type(of: mock)).\(name)", inActor: inActor, fileID: fileID, filePath: filePath, line: line,
            lineOffset: lineOffset, column: column)
    }
}

extension __MockMembers {
    /// A member of the mock created on first use: strict if the mock is, in the `.verifiesMocks` scope the
    /// mock was created in.
    @usableFromInline func create<Member>(
        _ name: String, inActor: Bool, fileID: StaticString, filePath: StaticString, line: UInt, lineOffset: UInt,
        column: UInt
    ) -> Member {
        MockUsageScope.$current.withValue(usageScope) {
            makeMember(
                name, strict: isStrict, isStatic: false, inActor: inActor, fileID: fileID, filePath: filePath,
                line: line, lineOffset: lineOffset, column: column)
        }
    }
}

/// Glue for generated code: the static member `name` of `mockType` for the requirement at `index` of `group`, created
/// on first use in the current `withTaskScopedStaticMocks` scope, or for the process. Not for direct use.
@inlinable public func __staticMember<Member: Sendable>(
    _ name: StaticString, of mockType: Any.Type, group: Any.Type, index: Int, strict: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, lineOffset: UInt = 0,
    column: UInt = #column
) -> Member {
    let key = MemberKey(mockType: mockType, group: group, index: index, member: Member.self)
    // While no `withTaskScopedStaticMocks` scope is alive, no task has one: the process's member serves,
    // without reading the task-local scope.
    if let member: Member = StaticMemberScope.process.memberWhileNoScopeIsAlive(key) {
        return member
    }
    return StaticMemberScope.members.member(key) {
        makeMember(
            "\(mockType).\(name)", strict: strict, isStatic: true, fileID: fileID, filePath: filePath, line: line,
            lineOffset: lineOffset, column: column)
    }
}

/// Resets every instance member of `mock`: implementations removed, recorded calls forgotten, as each
/// member's `reset()` does. Static members stay; reset them with `resetMockedStaticMembers()`.
///
/// A function rather than a method of the mock, so that it cannot clash with a requirement of the mocked protocol.
///
/// ```swift
/// resetMockedMembers(of: mock)
/// #expect(mock._fetch.callCount == 0)
/// ```
public func resetMockedMembers(of mock: some Mock) {
    for member in storedMembers(of: mock) {
        member.reset()
    }
}

/// The mocks of `type` that its initializer requirements create — those the code under test makes through
/// `any Plugin.Type` — recorded as calls, one per mock, while it is created, from the first time a test
/// asks for them. An implementation configures each; `invocations` are the mocks, kept until
/// `resetMockedStaticMembers()`. Static, like `_init`, and left out of the end-of-test checks.
///
/// ```swift
/// createdMocks(of: PluginMock.self).implementation = .invokes { plugin in plugin._run.implementation = .returns(1) }
/// host.load(PluginMock.self)   // calls PluginMock.init(config:), then run()
/// #expect(createdMocks(of: PluginMock.self).lastInvocation?._run.callCount == 1)
/// ```
public func createdMocks<Created: Mock>(of type: Created.Type) -> MockMethod<Created, Void, Never> {
    MockUsageScope.$current.withValue(nil) {
        __staticMember("createdMocks", of: type, group: (any Mock).self, index: 0)
    }
}

/// Glue for generated code: records `mock`, which an initializer requirement has just created, in
/// ``createdMocks(of:)`` if a test asked for those. Not for direct use.
public func __created<Created: Mock>(_ mock: Created) {
    let key = MemberKey(
        mockType: Created.self, group: (any Mock).self, index: 0, member: MockMethod<Created, Void, Never>.self)
    for case let created as MockMethod<Created, Void, Never> in StaticMemberScope.members.all(where: { $0 == key }) {
        created.__invoke(mock)
    }
}

/// Glue for generated code: a mocked call's result as a `sending` one, which the test vouched for by answering
/// with a `Sendable` value, a closure's new one or `.uncheckedReturns`. Not for direct use.
public func __sending<Value>(_ value: Value) -> sending Value {
    nonisolated(unsafe) let value = value
    return value
}

/// The members of `mock`: those its stored properties hold, and those it created on first use.
func storedMembers(of mock: some Mock) -> [any AnyMember] {
    Mirror(reflecting: mock).children.compactMap { $0.value as? any AnyMember }
        + mock.__mockMembers.table.all(where: { _ in true })
}
