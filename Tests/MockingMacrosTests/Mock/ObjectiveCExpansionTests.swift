import Testing

// Objective-C protocols cannot be compiled on Linux (`@objc` needs the Objective-C runtime), so their
// mocks are checked here by expansion: an `NSObject` subclass with `override init()`, `optional`
// requirements implemented like the others, and no protocol extension (its members could not be `@objc`).
@Suite("@Mocked and @MockedMembers: Objective-C protocols")
struct ObjectiveCExpansionTests {
    @Test("an @objc protocol with optional requirements gets an NSObject subclass")
    func objcProtocol() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none)
            @objc protocol Delegate: NSObjectProtocol {
                func willStart()
                @objc optional func didFinish(count: Int)
                @objc optional var progress: Double { get }
            }
            """,
            expandsTo: """
                @objc protocol Delegate: NSObjectProtocol {
                    func willStart()
                    @objc optional func didFinish(count: Int)
                    @objc optional var progress: Double { get }
                }

                @objc
                final class DelegateMock: NSObject, Delegate, Mocking.Mock {
                    override init() {}
                    nonisolated let __mockMembers = Mocking.__MockMembers()
                    let _willStart = Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("DelegateMock._willStart", lineOffset: 1, column: 5)
                    func willStart() { _willStart.__invoke(()) }
                    let _didFinish = Mocking.MockMethod<Int, Swift.Void, Swift.Never>("DelegateMock._didFinish", lineOffset: 2, column: 5)
                    @objc func didFinish(count: Int) { _didFinish.__invoke(count) }
                    let _progress = Mocking.MockReadOnlyProperty<Double, Swift.Never>("DelegateMock._progress", lineOffset: 3, column: 5)
                    @objc var progress: Double { _progress.getter.__invoke(()) }
                }
                """
        )
    }

    @Test("a protocol refining NSObjectProtocol gets an NSObject subclass too")
    func nsObjectProtocol() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none)
            protocol Observer: NSObjectProtocol {
                func observe()
            }
            """,
            expandsTo: """
                protocol Observer: NSObjectProtocol {
                    func observe()
                }

                final class ObserverMock: NSObject, Observer, Mocking.Mock {
                    override init() {}
                    nonisolated let __mockMembers = Mocking.__MockMembers()
                    let _observe = Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("ObserverMock._observe", lineOffset: 1, column: 5)
                    func observe() { _observe.__invoke(()) }
                }
                """
        )
    }

    @Test("@MockedMembers on an NSObject subclass overrides init()")
    func handWrittenNSObjectMock() {
        assertMocked(
            """
            @MockedMembers
            final class DelegateMock: NSObject, Delegate {
                func willStart()
            }
            """,
            expandsTo: """
                final class DelegateMock: NSObject, Delegate {
                    @Mocking.__MockedMember("_willStart")
                    func willStart()

                    nonisolated let __mockMembers = Mocking.__MockMembers()

                    override init() {}
                }

                extension DelegateMock: Mocking.Mock {}
                """
        )
    }
}
