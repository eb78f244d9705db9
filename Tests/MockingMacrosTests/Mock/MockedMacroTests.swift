import Testing

@Suite("@Mocked: the mock as a whole")
struct MockedMacroTests {
    @Test("a protocol with one method gets a final class under the default condition")
    func simpleProtocol() {
        assertMocked(
            """
            @Mocked
            protocol WeatherService {
                func currentTemperature(latitude: Double, longitude: Double) async throws -> Double
            }
            """,
            expandsTo: """
                protocol WeatherService {
                    func currentTemperature(latitude: Double, longitude: Double) async throws -> Double
                }

                #if SWIFT_MOCKING_ENABLED
                final class WeatherServiceMock: WeatherService, Mocking.Mock {
                    init() {}
                    nonisolated let __mockMembers = Mocking.__MockMembers()
                    convenience init(
                        currentTemperature implementation0: Mocking.AsyncMockMethod<(latitude: Double, longitude: Double), Double, any Swift.Error>.Implementation = .unimplemented
                    ) {
                        self.init()
                        _currentTemperature.implementation = implementation0
                    }
                    let _currentTemperature = Mocking.AsyncMockMethod<(latitude: Double, longitude: Double), Double, any Swift.Error>("WeatherServiceMock._currentTemperature", lineOffset: 1, column: 5)
                    func currentTemperature(latitude: Double, longitude: Double) async throws -> Double { try await _currentTemperature.__invoke((latitude: latitude, longitude: longitude)) }
                }
                #else
                @available(*, unavailable, message: "WeatherServiceMock is compiled only where SWIFT_MOCKING_ENABLED is defined: add .define(\\"SWIFT_MOCKING_ENABLED\\", .when(configuration: .debug)) to the swiftSettings of the target that declares WeatherService (in Xcode, SWIFT_MOCKING_ENABLED in Active Compilation Conditions of its Debug configuration)")
                typealias WeatherServiceMock = Mocking.MockCompilationCondition.NotCompiled
                #endif

                extension WeatherService where Self: Mocking.Mock {
                    #if SWIFT_MOCKING_ENABLED
                    var _currentTemperature: Mocking.AsyncMockMethod<(latitude: Double, longitude: Double), Double, any Swift.Error> { Mocking.__member("_currentTemperature", of: self, group: (any WeatherService).self, index: 0, lineOffset: 1, column: 5) }
                    func currentTemperature(latitude: Double, longitude: Double) async throws -> Double { try await _currentTemperature.__invoke((latitude: latitude, longitude: longitude)) }
                    #endif
                }
                """
        )
    }

    @Test(
        "the compilation condition",
        arguments: [
            (
                "", "#if SWIFT_MOCKING_ENABLED",
                "ClockMock is compiled only where SWIFT_MOCKING_ENABLED is defined: add .define(\\\"SWIFT_MOCKING_ENABLED\\\", .when(configuration: .debug)) "
                    + "to the swiftSettings of the target that declares Clock "
                    + "(in Xcode, SWIFT_MOCKING_ENABLED in Active Compilation Conditions of its Debug configuration)"
            ),
            (
                "(compilationCondition: .swiftMockingEnabled)", "#if SWIFT_MOCKING_ENABLED",
                "ClockMock is compiled only where SWIFT_MOCKING_ENABLED is defined: add .define(\\\"SWIFT_MOCKING_ENABLED\\\", .when(configuration: .debug)) "
                    + "to the swiftSettings of the target that declares Clock "
                    + "(in Xcode, SWIFT_MOCKING_ENABLED in Active Compilation Conditions of its Debug configuration)"
            ),
            (
                "(compilationCondition: .debug)", "#if DEBUG",
                "ClockMock is compiled in debug builds only (@Mocked(compilationCondition: .debug))"
            ),
            (
                "(compilationCondition: .custom(\"TESTING\"))", "#if TESTING",
                "ClockMock is compiled only where TESTING is defined: add .define(\\\"TESTING\\\", .when(configuration: .debug)) "
                    + "to the swiftSettings of the target that declares Clock "
                    + "(in Xcode, TESTING in Active Compilation Conditions of its Debug configuration)"
            ),
            (
                "(compilationCondition: \"MOCKS && DEBUG\")", "#if MOCKS && DEBUG",
                "ClockMock is compiled only where 'MOCKS && DEBUG' holds (@Mocked(compilationCondition:))"
            ),
        ]
    )
    func compilationCondition(arguments: String, condition: String, message: String) {
        assertMocked(
            """
            @Mocked\(arguments)
            protocol Clock {
            }
            """,
            expandsTo: """
                protocol Clock {
                }

                \(condition)
                final class ClockMock: Clock, Mocking.Mock {
                    init() {}
                    nonisolated let __mockMembers = Mocking.__MockMembers()
                }
                #else
                @available(*, unavailable, message: "\(message)")
                typealias ClockMock = Mocking.MockCompilationCondition.NotCompiled
                #endif
                """
        )
    }

    @Test("strict: true creates every member strict")
    func strictMock() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none, strict: true)
            protocol AuditLog {
                func record(_ event: String)
                static func flush()
            }
            """,
            expandsTo: """
                protocol AuditLog {
                    func record(_ event: String)
                    static func flush()
                }

                final class AuditLogMock: AuditLog, Mocking.Mock {
                    init() {}
                    nonisolated let __mockMembers = Mocking.__MockMembers(strict: true)
                    convenience init(
                        record implementation0: Mocking.MockMethod<String, Swift.Void, Swift.Never>.Implementation = .unimplemented
                    ) {
                        self.init()
                        _record.implementation = implementation0
                    }
                    let _record = Mocking.MockMethod<String, Swift.Void, Swift.Never>("AuditLogMock._record", strict: true, lineOffset: 1, column: 5)
                    func record(_ event: String) { _record.__invoke(event) }
                    static var _flush: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> { Mocking.__staticMember("_flush", of: Self.self, group: (any AuditLog).self, index: 1, strict: true, lineOffset: 2, column: 5) }
                    static func flush() { _flush.__invoke(()) }
                }

                extension AuditLog where Self: Mocking.Mock {
                    var _record: Mocking.MockMethod<String, Swift.Void, Swift.Never> { Mocking.__member("_record", of: self, group: (any AuditLog).self, index: 0, lineOffset: 1, column: 5) }
                    func record(_ event: String) { _record.__invoke(event) }
                    static var _flush: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> { Mocking.__staticMember("_flush", of: Self.self, group: (any AuditLog).self, index: 1, lineOffset: 2, column: 5) }
                    static func flush() { _flush.__invoke(()) }
                }
                """
        )
    }

    @Test("no condition with .none")
    func noCondition() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none)
            protocol Clock {
            }
            """,
            expandsTo: """
                protocol Clock {
                }

                final class ClockMock: Clock, Mocking.Mock {
                    init() {}
                    nonisolated let __mockMembers = Mocking.__MockMembers()
                }
                """
        )
    }

    @Test(
        "the mock's access level follows the protocol's",
        arguments: [
            ("public ", "public "),
            ("package ", "package "),
            ("", ""),
            ("fileprivate ", "fileprivate "),
            ("private ", "fileprivate "),
        ]
    )
    func accessLevel(protocolAccess: String, mockAccess: String) {
        assertMocked(
            """
            @Mocked(compilationCondition: .none)
            \(protocolAccess)protocol Clock {
                func now() -> Int
            }
            """,
            expandsTo: """
                \(protocolAccess)protocol Clock {
                    func now() -> Int
                }

                \(mockAccess)final class ClockMock: Clock, Mocking.Mock {
                    \(mockAccess)init() {}
                    \(mockAccess)nonisolated let __mockMembers = Mocking.__MockMembers()
                    \(mockAccess)convenience init(
                        now implementation0: Mocking.MockMethod<Swift.Void, Int, Swift.Never>.Implementation = .unimplemented
                    ) {
                        self.init()
                        _now.implementation = implementation0
                    }
                    \(mockAccess)let _now = Mocking.MockMethod<Swift.Void, Int, Swift.Never>("ClockMock._now", lineOffset: 1, column: 5)
                    \(mockAccess)func now() -> Int { _now.__invoke(()) }
                }

                extension Clock where Self: Mocking.Mock {
                    \(mockAccess)var _now: Mocking.MockMethod<Swift.Void, Int, Swift.Never> { Mocking.__member("_now", of: self, group: (any Clock).self, index: 0, lineOffset: 1, column: 5) }
                    \(mockAccess)func now() -> Int { _now.__invoke(()) }
                }
                """
        )
    }

    @Test(
        "a public protocol's members: the access modifier and the written ones on one line, each body on one line; a nonisolated requirement's backing property in the extension is nonisolated"
    )
    func publicModifiers() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none)
            public protocol Store {
                func fetch(id: Int) -> String
                nonisolated func track(_ event: String)
                static func make(flag: Bool) -> Bool
            }
            """,
            expandsTo: """
                public protocol Store {
                    func fetch(id: Int) -> String
                    nonisolated func track(_ event: String)
                    static func make(flag: Bool) -> Bool
                }

                public final class StoreMock: Store, Mocking.Mock {
                    public init() {}
                    public nonisolated let __mockMembers = Mocking.__MockMembers()
                    public convenience init(
                        fetch implementation0: Mocking.MockMethod<Int, String, Swift.Never>.Implementation = .unimplemented,
                        track implementation1: Mocking.MockMethod<String, Swift.Void, Swift.Never>.Implementation = .unimplemented
                    ) {
                        self.init()
                        _fetch.implementation = implementation0
                        _track.implementation = implementation1
                    }
                    public let _fetch = Mocking.MockMethod<Int, String, Swift.Never>("StoreMock._fetch", lineOffset: 1, column: 5)
                    public func fetch(id: Int) -> String { _fetch.__invoke(id) }
                    public nonisolated let _track = Mocking.MockMethod<String, Swift.Void, Swift.Never>("StoreMock._track", lineOffset: 2, column: 5)
                    public nonisolated func track(_ event: String) { _track.__invoke(event) }
                    public static var _make: Mocking.MockMethod<Bool, Bool, Swift.Never> { Mocking.__staticMember("_make", of: Self.self, group: (any Store).self, index: 2, lineOffset: 3, column: 5) }
                    public static func make(flag: Bool) -> Bool { _make.__invoke(flag) }
                }

                extension Store where Self: Mocking.Mock {
                    public var _fetch: Mocking.MockMethod<Int, String, Swift.Never> { Mocking.__member("_fetch", of: self, group: (any Store).self, index: 0, lineOffset: 1, column: 5) }
                    public func fetch(id: Int) -> String { _fetch.__invoke(id) }
                    public nonisolated var _track: Mocking.MockMethod<String, Swift.Void, Swift.Never> { Mocking.__member("_track", of: self, group: (any Store).self, index: 1, lineOffset: 2, column: 5) }
                    public nonisolated func track(_ event: String) { _track.__invoke(event) }
                    public static var _make: Mocking.MockMethod<Bool, Bool, Swift.Never> { Mocking.__staticMember("_make", of: Self.self, group: (any Store).self, index: 2, lineOffset: 3, column: 5) }
                    public static func make(flag: Bool) -> Bool { _make.__invoke(flag) }
                }
                """
        )
    }

    @Test("an Actor protocol gets an actor mock; global-actor attributes carry over")
    func actorAndGlobalActor() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none)
            protocol DataManager: Actor {
            }
            @Mocked(compilationCondition: .none)
            @MainActor protocol ViewDelegate {
            }
            """,
            expandsTo: """
                protocol DataManager: Actor {
                }

                actor DataManagerMock: DataManager, Mocking.Mock {
                    init() {}
                    let __mockMembers = Mocking.__MockMembers()
                }
                @MainActor protocol ViewDelegate {
                }

                @MainActor
                final class ViewDelegateMock: ViewDelegate, Mocking.Mock {
                    init() {}
                    nonisolated let __mockMembers = Mocking.__MockMembers()
                }
                """
        )
    }

    @Test("an actor mock's isolated members are created inActor, so that failures print their fix with await")
    func actorMembersInActor() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none)
            protocol Inventory: Actor {
                func reserve(_ id: Int) -> Bool
                nonisolated func label() -> String
            }
            """,
            expandsTo: """
                protocol Inventory: Actor {
                    func reserve(_ id: Int) -> Bool
                    nonisolated func label() -> String
                }

                actor InventoryMock: Inventory, Mocking.Mock {
                    init() {}
                    let __mockMembers = Mocking.__MockMembers()
                    init(
                        reserve implementation0: Mocking.MockMethod<Int, Bool, Swift.Never>.Implementation = .unimplemented,
                        label implementation1: Mocking.MockMethod<Swift.Void, String, Swift.Never>.Implementation = .unimplemented
                    ) {
                        self.init()
                        _reserve.implementation = implementation0
                        _label.implementation = implementation1
                    }
                    let _reserve = Mocking.MockMethod<Int, Bool, Swift.Never>("InventoryMock._reserve", inActor: true, lineOffset: 1, column: 5)
                    func reserve(_ id: Int) -> Bool { _reserve.__invoke(id) }
                    nonisolated let _label = Mocking.MockMethod<Swift.Void, String, Swift.Never>("InventoryMock._label", lineOffset: 2, column: 5)
                    nonisolated func label() -> String { _label.__invoke(()) }
                }

                extension Inventory where Self: Mocking.Mock {
                    var _reserve: Mocking.MockMethod<Int, Bool, Swift.Never> { Mocking.__member("_reserve", of: self, group: (any Inventory).self, index: 0, inActor: true, lineOffset: 1, column: 5) }
                    func reserve(_ id: Int) -> Bool { _reserve.__invoke(id) }
                    nonisolated var _label: Mocking.MockMethod<Swift.Void, String, Swift.Never> { Mocking.__member("_label", of: self, group: (any Inventory).self, index: 1, lineOffset: 2, column: 5) }
                    nonisolated func label() -> String { _label.__invoke(()) }
                }
                """
        )
    }

    @Test("a protocol that refines others gets guidance above its mock, for when a parent is not @Mocked")
    func refiningProtocol() {
        assertMocked(
            """
            @Mocked(compilationCondition: .debug)
            protocol Child: Parent, Sendable {
            }
            """,
            expandsTo: """
                protocol Child: Parent, Sendable {
                }

                #if DEBUG
                // ChildMock gets the requirements of 'Parent' from '@Mocked' on each, compiled under the mock's condition, such as SWIFT_MOCKING_ENABLED (also in another module); another package's parent with requirements needs its members written once in this target, with
                // swift package --allow-writing-to-package-directory mock --target <this target> --parent <Module>.<Parent> (a standard-library parent: write ChildMock with @MockedMembers)
                final class ChildMock: Child, Mocking.Mock, Mocking.__MockMembers.PlaceholderAssociatedTypes {
                    init() {}
                    nonisolated init(__mocking: Swift.Void) {}
                    nonisolated let __mockMembers = Mocking.__MockMembers()
                }
                #else
                @available(*, unavailable, message: "ChildMock is compiled in debug builds only (@Mocked(compilationCondition: .debug))")
                typealias ChildMock = Mocking.MockCompilationCondition.NotCompiled
                #endif
                """
        )
    }

    @Test("a refining protocol's own requirements are mocked as any protocol's; its mock names nothing of its parents")
    func refiningProtocolWithMethod() {
        assertMocked(
            """
            @Mocked
            protocol Child: Parent {
                func run()
            }
            """,
            expandsTo: """
                protocol Child: Parent {
                    func run()
                }

                #if SWIFT_MOCKING_ENABLED
                // ChildMock gets the requirements of 'Parent' from '@Mocked' on each, compiled under the mock's condition, such as SWIFT_MOCKING_ENABLED (also in another module); another package's parent with requirements needs its members written once in this target, with
                // swift package --allow-writing-to-package-directory mock --target <this target> --parent <Module>.<Parent> (a standard-library parent: write ChildMock with @MockedMembers)
                final class ChildMock: Child, Mocking.Mock, Mocking.__MockMembers.PlaceholderAssociatedTypes {
                    init() {}
                    nonisolated init(__mocking: Swift.Void) {}
                    nonisolated let __mockMembers = Mocking.__MockMembers()
                    convenience init(
                        run implementation0: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>.Implementation = .unimplemented
                    ) {
                        self.init()
                        _run.implementation = implementation0
                    }
                    let _run = Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("ChildMock._run", lineOffset: 1, column: 5)
                    func run() { _run.__invoke(()) }
                }
                #else
                @available(*, unavailable, message: "ChildMock is compiled only where SWIFT_MOCKING_ENABLED is defined: add .define(\\"SWIFT_MOCKING_ENABLED\\", .when(configuration: .debug)) to the swiftSettings of the target that declares Child (in Xcode, SWIFT_MOCKING_ENABLED in Active Compilation Conditions of its Debug configuration)")
                typealias ChildMock = Mocking.MockCompilationCondition.NotCompiled
                #endif

                extension Child where Self: Mocking.Mock {
                    #if SWIFT_MOCKING_ENABLED
                    var _run: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> { Mocking.__member("_run", of: self, group: (any Child).self, index: 0, lineOffset: 1, column: 5) }
                    func run() { _run.__invoke(()) }
                    #endif
                }
                """
        )
    }

    @Test("a nested protocol's extension and group name it qualified")
    func nestedProtocol() {
        assertMocked(
            """
            enum Ledger {
                @Mocked(compilationCondition: .none)
                protocol Entry {
                    func post()
                    static func reset()
                }
            }
            """,
            expandsTo: """
                enum Ledger {
                    protocol Entry {
                        func post()
                        static func reset()
                    }

                    final class EntryMock: Entry, Mocking.Mock {
                        init() {}
                        nonisolated let __mockMembers = Mocking.__MockMembers()
                        convenience init(
                            post implementation0: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>.Implementation = .unimplemented
                        ) {
                            self.init()
                            _post.implementation = implementation0
                        }
                        let _post = Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("EntryMock._post", lineOffset: 1, column: 9)
                        func post() { _post.__invoke(()) }
                        static var _reset: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> { Mocking.__staticMember("_reset", of: Self.self, group: (any Entry).self, index: 1, lineOffset: 2, column: 9) }
                        static func reset() { _reset.__invoke(()) }
                    }
                }

                extension Ledger.Entry where Self: Mocking.Mock {
                    var _post: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> { Mocking.__member("_post", of: self, group: (any Ledger.Entry).self, index: 0, lineOffset: 1, column: 9) }
                    func post() { _post.__invoke(()) }
                    static var _reset: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> { Mocking.__staticMember("_reset", of: Self.self, group: (any Ledger.Entry).self, index: 1, lineOffset: 2, column: 9) }
                    static func reset() { _reset.__invoke(()) }
                }
                """
        )
    }

    @Test("the mock of a protocol refining several parents, qualified ones too, names none of them in code")
    func severalParents() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none)
            protocol Child: Parent, Other, A.Service, B.Service {
            }
            """,
            expandsTo: """
                protocol Child: Parent, Other, A.Service, B.Service {
                }

                // ChildMock gets the requirements of 'Parent', 'Other', 'A.Service', 'B.Service' from '@Mocked' on each, compiled under the mock's condition, such as SWIFT_MOCKING_ENABLED (also in another module); another package's parent with requirements needs its members written once in this target, with
                // swift package --allow-writing-to-package-directory mock --target <this target> --parent <Module>.<Parent> (a standard-library parent: write ChildMock with @MockedMembers)
                final class ChildMock: Child, Mocking.Mock, Mocking.__MockMembers.PlaceholderAssociatedTypes {
                    init() {}
                    nonisolated init(__mocking: Swift.Void) {}
                    nonisolated let __mockMembers = Mocking.__MockMembers()
                }
                """
        )
    }

    @Test("sendableConformance: .unchecked")
    func uncheckedSendable() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none, sendableConformance: .unchecked)
            protocol Cache {
            }
            """,
            expandsTo: """
                protocol Cache {
                }

                final class CacheMock: Cache, Mocking.Mock, @unchecked Swift.Sendable {
                    init() {}
                    nonisolated let __mockMembers = Mocking.__MockMembers()
                }
                """
        )
    }

    @Test("associated types become the mock's generic parameters")
    func associatedTypes() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none)
            protocol Repository {
                associatedtype Key: Hashable
                associatedtype Value where Value: Equatable
                func fetch(key: Key) -> Value?
                func copy() -> Self
            }
            """,
            expandsTo: """
                protocol Repository {
                    associatedtype Key: Hashable
                    associatedtype Value where Value: Equatable
                    func fetch(key: Key) -> Value?
                    func copy() -> Self

                    @_documentation(visibility: internal) nonisolated func __mockedAssociatedTypes_Repository(Key: Key)
                }

                final class RepositoryMock<Key: Hashable, Value>: Repository, Mocking.Mock where Value: Equatable {
                    init() {}
                    nonisolated let __mockMembers = Mocking.__MockMembers()
                    convenience init(
                        fetch implementation0: Mocking.MockMethod<Key, Value?, Swift.Never>.Implementation = .unimplemented,
                        copy implementation1: Mocking.MockMethod<Swift.Void, RepositoryMock<Key, Value>, Swift.Never>.Implementation = .unimplemented
                    ) {
                        self.init()
                        _fetch.implementation = implementation0
                        _copy.implementation = implementation1
                    }
                    let _fetch = Mocking.MockMethod<Key, Value?, Swift.Never>("RepositoryMock._fetch", lineOffset: 3, column: 5)
                    func fetch(key: Key) -> Value? { _fetch.__invoke(key) }
                    let _copy = Mocking.MockMethod<Swift.Void, RepositoryMock<Key, Value>, Swift.Never>("RepositoryMock._copy", lineOffset: 4, column: 5)
                    func copy() -> RepositoryMock<Key, Value> { _copy.__invoke(()) }
                }

                extension Repository {
                    @_documentation(visibility: internal) nonisolated func __mockedAssociatedTypes_Repository(Key: Key) {}
                }

                extension Repository where Self: Mocking.__MockMembers.PlaceholderAssociatedTypes {
                    @_documentation(visibility: internal) nonisolated func __mockedAssociatedTypes_Repository(Key: Swift.AnyHashable) {}
                }

                extension Repository where Self: Mocking.Mock {
                    var _fetch: Mocking.MockMethod<Key, Value?, Swift.Never> { Mocking.__member("_fetch", of: self, group: (any Repository).self, index: 0, lineOffset: 3, column: 5) }
                    func fetch(key: Key) -> Value? { _fetch.__invoke(key) }
                    var _copy: Mocking.MockMethod<Swift.Void, Self, Swift.Never> { Mocking.__member("_copy", of: self, group: (any Repository).self, index: 1, lineOffset: 4, column: 5) }
                    func copy() -> Self { _copy.__invoke(()) }
                }
                """
        )
    }

    @Test("a protocol that suppresses Copyable implements its anchors for every conforming type, suppressing it again")
    func nonCopyableAnchors() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none)
            protocol Visitor: ~Copyable {
                associatedtype VisitorError: Error
                mutating func visitLeaf(_ value: Int) throws(VisitorError)
            }
            """,
            expandsTo: """
                protocol Visitor: ~Copyable {
                    associatedtype VisitorError: Error
                    mutating func visitLeaf(_ value: Int) throws(VisitorError)

                    @_documentation(visibility: internal) nonisolated func __mockedAssociatedTypes_Visitor(VisitorError: VisitorError)
                }

                final class VisitorMock<VisitorError: Error>: Visitor, Mocking.Mock {
                    init() {}
                    nonisolated let __mockMembers = Mocking.__MockMembers()
                    convenience init(
                        visitLeaf implementation0: Mocking.MockMethod<Int, Swift.Void, VisitorError>.Implementation = .unimplemented
                    ) {
                        self.init()
                        _visitLeaf.implementation = implementation0
                    }
                    let _visitLeaf = Mocking.MockMethod<Int, Swift.Void, VisitorError>("VisitorMock._visitLeaf", lineOffset: 2, column: 5)
                    func visitLeaf(_ value: Int) throws(VisitorError) { try _visitLeaf.__invoke(value) }
                }

                extension Visitor where Self: ~Copyable {
                    @_documentation(visibility: internal) nonisolated func __mockedAssociatedTypes_Visitor(VisitorError: VisitorError) {}
                }

                extension Visitor where Self: Mocking.__MockMembers.PlaceholderAssociatedTypes {
                    @_documentation(visibility: internal) nonisolated func __mockedAssociatedTypes_Visitor(VisitorError: any Swift.Error) {}
                }

                extension Visitor where Self: Mocking.Mock {
                    var _visitLeaf: Mocking.MockMethod<Int, Swift.Void, VisitorError> { Mocking.__member("_visitLeaf", of: self, group: (any Visitor).self, index: 0, lineOffset: 2, column: 5) }
                    func visitLeaf(_ value: Int) throws(VisitorError) { try _visitLeaf.__invoke(value) }
                }
                """
        )
    }

    @Test("a sequence that names its iterator type makes iterators of it, whose elements are the mock's Element")
    func namedIteratorType() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none)
            protocol Bytes: AsyncSequence where AsyncIterator: BufferedReader {}
            """,
            expandsTo: """
                protocol Bytes: AsyncSequence where AsyncIterator: BufferedReader {}

                final class BytesMock<Element, AsyncIterator: _Concurrency.AsyncIteratorProtocol>: Bytes, Mocking.Mock where AsyncIterator.Element == Element, AsyncIterator: BufferedReader {
                    init() {}
                    nonisolated let __mockMembers = Mocking.__MockMembers()
                    convenience init(
                        makeAsyncIterator implementation0: Mocking.MockMethod<Swift.Void, AsyncIterator, Swift.Never>.Implementation = .unimplemented
                    ) {
                        self.init()
                        _makeAsyncIterator.implementation = implementation0
                    }
                    nonisolated let _makeAsyncIterator = Mocking.MockMethod<Swift.Void, AsyncIterator, Swift.Never>("BytesMock._makeAsyncIterator")
                    nonisolated func makeAsyncIterator() -> AsyncIterator { _makeAsyncIterator.__invoke(()) }
                }

                extension Bytes where Self: Mocking.Mock {
                    nonisolated var _makeAsyncIterator: Mocking.MockMethod<Swift.Void, AsyncIterator, Swift.Never> { Mocking.__member("_makeAsyncIterator", of: self, group: (any Bytes).self, index: 0) }
                    nonisolated func makeAsyncIterator() -> AsyncIterator { _makeAsyncIterator.__invoke(()) }
                }
                """
        )
    }

    @Test("associated types get placeholders for refining mocks: each fitting one a requirement, under the condition")
    func associatedTypePlaceholders() {
        assertMocked(
            """
            @Mocked
            public protocol Source {
                associatedtype Element
                associatedtype Failure: Swift.Error & Sendable
                associatedtype Key: Equatable
                associatedtype Owner: AnyObject
                associatedtype Identifier: Hashable & Sendable
                associatedtype Model: Fields
                associatedtype Index = Int
                associatedtype Page where Page: Sequence
            }
            """,
            expandsTo: """
                public protocol Source {
                    associatedtype Element
                    associatedtype Failure: Swift.Error & Sendable
                    associatedtype Key: Equatable
                    associatedtype Owner: AnyObject
                    associatedtype Identifier: Hashable & Sendable
                    associatedtype Model: Fields
                    associatedtype Index = Int
                    associatedtype Page where Page: Sequence

                    #if SWIFT_MOCKING_ENABLED
                    @_documentation(visibility: internal) nonisolated func __mockedAssociatedTypes_Source(Element: Element)
                    @_documentation(visibility: internal) nonisolated func __mockedAssociatedTypes_Source(Failure: Failure)
                    @_documentation(visibility: internal) nonisolated func __mockedAssociatedTypes_Source(Key: Key)
                    @_documentation(visibility: internal) nonisolated func __mockedAssociatedTypes_Source(Owner: Owner)
                    @_documentation(visibility: internal) nonisolated func __mockedAssociatedTypes_Source(Identifier: Identifier)
                    #endif
                }

                #if SWIFT_MOCKING_ENABLED
                public final class SourceMock<Element, Failure: Swift.Error & Sendable, Key: Equatable, Owner: AnyObject, Identifier: Hashable & Sendable, Model: Fields, Index, Page>: Source, Mocking.Mock where Page: Sequence {
                    public init() {}
                    public nonisolated let __mockMembers = Mocking.__MockMembers()
                }
                #else
                @available(*, unavailable, message: "SourceMock is compiled only where SWIFT_MOCKING_ENABLED is defined: add .define(\\"SWIFT_MOCKING_ENABLED\\", .when(configuration: .debug)) to the swiftSettings of the target that declares Source (in Xcode, SWIFT_MOCKING_ENABLED in Active Compilation Conditions of its Debug configuration)")
                public typealias SourceMock<Element, Failure: Swift.Error & Sendable, Key: Equatable, Owner: AnyObject, Identifier: Hashable & Sendable, Model: Fields, Index, Page> = Mocking.MockCompilationCondition.NotCompiled
                #endif

                extension Source {
                    #if SWIFT_MOCKING_ENABLED
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Source(Element: Element) {}
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Source(Failure: Failure) {}
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Source(Key: Key) {}
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Source(Owner: Owner) {}
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Source(Identifier: Identifier) {}
                    #endif
                }

                extension Source where Self: Mocking.__MockMembers.PlaceholderAssociatedTypes {
                    #if SWIFT_MOCKING_ENABLED
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Source(Element: Any) {}
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Source(Failure: any Swift.Error) {}
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Source(Key: Swift.AnyHashable) {}
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Source(Owner: Swift.AnyObject) {}
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Source(Identifier: Mocking.__MockMembers.SendableHashable) {}
                    #endif
                }
                """
        )
    }

    @Test("a generic refining mock takes placeholders and implements its own anchors with its generic parameters")
    func genericRefiningMockPlaceholders() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none)
            public protocol Decoder: FrameDecoder {
                associatedtype Written
                associatedtype Model: Fields
            }
            """,
            expandsTo: """
                public protocol Decoder: FrameDecoder {
                    associatedtype Written
                    associatedtype Model: Fields

                    @_documentation(visibility: internal) nonisolated func __mockedAssociatedTypes_Decoder(Written: Written)
                }

                // DecoderMock gets the requirements of 'FrameDecoder' from '@Mocked' on each, compiled under the mock's condition, such as SWIFT_MOCKING_ENABLED (also in another module); another package's parent with requirements needs its members written once in this target, with
                // swift package --allow-writing-to-package-directory mock --target <this target> --parent <Module>.<Parent> (a standard-library parent: write DecoderMock with @MockedMembers)
                public final class DecoderMock<Written, Model: Fields>: Decoder, Mocking.Mock, Mocking.__MockMembers.PlaceholderAssociatedTypes {
                    public init() {}
                    public nonisolated init(__mocking: Swift.Void) {}
                    public nonisolated let __mockMembers = Mocking.__MockMembers()
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Decoder(Written: Written) {}
                }

                extension Decoder {
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Decoder(Written: Written) {}
                }

                extension Decoder where Self: Mocking.__MockMembers.PlaceholderAssociatedTypes {
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Decoder(Written: Any) {}
                }
                """
        )
    }

    @Test("a collection-typed associated type takes an array placeholder; a composition takes none")
    func arrayPlaceholders() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none)
            public protocol Catalog {
                associatedtype ID: Hashable
                associatedtype IDs: Collection<ID>
                associatedtype Rows: Swift.Sequence
                associatedtype Pages: Collection<Int> & Sendable
            }
            """,
            expandsTo: """
                public protocol Catalog {
                    associatedtype ID: Hashable
                    associatedtype IDs: Collection<ID>
                    associatedtype Rows: Swift.Sequence
                    associatedtype Pages: Collection<Int> & Sendable

                    @_documentation(visibility: internal) nonisolated func __mockedAssociatedTypes_Catalog(ID: ID)
                    @_documentation(visibility: internal) nonisolated func __mockedAssociatedTypes_Catalog(IDs: IDs)
                    @_documentation(visibility: internal) nonisolated func __mockedAssociatedTypes_Catalog(Rows: Rows)
                }

                public final class CatalogMock<ID: Hashable, IDs: Collection<ID>, Rows: Swift.Sequence, Pages: Collection<Int> & Sendable>: Catalog, Mocking.Mock {
                    public init() {}
                    public nonisolated let __mockMembers = Mocking.__MockMembers()
                }

                extension Catalog {
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Catalog(ID: ID) {}
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Catalog(IDs: IDs) {}
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Catalog(Rows: Rows) {}
                }

                extension Catalog where Self: Mocking.__MockMembers.PlaceholderAssociatedTypes {
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Catalog(ID: Swift.AnyHashable) {}
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Catalog(IDs: [ID]) {}
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Catalog(Rows: [Any]) {}
                }
                """
        )
    }

    @Test("a parent's associated type the child constrains is named its parameter's witness; pins stay aliases")
    func constrainedParentTypeWitness() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none)
            public protocol Claims: Claim where Value: Collection, Key == Self.Name, Session == Self.Token {
                associatedtype Name
            }
            """,
            expandsTo: """
                public protocol Claims: Claim where Value: Collection, Key == Self.Name, Session == Self.Token {
                    associatedtype Name

                    @_documentation(visibility: internal) nonisolated func __mockedAssociatedTypes_Claims(Name: Name)
                }

                // ClaimsMock gets the requirements of 'Claim' from '@Mocked' on each, compiled under the mock's condition, such as SWIFT_MOCKING_ENABLED (also in another module); another package's parent with requirements needs its members written once in this target, with
                // swift package --allow-writing-to-package-directory mock --target <this target> --parent <Module>.<Parent> (a standard-library parent: write ClaimsMock with @MockedMembers)
                public final class ClaimsMock<Name, Value>: Claims, Mocking.Mock, Mocking.__MockMembers.PlaceholderAssociatedTypes where Value: Collection {
                    public init() {}
                    public nonisolated init(__mocking: Swift.Void) {}
                    public nonisolated let __mockMembers = Mocking.__MockMembers()
                    public typealias Value = Value
                    public typealias Key = Name
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Claims(Name: Name) {}
                }

                extension Claims {
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Claims(Name: Name) {}
                }

                extension Claims where Self: Mocking.__MockMembers.PlaceholderAssociatedTypes {
                    @_documentation(visibility: internal) public nonisolated func __mockedAssociatedTypes_Claims(Name: Any) {}
                }
                """
        )
    }

    @Test("a protocol's type alias is declared again in the mock, and its 'where' clause names what it stands for")
    func protocolTypeAlias() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none)
            public protocol Application where Context: RequestContext, Port == Int {
                associatedtype Responder: HTTPResponder
                typealias Context = Responder.Context
                @available(*, deprecated) typealias Port = Int
                func context() -> Context
            }
            """,
            expandsTo: """
                public protocol Application where Context: RequestContext, Port == Int {
                    associatedtype Responder: HTTPResponder
                    typealias Context = Responder.Context
                    @available(*, deprecated) typealias Port = Int
                    func context() -> Context
                }

                public final class ApplicationMock<Responder: HTTPResponder>: Application, Mocking.Mock where Responder.Context: RequestContext {
                    public init() {}
                    public nonisolated let __mockMembers = Mocking.__MockMembers()
                    public convenience init(
                        context implementation0: Mocking.MockMethod<Swift.Void, Context, Swift.Never>.Implementation = .unimplemented
                    ) {
                        self.init()
                        _context.implementation = implementation0
                    }
                    public typealias Context = Responder.Context
                    @available(*, deprecated) public typealias Port = Int
                    public let _context = Mocking.MockMethod<Swift.Void, Context, Swift.Never>("ApplicationMock._context", lineOffset: 4, column: 5)
                    public func context() -> Context { _context.__invoke(()) }
                }

                extension Application where Self: Mocking.Mock {
                    public var _context: Mocking.MockMethod<Swift.Void, Context, Swift.Never> { Mocking.__member("_context", of: self, group: (any Application).self, index: 0, lineOffset: 4, column: 5) }
                    public func context() -> Context { _context.__invoke(()) }
                }
                """
        )
    }

    @Test("requirements inside #if clauses are mocked inside the same clauses, in the mock and the extension")
    func conditionalRequirements() {
        assertMockedMembers(
            """
            func a()
            #if os(Linux)
            func b()
            #elseif DEBUG
            #else
            var c: Int { get }
            #endif
            """,
            classMembers: """
                convenience init(
                    a implementation0: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>.Implementation = .unimplemented
                ) {
                    self.init()
                    _a.implementation = implementation0
                }
                let _a = Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("PMock._a", lineOffset: 1, column: 5)
                func a() { _a.__invoke(()) }
                #if os(Linux)
                let _b = Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("PMock._b", lineOffset: 3, column: 5)
                func b() { _b.__invoke(()) }
                #elseif DEBUG
                #else
                let _c = Mocking.MockReadOnlyProperty<Int, Swift.Never>("PMock._c", lineOffset: 6, column: 5)
                var c: Int { _c.getter.__invoke(()) }
                #endif
                """,
            extensionMembers: """
                var _a: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> { Mocking.__member("_a", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                func a() { _a.__invoke(()) }
                #if os(Linux)
                var _b: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> { Mocking.__member("_b", of: self, group: (any P).self, index: 1, lineOffset: 3, column: 5) }
                func b() { _b.__invoke(()) }
                #elseif DEBUG
                #else
                var _c: Mocking.MockReadOnlyProperty<Int, Swift.Never> { Mocking.__member("_c", of: self, group: (any P).self, index: 2, lineOffset: 6, column: 5) }
                var c: Int { _c.getter.__invoke(()) }
                #endif
                """
        )
    }

    @Test(
        "@available that restricts where a member can be used travels to its backing property, then computed: created on first use, by place"
    )
    func availability() {
        assertMocked(
            """
            @available(macOS 14, *)
            @Mocked(compilationCondition: .none)
            protocol P {
                @available(iOS 17, *)
                func fancy() -> Int
                @available(*, deprecated, message: "use fancy() { instead")
                func old()
                @available(macOS 14, *)
                func same()
                @available(swift 6)
                func legacy()
            }
            """,
            expandsTo: """
                @available(macOS 14, *)
                protocol P {
                    @available(iOS 17, *)
                    func fancy() -> Int
                    @available(*, deprecated, message: "use fancy() { instead")
                    func old()
                    @available(macOS 14, *)
                    func same()
                    @available(swift 6)
                    func legacy()
                }

                @available(macOS 14, *)
                final class PMock: P, Mocking.Mock {
                    init() {}
                    nonisolated let __mockMembers = Mocking.__MockMembers()
                    @available(iOS 17, *)
                    var _fancy: Mocking.MockMethod<Swift.Void, Int, Swift.Never> { Mocking.__member("_fancy", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                    @available(iOS 17, *)
                    func fancy() -> Int { _fancy.__invoke(()) }
                    @available(*, deprecated, message: "use fancy() { instead")
                    let _old = Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("PMock._old", lineOffset: 3, column: 5)
                    @available(*, deprecated, message: "use fancy() { instead")
                    func old() { _old.__invoke(()) }
                    @available(macOS 14, *)
                    var _same: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> { Mocking.__member("_same", of: self, group: (any P).self, index: 2, lineOffset: 5, column: 5) }
                    @available(macOS 14, *)
                    func same() { _same.__invoke(()) }
                    @available(swift 6)
                    var _legacy: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> { Mocking.__member("_legacy", of: self, group: (any P).self, index: 3, lineOffset: 7, column: 5) }
                    @available(swift 6)
                    func legacy() { _legacy.__invoke(()) }
                }

                @available(macOS 14, *)
                extension P where Self: Mocking.Mock {
                    @available(iOS 17, *)
                    var _fancy: Mocking.MockMethod<Swift.Void, Int, Swift.Never> { Mocking.__member("_fancy", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                    @available(iOS 17, *)
                    func fancy() -> Int { _fancy.__invoke(()) }
                    @available(*, deprecated, message: "use fancy() { instead")
                    var _old: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> { Mocking.__member("_old", of: self, group: (any P).self, index: 1, lineOffset: 3, column: 5) }
                    @available(*, deprecated, message: "use fancy() { instead")
                    func old() { _old.__invoke(()) }
                    @available(macOS 14, *)
                    var _same: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> { Mocking.__member("_same", of: self, group: (any P).self, index: 2, lineOffset: 5, column: 5) }
                    @available(macOS 14, *)
                    func same() { _same.__invoke(()) }
                    @available(swift 6)
                    var _legacy: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> { Mocking.__member("_legacy", of: self, group: (any P).self, index: 3, lineOffset: 7, column: 5) }
                    @available(swift 6)
                    func legacy() { _legacy.__invoke(()) }
                }
                """
        )
    }
}
