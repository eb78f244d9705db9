import Mocking
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` with the process's standard error sent into a pipe, and returns what was written.
///
/// Other tests' writes to standard error in the meantime are captured too; callers look for their own text.
func capturingStandardError<Result>(_ body: () async -> Result) async throws -> (output: String, result: Result) {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let saved = dup(STDERR_FILENO)
    try #require(saved >= 0)
    dup2(ends[1], STDERR_FILENO)
    let result = await body()
    dup2(saved, STDERR_FILENO)
    close(saved)
    close(ends[1])
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(ends[0], &buffer, buffer.count)
        if count <= 0 { break }
        output += buffer[0..<count]
    }
    close(ends[0])
    return (String(decoding: output, as: UTF8.self), result)
}

@Suite("Unimplemented calls with no current test")
struct DetachedCallTests {
    @Test("a call from a detached task, where no test is current, is written to standard error")
    func detachedTask() async throws {
        // `Test.current` is task-local, so a detached task runs outside any test; XCTest, loaded in this
        // process, drops an XCTFail made while no test case runs. The message must still be seen.
        let (output, callCount) = try await capturingStandardError {
            await Task.detached {
                let mock = SampleServiceMock()
                _ = mock.add(4, to: 5)
                return mock._add.callCount
            }.value
        }
        #expect(
            output.contains(
                "swift-mocking: SampleServiceMock._add was called with (a: 4, b: 5) but has no implementation"
            )
        )
        #expect(callCount == 1)
    }
}
