// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// A path dependency's package identity is its folder's name, which depends on where swift-mocking was cloned.
let mockingPackage = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// A small app library whose services sit behind protocols, and its tests with swift-mocking. Use
// `.package(url: "https://github.com/<owner>/swift-mocking.git", from: "0.3.0")` in your own package.
let package = Package(
    name: "WeatherApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "WeatherApp", targets: ["WeatherApp"])
    ],
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .target(
            name: "WeatherApp",
            dependencies: [.product(name: "Mocking", package: mockingPackage)],
            // Mocks are compiled into debug builds, which tests use, and left out of release builds.
            swiftSettings: [.define("SWIFT_MOCKING_ENABLED", .when(configuration: .debug))]
        ),
        .testTarget(
            name: "WeatherAppTests",
            dependencies: [
                "WeatherApp",
                .product(name: "Mocking", package: mockingPackage),
                .product(name: "MockingTesting", package: mockingPackage),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
