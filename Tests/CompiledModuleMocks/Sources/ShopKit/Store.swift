/// A store of items, read asynchronously.
public protocol Store: Sendable {
    associatedtype Item: Sendable
    func item(named name: String) async throws -> Item?
    func items(in range: Range<Int>) -> [Item]
}

/// Something that counts, with a limit shared by all.
public protocol Counting {
    var count: Int { get }
    static var limit: Int { get set }
}
