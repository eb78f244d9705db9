/// The groups of members a ``MockMemberTable`` registers on first use (a hand-written mock's inherited
/// members): a registry for each mock type they were registered for, which keeps the members alive, and,
/// for finding a member, the ``__PublishedGroups`` that calls read without a lock. Read and written behind
/// the table's lock.
///
/// The members are registered for a mock type: a member's type can name `Self` (`func copy() -> Self`),
/// and a hand-written mock class with subclasses is asked, through a subclass's type, with that type as the
/// extension's `Self`. A group whose members' types name `Self` is registered for each such type, so that
/// no member is read back as a type it was not created with; every other group is registered once, for
/// `Never`, which stands for every mock type (see ``Mock/__member(group:index:register:namesSelf:)``).
struct GroupsOnFirstUse {
    /// The groups registered for each mock type, and the boxes that keep their members alive.
    private var registries: [ObjectIdentifier: __MockMemberRegistry] = [:]

    /// Whether the members registered are strict.
    private let isStrict: Bool

    /// Where the groups are published; the table's calls read it.
    let published: __PublishedGroups

    /// How many members of the first group `published` has room to copy.
    private let inlineCapacity: Int

    /// Where the next group is published: the `next` of the group published last, or `published`'s first
    /// slot.
    private var lastSlot: UnsafeMutablePointer<PublishedGroup?>

    /// No groups yet; members registered later are `strict` or not, and their groups are published in
    /// `published`, which has room to copy the first group's if it has no more than `inlineCapacity`.
    init(strict: Bool, inlineCapacity: Int) {
        isStrict = strict
        published = .allocate(inlineCapacity: inlineCapacity)
        self.inlineCapacity = inlineCapacity
        lastSlot = published.firstSlot
    }

    /// Registers the group `key` for `mockType` with `registration` unless it is registered, has `prepare`
    /// prepare the members this created, then publishes each group this registered (the group's parents,
    /// those not registered yet, among them); returns the members created.
    mutating func register(
        _ key: ObjectIdentifier, for mockType: ObjectIdentifier,
        with registration: (inout __MockMemberRegistry) -> Void, prepare: ([__AnyMockMemberBox]) -> Void
    ) -> [__AnyMockMemberBox] {
        var registry = registries.removeValue(forKey: mockType) ?? __MockMemberRegistry(isStrict: isStrict)
        defer { registries[mockType] = registry }
        guard registry.start(of: key) == nil else { return [] }
        let previousGroups = registry.groupKeys.count
        let previousMembers = registry.members.count
        registration(&registry)
        let created = registry.members[previousMembers...].compactMap { $0 }
        // Before any other thread can call them.
        prepare(created)
        for position in previousGroups..<registry.groupKeys.count {
            let (groupKey, members) = registry.group(at: position)
            let group = PublishedGroup(mockType: mockType, key: groupKey, members: members)
            if lastSlot == published.firstSlot {
                published.copyInLine(group, inlineCapacity: inlineCapacity)
            }
            lastSlot = group.publish(in: lastSlot)
        }
        return created
    }

    /// Every member registered, for every mock type.
    var members: [any __MockMember] {
        registries.values.flatMap { $0.members.compactMap { $0?.anyMember } }
    }
}
