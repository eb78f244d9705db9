import Mocking

// The first, hand-written form of the design `@Mocked` now generates for inherited members: the parent
// protocol's backing members in a struct that the child's mock stores in place, which the parent's
// extension reads through a protocol requirement. `@Mocked` keeps unretained references to the registered
// members instead, returned from the generic requirement `Mock.__storedMembers(_:)`
// (Documentation/architecture.md, "Members of refined protocols"). Measured against the mock's own members
// and the generated inherited ones (`RuntimeBenchmark storage`; Benchmarks/README.md).

/// What `@Mocked` on `Service` would write: `Service`'s backing members.
struct ServiceMembers: Sendable {
    let _add = MockMethod<(a: Int, b: Int), Int, Never>("InlineStorageServiceMock._add")
    let _parse = MockMethod<Int, Int, any Error>("InlineStorageServiceMock._parse")
    let _load = AsyncMockMethod<Int, Int, any Error>("InlineStorageServiceMock._load")
    let _log = MockMethod<Int, Void, Never>("InlineStorageServiceMock._log")
    let _level = MockReadWriteProperty<Int>("InlineStorageServiceMock._level")
    let _subscript = MockReadOnlySubscript<Int, Int, Never>("InlineStorageServiceMock._subscript")
    let _tagged = MockMethod<Int, Int, Never>("InlineStorageServiceMock._tagged")
}

/// What `@Mocked` on `Service` would write for the mocks of refining protocols: where they keep the
/// members.
protocol StoresServiceMembers: AnyObject {
    var serviceMembers: ServiceMembers { get }
}

/// What `@Mocked` on `Service` would write for those mocks instead of today's extension.
extension Service where Self: StoresServiceMembers {
    func add(_ a: Int, _ b: Int) -> Int { serviceMembers._add.__invoke((a: a, b: b)) }
    func parse(_ value: Int) throws -> Int { try serviceMembers._parse.__invoke(value) }
    func load(_ id: Int) async throws -> Int { try await serviceMembers._load.__invoke(id) }
    func log(_ value: Int) { serviceMembers._log.__invoke(value) }
    var level: Int {
        get { serviceMembers._level.getter.__invoke(()) }
        set { serviceMembers._level.setter.__invoke(newValue) }
    }
    subscript(index: Int) -> Int { serviceMembers._subscript.getter.__invoke(index) }
    func tagged(_ value: Int) -> Int { serviceMembers._tagged.__invoke(value) }
}

/// What `@Mocked` on a protocol refining `Service` would write: the members stored in place.
final class InlineStorageServiceMock: Service, StoresServiceMembers {
    let serviceMembers = ServiceMembers()

    /// A mock configured in `style`.
    static func make(_ style: Style) -> InlineStorageServiceMock {
        let mock = InlineStorageServiceMock()
        let members = mock.serviceMembers
        configure(
            style, add: members._add, parse: members._parse, load: members._load, log: members._log,
            level: members._level.getter, subscriptGetter: members._subscript.getter, tagged: members._tagged)
        return mock
    }
}

extension RuntimeBenchmark {
    /// The rows of the first table on the own, the inherited and the inline-storage mock.
    nonisolated static func measureInlineStorage() async {
        print("ns per call, median of \(rounds) rounds of \(calls) calls on fresh mocks, plain loop\n")
        print(
            "| call | implementation | @Mocked | inherited | inherited ÷ own | parent's members in place | that ÷ own |"
        )
        print("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
        // The own mock, the generated inherited one, the hand-written one with its parent's members in place.
        let mocks: [@Sendable (Style) -> any Service] = [
            ServiceMock.make, DerivedServiceMock.make, InlineStorageServiceMock.make,
        ]
        for row in rows {
            var figures = [[Double]](repeating: [], count: mocks.count)
            for round in 0..<rounds {
                for index in rotated(Array(mocks.indices), by: round) {
                    figures[index].append(await nanosecondsPerCall(row.loop, on: mocks[index](row.style), calls: calls))
                }
            }
            let (ownMedian, inheritedMedian, inPlaceMedian) = (
                median(figures[0]), median(figures[1]), median(figures[2])
            )
            print(
                "| \(row.name) | \(row.style.rawValue) | \(format(ownMedian)) | \(format(inheritedMedian)) | "
                    + "\(formatRatio(inheritedMedian / ownMedian)) | \(format(inPlaceMedian)) | "
                    + "\(formatRatio(inPlaceMedian / ownMedian)) |")
        }
    }
}
