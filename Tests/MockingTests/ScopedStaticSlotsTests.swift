import Testing

@testable import Mocking

/// The parts a static call reads in a scope: references written once, the slots a scope keeps for each mock
/// type, and the count of scopes alive that tells a call whether to ask for its scope.
@Suite("Slots kept by task scopes")
struct ScopedStaticSlotsTests {
    final class Marker {}

    @Test("a reference written once is kept: later writers get the first one")
    func firstReferenceKept() {
        let references = OnceReferences(count: 2)
        var made = 0
        let first = references.reference(at: 1) {
            made += 1
            return Marker()
        }
        let second = references.reference(at: 1) {
            made += 1
            return Marker()
        }
        #expect(first === second)
        #expect(made == 1)
        // Compared by identity: `===` on `AnyObject` operands inside `#expect` crashes Swift 6.3.1's SILGen.
        let other = Marker()
        let keptAtOne = ObjectIdentifier(references.initialize(at: 1, to: other).takeUnretainedValue())
        let keptAtZero = ObjectIdentifier(references.initialize(at: 0, to: other).takeUnretainedValue())
        #expect(keptAtOne == ObjectIdentifier(first))
        #expect(keptAtZero == ObjectIdentifier(other))
    }

    @Test("a scope keeps one set of slots per mock type, as many as the process's, apart from them")
    func oneSetPerMockType() throws {
        let scope = ScopedStaticMembers()
        let catalog = __StaticMemberSlots(count: 2)
        let tariff = __StaticMemberSlots(count: 1)
        #expect(catalog.number != tariff.number)
        let catalogInScope = try #require(scope.slots(mirroring: catalog))
        #expect(scope.slots(mirroring: catalog) === catalogInScope)
        #expect(catalogInScope !== catalog)
        #expect(catalogInScope.number == catalog.number)
        let tariffInScope = try #require(scope.slots(mirroring: tariff))
        #expect(tariffInScope !== catalogInScope)
        #expect(ScopedStaticMembers().slots(mirroring: catalog) !== catalogInScope, "another scope has its own")
    }

    @Test("past 4,096 mock types, a scope keeps no slots: their calls look members up in its table")
    func noSlotsPastTheLimit() {
        let scope = ScopedStaticMembers()
        #expect(scope.slots(mirroring: __StaticMemberSlots(slotCount: 3, number: 4_095)) != nil)
        #expect(scope.slots(mirroring: __StaticMemberSlots(slotCount: 3, number: 4_096)) == nil)
    }

    @Test("the count of scopes alive is exact under concurrent changes, and reads as nil at zero only")
    func countIsExact() async {
        let count = AtomicCount()
        #expect(_stdlib_atomicAcquiringLoadARCRef(object: count.word) == nil)
        count.add(1)
        count.add(1)
        #expect(count.value == 2)
        #expect(_stdlib_atomicAcquiringLoadARCRef(object: count.word) != nil)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<1_000 {
                        count.add(1)
                        count.add(-1)
                    }
                    count.add(1)
                }
            }
        }
        #expect(count.value == 10)
        count.add(-10)
        #expect(count.value == 0)
        #expect(_stdlib_atomicAcquiringLoadARCRef(object: count.word) == nil)
    }

    @Test("a scope's members count as alive while they live, and no longer once they are gone")
    func scopeCountedWhileAlive() {
        let count = AtomicCount()
        do {
            let scope = ScopedStaticMembers(countedIn: count)
            let inner = ScopedStaticMembers(countedIn: count)
            #expect(count.value == 2)
            withExtendedLifetime(inner) {}
            withExtendedLifetime(scope) {}
        }
        #expect(count.value == 0)
        #expect(_stdlib_atomicAcquiringLoadARCRef(object: count.word) == nil)
        // The process's count, which other tests' scopes change: this scope is in it while it lives.
        let scope = ScopedStaticMembers()
        #expect(StaticMockScope.alive.value >= 1)
        withExtendedLifetime(scope) {}
    }
}
