import Testing

@testable import Mocking

/// `OrderedCalls` keeps consecutive numbers as runs; what it reports must be every number, in order.
@Suite("The numbers of a member's calls in the order of all calls")
struct OrderedCallsTests {
    /// Appends `numbers`, bounded like a log that keeps the last `limit` calls.
    func ordered(_ numbers: [UInt64], keepingLast limit: Int? = nil) -> OrderedCalls {
        var log = CallLog<Int>()
        if let limit { log.bound(to: limit) }
        var ordered = OrderedCalls(firstCall: 0)
        for number in numbers {
            ordered.append(number, boundedLike: log)
        }
        return ordered
    }

    @Test("runs of consecutive numbers, lone numbers and a run after a gap all come back in order")
    func runsAndLoneNumbers() {
        let numbers: [UInt64] = [3, 4, 5, 9, 11, 12, 20, 21, 22, 23, 30]
        let ordered = ordered(numbers)
        #expect(ordered.numbers == numbers)
        #expect(ordered.count == numbers.count)
        // Runs take two words and lone numbers one; the latest run is not stored yet.
        #expect(
            ordered.words == [3 | OrderedCalls.runBit, 3, 9, 11 | OrderedCalls.runBit, 2, 20 | OrderedCalls.runBit, 4])
    }

    @Test("a member called in a loop keeps its numbers in constant space")
    func loopInConstantSpace() {
        let ordered = ordered(Array(1...100_000))
        #expect(ordered.words.isEmpty)
        #expect(ordered.numbers.count == 100_000)
        #expect(ordered.numbers.last == 100_000)
    }

    @Test("a bounded history drops the oldest numbers, also from inside a run, and moves the first call")
    func boundedHistory() {
        let numbers: [UInt64] = [1, 2, 3, 7, 8, 9, 10, 15, 16, 17, 18, 19, 40]
        let ordered = ordered(numbers, keepingLast: 3)
        #expect(ordered.numbers.suffix(3) == [18, 19, 40])
        // Up to twice the limit is kept between trims; what is kept is the latest calls, in order.
        #expect(ordered.numbers == Array(numbers.suffix(ordered.count)))
        #expect(ordered.firstCall == numbers.count - ordered.count)
        #expect(ordered.count <= 6)
    }
}
