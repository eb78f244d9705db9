import Testing

@testable import Mocking

/// Adds nothing to `Named`: the first group its mock's children register has no members.
@Mocked(compilationCondition: .none)
protocol Nameable: Named {}

/// Gets `Named`'s members through `Nameable`, whose group comes first and is empty.
@Mocked(compilationCondition: .none)
protocol Renamable: Nameable {}

/// What a build without optimization reads to call an inherited member (`__RegisteredGroups`, through
/// `Mock.__groupAccessors`): the look-up by group must find the very members the mock keeps in place,
/// which an optimized build reads instead.
@Suite("Registered groups")
struct RegisteredGroupsTests {
    @Test("the look-up by group finds the members kept in place, in the first group and in later ones")
    func lookUpMatchesInPlace() throws {
        let draft = DraftMock()
        let bench = BenchMock()
        // The addresses are the mocks': they must outlive every read.
        defer { withExtendedLifetime((draft, bench)) {} }
        let groups = draft.__groupAccessors
        let document = try #require(draft.__storedMembers(__MockedMembers_Document.InPlace.self))
        let named = try #require(draft.__storedMembers(__MockedMembers_Named.InPlace.self))
        let versioned = try #require(draft.__storedMembers(__MockedMembers_Versioned.InPlace.self))
        // `Document`, registered first, then its parents.
        #expect(groups.accessor(0, of: __MockedMembers_Document.self, at: 0)?.toOpaque() == document._save.toOpaque())
        #expect(groups.accessor(0, of: __MockedMembers_Named.self, at: 0)?.toOpaque() == named._name__getter.toOpaque())
        #expect(groups.accessor(0, of: __MockedMembers_Named.self, at: 1)?.toOpaque() == named._rename.toOpaque())
        // Instance members are numbered before static ones: `bump` is `Versioned`'s first.
        #expect(groups.accessor(0, of: __MockedMembers_Versioned.self, at: 0)?.toOpaque() == versioned._bump.toOpaque())
        #expect(
            groups.registered.box(of: __MockedMembers_Named.self, at: 1)?.takeUnretainedValue().firstAccessor.toOpaque()
                == named._rename.toOpaque())
        // The boxes, as a backing property or an `async` call reads them: the first group in line, the
        // others through the registered groups.
        #expect(
            groups.box(of: __MockedMembers_Document.self, at: 0)?.takeUnretainedValue().firstAccessor.toOpaque()
                == document._save.toOpaque())
        #expect(
            groups.box(of: __MockedMembers_Named.self, at: 1)?.takeUnretainedValue().firstAccessor.toOpaque()
                == named._rename.toOpaque())
        #expect(
            groups.box(of: __MockedMembers_Versioned.self, at: 0)?.takeUnretainedValue().firstAccessor.toOpaque()
                == versioned._bump.toOpaque())
        // `DraftMock` declares `Draft`'s members itself: no such group.
        #expect(groups.accessor(0, of: __MockedMembers_Draft.self, at: 0) == nil)
        #expect(groups.registered.box(of: __MockedMembers_Draft.self, at: 0) == nil)
        #expect(groups.box(of: __MockedMembers_Draft.self, at: 0) == nil)

        let workshop = try #require(bench.__storedMembers(__MockedMembers_Workshop.InPlace.self))
        let benchGroups = bench.__groupAccessors
        #expect(
            benchGroups.accessor(1, of: __MockedMembers_Workshop.self, at: 7)?.toOpaque()
                == workshop._level__setter.toOpaque())
        #expect(
            benchGroups.accessor(0, of: __MockedMembers_Workshop.self, at: 7)?.toOpaque()
                == workshop._level__getter.toOpaque())
    }

    @Test("a first group without members is passed over, and calls reach the members of the next")
    func emptyFirstGroup() throws {
        let mock = RenamableMock()
        defer { withExtendedLifetime(mock) {} }
        let groups = mock.__groupAccessors
        let named = try #require(mock.__storedMembers(__MockedMembers_Named.InPlace.self))
        #expect(groups.registered.count == 2)
        #expect(groups.firstKey == Int(bitPattern: ObjectIdentifier(__MockedMembers_Named.self)))
        #expect(groups.accessor(0, of: __MockedMembers_Named.self, at: 1)?.toOpaque() == named._rename.toOpaque())
        #expect(
            groups.box(of: __MockedMembers_Named.self, at: 1)?.takeUnretainedValue().firstAccessor.toOpaque()
                == named._rename.toOpaque())

        mock._name.getter.implementation = .returns("draft")
        let renamable: any Renamable = mock
        renamable.rename("final")
        #expect(renamable.name == "draft")
        #expect(mock._rename.lastInvocation == "final")
        #expect(mock._name.getter.callCount == 1)
    }

    @Test("a hand-written mock registers no group when it is created")
    func handWrittenRegistersNone() {
        let mock = HandWrittenCardMock()
        defer { withExtendedLifetime(mock) {} }
        let groups = mock.__groupAccessors
        #expect(groups.registered.count == 0)
        #expect(groups.firstKey == 0)
        #expect(groups.accessor(0, of: __MockedMembers_Named.self, at: 1) == nil)
        #expect(groups.box(of: __MockedMembers_Named.self, at: 1) == nil)
    }

    @Test("a hand-written mock's first group published is its first group for a debug build's calls")
    func handWrittenFirstPublishedGroup() throws {
        let mock = HandWrittenRenamingMock()
        defer { withExtendedLifetime(mock) {} }
        let named: any Named = mock
        mock._name.getter.implementation = .returns("first")
        // `Named`'s members do not name `Self`: its group, published on first use, becomes the first.
        #expect(named.name == "first")
        let groups = mock.__groupAccessors
        #expect(groups.registered.count == 0)
        #expect(groups.firstKey == Int(bitPattern: ObjectIdentifier(__MockedMembers_Named.self)))
        #expect(groups.accessor(0, of: __MockedMembers_Named.self, at: 0)?.toOpaque() == address(of: mock._name.getter))
        #expect(groups.accessor(0, of: __MockedMembers_Named.self, at: 1)?.toOpaque() == address(of: mock._rename))
        // The registered groups' boxes are not looked for among the published group's accessors.
        #expect(groups.box(of: __MockedMembers_Named.self, at: 1) == nil)
        named.rename("second")
        #expect(mock._rename.invocations == ["second"])

        // A group whose members name `Self` is registered for one mock type: it never becomes the first.
        let replicating = HandWrittenReplicatingMock()
        defer { withExtendedLifetime(replicating) {} }
        replicating._replica.implementation = .invokes { replicating }
        #expect(replicating.replica() === replicating)
        #expect(replicating.__groupAccessors.firstKey == 0)
        #expect(replicating._replica.callCount == 1)
    }
}

/// The address of `object`, as `Unmanaged.toOpaque()` gives it.
private func address(of object: AnyObject) -> UnsafeMutableRawPointer {
    Unmanaged.passUnretained(object).toOpaque()
}
