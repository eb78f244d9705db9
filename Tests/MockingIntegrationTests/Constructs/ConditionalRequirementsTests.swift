import Mocking
import Testing

// Requirements inside `#if`: the mock and its extension repeat the clauses, so each branch's
// requirements are mocked where that branch is compiled.

@Mocked(compilationCondition: .none)
protocol PlatformFiles {
    func read(path: String) -> String
    #if os(Linux)
        func inotifyDescriptor() -> Int32
    #elseif os(macOS)
        func fsEventsStream() -> Int
    #else
        func pollInterval() -> Double
    #endif
    #if SWIFT_MOCKING_ENABLED
        var isMocked: Bool { get }
        #if compiler(>=5.9)
            static func version() -> String
        #endif
    #endif
    #if NEVER_DEFINED_FLAG
        func neverCompiled(_ value: UnknownType) -> UnknownType
    #endif
}

@Mocked(compilationCondition: .none)
protocol LinuxFiles: PlatformFiles {
    func watch(path: String)
}

@Suite("Requirements inside #if")
struct ConditionalRequirementsTests {
    @Test("the active branch of each #if is mocked, in the mock and in the extension")
    func activeBranches() {
        let mock = PlatformFilesMock()
        mock._read.implementation = .returns("contents")
        #expect(mock.read(path: "/a") == "contents")
        #if os(Linux)
            mock._inotifyDescriptor.implementation = .returns(3)
            #expect(mock.inotifyDescriptor() == 3)
        #endif
        mock._isMocked.getter.implementation = .returns(true)
        #expect(mock.isMocked)
        PlatformFilesMock._version.implementation = .returns("1")
        #expect(PlatformFilesMock.version() == "1")
        PlatformFilesMock.resetMockedStaticMembers()

        let child = LinuxFilesMock()
        child._isMocked.getter.implementation = .returns(false)
        #expect(!child.isMocked)
        #if os(Linux)
            child._inotifyDescriptor.implementation = .returns(4)
            #expect(child.inotifyDescriptor() == 4)
        #endif
        child.watch(path: "/b")
        #expect(child._watch.lastInvocation == "/b")
    }
}
