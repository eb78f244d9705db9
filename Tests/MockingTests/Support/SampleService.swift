/// A protocol with one requirement per effect combination, both kinds of property and static members:
/// the sample that `SampleServiceMock` mocks by hand in the shape of `@Mocked`'s mock.
protocol SampleService {
    func ping()
    func echo(_ text: String) -> String
    func add(_ a: Int, to b: Int) -> Int
    func validate(_ value: Int) throws
    func decode(_ bytes: [UInt8]) throws -> String
    func parse(_ text: String) throws(SampleError) -> Int
    func refresh() async
    func score(id: String) async -> Int
    func upload(_ bytes: [UInt8], to path: String) async throws
    func download(path: String) async throws -> [UInt8]
    func lookUp(key: String) async throws(SampleError) -> String

    var name: String { get }
    var token: String { get throws }
    var count: Int { get async }
    var balance: Int { get async throws }
    var tags: [String] { get set }

    static func configure(level: Int)
    static var version: String { get }
}

/// The typed error of `SampleService`.
enum SampleError: Error, Equatable {
    case invalid
    case missing(String)
}

/// An untyped error for tests.
struct TestError: Error, Equatable {
    var code = 1
}
