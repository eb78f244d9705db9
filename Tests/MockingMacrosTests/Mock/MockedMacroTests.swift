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
                    init() {
                    }
                    let __mockMembers = Mocking.__MockMembers()
                    init(
                        currentTemperature implementation0: Mocking.AsyncMockMethod<(latitude: Double, longitude: Double), Double, any Swift.Error>.Implementation? = nil
                    ) {
                        if let implementation0 {
                            _currentTemperature.implementation = implementation0
                        }
                    }
                    let _currentTemperature = Mocking.AsyncMockMethod<(latitude: Double, longitude: Double), Double, any Swift.Error>("WeatherServiceMock._currentTemperature", line: 3, column: 5)
                    func currentTemperature(latitude: Double, longitude: Double) async throws -> Double {
                        try await _currentTemperature.__invoke((latitude: latitude, longitude: longitude))
                    }
                }

                enum __MockedMembers_WeatherService {
                    struct InPlace: @unchecked Swift.Sendable {
                        nonisolated(unsafe) let _currentTemperature: Swift.Unmanaged<Swift.AnyObject>
                        nonisolated init(_ registry: Mocking.__MockMemberRegistry) {
                            _currentTemperature = registry.__accessor(of: __MockedMembers_WeatherService.self, at: 0)
                        }
                        nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {
                            return nil
                        }
                    }
                }
                #endif

                protocol __Mocked_WeatherService: WeatherService {
                    init(__mocking: Swift.Void)
                }

                extension WeatherService where Self: Mocking.Mock {
                    #if SWIFT_MOCKING_ENABLED
                    nonisolated static func __registerMockedMembers_WeatherService(in registry: inout Mocking.__MockMemberRegistry) {
                        guard registry.begin(__MockedMembers_WeatherService.self, count: 1) else {
                            return
                        }
                        registry.add(Mocking.AsyncMockMethod<(latitude: Double, longitude: Double), Double, any Swift.Error>("\\(Self.self)._currentTemperature", strict: registry.isStrict, line: 3, column: 5), at: 0)
                    }
                    var _currentTemperature: Mocking.AsyncMockMethod<(latitude: Double, longitude: Double), Double, any Swift.Error> {
                        __member(group: __MockedMembers_WeatherService.self, index: 0, register: {
                                Self.__registerMockedMembers_WeatherService(in: &$0)
                        })
                    }
                    func currentTemperature(latitude: Double, longitude: Double) async throws -> Double {
                        @_transparent func __mockedCall(_ member: Mocking.AsyncMockMethod<(latitude: Double, longitude: Double), Double, any Swift.Error>) -> Mocking.AsyncMockMethod<(latitude: Double, longitude: Double), Double, any Swift.Error>.__Start {
                            member.__start((latitude: latitude, longitude: longitude))
                        }
                        return try await __withAsyncStart({
                                (members: __MockedMembers_WeatherService.InPlace) in members._currentTemperature
                            }, group: __MockedMembers_WeatherService.self, index: 0, accessor: 0, register: {
                                Self.__registerMockedMembers_WeatherService(in: &$0)
                            }, __mockedCall).__finish((latitude: latitude, longitude: longitude))
                    }
                    #endif
                }
                """
        )
    }

    @Test(
        "the compilation condition",
        arguments: [
            ("", "#if SWIFT_MOCKING_ENABLED"),
            ("(compilationCondition: .swiftMockingEnabled)", "#if SWIFT_MOCKING_ENABLED"),
            ("(compilationCondition: .debug)", "#if DEBUG"),
            ("(compilationCondition: .custom(\"TESTING\"))", "#if TESTING"),
            ("(compilationCondition: \"MOCKS && DEBUG\")", "#if MOCKS && DEBUG"),
        ]
    )
    func compilationCondition(arguments: String, condition: String) {
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
                    init() {
                    }
                    let __mockMembers = Mocking.__MockMembers()

                }

                enum __MockedMembers_Clock {
                    struct InPlace: @unchecked Swift.Sendable {
                        nonisolated init(_ registry: Mocking.__MockMemberRegistry) {
                        }
                        nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {
                            return nil
                        }
                    }
                }
                #endif

                protocol __Mocked_Clock: Clock {
                    init(__mocking: Swift.Void)
                }

                extension Clock where Self: Mocking.Mock {
                    \(condition)
                    nonisolated static func __registerMockedMembers_Clock(in registry: inout Mocking.__MockMemberRegistry) {
                        guard registry.begin(__MockedMembers_Clock.self, count: 0) else {
                            return
                        }
                    }
                    #endif
                }
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
                    init() {
                    }
                    let __mockMembers = Mocking.__MockMembers(strict: true)
                    private nonisolated static let __staticMemberSlots = Mocking.__StaticMemberSlots(count: 2)
                    init(
                        record implementation0: Mocking.MockMethod<String, Swift.Void, Swift.Never>.Implementation? = nil
                    ) {
                        if let implementation0 {
                            _record.implementation = implementation0
                        }
                    }
                    let _record = Mocking.MockMethod<String, Swift.Void, Swift.Never>("AuditLogMock._record", strict: true, line: 3, column: 5)
                    func record(_ event: String) {
                        _record.__invoke(event)
                    }
                    static var _flush: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> {
                        __staticMember("_flush", group: __MockedMembers_AuditLog.self, index: 1, strict: true, slots: __staticMemberSlots, line: 4, column: 5)
                    }
                    static func flush() {
                        @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>) -> Swift.Void {
                            member.__invoke(())
                        }
                        return __withStaticAccessor("_flush", of: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>.self, group: __MockedMembers_AuditLog.self, index: 1, accessor: 0, strict: true, slots: __staticMemberSlots, line: 4, column: 5, __mockedCall)
                    }
                }

                enum __MockedMembers_AuditLog {
                    struct InPlace: @unchecked Swift.Sendable {
                        nonisolated(unsafe) let _record: Swift.Unmanaged<Swift.AnyObject>
                        nonisolated init(_ registry: Mocking.__MockMemberRegistry) {
                            _record = registry.__accessor(of: __MockedMembers_AuditLog.self, at: 0)
                        }
                        nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {
                            return nil
                        }
                    }
                }

                protocol __Mocked_AuditLog: AuditLog {
                    init(__mocking: Swift.Void)
                }

                extension AuditLog where Self: Mocking.Mock {
                    nonisolated static func __registerMockedMembers_AuditLog(in registry: inout Mocking.__MockMemberRegistry) {
                        guard registry.begin(__MockedMembers_AuditLog.self, count: 1) else {
                            return
                        }
                        registry.add(Mocking.MockMethod<String, Swift.Void, Swift.Never>("\\(Self.self)._record", strict: registry.isStrict, line: 3, column: 5), at: 0)
                    }
                    var _record: Mocking.MockMethod<String, Swift.Void, Swift.Never> {
                        __member(group: __MockedMembers_AuditLog.self, index: 0, register: {
                                Self.__registerMockedMembers_AuditLog(in: &$0)
                        })
                    }
                    func record(_ event: String) {
                        @_transparent func __mockedCall(_ member: Mocking.MockMethod<String, Swift.Void, Swift.Never>) -> Swift.Void {
                            member.__invoke(event)
                        }
                        return __withAccessor({
                                (members: __MockedMembers_AuditLog.InPlace) in members._record
                            }, group: __MockedMembers_AuditLog.self, index: 0, accessor: 0, register: {
                                Self.__registerMockedMembers_AuditLog(in: &$0)
                            }, __mockedCall)
                    }
                    static var _flush: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> {
                        __staticMember("_flush", group: __MockedMembers_AuditLog.self, index: 1, line: 4, column: 5)
                    }
                    static func flush() {
                        @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>) -> Swift.Void {
                            member.__invoke(())
                        }
                        return __withStaticMember("_flush", of: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>.self, group: __MockedMembers_AuditLog.self, index: 1, accessor: 0, line: 4, column: 5, __mockedCall)
                    }
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
                    init() {
                    }
                    let __mockMembers = Mocking.__MockMembers()

                }

                enum __MockedMembers_Clock {
                    struct InPlace: @unchecked Swift.Sendable {
                        nonisolated init(_ registry: Mocking.__MockMemberRegistry) {
                        }
                        nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {
                            return nil
                        }
                    }
                }

                protocol __Mocked_Clock: Clock {
                    init(__mocking: Swift.Void)
                }

                extension Clock where Self: Mocking.Mock {
                    nonisolated static func __registerMockedMembers_Clock(in registry: inout Mocking.__MockMemberRegistry) {
                        guard registry.begin(__MockedMembers_Clock.self, count: 0) else {
                            return
                        }
                    }
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
                    \(mockAccess)init() {
                    }
                    \(mockAccess)let __mockMembers = Mocking.__MockMembers()
                    \(mockAccess)init(
                        now implementation0: Mocking.MockMethod<Swift.Void, Int, Swift.Never>.Implementation? = nil
                    ) {
                        if let implementation0 {
                            _now.implementation = implementation0
                        }
                    }
                    \(mockAccess)let _now = Mocking.MockMethod<Swift.Void, Int, Swift.Never>("ClockMock._now", line: 3, column: 5)
                    \(mockAccess)func now() -> Int {
                        _now.__invoke(())
                    }
                }

                \(mockAccess)enum __MockedMembers_Clock {
                    \(mockAccess)struct InPlace: @unchecked Swift.Sendable {
                        nonisolated(unsafe) let _now: Swift.Unmanaged<Swift.AnyObject>
                        \(mockAccess)nonisolated init(_ registry: Mocking.__MockMemberRegistry) {
                            _now = registry.__accessor(of: __MockedMembers_Clock.self, at: 0)
                        }
                        \(mockAccess)nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {
                            return nil
                        }
                    }
                }

                \(mockAccess)protocol __Mocked_Clock: Clock {
                    init(__mocking: Swift.Void)
                }

                extension Clock where Self: Mocking.Mock {
                    \(mockAccess)nonisolated static func __registerMockedMembers_Clock(in registry: inout Mocking.__MockMemberRegistry) {
                        guard registry.begin(__MockedMembers_Clock.self, count: 1) else {
                            return
                        }
                        registry.add(Mocking.MockMethod<Swift.Void, Int, Swift.Never>("\\(Self.self)._now", strict: registry.isStrict, line: 3, column: 5), at: 0)
                    }
                    \(mockAccess)var _now: Mocking.MockMethod<Swift.Void, Int, Swift.Never> {
                        __member(group: __MockedMembers_Clock.self, index: 0, register: {
                                Self.__registerMockedMembers_Clock(in: &$0)
                        })
                    }
                    \(mockAccess)func now() -> Int {
                        @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, Int, Swift.Never>) -> Int {
                            member.__invoke(())
                        }
                        return __withAccessor({
                                (members: __MockedMembers_Clock.InPlace) in members._now
                            }, group: __MockedMembers_Clock.self, index: 0, accessor: 0, register: {
                                Self.__registerMockedMembers_Clock(in: &$0)
                            }, __mockedCall)
                    }
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
                    init() {
                    }
                    let __mockMembers = Mocking.__MockMembers()

                }

                enum __MockedMembers_DataManager {
                    struct InPlace: @unchecked Swift.Sendable {
                        nonisolated init(_ registry: Mocking.__MockMemberRegistry) {
                        }
                        nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {
                            return nil
                        }
                    }
                }

                protocol __Mocked_DataManager: DataManager {
                    init(__mocking: Swift.Void)
                }
                @MainActor protocol ViewDelegate {
                }

                @MainActor
                final class ViewDelegateMock: ViewDelegate, Mocking.Mock {
                    init() {
                    }
                    nonisolated let __mockMembers = Mocking.__MockMembers()

                }

                enum __MockedMembers_ViewDelegate {
                    struct InPlace: @unchecked Swift.Sendable {
                        nonisolated init(_ registry: Mocking.__MockMemberRegistry) {
                        }
                        nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {
                            return nil
                        }
                    }
                }

                protocol __Mocked_ViewDelegate: ViewDelegate {
                    init(__mocking: Swift.Void)
                }

                extension DataManager where Self: Mocking.Mock {
                    nonisolated static func __registerMockedMembers_DataManager(in registry: inout Mocking.__MockMemberRegistry) {
                        guard registry.begin(__MockedMembers_DataManager.self, count: 0) else {
                            return
                        }
                    }
                }

                extension ViewDelegate where Self: Mocking.Mock {
                    nonisolated static func __registerMockedMembers_ViewDelegate(in registry: inout Mocking.__MockMemberRegistry) {
                        guard registry.begin(__MockedMembers_ViewDelegate.self, count: 0) else {
                            return
                        }
                    }
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
                // ChildMock gets the requirements of 'Parent' from '@Mocked' on each (through '__Mocked_…'); for one that is not '@Mocked', write the mock yourself:
                // @MockedMembers final class ChildMock: Child { /* every requirement; methods without a body */ }
                final class ChildMock: Child, Mocking.Mock, __Mocked_Parent {
                    init() {
                    }
                    init(__mocking: Swift.Void) {
                    }
                    let __mockStorage = Mocking.__MockStorage<__MockedMembers_Parent.InPlace> { registry in
                        ChildMock.__registerMockedMembers_Parent(in: &registry)
                        return __MockedMembers_Parent.InPlace(registry)
                    }
                    nonisolated var __mockMembers: Mocking.__MockMembers {
                        __mockStorage.members
                    }
                    nonisolated var __groupAccessors: Mocking.__GroupAccessors {
                        __mockStorage.groups
                    }
                    nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {
                        if __Members.self == __MockedMembers_Parent.InPlace.self {
                            return unsafeBitCast(__mockStorage.inPlace, to: __Members.self)
                        }
                        return __mockStorage.inPlace.__storedMembers(type)
                    }

                }

                enum __MockedMembers_Child {
                    struct InPlace: @unchecked Swift.Sendable {
                        let __parent0: __MockedMembers_Parent.InPlace
                        nonisolated init(_ registry: Mocking.__MockMemberRegistry) {
                            __parent0 = __MockedMembers_Parent.InPlace(registry)
                        }
                        nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {
                            if __Members.self == __MockedMembers_Parent.InPlace.self {
                                return unsafeBitCast(__parent0, to: __Members.self)
                            }
                            return __parent0.__storedMembers(type)
                        }
                    }
                }
                #endif

                protocol __Mocked_Child: Child, __Mocked_Parent {
                    init(__mocking: Swift.Void)
                }

                extension Child where Self: Mocking.Mock {
                    #if DEBUG
                    nonisolated static func __registerMockedMembers_Child(in registry: inout Mocking.__MockMemberRegistry) {
                        guard registry.begin(__MockedMembers_Child.self, count: 0) else {
                            return
                        }
                        Self.__registerMockedMembers_Parent(in: &registry)
                    }
                    #endif
                }
                """
        )
    }

    @Test(
        "a mock keeps the members of its direct parents in place, and returns the struct of each for its type"
    )
    func parentsInPlace() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none)
            protocol Child: Parent, Other, A.Service, B.Service {
            }
            """,
            expandsTo: """
                protocol Child: Parent, Other, A.Service, B.Service {
                }

                // ChildMock gets the requirements of 'Parent', 'Other', 'A.Service', 'B.Service' from '@Mocked' on each (through '__Mocked_…'); for one that is not '@Mocked', write the mock yourself:
                // @MockedMembers final class ChildMock: Child { /* every requirement; methods without a body */ }
                final class ChildMock: Child, Mocking.Mock, __Mocked_Parent, __Mocked_Other, A.__Mocked_Service, B.__Mocked_Service {
                    init() {
                    }
                    init(__mocking: Swift.Void) {
                    }
                    let __mockStorage = Mocking.__MockStorage<(__MockedMembers_Parent.InPlace, __MockedMembers_Other.InPlace, A.__MockedMembers_Service.InPlace, B.__MockedMembers_Service.InPlace)> { registry in
                        ChildMock.__registerMockedMembers_Parent(in: &registry)
                        ChildMock.__registerMockedMembers_Other(in: &registry)
                        func __register2<T: A.Service & Mocking.Mock>(_: T.Type, _ registry: inout Mocking.__MockMemberRegistry) {
                            T.__registerMockedMembers_Service(in: &registry)
                        }
                        __register2(ChildMock.self, &registry)
                        func __register3<T: B.Service & Mocking.Mock>(_: T.Type, _ registry: inout Mocking.__MockMemberRegistry) {
                            T.__registerMockedMembers_Service(in: &registry)
                        }
                        __register3(ChildMock.self, &registry)
                        return (__MockedMembers_Parent.InPlace(registry), __MockedMembers_Other.InPlace(registry), A.__MockedMembers_Service.InPlace(registry), B.__MockedMembers_Service.InPlace(registry))
                    }
                    nonisolated var __mockMembers: Mocking.__MockMembers {
                        __mockStorage.members
                    }
                    nonisolated var __groupAccessors: Mocking.__GroupAccessors {
                        __mockStorage.groups
                    }
                    nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {
                        if __Members.self == __MockedMembers_Parent.InPlace.self {
                            return unsafeBitCast(__mockStorage.inPlace.0, to: __Members.self)
                        }
                        if __Members.self == __MockedMembers_Other.InPlace.self {
                            return unsafeBitCast(__mockStorage.inPlace.1, to: __Members.self)
                        }
                        if __Members.self == A.__MockedMembers_Service.InPlace.self {
                            return unsafeBitCast(__mockStorage.inPlace.2, to: __Members.self)
                        }
                        if __Members.self == B.__MockedMembers_Service.InPlace.self {
                            return unsafeBitCast(__mockStorage.inPlace.3, to: __Members.self)
                        }
                        if let members = __mockStorage.inPlace.0.__storedMembers(type) {
                            return members
                        }
                        if let members = __mockStorage.inPlace.1.__storedMembers(type) {
                            return members
                        }
                        if let members = __mockStorage.inPlace.2.__storedMembers(type) {
                            return members
                        }
                        return __mockStorage.inPlace.3.__storedMembers(type)
                    }

                }

                enum __MockedMembers_Child {
                    struct InPlace: @unchecked Swift.Sendable {
                        let __parent0: __MockedMembers_Parent.InPlace
                        let __parent1: __MockedMembers_Other.InPlace
                        let __parent2: A.__MockedMembers_Service.InPlace
                        let __parent3: B.__MockedMembers_Service.InPlace
                        nonisolated init(_ registry: Mocking.__MockMemberRegistry) {
                            __parent0 = __MockedMembers_Parent.InPlace(registry)
                            __parent1 = __MockedMembers_Other.InPlace(registry)
                            __parent2 = A.__MockedMembers_Service.InPlace(registry)
                            __parent3 = B.__MockedMembers_Service.InPlace(registry)
                        }
                        nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {
                            if __Members.self == __MockedMembers_Parent.InPlace.self {
                                return unsafeBitCast(__parent0, to: __Members.self)
                            }
                            if __Members.self == __MockedMembers_Other.InPlace.self {
                                return unsafeBitCast(__parent1, to: __Members.self)
                            }
                            if __Members.self == A.__MockedMembers_Service.InPlace.self {
                                return unsafeBitCast(__parent2, to: __Members.self)
                            }
                            if __Members.self == B.__MockedMembers_Service.InPlace.self {
                                return unsafeBitCast(__parent3, to: __Members.self)
                            }
                            if let members = __parent0.__storedMembers(type) {
                                return members
                            }
                            if let members = __parent1.__storedMembers(type) {
                                return members
                            }
                            if let members = __parent2.__storedMembers(type) {
                                return members
                            }
                            return __parent3.__storedMembers(type)
                        }
                    }
                }

                protocol __Mocked_Child: Child, __Mocked_Parent, __Mocked_Other, A.__Mocked_Service, B.__Mocked_Service {
                    init(__mocking: Swift.Void)
                }

                extension Child where Self: Mocking.Mock {
                    nonisolated static func __registerMockedMembers_Child(in registry: inout Mocking.__MockMemberRegistry) {
                        guard registry.begin(__MockedMembers_Child.self, count: 0) else {
                            return
                        }
                        Self.__registerMockedMembers_Parent(in: &registry)
                        Self.__registerMockedMembers_Other(in: &registry)
                        func __register2<T: A.Service & Mocking.Mock>(_: T.Type, _ registry: inout Mocking.__MockMemberRegistry) {
                            T.__registerMockedMembers_Service(in: &registry)
                        }
                        __register2(Self.self, &registry)
                        func __register3<T: B.Service & Mocking.Mock>(_: T.Type, _ registry: inout Mocking.__MockMemberRegistry) {
                            T.__registerMockedMembers_Service(in: &registry)
                        }
                        __register3(Self.self, &registry)
                    }
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
                    init() {
                    }
                    let __mockMembers = Mocking.__MockMembers()

                }

                enum __MockedMembers_Cache {
                    struct InPlace: @unchecked Swift.Sendable {
                        nonisolated init(_ registry: Mocking.__MockMemberRegistry) {
                        }
                        nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {
                            return nil
                        }
                    }
                }

                protocol __Mocked_Cache: Cache {
                    init(__mocking: Swift.Void)
                }

                extension Cache where Self: Mocking.Mock {
                    nonisolated static func __registerMockedMembers_Cache(in registry: inout Mocking.__MockMemberRegistry) {
                        guard registry.begin(__MockedMembers_Cache.self, count: 0) else {
                            return
                        }
                    }
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
                }

                final class RepositoryMock<Key: Hashable, Value>: Repository, Mocking.Mock where Value: Equatable {
                    init() {
                    }
                    let __mockMembers = Mocking.__MockMembers()
                    init(
                        fetch implementation0: Mocking.MockMethod<Key, Value?, Swift.Never>.Implementation? = nil,
                        copy implementation1: Mocking.MockMethod<Swift.Void, RepositoryMock<Key, Value>, Swift.Never>.Implementation? = nil
                    ) {
                        if let implementation0 {
                            _fetch.implementation = implementation0
                        }
                        if let implementation1 {
                            _copy.implementation = implementation1
                        }
                    }
                    let _fetch = Mocking.MockMethod<Key, Value?, Swift.Never>("RepositoryMock._fetch", line: 5, column: 5)
                    func fetch(key: Key) -> Value? {
                        _fetch.__invoke(key)
                    }
                    let _copy = Mocking.MockMethod<Swift.Void, RepositoryMock<Key, Value>, Swift.Never>("RepositoryMock._copy", line: 6, column: 5)
                    func copy() -> RepositoryMock<Key, Value> {
                        _copy.__invoke(())
                    }
                }

                enum __MockedMembers_Repository {
                    struct InPlace: @unchecked Swift.Sendable {
                        nonisolated(unsafe) let _fetch: Swift.Unmanaged<Swift.AnyObject>
                        nonisolated(unsafe) let _copy: Swift.Unmanaged<Swift.AnyObject>
                        nonisolated init(_ registry: Mocking.__MockMemberRegistry) {
                            _fetch = registry.__accessor(of: __MockedMembers_Repository.self, at: 0)
                            _copy = registry.__accessor(of: __MockedMembers_Repository.self, at: 1)
                        }
                        nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {
                            return nil
                        }
                    }
                }

                protocol __Mocked_Repository: Repository {
                    associatedtype Key = Swift.String
                    associatedtype Value = Swift.String
                    init(__mocking: Swift.Void)
                }

                extension Repository where Self: Mocking.Mock {
                    nonisolated static func __registerMockedMembers_Repository(in registry: inout Mocking.__MockMemberRegistry) {
                        guard registry.begin(__MockedMembers_Repository.self, count: 2) else {
                            return
                        }
                        registry.add(Mocking.MockMethod<Key, Value?, Swift.Never>("\\(Self.self)._fetch", strict: registry.isStrict, line: 5, column: 5), at: 0)
                        registry.add(Mocking.MockMethod<Swift.Void, Self, Swift.Never>("\\(Self.self)._copy", strict: registry.isStrict, line: 6, column: 5), at: 1)
                    }
                    var _fetch: Mocking.MockMethod<Key, Value?, Swift.Never> {
                        __member(group: __MockedMembers_Repository.self, index: 0, register: {
                                Self.__registerMockedMembers_Repository(in: &$0)
                            }, namesSelf: true)
                    }
                    func fetch(key: Key) -> Value? {
                        @_transparent func __mockedCall(_ member: Mocking.MockMethod<Key, Value?, Swift.Never>) -> Value? {
                            member.__invoke(key)
                        }
                        return __withAccessor({
                                (members: __MockedMembers_Repository.InPlace) in members._fetch
                            }, group: __MockedMembers_Repository.self, index: 0, accessor: 0, register: {
                                Self.__registerMockedMembers_Repository(in: &$0)
                            }, namesSelf: true, __mockedCall)
                    }
                    var _copy: Mocking.MockMethod<Swift.Void, Self, Swift.Never> {
                        __member(group: __MockedMembers_Repository.self, index: 1, register: {
                                Self.__registerMockedMembers_Repository(in: &$0)
                            }, namesSelf: true)
                    }
                    func copy() -> Self {
                        @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, Self, Swift.Never>) -> Self {
                            member.__invoke(())
                        }
                        return __withAccessor({
                                (members: __MockedMembers_Repository.InPlace) in members._copy
                            }, group: __MockedMembers_Repository.self, index: 1, accessor: 0, register: {
                                Self.__registerMockedMembers_Repository(in: &$0)
                            }, namesSelf: true, __mockedCall)
                    }
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
                init(
                    a implementation0: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>.Implementation? = nil
                ) {
                    if let implementation0 {
                        _a.implementation = implementation0
                    }
                }
                let _a = Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("PMock._a", line: 3, column: 5)
                func a() {
                    _a.__invoke(())
                }
                #if os(Linux)
                let _b = Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("PMock._b", line: 5, column: 5)
                func b() {
                    _b.__invoke(())
                }
                #elseif DEBUG
                #else
                let _c = Mocking.MockReadOnlyProperty<Int, Swift.Never>("PMock._c", line: 8, column: 5)
                var c: Int {
                    _c.getter.__invoke(())
                }
                #endif
                """,
            extensionMembers: """
                nonisolated static func __registerMockedMembers_P(in registry: inout Mocking.__MockMemberRegistry) {
                    guard registry.begin(__MockedMembers_P.self, count: 3) else {
                        return
                    }
                    registry.add(Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("\\(Self.self)._a", strict: registry.isStrict, line: 3, column: 5), at: 0)
                    #if os(Linux)
                    registry.add(Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("\\(Self.self)._b", strict: registry.isStrict, line: 5, column: 5), at: 1)
                    #elseif DEBUG
                    #else
                    registry.add(Mocking.MockReadOnlyProperty<Int, Swift.Never>("\\(Self.self)._c", strict: registry.isStrict, line: 8, column: 5), at: 2)
                    #endif
                }
                var _a: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> {
                    __member(group: __MockedMembers_P.self, index: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func a() {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>) -> Swift.Void {
                        member.__invoke(())
                    }
                    return __withAccessor({
                            (members: __MockedMembers_P.InPlace) in members._a
                        }, group: __MockedMembers_P.self, index: 0, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall)
                }
                #if os(Linux)
                var _b: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> {
                    __member(group: __MockedMembers_P.self, index: 1, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func b() {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>) -> Swift.Void {
                        member.__invoke(())
                    }
                    return __withAccessor({
                            (members: __MockedMembers_P.InPlace) in members._b
                        }, group: __MockedMembers_P.self, index: 1, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall)
                }
                #elseif DEBUG
                #else
                var _c: Mocking.MockReadOnlyProperty<Int, Swift.Never> {
                    __member(group: __MockedMembers_P.self, index: 2, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                var c: Int {
                    @_transparent func __mockedCall(_ member: Mocking.MockReadOnlyProperty<Int, Swift.Never>.Getter) -> Int {
                        member.__invoke(())
                    }
                    return __withAccessor({
                            (members: __MockedMembers_P.InPlace) in members._c__getter
                        }, group: __MockedMembers_P.self, index: 2, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall)
                }
                #endif
                """,
            inPlaceReads: """
                _a = registry.__accessor(of: __MockedMembers_P.self, at: 0)
                #if os(Linux)
                _b = registry.__accessor(of: __MockedMembers_P.self, at: 1)
                #elseif DEBUG
                #else
                _c__getter = registry.__accessor(of: __MockedMembers_P.self, at: 2)
                #endif
                """
        )
    }

    @Test(
        "@available that restricts where a member can be used travels to its backing property, then computed; a member no check can create is created on first use, by place"
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
                    init() {
                    }
                    let __mockMembers = Mocking.__MockMembers()
                    init(
                        old implementation0: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>.Implementation? = nil
                    ) {
                        if let implementation0 {
                            _old.implementation = implementation0
                        }
                    }
                    let _created_fancy = Mocking.__AvailableMember {
                        if #available(iOS 17, *) {
                            return Mocking.MockMethod<Swift.Void, Int, Swift.Never>("PMock._fancy", line: 4, column: 5)
                        }
                        return nil
                    }
                    @available(iOS 17, *)
                    var _fancy: Mocking.MockMethod<Swift.Void, Int, Swift.Never> {
                        Mocking.__availableMember(_created_fancy)
                    }
                    @available(iOS 17, *)
                    func fancy() -> Int {
                        @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, Int, Swift.Never>) -> Int {
                            member.__invoke(())
                        }
                        return Mocking.__withAvailableMember(_created_fancy.first, __mockedCall)
                    }
                    let _old = Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("PMock._old", line: 6, column: 5)
                    @available(*, deprecated, message: "use fancy() { instead")
                    func old() {
                        _old.__invoke(())
                    }
                    let _created_same = Mocking.__AvailableMember {
                        return Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("PMock._same", line: 8, column: 5)
                    }
                    @available(macOS 14, *)
                    var _same: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> {
                        Mocking.__availableMember(_created_same)
                    }
                    @available(macOS 14, *)
                    func same() {
                        @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>) -> Swift.Void {
                            member.__invoke(())
                        }
                        return Mocking.__withAvailableMember(_created_same.first, __mockedCall)
                    }
                    @available(swift 6)
                    var _legacy: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> {
                        __member("_legacy", group: __MockedMembers_P.self, index: 3, line: 10, column: 5)
                    }
                    @available(swift 6)
                    func legacy() {
                        _legacy.__invoke(())
                    }
                }

                @available(macOS 14, *)
                enum __MockedMembers_P {
                    struct InPlace: @unchecked Swift.Sendable {
                        nonisolated(unsafe) let _fancy: Swift.Unmanaged<Swift.AnyObject>?
                        nonisolated(unsafe) let _old: Swift.Unmanaged<Swift.AnyObject>
                        nonisolated(unsafe) let _same: Swift.Unmanaged<Swift.AnyObject>
                        nonisolated init(_ registry: Mocking.__MockMemberRegistry) {
                            _fancy = registry.__accessorIfCreated(of: __MockedMembers_P.self, at: 0)
                            _old = registry.__accessor(of: __MockedMembers_P.self, at: 1)
                            _same = registry.__accessor(of: __MockedMembers_P.self, at: 2)
                        }
                        nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {
                            return nil
                        }
                    }
                }

                @available(macOS 14, *)
                protocol __Mocked_P: P {
                    init(__mocking: Swift.Void)
                }

                @available(macOS 14, *)
                extension P where Self: Mocking.Mock {
                    nonisolated static func __registerMockedMembers_P(in registry: inout Mocking.__MockMemberRegistry) {
                        guard registry.begin(__MockedMembers_P.self, count: 3) else {
                            return
                        }
                        if #available(iOS 17, *) {
                            registry.add(Mocking.MockMethod<Swift.Void, Int, Swift.Never>("\\(Self.self)._fancy", strict: registry.isStrict, line: 4, column: 5), at: 0)
                        }
                        registry.add(Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("\\(Self.self)._old", strict: registry.isStrict, line: 6, column: 5), at: 1)
                        registry.add(Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("\\(Self.self)._same", strict: registry.isStrict, line: 8, column: 5), at: 2)
                    }
                    @available(iOS 17, *)
                    var _fancy: Mocking.MockMethod<Swift.Void, Int, Swift.Never> {
                        __member(group: __MockedMembers_P.self, index: 0, register: {
                                Self.__registerMockedMembers_P(in: &$0)
                        })
                    }
                    @available(iOS 17, *)
                    func fancy() -> Int {
                        @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, Int, Swift.Never>) -> Int {
                            member.__invoke(())
                        }
                        return __withAccessor({
                                (members: __MockedMembers_P.InPlace) in members._fancy
                            }, group: __MockedMembers_P.self, index: 0, accessor: 0, register: {
                                Self.__registerMockedMembers_P(in: &$0)
                            }, __mockedCall)
                    }
                    var _old: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> {
                        __member(group: __MockedMembers_P.self, index: 1, register: {
                                Self.__registerMockedMembers_P(in: &$0)
                        })
                    }
                    @available(*, deprecated, message: "use fancy() { instead")
                    func old() {
                        @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>) -> Swift.Void {
                            member.__invoke(())
                        }
                        return __withAccessor({
                                (members: __MockedMembers_P.InPlace) in members._old
                            }, group: __MockedMembers_P.self, index: 1, accessor: 0, register: {
                                Self.__registerMockedMembers_P(in: &$0)
                            }, __mockedCall)
                    }
                    @available(macOS 14, *)
                    var _same: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> {
                        __member(group: __MockedMembers_P.self, index: 2, register: {
                                Self.__registerMockedMembers_P(in: &$0)
                        })
                    }
                    @available(macOS 14, *)
                    func same() {
                        @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>) -> Swift.Void {
                            member.__invoke(())
                        }
                        return __withAccessor({
                                (members: __MockedMembers_P.InPlace) in members._same
                            }, group: __MockedMembers_P.self, index: 2, accessor: 0, register: {
                                Self.__registerMockedMembers_P(in: &$0)
                            }, __mockedCall)
                    }
                    @available(swift 6)
                    var _legacy: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> {
                        __member("_legacy", group: __MockedMembers_P.self, index: 3, line: 10, column: 5)
                    }
                    @available(swift 6)
                    func legacy() {
                        _legacy.__invoke(())
                    }
                }
                """
        )
    }
}
