/// What a member records of its calls, one element per call: all of them, or only the latest when the
/// test bounded the history (``MockMember/History``); the count of every call stays exact either way.
///
/// Elements of type `Void` are only counted: an array of them would hold nothing.
@usableFromInline struct CallLog<Element> {
    /// The elements appended and no longer kept: those a bounded log dropped, or, for `Void`, every one.
    @usableFromInline var notKept = 0

    /// Every element ever appended, kept or not.
    @inlinable var total: Int { Self.isCountedOnly ? notKept : notKept + kept.count }

    /// The latest elements; all of them unless `limit` is set. Always empty for `Void`.
    @usableFromInline var kept: [Element] = []

    /// At most this many elements are reported; more are kept until `kept` reaches `trimAt`.
    @usableFromInline var limit = Int.max

    /// When `kept` reaches this count, the oldest elements beyond `limit` are dropped: twice the limit,
    /// so that dropping costs amortized O(1) per call.
    @usableFromInline var trimAt = Int.max

    @inlinable init() {}

    /// Whether the elements are only counted.
    @inlinable static var isCountedOnly: Bool { Element.self == Void.self }

    /// Records `element`. A bounded log grows past its limit until its member trims it (``isDueForTrim``), which the
    /// member does after recording a call, keeping what it drops until its lock is released.
    @inlinable mutating func append(_ element: Element) {
        if Self.isCountedOnly { notKept += 1 } else { kept.append(element) }
    }

    /// Whether `kept` has grown to the count at which its oldest elements beyond `limit` are dropped.
    @inlinable var isDueForTrim: Bool { kept.count >= trimAt }

    /// Drops the oldest kept elements beyond `limit` once `kept` has grown to `trimAt`.
    mutating func trimIfDue() { if isDueForTrim { trim() } }

    /// Drops the oldest kept elements beyond `limit`.
    mutating func trim() {
        let dropped = kept.count - limit
        notKept += dropped
        kept.removeFirst(dropped)
    }

    /// Keeps at most `limit` elements from now on (`Int.max` for all).
    mutating func bound(to limit: Int) {
        self.limit = limit
        trimAt = limit >= Int.max / 2 ? Int.max : max(2 * limit, limit + 1)
        if !Self.isCountedOnly && kept.count > limit { trim() }
    }

    /// The elements reported: the last `limit` of them.
    var elements: [Element] {
        if Self.isCountedOnly { return Array(repeating: () as! Element, count: Swift.min(total, limit)) }
        return kept.count > limit ? Array(kept.suffix(limit)) : kept
    }

    /// The latest element, if it is kept.
    var last: Element? {
        if Self.isCountedOnly { return total > 0 && limit > 0 ? (() as! Element) : nil }
        return limit > 0 ? kept.last : nil
    }

    /// The element appended as number `index` (counting from 0 over all elements), if it is kept.
    func element(at index: Int) -> Element? {
        // Only the last `limit` elements are reported, though up to twice as many may be kept.
        let firstReported = total - Swift.min(Self.isCountedOnly ? total : kept.count, limit)
        guard index >= firstReported, index < total else { return nil }
        return Self.isCountedOnly ? (() as! Element) : kept[index - (total - kept.count)]
    }

    /// Bytes the kept elements take: capacity × stride.
    var bytes: Int { kept.capacity * MemoryLayout<Element>.stride }
}
