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
            // RTLD_DEFAULT: search every image loaded into the process.
            return dlsym(UnsafeMutableRawPointer(bitPattern: -2), name)
        #elseif canImport(Glibc) || canImport(Musl)
            // The main program's handle searches the program and every library loaded with it.
            guard let program = dlopen(nil, RTLD_NOW) else { return nil }
            return dlsym(program, name)
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
