import Testing

@Suite("@Mocked: methods")
struct MethodExpansionTests {
    @Test("effects become the backing member's type: async picks AsyncMockMethod, throws the Failure")
    func effects() {
        assertMockedMembers(
            """
            func ping()
            func load() async throws -> [Int]
            func parse(_ text: String) throws(ParseError) -> Int
            """,
            classMembers: """
                init(
                    ping implementation0: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>.Implementation? = nil,
                    load implementation1: Mocking.AsyncMockMethod<Swift.Void, [Int], any Swift.Error>.Implementation? = nil,
                    parse implementation2: Mocking.MockMethod<String, Int, ParseError>.Implementation? = nil
                ) {
                    if let implementation0 {
                        _ping.implementation = implementation0
                    }
                    if let implementation1 {
                        _load.implementation = implementation1
                    }
                    if let implementation2 {
                        _parse.implementation = implementation2
                    }
                }
                let _ping = Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("PMock._ping", line: 3, column: 5)
                func ping() {
                    _ping.__invoke(())
                }
                let _load = Mocking.AsyncMockMethod<Swift.Void, [Int], any Swift.Error>("PMock._load", line: 4, column: 5)
                func load() async throws -> [Int] {
                    try await _load.__invoke(())
                }
                let _parse = Mocking.MockMethod<String, Int, ParseError>("PMock._parse", line: 5, column: 5)
                func parse(_ text: String) throws(ParseError) -> Int {
                    try _parse.__invoke(text)
                }
                """,
            extensionMembers: """
                nonisolated static func __registerMockedMembers_P(in registry: inout Mocking.__MockMemberRegistry) {
                    guard registry.begin(__MockedMembers_P.self, count: 3) else {
                        return
                    }
                    registry.add(Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("\\(Self.self)._ping", strict: registry.isStrict, line: 3, column: 5), at: 0)
                    registry.add(Mocking.AsyncMockMethod<Swift.Void, [Int], any Swift.Error>("\\(Self.self)._load", strict: registry.isStrict, line: 4, column: 5), at: 1)
                    registry.add(Mocking.MockMethod<String, Int, ParseError>("\\(Self.self)._parse", strict: registry.isStrict, line: 5, column: 5), at: 2)
                }
                var _ping: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> {
                    __member(group: __MockedMembers_P.self, index: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func ping() {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>) -> Swift.Void {
                        member.__invoke(())
                    }
                    return __withAccessor({
                            (members: __MockedMembers_P.InPlace) in members._ping
                        }, group: __MockedMembers_P.self, index: 0, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall)
                }
                var _load: Mocking.AsyncMockMethod<Swift.Void, [Int], any Swift.Error> {
                    __member(group: __MockedMembers_P.self, index: 1, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func load() async throws -> [Int] {
                    @_transparent func __mockedCall(_ member: Mocking.AsyncMockMethod<Swift.Void, [Int], any Swift.Error>) -> Mocking.AsyncMockMethod<Swift.Void, [Int], any Swift.Error>.__Start {
                        member.__start(())
                    }
                    return try await __withAsyncStart({
                            (members: __MockedMembers_P.InPlace) in members._load
                        }, group: __MockedMembers_P.self, index: 1, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall).__finish(())
                }
                var _parse: Mocking.MockMethod<String, Int, ParseError> {
                    __member(group: __MockedMembers_P.self, index: 2, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func parse(_ text: String) throws(ParseError) -> Int {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<String, Int, ParseError>) throws(ParseError) -> Int {
                        try member.__invoke(text)
                    }
                    return try __withAccessor({
                            (members: __MockedMembers_P.InPlace) in members._parse
                        }, group: __MockedMembers_P.self, index: 2, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall)
                }
                """,
            inPlaceReads: """
                _ping = registry.__accessor(of: __MockedMembers_P.self, at: 0)
                _load = registry.__accessor(of: __MockedMembers_P.self, at: 1)
                _parse = registry.__accessor(of: __MockedMembers_P.self, at: 2)
                """
        )
    }

    @Test("parameters: unnamed ones are named, variadic are arrays, borrowing ones are copied, inout ones boxed")
    func parameters() {
        assertMockedMembers(
            """
            func store(_: Int, _ values: String..., into target: inout [String], owner: borrowing String)
            """,
            classMembers: """
                init(
                    store implementation0: Mocking.MockMethod<(value1: Int, values: [String], target: Mocking.InoutArgument<[String]>, owner: String), Swift.Void, Swift.Never>.Implementation? = nil
                ) {
                    if let implementation0 {
                        _store.implementation = implementation0
                    }
                }
                let _store = Mocking.MockMethod<(value1: Int, values: [String], target: Mocking.InoutArgument<[String]>, owner: String), Swift.Void, Swift.Never>("PMock._store", line: 3, column: 5)
                func store(_ value1: Int, _ values: String..., into target: inout [String], owner: borrowing String) {
                    let __target = Mocking.InoutArgument<[String]>(target)
                    defer {
                        target = __target.value
                    }
                    return _store.__invoke((value1: value1, values: values, target: __target, owner: copy owner))
                }
                """,
            extensionMembers: """
                nonisolated static func __registerMockedMembers_P(in registry: inout Mocking.__MockMemberRegistry) {
                    guard registry.begin(__MockedMembers_P.self, count: 1) else {
                        return
                    }
                    registry.add(Mocking.MockMethod<(value1: Int, values: [String], target: Mocking.InoutArgument<[String]>, owner: String), Swift.Void, Swift.Never>("\\(Self.self)._store", strict: registry.isStrict, line: 3, column: 5), at: 0)
                }
                var _store: Mocking.MockMethod<(value1: Int, values: [String], target: Mocking.InoutArgument<[String]>, owner: String), Swift.Void, Swift.Never> {
                    __member(group: __MockedMembers_P.self, index: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func store(_ value1: Int, _ values: String..., into target: inout [String], owner: borrowing String) {
                    let __target = Mocking.InoutArgument<[String]>(target)
                    defer {
                        target = __target.value
                    }
                    return _store.__invoke((value1: value1, values: values, target: __target, owner: copy owner))
                }
                """
        )
    }

    @Test("generic methods are erased; the result is cast back")
    func generics() {
        assertMockedMembers(
            """
            func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
            """,
            classMembers: """
                init(
                    decode implementation0: Mocking.MockMethod<(type: any Decodable.Type, data: Data), any Decodable, any Swift.Error>.Implementation? = nil
                ) {
                    if let implementation0 {
                        _decode.implementation = implementation0
                    }
                }
                let _decode = Mocking.MockMethod<(type: any Decodable.Type, data: Data), any Decodable, any Swift.Error>("PMock._decode", line: 3, column: 5)
                func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
                    try _decode.__invoke((type: type, data: data)) as! T
                }
                """,
            extensionMembers: """
                nonisolated static func __registerMockedMembers_P(in registry: inout Mocking.__MockMemberRegistry) {
                    guard registry.begin(__MockedMembers_P.self, count: 1) else {
                        return
                    }
                    registry.add(Mocking.MockMethod<(type: any Decodable.Type, data: Data), any Decodable, any Swift.Error>("\\(Self.self)._decode", strict: registry.isStrict, line: 3, column: 5), at: 0)
                }
                var _decode: Mocking.MockMethod<(type: any Decodable.Type, data: Data), any Decodable, any Swift.Error> {
                    __member(group: __MockedMembers_P.self, index: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<(type: any Decodable.Type, data: Data), any Decodable, any Swift.Error>) throws -> any Decodable {
                        try member.__invoke((type: type, data: data))
                    }
                    return try __withThrowingAccessor({
                            (members: __MockedMembers_P.InPlace) in members._decode
                        }, group: __MockedMembers_P.self, index: 0, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall) as! T
                }
                """,
            inPlaceReads: """
                _decode = registry.__accessor(of: __MockedMembers_P.self, at: 0)
                """
        )
    }

    @Test("an inherited async generic method starts on the member borrowed; what it finishes with is cast back")
    func asyncGenerics() {
        assertMockedMembers(
            """
            func decode<T: Decodable>(_ type: T.Type, from data: Data) async throws -> T
            """,
            classMembers: """
                init(
                    decode implementation0: Mocking.AsyncMockMethod<(type: any Decodable.Type, data: Data), any Decodable, any Swift.Error>.Implementation? = nil
                ) {
                    if let implementation0 {
                        _decode.implementation = implementation0
                    }
                }
                let _decode = Mocking.AsyncMockMethod<(type: any Decodable.Type, data: Data), any Decodable, any Swift.Error>("PMock._decode", line: 3, column: 5)
                func decode<T: Decodable>(_ type: T.Type, from data: Data) async throws -> T {
                    try await _decode.__invoke((type: type, data: data)) as! T
                }
                """,
            extensionMembers: """
                nonisolated static func __registerMockedMembers_P(in registry: inout Mocking.__MockMemberRegistry) {
                    guard registry.begin(__MockedMembers_P.self, count: 1) else {
                        return
                    }
                    registry.add(Mocking.AsyncMockMethod<(type: any Decodable.Type, data: Data), any Decodable, any Swift.Error>("\\(Self.self)._decode", strict: registry.isStrict, line: 3, column: 5), at: 0)
                }
                var _decode: Mocking.AsyncMockMethod<(type: any Decodable.Type, data: Data), any Decodable, any Swift.Error> {
                    __member(group: __MockedMembers_P.self, index: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func decode<T: Decodable>(_ type: T.Type, from data: Data) async throws -> T {
                    @_transparent func __mockedCall(_ member: Mocking.AsyncMockMethod<(type: any Decodable.Type, data: Data), any Decodable, any Swift.Error>) -> Mocking.AsyncMockMethod<(type: any Decodable.Type, data: Data), any Decodable, any Swift.Error>.__Start {
                        member.__start((type: type, data: data))
                    }
                    return try await __withAsyncStart({
                            (members: __MockedMembers_P.InPlace) in members._decode
                        }, group: __MockedMembers_P.self, index: 0, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall).__finish((type: type, data: data)) as! T
                }
                """,
            inPlaceReads: """
                _decode = registry.__accessor(of: __MockedMembers_P.self, at: 0)
                """
        )
    }

    @Test("a non-escaping closure is boxed for the duration of the call")
    func nonEscapingClosure() {
        assertMockedMembers(
            """
            func perform(_ work: () -> Int) -> Int
            """,
            classMembers: """
                init(
                    perform implementation0: Mocking.MockMethod<Mocking.NonEscapingClosure<() -> Int>, Int, Swift.Never>.Implementation? = nil
                ) {
                    if let implementation0 {
                        _perform.implementation = implementation0
                    }
                }
                let _perform = Mocking.MockMethod<Mocking.NonEscapingClosure<() -> Int>, Int, Swift.Never>("PMock._perform", line: 3, column: 5)
                func perform(_ work: () -> Int) -> Int {
                    withoutActuallyEscaping(work) { work in
                        let work = Mocking.NonEscapingClosure<() -> Int>(work)
                        defer {
                            work.__release()
                        }
                        return _perform.__invoke(work)
                    }
                }
                """,
            extensionMembers: """
                nonisolated static func __registerMockedMembers_P(in registry: inout Mocking.__MockMemberRegistry) {
                    guard registry.begin(__MockedMembers_P.self, count: 1) else {
                        return
                    }
                    registry.add(Mocking.MockMethod<Mocking.NonEscapingClosure<() -> Int>, Int, Swift.Never>("\\(Self.self)._perform", strict: registry.isStrict, line: 3, column: 5), at: 0)
                }
                var _perform: Mocking.MockMethod<Mocking.NonEscapingClosure<() -> Int>, Int, Swift.Never> {
                    __member(group: __MockedMembers_P.self, index: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func perform(_ work: () -> Int) -> Int {
                    withoutActuallyEscaping(work) { work in
                        let work = Mocking.NonEscapingClosure<() -> Int>(work)
                        defer {
                            work.__release()
                        }
                        @_transparent func __mockedCall(_ member: Mocking.MockMethod<Mocking.NonEscapingClosure<() -> Int>, Int, Swift.Never>) -> Int {
                            member.__invoke(work)
                        }
                        return __withAccessor({
                                (members: __MockedMembers_P.InPlace) in members._perform
                            }, group: __MockedMembers_P.self, index: 0, accessor: 0, register: {
                                Self.__registerMockedMembers_P(in: &$0)
                            }, __mockedCall)
                    }
                }
                """,
            inPlaceReads: """
                _perform = registry.__accessor(of: __MockedMembers_P.self, at: 0)
                """
        )
    }

    @Test(
        "in the extension, the local function is declared where the arguments are: after inout boxes, inside the closures; it hides no parameter; a result builder is kept out"
    )
    func localFunctionPlacement() {
        assertMockedMembers(
            """
            func apply(_ work: () -> Int, to member: inout Int) throws(LoadError) -> Int
            @StepsBuilder func steps() -> [String]
            """,
            classMembers: """
                init(
                    apply implementation0: Mocking.MockMethod<(work: Mocking.NonEscapingClosure<() -> Int>, member: Mocking.InoutArgument<Int>), Int, LoadError>.Implementation? = nil,
                    steps implementation1: Mocking.MockMethod<Swift.Void, [String], Swift.Never>.Implementation? = nil
                ) {
                    if let implementation0 {
                        _apply.implementation = implementation0
                    }
                    if let implementation1 {
                        _steps.implementation = implementation1
                    }
                }
                let _apply = Mocking.MockMethod<(work: Mocking.NonEscapingClosure<() -> Int>, member: Mocking.InoutArgument<Int>), Int, LoadError>("PMock._apply", line: 3, column: 5)
                func apply(_ work: () -> Int, to member: inout Int) throws(LoadError) -> Int {
                    let __member = Mocking.InoutArgument<Int>(member)
                    defer {
                        member = __member.value
                    }
                    return try withoutActuallyEscaping(work) { work throws(LoadError) in
                        let work = Mocking.NonEscapingClosure<() -> Int>(work)
                        defer {
                            work.__release()
                        }
                        return try _apply.__invoke((work: work, member: __member))
                    }
                }
                let _steps = Mocking.MockMethod<Swift.Void, [String], Swift.Never>("PMock._steps", line: 4, column: 5)
                func steps() -> [String] {
                    return _steps.__invoke(())
                }
                """,
            extensionMembers: """
                nonisolated static func __registerMockedMembers_P(in registry: inout Mocking.__MockMemberRegistry) {
                    guard registry.begin(__MockedMembers_P.self, count: 2) else {
                        return
                    }
                    registry.add(Mocking.MockMethod<(work: Mocking.NonEscapingClosure<() -> Int>, member: Mocking.InoutArgument<Int>), Int, LoadError>("\\(Self.self)._apply", strict: registry.isStrict, line: 3, column: 5), at: 0)
                    registry.add(Mocking.MockMethod<Swift.Void, [String], Swift.Never>("\\(Self.self)._steps", strict: registry.isStrict, line: 4, column: 5), at: 1)
                }
                var _apply: Mocking.MockMethod<(work: Mocking.NonEscapingClosure<() -> Int>, member: Mocking.InoutArgument<Int>), Int, LoadError> {
                    __member(group: __MockedMembers_P.self, index: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func apply(_ work: () -> Int, to member: inout Int) throws(LoadError) -> Int {
                    let __member = Mocking.InoutArgument<Int>(member)
                    defer {
                        member = __member.value
                    }
                    return try withoutActuallyEscaping(work) { work throws(LoadError) in
                        let work = Mocking.NonEscapingClosure<() -> Int>(work)
                        defer {
                            work.__release()
                        }
                        @_transparent func __mockedCall(_ member1: Mocking.MockMethod<(work: Mocking.NonEscapingClosure<() -> Int>, member: Mocking.InoutArgument<Int>), Int, LoadError>) throws(LoadError) -> Int {
                            try member1.__invoke((work: work, member: __member))
                        }
                        return try __withAccessor({
                                (members: __MockedMembers_P.InPlace) in members._apply
                            }, group: __MockedMembers_P.self, index: 0, accessor: 0, register: {
                                Self.__registerMockedMembers_P(in: &$0)
                            }, __mockedCall)
                    }
                }
                var _steps: Mocking.MockMethod<Swift.Void, [String], Swift.Never> {
                    __member(group: __MockedMembers_P.self, index: 1, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func steps() -> [String] {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, [String], Swift.Never>) -> [String] {
                        member.__invoke(())
                    }
                    return __withAccessor({
                            (members: __MockedMembers_P.InPlace) in members._steps
                        }, group: __MockedMembers_P.self, index: 1, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall)
                }
                """,
            inPlaceReads: """
                _apply = registry.__accessor(of: __MockedMembers_P.self, at: 0)
                _steps = registry.__accessor(of: __MockedMembers_P.self, at: 1)
                """
        )
    }

    @Test("overloads are named by labels, then by types; statics are looked up per mock type")
    func overloadsAndStatics() {
        assertMockedMembers(
            """
            func load(id: Int)
            func load(name: String)
            static func reset(_ level: Int)
            static func reset(_ name: String)
            """,
            staticMemberSlots: 4,
            classMembers: """
                init(
                    loadId implementation0: Mocking.MockMethod<Int, Swift.Void, Swift.Never>.Implementation? = nil,
                    loadName implementation1: Mocking.MockMethod<String, Swift.Void, Swift.Never>.Implementation? = nil
                ) {
                    if let implementation0 {
                        _loadId.implementation = implementation0
                    }
                    if let implementation1 {
                        _loadName.implementation = implementation1
                    }
                }
                let _loadId = Mocking.MockMethod<Int, Swift.Void, Swift.Never>("PMock._loadId", line: 3, column: 5)
                func load(id: Int) {
                    _loadId.__invoke(id)
                }
                let _loadName = Mocking.MockMethod<String, Swift.Void, Swift.Never>("PMock._loadName", line: 4, column: 5)
                func load(name: String) {
                    _loadName.__invoke(name)
                }
                static var _resetInt: Mocking.MockMethod<Int, Swift.Void, Swift.Never> {
                    __staticMember("_resetInt", group: __MockedMembers_P.self, index: 2, slots: __staticMemberSlots, line: 5, column: 5)
                }
                static func reset(_ level: Int) {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<Int, Swift.Void, Swift.Never>) -> Swift.Void {
                        member.__invoke(level)
                    }
                    return __withStaticAccessor("_resetInt", of: Mocking.MockMethod<Int, Swift.Void, Swift.Never>.self, group: __MockedMembers_P.self, index: 2, accessor: 0, slots: __staticMemberSlots, line: 5, column: 5, __mockedCall)
                }
                static var _resetString: Mocking.MockMethod<String, Swift.Void, Swift.Never> {
                    __staticMember("_resetString", group: __MockedMembers_P.self, index: 3, slots: __staticMemberSlots, line: 6, column: 5)
                }
                static func reset(_ name: String) {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<String, Swift.Void, Swift.Never>) -> Swift.Void {
                        member.__invoke(name)
                    }
                    return __withStaticAccessor("_resetString", of: Mocking.MockMethod<String, Swift.Void, Swift.Never>.self, group: __MockedMembers_P.self, index: 3, accessor: 0, slots: __staticMemberSlots, line: 6, column: 5, __mockedCall)
                }
                """,
            extensionMembers: """
                nonisolated static func __registerMockedMembers_P(in registry: inout Mocking.__MockMemberRegistry) {
                    guard registry.begin(__MockedMembers_P.self, count: 2) else {
                        return
                    }
                    registry.add(Mocking.MockMethod<Int, Swift.Void, Swift.Never>("\\(Self.self)._loadId", strict: registry.isStrict, line: 3, column: 5), at: 0)
                    registry.add(Mocking.MockMethod<String, Swift.Void, Swift.Never>("\\(Self.self)._loadName", strict: registry.isStrict, line: 4, column: 5), at: 1)
                }
                var _loadId: Mocking.MockMethod<Int, Swift.Void, Swift.Never> {
                    __member(group: __MockedMembers_P.self, index: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func load(id: Int) {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<Int, Swift.Void, Swift.Never>) -> Swift.Void {
                        member.__invoke(id)
                    }
                    return __withAccessor({
                            (members: __MockedMembers_P.InPlace) in members._loadId
                        }, group: __MockedMembers_P.self, index: 0, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall)
                }
                var _loadName: Mocking.MockMethod<String, Swift.Void, Swift.Never> {
                    __member(group: __MockedMembers_P.self, index: 1, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                    })
                }
                func load(name: String) {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<String, Swift.Void, Swift.Never>) -> Swift.Void {
                        member.__invoke(name)
                    }
                    return __withAccessor({
                            (members: __MockedMembers_P.InPlace) in members._loadName
                        }, group: __MockedMembers_P.self, index: 1, accessor: 0, register: {
                            Self.__registerMockedMembers_P(in: &$0)
                        }, __mockedCall)
                }
                static var _resetInt: Mocking.MockMethod<Int, Swift.Void, Swift.Never> {
                    __staticMember("_resetInt", group: __MockedMembers_P.self, index: 2, line: 5, column: 5)
                }
                static func reset(_ level: Int) {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<Int, Swift.Void, Swift.Never>) -> Swift.Void {
                        member.__invoke(level)
                    }
                    return __withStaticMember("_resetInt", of: Mocking.MockMethod<Int, Swift.Void, Swift.Never>.self, group: __MockedMembers_P.self, index: 2, accessor: 0, line: 5, column: 5, __mockedCall)
                }
                static var _resetString: Mocking.MockMethod<String, Swift.Void, Swift.Never> {
                    __staticMember("_resetString", group: __MockedMembers_P.self, index: 3, line: 6, column: 5)
                }
                static func reset(_ name: String) {
                    @_transparent func __mockedCall(_ member: Mocking.MockMethod<String, Swift.Void, Swift.Never>) -> Swift.Void {
                        member.__invoke(name)
                    }
                    return __withStaticMember("_resetString", of: Mocking.MockMethod<String, Swift.Void, Swift.Never>.self, group: __MockedMembers_P.self, index: 3, accessor: 0, line: 6, column: 5, __mockedCall)
                }
                """,
            inPlaceReads: """
                _loadId = registry.__accessor(of: __MockedMembers_P.self, at: 0)
                _loadName = registry.__accessor(of: __MockedMembers_P.self, at: 1)
                """
        )
    }

    @Test("mutating is dropped, attributes stay before the access modifier")
    func modifiersAndAttributes() {
        assertMocked(
            """
            @Mocked(compilationCondition: .none)
            public protocol P {
                @available(*, deprecated)
                mutating func reset()
            }
            """,
            expandsTo: """
                public protocol P {
                    @available(*, deprecated)
                    mutating func reset()
                }

                public final class PMock: P, Mocking.Mock {
                    public init() {
                    }
                    public let __mockMembers = Mocking.__MockMembers()
                    public init(
                        reset implementation0: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>.Implementation? = nil
                    ) {
                        if let implementation0 {
                            _reset.implementation = implementation0
                        }
                    }
                    public let _reset = Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("PMock._reset", line: 3, column: 5)
                    @available(*, deprecated)
                    public func reset() {
                        _reset.__invoke(())
                    }
                }

                public enum __MockedMembers_P {
                    public struct InPlace: @unchecked Swift.Sendable {
                        nonisolated(unsafe) let _reset: Swift.Unmanaged<Swift.AnyObject>
                        public nonisolated init(_ registry: Mocking.__MockMemberRegistry) {
                            _reset = registry.__accessor(of: __MockedMembers_P.self, at: 0)
                        }
                        public nonisolated func __storedMembers<__Members>(_ type: __Members.Type) -> __Members? {
                            return nil
                        }
                    }
                }

                public protocol __Mocked_P: P {
                    init(__mocking: Swift.Void)
                }

                extension P where Self: Mocking.Mock {
                    public nonisolated static func __registerMockedMembers_P(in registry: inout Mocking.__MockMemberRegistry) {
                        guard registry.begin(__MockedMembers_P.self, count: 1) else {
                            return
                        }
                        registry.add(Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("\\(Self.self)._reset", strict: registry.isStrict, line: 3, column: 5), at: 0)
                    }
                    public var _reset: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> {
                        __member(group: __MockedMembers_P.self, index: 0, register: {
                                Self.__registerMockedMembers_P(in: &$0)
                        })
                    }
                    @available(*, deprecated)
                    public func reset() {
                        @_transparent func __mockedCall(_ member: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>) -> Swift.Void {
                            member.__invoke(())
                        }
                        return __withAccessor({
                                (members: __MockedMembers_P.InPlace) in members._reset
                            }, group: __MockedMembers_P.self, index: 0, accessor: 0, register: {
                                Self.__registerMockedMembers_P(in: &$0)
                            }, __mockedCall)
                    }
                }
                """
        )
    }
}
