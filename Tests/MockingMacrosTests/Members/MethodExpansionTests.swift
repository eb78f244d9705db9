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
                convenience init(
                    ping implementation0: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>.Implementation = .unimplemented,
                    load implementation1: Mocking.AsyncMockMethod<Swift.Void, [Int], any Swift.Error>.Implementation = .unimplemented,
                    parse implementation2: Mocking.MockMethod<String, Int, ParseError>.Implementation = .unimplemented
                ) {
                    self.init()
                    _ping.implementation = implementation0
                    _load.implementation = implementation1
                    _parse.implementation = implementation2
                }
                let _ping = Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("PMock._ping", lineOffset: 1, column: 5)
                func ping() { _ping.__invoke(()) }
                let _load = Mocking.AsyncMockMethod<Swift.Void, [Int], any Swift.Error>("PMock._load", lineOffset: 2, column: 5)
                func load() async throws -> [Int] { try await _load.__invoke(()) }
                let _parse = Mocking.MockMethod<String, Int, ParseError>("PMock._parse", lineOffset: 3, column: 5)
                func parse(_ text: String) throws(ParseError) -> Int { try _parse.__invoke(text) }
                """,
            extensionMembers: """
                var _ping: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> { Mocking.__member("_ping", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                func ping() { _ping.__invoke(()) }
                var _load: Mocking.AsyncMockMethod<Swift.Void, [Int], any Swift.Error> { Mocking.__member("_load", of: self, group: (any P).self, index: 1, lineOffset: 2, column: 5) }
                func load() async throws -> [Int] { try await _load.__invoke(()) }
                var _parse: Mocking.MockMethod<String, Int, ParseError> { Mocking.__member("_parse", of: self, group: (any P).self, index: 2, lineOffset: 3, column: 5) }
                func parse(_ text: String) throws(ParseError) -> Int { try _parse.__invoke(text) }
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
                convenience init(
                    store implementation0: Mocking.MockMethod<(value1: Int, values: [String], target: Mocking.InoutArgument<[String]>, owner: String), Swift.Void, Swift.Never>.Implementation = .unimplemented
                ) {
                    self.init()
                    _store.implementation = implementation0
                }
                let _store = Mocking.MockMethod<(value1: Int, values: [String], target: Mocking.InoutArgument<[String]>, owner: String), Swift.Void, Swift.Never>("PMock._store", lineOffset: 1, column: 5)
                func store(_ value1: Int, _ values: String..., into target: inout [String], owner: borrowing String) {
                    let __target = Mocking.InoutArgument<[String]>(target)
                    defer { target = __target.value }
                    return _store.__invoke((value1: value1, values: values, target: __target, owner: copy owner))
                }
                """,
            extensionMembers: """
                var _store: Mocking.MockMethod<(value1: Int, values: [String], target: Mocking.InoutArgument<[String]>, owner: String), Swift.Void, Swift.Never> { Mocking.__member("_store", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                func store(_ value1: Int, _ values: String..., into target: inout [String], owner: borrowing String) {
                    let __target = Mocking.InoutArgument<[String]>(target)
                    defer { target = __target.value }
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
                convenience init(
                    decode implementation0: Mocking.MockMethod<(type: any Decodable.Type, data: Data), any Decodable, any Swift.Error>.Implementation = .unimplemented
                ) {
                    self.init()
                    _decode.implementation = implementation0
                }
                let _decode = Mocking.MockMethod<(type: any Decodable.Type, data: Data), any Decodable, any Swift.Error>("PMock._decode", lineOffset: 1, column: 5)
                func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { try _decode.__result(_decode.__invoke((type: type, data: data))) as T }
                """,
            extensionMembers: """
                var _decode: Mocking.MockMethod<(type: any Decodable.Type, data: Data), any Decodable, any Swift.Error> { Mocking.__member("_decode", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { try _decode.__result(_decode.__invoke((type: type, data: data))) as T }
                """
        )
    }

    @Test("a result the mock cannot keep, which a closure gives: the member answers with the closure's arguments")
    func closureResult() {
        assertMockedMembers(
            """
            func watch<R: ~Copyable>(key: String, handler: (_ updates: [Int]) async throws -> R) async throws -> R
            func withLease<R: ~Copyable>(_ body: (Int, String) throws -> R) rethrows -> R
            func locked<R: ~Copyable>(_ body: () -> R) -> R
            """,
            classMembers: """
                convenience init(
                    watch implementation0: Mocking.AsyncMockMethod<String, [Int], any Swift.Error>.Implementation = .unimplemented,
                    withLease implementation1: Mocking.MockMethod<Swift.Void, (Int, String), Swift.Never>.Implementation = .unimplemented,
                    locked implementation2: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>.Implementation = .unimplemented
                ) {
                    self.init()
                    _watch.implementation = implementation0
                    _withLease.implementation = implementation1
                    _locked.implementation = implementation2
                }
                let _watch = Mocking.AsyncMockMethod<String, [Int], any Swift.Error>("PMock._watch", lineOffset: 1, column: 5)
                func watch<R: ~Copyable>(key: String, handler: (_ updates: [Int]) async throws -> R) async throws -> R {
                    let __answer = try await _watch.__invoke(key)
                    return try await handler(__answer)
                }
                let _withLease = Mocking.MockMethod<Swift.Void, (Int, String), Swift.Never>("PMock._withLease", lineOffset: 2, column: 5)
                func withLease<R: ~Copyable>(_ body: (Int, String) throws -> R) rethrows -> R {
                    let __answer = _withLease.__invoke(())
                    return try body(__answer.0, __answer.1)
                }
                let _locked = Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("PMock._locked", lineOffset: 3, column: 5)
                func locked<R: ~Copyable>(_ body: () -> R) -> R {
                    _locked.__invoke(())
                    return body()
                }
                """,
            extensionMembers: """
                var _watch: Mocking.AsyncMockMethod<String, [Int], any Swift.Error> { Mocking.__member("_watch", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                func watch<R: ~Copyable>(key: String, handler: (_ updates: [Int]) async throws -> R) async throws -> R {
                    let __answer = try await _watch.__invoke(key)
                    return try await handler(__answer)
                }
                var _withLease: Mocking.MockMethod<Swift.Void, (Int, String), Swift.Never> { Mocking.__member("_withLease", of: self, group: (any P).self, index: 1, lineOffset: 2, column: 5) }
                func withLease<R: ~Copyable>(_ body: (Int, String) throws -> R) rethrows -> R {
                    let __answer = _withLease.__invoke(())
                    return try body(__answer.0, __answer.1)
                }
                var _locked: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> { Mocking.__member("_locked", of: self, group: (any P).self, index: 2, lineOffset: 3, column: 5) }
                func locked<R: ~Copyable>(_ body: () -> R) -> R {
                    _locked.__invoke(())
                    return body()
                }
                """
        )
    }

    @Test("a parameter named '_' is recorded under its argument label")
    func labelledUnnamedParameter() {
        assertMockedMembers(
            """
            subscript(metadataKey _: String) -> Int { get }
            func send(to _: String, _: Int, for _: Int)
            """,
            classMembers: """
                convenience init(
                    subscript implementation0: Mocking.MockReadOnlySubscript<String, Int, Swift.Never>.Getter.Implementation = .unimplemented,
                    send implementation1: Mocking.MockMethod<(to: String, value2: Int, value3: Int), Swift.Void, Swift.Never>.Implementation = .unimplemented
                ) {
                    self.init()
                    _subscript.getter.implementation = implementation0
                    _send.implementation = implementation1
                }
                let _subscript = Mocking.MockReadOnlySubscript<String, Int, Swift.Never>("PMock._subscript", lineOffset: 1, column: 5)
                subscript(metadataKey metadataKey: String) -> Int { _subscript.getter.__invoke(metadataKey) }
                let _send = Mocking.MockMethod<(to: String, value2: Int, value3: Int), Swift.Void, Swift.Never>("PMock._send", lineOffset: 2, column: 5)
                func send(to: String, _ value2: Int, for value3: Int) { _send.__invoke((to: to, value2: value2, value3: value3)) }
                """,
            extensionMembers: """
                var _subscript: Mocking.MockReadOnlySubscript<String, Int, Swift.Never> { Mocking.__member("_subscript", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                subscript(metadataKey metadataKey: String) -> Int { _subscript.getter.__invoke(metadataKey) }
                var _send: Mocking.MockMethod<(to: String, value2: Int, value3: Int), Swift.Void, Swift.Never> { Mocking.__member("_send", of: self, group: (any P).self, index: 1, lineOffset: 2, column: 5) }
                func send(to: String, _ value2: Int, for value3: Int) { _send.__invoke((to: to, value2: value2, value3: value3)) }
                """
        )
    }

    @Test("an inherited async generic method's result is cast back")
    func asyncGenerics() {
        assertMockedMembers(
            """
            func decode<T: Decodable>(_ type: T.Type, from data: Data) async throws -> T
            """,
            classMembers: """
                convenience init(
                    decode implementation0: Mocking.AsyncMockMethod<(type: any Decodable.Type, data: Data), any Decodable, any Swift.Error>.Implementation = .unimplemented
                ) {
                    self.init()
                    _decode.implementation = implementation0
                }
                let _decode = Mocking.AsyncMockMethod<(type: any Decodable.Type, data: Data), any Decodable, any Swift.Error>("PMock._decode", lineOffset: 1, column: 5)
                func decode<T: Decodable>(_ type: T.Type, from data: Data) async throws -> T { try await _decode.__result(_decode.__invoke((type: type, data: data))) as T }
                """,
            extensionMembers: """
                var _decode: Mocking.AsyncMockMethod<(type: any Decodable.Type, data: Data), any Decodable, any Swift.Error> { Mocking.__member("_decode", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                func decode<T: Decodable>(_ type: T.Type, from data: Data) async throws -> T { try await _decode.__result(_decode.__invoke((type: type, data: data))) as T }
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
                convenience init(
                    perform implementation0: Mocking.MockMethod<Mocking.NonEscapingClosure<() -> Int>, Int, Swift.Never>.Implementation = .unimplemented
                ) {
                    self.init()
                    _perform.implementation = implementation0
                }
                let _perform = Mocking.MockMethod<Mocking.NonEscapingClosure<() -> Int>, Int, Swift.Never>("PMock._perform", lineOffset: 1, column: 5)
                func perform(_ work: () -> Int) -> Int {
                    withoutActuallyEscaping(work) { work in
                        let work = Mocking.NonEscapingClosure<() -> Int>(work)
                        defer { work.__release() }
                        return _perform.__invoke(work)
                    }
                }
                """,
            extensionMembers: """
                var _perform: Mocking.MockMethod<Mocking.NonEscapingClosure<() -> Int>, Int, Swift.Never> { Mocking.__member("_perform", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                func perform(_ work: () -> Int) -> Int {
                    withoutActuallyEscaping(work) { work in
                        let work = Mocking.NonEscapingClosure<() -> Int>(work)
                        defer { work.__release() }
                        return _perform.__invoke(work)
                    }
                }
                """
        )
    }

    @Test(
        "an async method's non-escaping closure states its type where NonisolatedNonsendingByDefault runs the method on its caller's actor"
    )
    func asyncNonEscapingClosure() {
        assertMockedMembers(
            """
            func perform(_ work: () async -> Int) async -> Int
            """,
            classMembers: """
                convenience init(
                    perform implementation0: Mocking.AsyncMockMethod<Mocking.NonEscapingClosure<() async -> Int>, Int, Swift.Never>.Implementation = .unimplemented
                ) {
                    self.init()
                    _perform.implementation = implementation0
                }
                let _perform = Mocking.AsyncMockMethod<Mocking.NonEscapingClosure<() async -> Int>, Int, Swift.Never>("PMock._perform", lineOffset: 1, column: 5)
                func perform(_ work: () async -> Int) async -> Int {
                    #if hasFeature(NonisolatedNonsendingByDefault)
                    return await withoutActuallyEscaping(work, do: { [self] work in
                            let work = Mocking.NonEscapingClosure<() async -> Int>(work)
                            defer { work.__release() }
                            return await _perform.__invoke(work)
                        } as (@escaping () async -> Int) async -> _)
                    #else
                    return await withoutActuallyEscaping(work) { work in
                        let work = Mocking.NonEscapingClosure<() async -> Int>(work)
                        defer { work.__release() }
                        return await _perform.__invoke(work)
                    }
                    #endif
                }
                """,
            extensionMembers: """
                var _perform: Mocking.AsyncMockMethod<Mocking.NonEscapingClosure<() async -> Int>, Int, Swift.Never> { Mocking.__member("_perform", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                func perform(_ work: () async -> Int) async -> Int {
                    #if hasFeature(NonisolatedNonsendingByDefault)
                    return await withoutActuallyEscaping(work, do: { [self] work in
                            let work = Mocking.NonEscapingClosure<() async -> Int>(work)
                            defer { work.__release() }
                            return await _perform.__invoke(work)
                        } as (@escaping () async -> Int) async -> _)
                    #else
                    return await withoutActuallyEscaping(work) { work in
                        let work = Mocking.NonEscapingClosure<() async -> Int>(work)
                        defer { work.__release() }
                        return await _perform.__invoke(work)
                    }
                    #endif
                }
                """
        )
    }

    @Test("a sending result passes through Mocking.__sending, which disconnects it from the arguments")
    func sendingResult() {
        assertMockedMembers(
            """
            func wrap(_ chunk: Chunk) -> sending Chunk
            """,
            classMembers: """
                convenience init(
                    wrap implementation0: Mocking.MockMethod<Chunk, Chunk, Swift.Never>.Implementation = .unimplemented
                ) {
                    self.init()
                    _wrap.implementation = implementation0
                }
                let _wrap = Mocking.MockMethod<Chunk, Chunk, Swift.Never>("PMock._wrap", lineOffset: 1, column: 5)
                func wrap(_ chunk: Chunk) -> sending Chunk { Mocking.__sending(_wrap.__invoke(chunk)) }
                """,
            extensionMembers: """
                var _wrap: Mocking.MockMethod<Chunk, Chunk, Swift.Never> { Mocking.__member("_wrap", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                func wrap(_ chunk: Chunk) -> sending Chunk { Mocking.__sending(_wrap.__invoke(chunk)) }
                """
        )
    }

    // The expansion test parses the expansion with the swift-syntax it runs with, which reads
    // `nonisolated(nonsending)` from 602 on; the compiler reads it in the code expanded with 600 too
    // (`ProbedConstructsTests`, which CI builds against 600).
    #if canImport(SwiftSyntax602)
        @Test("a nonisolated(nonsending) method's non-escaping closure states that isolation")
        func nonsendingNonEscapingClosure() {
            assertMockedMembers(
                """
                nonisolated(nonsending) func each(_ body: (Chunk) async -> Void) async
                """,
                classMembers: """
                    convenience init(
                        each implementation0: Mocking.AsyncMockMethod<Mocking.NonEscapingClosure<(Chunk) async -> Void>, Swift.Void, Swift.Never>.Implementation = .unimplemented
                    ) {
                        self.init()
                        _each.implementation = implementation0
                    }
                    nonisolated let _each = Mocking.AsyncMockMethod<Mocking.NonEscapingClosure<(Chunk) async -> Void>, Swift.Void, Swift.Never>("PMock._each", lineOffset: 1, column: 5)
                    nonisolated(nonsending) func each(_ body: (Chunk) async -> Void) async {
                        await withoutActuallyEscaping(body, do: { [self] body in
                                let body = Mocking.NonEscapingClosure<(Chunk) async -> Void>(body)
                                defer { body.__release() }
                                return await _each.__invoke(body)
                            } as nonisolated(nonsending) (@escaping (Chunk) async -> Void) async -> _)
                    }
                    """,
                extensionMembers: """
                    nonisolated var _each: Mocking.AsyncMockMethod<Mocking.NonEscapingClosure<(Chunk) async -> Void>, Swift.Void, Swift.Never> { Mocking.__member("_each", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                    nonisolated(nonsending) func each(_ body: (Chunk) async -> Void) async {
                        await withoutActuallyEscaping(body, do: { [self] body in
                                let body = Mocking.NonEscapingClosure<(Chunk) async -> Void>(body)
                                defer { body.__release() }
                                return await _each.__invoke(body)
                            } as nonisolated(nonsending) (@escaping (Chunk) async -> Void) async -> _)
                    }
                    """
            )
        }
    #endif

    @Test(
        "in the extension as in the mock: inout boxes, closures boxed with typed throws, a parameter named like the box's prefix, a result builder kept out"
    )
    func boxesInExtension() {
        assertMockedMembers(
            """
            func apply(_ work: () -> Int, to member: inout Int) throws(LoadError) -> Int
            @StepsBuilder func steps() -> [String]
            """,
            classMembers: """
                convenience init(
                    apply implementation0: Mocking.MockMethod<(work: Mocking.NonEscapingClosure<() -> Int>, member: Mocking.InoutArgument<Int>), Int, LoadError>.Implementation = .unimplemented,
                    steps implementation1: Mocking.MockMethod<Swift.Void, [String], Swift.Never>.Implementation = .unimplemented
                ) {
                    self.init()
                    _apply.implementation = implementation0
                    _steps.implementation = implementation1
                }
                let _apply = Mocking.MockMethod<(work: Mocking.NonEscapingClosure<() -> Int>, member: Mocking.InoutArgument<Int>), Int, LoadError>("PMock._apply", lineOffset: 1, column: 5)
                func apply(_ work: () -> Int, to member: inout Int) throws(LoadError) -> Int {
                    let __member = Mocking.InoutArgument<Int>(member)
                    defer { member = __member.value }
                    return try withoutActuallyEscaping(work) { work throws(LoadError) in
                        let work = Mocking.NonEscapingClosure<() -> Int>(work)
                        defer { work.__release() }
                        return try _apply.__invoke((work: work, member: __member))
                    }
                }
                let _steps = Mocking.MockMethod<Swift.Void, [String], Swift.Never>("PMock._steps", lineOffset: 2, column: 5)
                func steps() -> [String] { return _steps.__invoke(()) }
                """,
            extensionMembers: """
                var _apply: Mocking.MockMethod<(work: Mocking.NonEscapingClosure<() -> Int>, member: Mocking.InoutArgument<Int>), Int, LoadError> { Mocking.__member("_apply", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                func apply(_ work: () -> Int, to member: inout Int) throws(LoadError) -> Int {
                    let __member = Mocking.InoutArgument<Int>(member)
                    defer { member = __member.value }
                    return try withoutActuallyEscaping(work) { work throws(LoadError) in
                        let work = Mocking.NonEscapingClosure<() -> Int>(work)
                        defer { work.__release() }
                        return try _apply.__invoke((work: work, member: __member))
                    }
                }
                var _steps: Mocking.MockMethod<Swift.Void, [String], Swift.Never> { Mocking.__member("_steps", of: self, group: (any P).self, index: 1, lineOffset: 2, column: 5) }
                func steps() -> [String] { return _steps.__invoke(()) }
                """
        )
    }

    @Test("a generic error type is thrown as 'any Error' by the backing member and cast back by the method")
    func genericErrorType() {
        // The mock and the extension for refining mocks implement the method alike.
        let method = """
            func withPort<R, E: Error>(_ body: (Int) throws(E) -> R) throws(E) -> R {
                do {
                    return try withoutActuallyEscaping(body) { body in
                        let body = Mocking.NonEscapingClosure<(Int) throws(any Error) -> Any>(body)
                        defer { body.__release() }
                        return try _withPort.__result(_withPort.__invoke(body)) as R
                    }
                } catch let error as E {
                    throw error
                } catch {
                    fatalError("withPort can throw only \\(E.self) here, not \\(error)")
                }
            }
            """
        assertMockedMembers(
            """
            func withPort<R, E: Error>(_ body: (Int) throws(E) -> R) throws(E) -> R
            """,
            classMembers: """
                convenience init(
                    withPort implementation0: Mocking.MockMethod<Mocking.NonEscapingClosure<(Int) throws(any Error) -> Any>, Any, any Swift.Error>.Implementation = .unimplemented
                ) {
                    self.init()
                    _withPort.implementation = implementation0
                }
                let _withPort = Mocking.MockMethod<Mocking.NonEscapingClosure<(Int) throws(any Error) -> Any>, Any, any Swift.Error>("PMock._withPort", lineOffset: 1, column: 5)
                \(method)
                """,
            extensionMembers: """
                var _withPort: Mocking.MockMethod<Mocking.NonEscapingClosure<(Int) throws(any Error) -> Any>, Any, any Swift.Error> { Mocking.__member("_withPort", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                \(method)
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
            classMembers: """
                convenience init(
                    loadId implementation0: Mocking.MockMethod<Int, Swift.Void, Swift.Never>.Implementation = .unimplemented,
                    loadName implementation1: Mocking.MockMethod<String, Swift.Void, Swift.Never>.Implementation = .unimplemented
                ) {
                    self.init()
                    _loadId.implementation = implementation0
                    _loadName.implementation = implementation1
                }
                let _loadId = Mocking.MockMethod<Int, Swift.Void, Swift.Never>("PMock._loadId", lineOffset: 1, column: 5)
                func load(id: Int) { _loadId.__invoke(id) }
                let _loadName = Mocking.MockMethod<String, Swift.Void, Swift.Never>("PMock._loadName", lineOffset: 2, column: 5)
                func load(name: String) { _loadName.__invoke(name) }
                static var _resetInt: Mocking.MockMethod<Int, Swift.Void, Swift.Never> { Mocking.__staticMember("_resetInt", of: Self.self, group: (any P).self, index: 2, lineOffset: 3, column: 5) }
                static func reset(_ level: Int) { _resetInt.__invoke(level) }
                static var _resetString: Mocking.MockMethod<String, Swift.Void, Swift.Never> { Mocking.__staticMember("_resetString", of: Self.self, group: (any P).self, index: 3, lineOffset: 4, column: 5) }
                static func reset(_ name: String) { _resetString.__invoke(name) }
                """,
            extensionMembers: """
                var _loadId: Mocking.MockMethod<Int, Swift.Void, Swift.Never> { Mocking.__member("_loadId", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                func load(id: Int) { _loadId.__invoke(id) }
                var _loadName: Mocking.MockMethod<String, Swift.Void, Swift.Never> { Mocking.__member("_loadName", of: self, group: (any P).self, index: 1, lineOffset: 2, column: 5) }
                func load(name: String) { _loadName.__invoke(name) }
                static var _resetInt: Mocking.MockMethod<Int, Swift.Void, Swift.Never> { Mocking.__staticMember("_resetInt", of: Self.self, group: (any P).self, index: 2, lineOffset: 3, column: 5) }
                static func reset(_ level: Int) { _resetInt.__invoke(level) }
                static var _resetString: Mocking.MockMethod<String, Swift.Void, Swift.Never> { Mocking.__staticMember("_resetString", of: Self.self, group: (any P).self, index: 3, lineOffset: 4, column: 5) }
                static func reset(_ name: String) { _resetString.__invoke(name) }
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
                    public init() {}
                    public nonisolated let __mockMembers = Mocking.__MockMembers()
                    @available(*, deprecated)
                    public let _reset = Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never>("PMock._reset", lineOffset: 1, column: 5)
                    @available(*, deprecated)
                    public func reset() { _reset.__invoke(()) }
                }

                extension P where Self: Mocking.Mock {
                    @available(*, deprecated)
                    public var _reset: Mocking.MockMethod<Swift.Void, Swift.Void, Swift.Never> { Mocking.__member("_reset", of: self, group: (any P).self, index: 0, lineOffset: 1, column: 5) }
                    @available(*, deprecated)
                    public func reset() { _reset.__invoke(()) }
                }
                """
        )
    }
}
