import ProcessMemory

/// Nanoseconds in `duration`.
func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

/// `value` with one decimal.
func format(_ value: Double) -> String {
    String((value * 10).rounded() / 10)
}

/// `value` with two decimals.
func formatRatio(_ value: Double) -> String {
    String((value * 100).rounded() / 100)
}

func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

/// Nanoseconds per call of `calls` calls of `body` on `service`.
///
@inline(never)
func time<Service>(
    _ calls: Int,
    on service: Service,
    _ body: (Service, Int) async throws -> Void
) async rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    for index in 0..<calls {
        try await body(service, index)
    }
    return nanoseconds(clock.now - start) / Double(calls)
}

/// The process's resident memory in bytes, or `nil` where it cannot tell. Large arrays live in pages of
/// their own, which are returned when freed, so the growth over a million recorded calls is their cost.
func residentBytes() -> Int? {
    let bytes = resident_bytes()
    return bytes == 0 ? nil : Int(bytes)
}
