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
}
