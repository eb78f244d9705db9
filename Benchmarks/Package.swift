// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// A path dependency's package identity is its folder's name, which depends on where it was cloned.
let mockingPackage = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent

// Benchmarks of swift-mocking, kept out of the main package so that it stays free of their needs.
// Run in release mode: `swift run -c release RuntimeBenchmark` (see README.md).
let package = Package(
    name: "swift-mocking-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "..")
    ],
    targets: [
        .executableTarget(
            name: "RuntimeBenchmark",
            dependencies: [.product(name: "Mocking", package: mockingPackage)]
        )
    ],
    swiftLanguageModes: [.v6]
)
