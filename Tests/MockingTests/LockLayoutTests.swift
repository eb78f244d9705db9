import Testing

@testable import Mocking

/// Where a member keeps its lock: on Linux with Swift 6.3 or later, in place, with nothing stored after the
/// lock word on its cache line (`MutexWithHandOff`), so that a task waiting for the lock does not take the
/// state from the task that holds it.
@Suite("Nothing after a member's lock word shares its cache line")
struct LockLayoutTests {
    #if !canImport(os) && compiler(>=6.3)
        @Test("the state a call reads and writes starts at least 64 bytes after the lock word")
        func stateIsOffTheLockWordsLine() {
            let member = MockMethod<(a: Int, b: Int), Int, Never>("M._add")
            let lockWord = withUnsafePointer(to: member.mutex.mutex.mutex) { UInt(bitPattern: $0) }
            let handOff = withUnsafePointer(to: member.mutex.mutex.handOff) { UInt(bitPattern: $0) }
            let state = withUnsafeMutablePointer(to: &member.lockedState) { UInt(bitPattern: $0) }
            let object = UInt(bitPattern: Unmanaged.passUnretained(member).toOpaque())
            // In place: the addresses are inside the member's object, in this order, the flag on the next
            // 64 bytes after the lock word's.
            #expect(lockWord > object && lockWord < object + 64)
            #expect(handOff >= lockWord + 64 && handOff < lockWord + 128)
            #expect(state > handOff && state < object + 256)
        }
    #endif
}
