#if os(macOS) || os(Linux)
    public import Foundation

    /// What a program a test ran did: its exit status and what it wrote.
    public struct ProgramRun: Sendable {
        /// The exit status; not 0 when the program stopped with an error.
        public var status: Int32
        /// What it wrote to standard output.
        public var output: String
        /// What it wrote to standard error.
        public var errors: String

        /// Runs `program` with `arguments` and `environment` (added to this process's) and waits for it to
        /// exit, or stops it after `timeout` seconds.
        ///
        /// Standard output and standard error go to files, not pipes: a program that fills one pipe while
        /// the test reads the other would wait forever. The Swift runtime's backtracer is turned off, so a
        /// program that stops prints its message without a long backtrace.
        public init(
            _ program: URL, arguments: [String] = [], environment: [String: String] = [:], timeout: TimeInterval = 120
        ) throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("program-run-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let outputFile = folder.appendingPathComponent("output")
            let errorsFile = folder.appendingPathComponent("errors")
            _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errorsFile.path, contents: nil)
            let output = try FileHandle(forWritingTo: outputFile)
            let errors = try FileHandle(forWritingTo: errorsFile)
            let process = Process()
            process.executableURL = program
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment
                .merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
                .merging(environment) { $1 }
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            // A program that hangs fails the test instead of hanging it.
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning, Date() < deadline {
                Thread.sleep(forTimeInterval: 0.01)
            }
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            try output.close()
            try errors.close()
            status = process.terminationStatus
            self.output = try String(contentsOf: outputFile, encoding: .utf8)
            self.errors = try String(contentsOf: errorsFile, encoding: .utf8)
        }
    }
#endif
