import Mocking

// Written by hand in the shape `@Mocked protocol SampleService` expands to: one backing property and one
// forwarding member per requirement (without the protocol extension `@Mocked` also writes, which the
// runtime tests do not need).

final class SampleServiceMock: SampleService, Mocking.Mock {
    let __mockMembers = Mocking.__MockMembers()
    init() {}

    let _ping = Mocking.MockMethod<Void, Void, Never>("SampleServiceMock._ping")
    func ping() {
        _ping.__invoke(())
    }

    let _echo = Mocking.MockMethod<String, String, Never>("SampleServiceMock._echo")
    func echo(_ text: String) -> String {
        _echo.__invoke(text)
    }

    let _add = Mocking.MockMethod<(a: Int, b: Int), Int, Never>("SampleServiceMock._add")
    func add(_ a: Int, to b: Int) -> Int {
        _add.__invoke((a: a, b: b))
    }

    let _validate = Mocking.MockMethod<Int, Void, any Error>("SampleServiceMock._validate")
    func validate(_ value: Int) throws {
        try _validate.__invoke(value)
    }

    let _decode = Mocking.MockMethod<[UInt8], String, any Error>("SampleServiceMock._decode")
    func decode(_ bytes: [UInt8]) throws -> String {
        try _decode.__invoke(bytes)
    }

    let _parse = Mocking.MockMethod<String, Int, SampleError>("SampleServiceMock._parse")
    func parse(_ text: String) throws(SampleError) -> Int {
        try _parse.__invoke(text)
    }

    let _refresh = Mocking.AsyncMockMethod<Void, Void, Never>("SampleServiceMock._refresh")
    func refresh() async {
        await _refresh.__invoke(())
    }

    let _score = Mocking.AsyncMockMethod<String, Int, Never>("SampleServiceMock._score")
    func score(id: String) async -> Int {
        await _score.__invoke(id)
    }

    let _upload = Mocking.AsyncMockMethod<(bytes: [UInt8], path: String), Void, any Error>("SampleServiceMock._upload")
    func upload(_ bytes: [UInt8], to path: String) async throws {
        try await _upload.__invoke((bytes: bytes, path: path))
    }

    let _download = Mocking.AsyncMockMethod<String, [UInt8], any Error>("SampleServiceMock._download")
    func download(path: String) async throws -> [UInt8] {
        try await _download.__invoke(path)
    }

    let _lookUp = Mocking.AsyncMockMethod<String, String, SampleError>("SampleServiceMock._lookUp")
    func lookUp(key: String) async throws(SampleError) -> String {
        try await _lookUp.__invoke(key)
    }

    let _name = Mocking.MockReadOnlyProperty<String, Never>("SampleServiceMock._name")
    var name: String {
        _name.getter.__invoke(())
    }

    let _token = Mocking.MockReadOnlyProperty<String, any Error>("SampleServiceMock._token")
    var token: String {
        get throws { try _token.getter.__invoke(()) }
    }

    let _count = Mocking.AsyncMockReadOnlyProperty<Int, Never>("SampleServiceMock._count")
    var count: Int {
        get async { await _count.getter.__invoke(()) }
    }

    let _balance = Mocking.AsyncMockReadOnlyProperty<Int, any Error>("SampleServiceMock._balance")
    var balance: Int {
        get async throws { try await _balance.getter.__invoke(()) }
    }

    let _tags = Mocking.MockReadWriteProperty<[String]>("SampleServiceMock._tags")
    var tags: [String] {
        get { _tags.getter.__invoke(()) }
        set { _tags.setter.__invoke(newValue) }
    }

    private enum __MockStaticKey_configure {}
    static var _configure: Mocking.MockMethod<Int, Void, Never> {
        __staticMember("_configure", of: Self.self, group: __MockStaticKey_configure.self, index: 0)
    }
    static func configure(level: Int) {
        _configure.__invoke(level)
    }

    private enum __MockStaticKey_version {}
    static var _version: Mocking.MockReadOnlyProperty<String, Never> {
        __staticMember("_version", of: Self.self, group: __MockStaticKey_version.self, index: 0)
    }
    static var version: String {
        _version.getter.__invoke(())
    }
}
