public import Foundation

/// Where the package's files and built products are, for tests that read documentation or run programs.
public enum PackageLocations {
    /// The package's root folder, found from this file's path.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of a file of the package, such as `Documentation/troubleshooting.md`.
    public static func text(of path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    #if os(macOS) || os(Linux)
        /// The folder the running test bundle was built into, which also holds the package's executables.
        ///
        /// Not `CommandLine.arguments[0]`: on macOS that is the test runner's path. On Linux the bundle is
        /// the running executable; on macOS it is a loaded `.xctest` bundle.
        public static func productsFolder() throws -> URL {
            #if os(Linux)
                return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            #else
                guard let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) else {
                    throw CocoaError(.fileNoSuchFile)
                }
                return bundle.bundleURL.deletingLastPathComponent()
            #endif
        }
    #endif
}
