import Foundation

/// A value that tasks and threads share, read and changed under a lock: what a test's issue matchers
/// and concurrent closures collect into.
///
/// `NSLock` rather than `Synchronization.Mutex`, which needs macOS 15 and iOS 18: the package's tests
/// build for its platform floor (macOS 13, iOS 16).
public final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates a shared `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value and returns its result.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// The value now.
    public var current: Value {
        withLock { $0 }
    }
}
