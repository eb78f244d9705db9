// swift-tools-version: 6.0
import PackageDescription

// Mocks of protocols from packages this one does not own, written by swift-mocking's `mock` command from
// their compiled modules (Mocks/), and tests that call them. `.ci/run` writes the mocks again and checks
// that they are the files committed here, then runs the tests.
let package = Package(
    name: "CompiledModuleMocks",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    dependencies: [
        .package(name: "swift-mocking", path: "../.."),
        .package(url: "https://github.com/apple/swift-log.git", exact: "1.16.2"),
        .package(url: "https://github.com/apple/swift-distributed-tracing.git", exact: "1.7.3"),
        .package(url: "https://github.com/apple/swift-metrics.git", exact: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio.git", exact: "2.101.3"),
        .package(url: "https://github.com/groue/GRDB.swift.git", exact: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1"),
    ],
    targets: [
        // Protocols of this package's own: a parent in another module, an associated type, a subscript, an
        // initializer, a static property, a requirement no mock can implement, a main-actor protocol.
        .target(name: "ShopKit"),
        .target(name: "ShopServices", dependencies: ["ShopKit"]),
        // A protocol refining another package's protocol with requirements, `@Mocked`, with the parent's
        // members written by the `mock` command's `--parent`.
        .target(
            name: "AuthKit",
            dependencies: [
                .product(name: "Mocking", package: "swift-mocking"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            swiftSettings: [.define("SWIFT_MOCKING_ENABLED")]
        ),
        .testTarget(
            name: "CompiledModuleMocksTests",
            dependencies: [
                .product(name: "Mocking", package: "swift-mocking"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "Instrumentation", package: "swift-distributed-tracing"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                "ShopServices",
                "AuthKit",
            ],
            swiftSettings: [.define("SWIFT_MOCKING_ENABLED")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
