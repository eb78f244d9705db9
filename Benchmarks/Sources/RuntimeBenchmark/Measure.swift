#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Nanoseconds in `duration`.
func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

/// `value` with one decimal.
func format(_ value: Double) -> String {
    String((value * 10).rounded() / 10)
}

/// `value` with two decimals, as a ratio.
func formatRatio(_ value: Double) -> String {
    String((value * 100).rounded() / 100) + "×"
}

func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

/// Keeps a loop's result alive, so that the optimizer cannot drop the calls that made it.
@inline(never)
func keep(_ value: Int) {
    if value == 0x5eed_5eed { print("") }
}

/// A loop of calls: `calls` calls of one requirement on `service`, returning something computed from
/// their results.
enum Loop: Sendable {
    case sync(@Sendable (any Service, Int) -> Int)
    case async(@Sendable (any Service, Int) async -> Int)

    /// Runs the loop, synchronous or not, and returns its result: what the timing keeps alive, and what
    /// `checkAgreement` compares.
    func result(on service: any Service, calls: Int) async -> Int {
        switch self {
        case .sync(let body): body(service, calls)
        case .async(let body): await body(service, calls)
        }
    }
}

/// Nanoseconds per call of `loop` with `calls` calls on `service`.
func nanosecondsPerCall(_ loop: Loop, on service: any Service, calls: Int) async -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    keep(await loop.result(on: service, calls: calls))
    return nanoseconds(clock.now - start) / Double(calls)
}

/// The integer in the environment variable `name`, if it is set to one.
func environmentInteger(_ name: String) -> Int? {
    getenv(name).flatMap { Int(String(cString: $0)) }
}

/// `elements` starting at the element at `offset` (modulo their count), the ones before it after the rest.
func rotated<Element>(_ elements: [Element], by offset: Int) -> [Element] {
    let start = offset % elements.count
    return Array(elements[start...] + elements[..<start])
}
