#if canImport(Darwin)
    private import Darwin
#elseif canImport(Glibc)
    private import Glibc
#elseif canImport(Musl)
    private import Musl
#endif

/// The two services of the platform's C library the runtime uses; the one file that imports it.
enum CLibrary {
    /// The address of the symbol `name` that an image loaded into the process exports, or `nil`.
    static func loadedSymbol(_ name: String) -> UnsafeMutableRawPointer? {
        #if canImport(Darwin)
            // `RTLD_DEFAULT`, `((void *) -2)` on Apple platforms: every loaded image. Swift does not import the
            // macro (it casts an integer to a pointer), so its value is written here.
            return dlsym(UnsafeMutableRawPointer(bitPattern: -2), name)
        #elseif canImport(Glibc) || canImport(Musl)
            // `RTLD_DEFAULT`, `((void *) 0)` in glibc and musl: the program and every library in its global scope.
            return dlsym(nil, name)
        #else
            return nil
        #endif
    }

    /// Writes `text` to standard error, unbuffered.
    static func writeToStandardError(_ text: String) {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            var text = text
            text.withUTF8 { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(2, bytes.baseAddress! + offset, bytes.count - offset)
                    guard written > 0 else { return }
                    offset += written
                }
            }
        #else
            print(text, terminator: "")
        #endif
    }
}
