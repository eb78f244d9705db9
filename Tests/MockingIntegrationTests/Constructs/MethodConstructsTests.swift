import Mocking
import Testing

struct LoadError: Error, Equatable {
    var reason = "offline"
}

protocol Shape {
    var area: Double { get }
}

struct Square: Shape {
    var side: Double
    var area: Double { side * side }
}

@Mocked(compilationCondition: .none)
protocol Methods {
    func noArguments()
    func unlabeled(_ value: Int) -> Int
    func unnamed(_: Int, _: String) -> String
    func labeled(from start: Int, to end: Int) -> [Int]
    func send(to _: String, value2 _: Int, _: Int, to _: Bool)
    func typed(_ text: String) throws(LoadError) -> Int
    func asyncTyped(_ text: String) async throws(LoadError) -> Int
    func transform(_ values: [Int], _ body: (Int) throws -> Int) rethrows -> [Int]
    func withPort<R, E: Error>(_ body: (Int) throws(E) -> R) throws(E) -> R
    func withConnection<R, E: Error>(_ body: (Int) async throws(E) -> R) async throws(E) -> R
    func perform(_ work: () -> Int, then finish: () async -> Void) async -> Int
    func generic<T>(_ value: T) -> T
    func constrained<T: Equatable & Sendable>(_ value: T, count: Int) -> Bool where T: Hashable
    func opaque(_ shape: some Shape) -> Double
    func existential(_ shape: any Shape) -> (any Shape)?
    func variadic(_ numbers: Int...) -> Int
    func update(_ value: inout Int)
    func fill<Carrier>(_ carrier: inout Carrier, with value: String)
    func later(_ completion: @escaping @Sendable (Int) -> Void)
    func optionalClosure(_ handler: ((String) -> Void)?)
    func owned(_ a: borrowing String, _ b: consuming [Int], _ c: sending String)
    func implicitlyUnwrapped() -> Int!
    func tuple() -> (x: Int, y: Int)
    func function() -> @Sendable (Int) -> Int
    func metatype() -> any Shape.Type
    mutating func reset()
    func fetch(id: Int) -> String
    func fetch(email: String) -> String
    func fetch(_ id: Int) -> String
    static func make(count: Int) -> Self
    static var shared: Int { get }
}

struct MethodConstructsTests {
    let mock = MethodsMock()

    @Test("parameters: none, unlabeled, unnamed, labeled")
    func parameters() {
        mock.noArguments()
        #expect(mock._noArguments.callCount == 1)

        mock._unlabeled.implementation = .invokes { $0 * 2 }
        #expect(mock.unlabeled(4) == 8)

        mock._unnamed.implementation = .invokes { number, text in "\(text)\(number)" }
        #expect(mock.unnamed(1, "a") == "a1")
        #expect(mock._unnamed.lastInvocation?.value1 == 1)
        #expect(mock._unnamed.lastInvocation?.value2 == "a")

        mock._labeled.implementation = .invokes { start, end in Array(start...end) }
        #expect(mock.labeled(from: 1, to: 3) == [1, 2, 3])
        #expect(mock._labeled.lastInvocation?.start == 1)
        #expect(mock._labeled.lastInvocation?.end == 3)

        // Named by label, or by place without one; a name already given gets a `_`.
        mock.send(to: "ops", value2: 2, 3, to: true)
        #expect(mock._send.lastInvocation?.to == "ops")
        #expect(mock._send.lastInvocation?.value2 == 2)
        #expect(mock._send.lastInvocation?.value3 == 3)
        #expect(mock._send.lastInvocation?.to_ == true)
    }

    @Test("typed throws, sync and async; rethrows")
    func throwingKinds() async throws {
        mock._typed.implementation = .throws(LoadError())
        #expect(throws: LoadError()) { try mock.typed("x") }
        mock._asyncTyped.implementation = .invokes { text throws(LoadError) in
            guard let number = Int(text) else { throw LoadError(reason: text) }
            return number
        }
        #expect(try await mock.asyncTyped("3") == 3)
        await #expect(throws: LoadError(reason: "z")) { try await mock.asyncTyped("z") }

        mock._transform.implementation = .invokes { values, body in values.map { (try? body.closure($0)) ?? 0 } }
        #expect(mock.transform([1, 2]) { $0 + 1 } == [2, 3])
        #expect(mock._transform.lastInvocation?.values == [1, 2])
        #expect(mock._transform.lastInvocation?.body.isAvailable == false)
    }

    @Test("a method that throws its generic parameter's type records 'any Error' and throws that type")
    func genericTypedThrows() async throws {
        // FlyingFox's `SocketAddress.withSockAddr(_:)`.
        mock._withPort.implementation = .invokes { body in try body.closure(80) }
        let port = mock.withPort { port in port + 1 }
        #expect(port as Int == 81)
        #expect(throws: LoadError(reason: "closed")) {
            try mock.withPort { _ throws(LoadError) -> Int in throw LoadError(reason: "closed") }
        }
        mock._withConnection.implementation = .throws(LoadError(reason: "refused"))
        await #expect(throws: LoadError(reason: "refused")) {
            try await mock.withConnection { id throws(LoadError) in id }
        }
        #expect(mock._withPort.callCount == 2)
        #expect(mock._withConnection.lastInvocation?.isAvailable == false)
        // The backing property records the error as `any Error`.
        let recorded: Result<Any, any Error>? = mock._withConnection.lastReturnedValue
        guard case .failure(let error) = recorded else {
            Issue.record("no error recorded")
            return
        }
        #expect(error as? LoadError == LoadError(reason: "refused"))
    }

    @Test("non-escaping closures reach the implementation while the call runs")
    func nonEscapingClosures() async {
        mock._perform.implementation = .invokes { work, finish in
            await finish.closure()
            return work.closure() * 2
        }
        let finished = MockMethod<Void, Void, Never>("finished")
        #expect(await mock.perform({ 21 }, then: { finished.__invoke(()) }) == 42)
        #expect(finished.callCount == 1)
        #expect(mock._perform.lastInvocation?.work.isAvailable == false)
    }

    @Test("generic methods are recorded with their type parameters erased")
    func generics() {
        mock._generic.implementation = .invokes { value in value }
        #expect(mock.generic("same") == "same")
        #expect(mock._generic.lastInvocation as? String == "same")

        mock._constrained.implementation = .invokes { value, count in count > 0 }
        #expect(mock.constrained("a", count: 1))
        #expect(mock._constrained.lastInvocation?.value as? String == "a")
    }

    @Test("some and any parameters")
    func existentials() {
        mock._opaque.implementation = .invokes { shape in shape.area }
        #expect(mock.opaque(Square(side: 3)) == 9)
        mock._existential.implementation = .uncheckedInvokes { shape in shape }
        #expect(mock.existential(Square(side: 2))?.area == 4)
    }

    @Test("variadic, inout, escaping and optional closures, ownership and sending")
    func parameterKinds() {
        mock._variadic.implementation = .invokes { numbers in numbers.reduce(0, +) }
        #expect(mock.variadic(1, 2, 3) == 6)
        #expect(mock._variadic.lastInvocation == [1, 2, 3])

        var value = 5
        mock.update(&value)
        #expect(value == 5, "an unimplemented member leaves an inout argument as it was")
        mock._update.implementation = .invokes { value in value.value *= 10 }
        mock.update(&value)
        #expect(value == 50)
        #expect(mock._update.lastInvocation?.initialValue == 5)
        #expect(mock._update.lastInvocation?.value == 50)

        mock._fill.implementation = .invokes { carrier, value in
            if var headers = carrier.value as? [String: String] {
                headers["trace"] = value
                carrier.value = headers
            }
        }
        var headers: [String: String] = [:]
        mock.fill(&headers, with: "42")
        #expect(headers == ["trace": "42"], "a generic inout argument is written back")

        mock._later.implementation = .invokes { completion in completion(7) }
        let received = MockMethod<Int, Void, Never>("received")
        mock.later { received.__invoke($0) }
        #expect(received.lastInvocation == 7)
        #expect(mock._later.callCount == 1)

        mock.optionalClosure(nil)
        #expect(mock._optionalClosure.callCount == 1)

        mock.owned("a", [1], "c")
        #expect(mock._owned.lastInvocation?.a == "a")
        #expect(mock._owned.lastInvocation?.b == [1])
        #expect(mock._owned.lastInvocation?.c == "c")
    }

    @Test("optional, tuple, function and metatype results")
    func resultKinds() {
        mock._implicitlyUnwrapped.implementation = .returns(nil)
        #expect(mock.implicitlyUnwrapped() == nil)

        mock._tuple.implementation = .returns((x: 1, y: 2))
        #expect(mock.tuple().y == 2)

        mock._function.implementation = .returns { $0 * 3 }
        #expect(mock.function()(2) == 6)

        mock._metatype.implementation = .uncheckedReturns(Square.self)
        #expect(ObjectIdentifier(mock.metatype()) == ObjectIdentifier(Square.self))
    }

    @Test("mutating requirements, through a value of the protocol type")
    func mutating() {
        var methods: any Methods = mock
        methods.reset()
        #expect(mock._reset.callCount == 1)
    }

    @Test("overloads get backing names from their labels: fetch(id:) → _fetchId, fetch(_:) → _fetch")
    func overloads() {
        mock._fetchId.implementation = .returns("by id")
        mock._fetchEmail.implementation = .returns("by email")
        mock._fetch.implementation = .returns("unlabeled")
        #expect(mock.fetch(id: 1) == "by id")
        #expect(mock.fetch(email: "e") == "by email")
        #expect(mock.fetch(1) == "unlabeled")
    }

    @Test("static members and Self")
    func staticsAndSelf() {
        defer { MethodsMock.resetMockedStaticMembers() }
        let made = MethodsMock()
        MethodsMock._make.implementation = .uncheckedReturns(made)
        MethodsMock._shared.getter.implementation = .returns(3)
        let type: any Methods.Type = MethodsMock.self
        #expect(type.make(count: 2) as? MethodsMock === made)
        #expect(type.shared == 3)
        #expect(MethodsMock._make.lastInvocation == 2)
        MethodsMock.resetMockedStaticMembers()
        #expect(MethodsMock._make.callCount == 0)
    }
}

@Mocked(compilationCondition: .none)
protocol SendableService: Sendable {
    func store(_ value: Any) -> Any
    func run(_ work: @escaping () -> Void)
}

@Mocked(compilationCondition: .none)
protocol ObjectService: AnyObject {
    func ping()
}

struct RefinementTests {
    @Test("a Sendable protocol's mock is Sendable even with non-Sendable requirement types")
    func sendableMock() async {
        let mock = SendableServiceMock()
        let service: any SendableService = mock
        mock._store.implementation = .uncheckedInvokes { value in value }
        await Task.detached {
            #expect(service.store(1) as? Int == 1)
        }.value
        #expect(mock._store.callCount == 1)
    }

    @Test("an AnyObject protocol's mock is a class")
    func anyObjectMock() {
        let mock = ObjectServiceMock()
        let service: any ObjectService = mock
        service.ping()
        #expect(mock._ping.callCount == 1)
    }
}

@Mocked(compilationCondition: .none)
protocol UserUpdates {
    func updateUser() -> String
    func update(user: String) -> String
    func update(email: String) -> String
}

@Test("a name an overload's labels form that another requirement has gets a number, the later one: _updateUser2")
func overloadNamedLikeAnotherRequirement() {
    let mock = UserUpdatesMock()
    mock._updateUser.implementation = .returns("plain")
    mock._updateUser2.implementation = .returns("labeled")
    mock._updateEmail.implementation = .returns("email")
    #expect(mock.updateUser() == "plain")
    #expect(mock.update(user: "u") == "labeled")
    #expect(mock.update(email: "e") == "email")
}
