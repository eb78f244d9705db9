/// The address of a function that a library already loaded into the process exports, found by its
/// (mangled) symbol name; `nil` when no loaded library exports it.
///
/// The runtime uses this to reach Swift Testing and XCTest only when a test process has loaded them,
/// without linking either: app targets that link `Mocking` never load a test framework.
struct LoadedSymbol: @unchecked Sendable {
    let address: UnsafeMutableRawPointer

    init?(_ name: String) {
        guard let address = CLibrary.loadedSymbol(name) else { return nil }
        self.address = address
    }

    /// The function at the address, as the function type `Function`, which must be the function's own:
    /// the one place that turns an address into something to call.
    func function<Function>(as _: Function.Type) -> Function {
        unsafeBitCast(address, to: Function.self)
    }
}

/// What `lookUp` finds among the loaded libraries, kept once found and looked up again until then: in a
/// test bundle hosted by an app, the app runs (and may call a mock) before the test frameworks are loaded.
/// It is `Sendable`: the found value is only read and written under its lock.
final class LoadedOnceFound<Value: Sendable>: @unchecked Sendable {
    private let found = Locked<Value?>(nil)
    private let lookUp: @Sendable () -> Value?

    init(_ lookUp: @escaping @Sendable () -> Value?) {
        self.lookUp = lookUp
    }

    /// The value, or `nil` while no loaded library provides it.
    var value: Value? {
        if let value = found.withLock({ $0 }) { return value }
        guard let value = lookUp() else { return nil }
        found.withLock { $0 = value }
        return value
    }
}
