/// A mock type written by `@Mocked` or `@MockedMembers`.
///
/// Every mock adopts it, which gives it ``resetMockedStaticMembers()`` and the storage of its static
/// members.
public protocol Mock: AnyObject {}

extension Mock {
    /// Resets every static member of this mock type: implementations removed, recorded calls forgotten.
    ///
    /// Static mock state outlives a test; call this in `tearDown` or a test's `deinit`. For a generic mock,
    /// each specialization (`RepositoryMock<String, Int>`) has static members of its own.
    public static func resetMockedStaticMembers() {
        let mockType = ObjectIdentifier(Self.self)
        staticMockMembers.reset { $0.mockType == mockType }
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Glue for generated code: the static member named `name` of this mock type. Not for direct use.
    public static func __staticMember<Member: __MockMember>(_ name: String) -> Member {
        staticMockMembers.member(StaticMemberKey(mockType: ObjectIdentifier(Self.self), name: name)) {
            "\(Self.self).\(name)"
        }
    }
}

/// Where a static member lives: its mock type and its backing-property name.
struct StaticMemberKey: Hashable, Sendable {
    let mockType: ObjectIdentifier
    let name: String
}

/// The static members of every mock type.
let staticMockMembers = MockMemberTable<StaticMemberKey>()
