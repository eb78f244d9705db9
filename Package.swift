// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

/// Settings every target of the package compiles with.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "swift-mocking",
    platforms: [
        .macOS(.v13),
        .iOS(.v16),
        .tvOS(.v16),
        .watchOS(.v9),
        .visionOS(.v1),
        .macCatalyst(.v16),
    ],
    products: [
        .library(name: "Mocking", targets: ["Mocking"])
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"700.0.0")
    ],
    targets: [
        .target(
            name: "Mocking",
            dependencies: ["MockingMacros"],
            swiftSettings: swiftSettings
        ),
        .macro(
            name: "MockingMacros",
            dependencies: [
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MockingTests",
            dependencies: ["Mocking"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MockingMacrosTests",
            dependencies: [
                "MockingMacros",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "MockingIntegrationFixtures",
            dependencies: ["Mocking"],
            path: "Tests/MockingIntegrationFixtures",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MockingIntegrationTests",
            dependencies: ["Mocking", "MockingIntegrationFixtures"],
            swiftSettings: swiftSettings + [.define("SWIFT_MOCKING_ENABLED")]
        ),
        // A program without a test framework that calls unimplemented members; a test runs it and reads
        // what it wrote to standard error.
        .executableTarget(
            name: "UnimplementedCallsOutsideTests",
            dependencies: ["Mocking"],
            path: "Tests/UnimplementedCallsOutsideTests",
            swiftSettings: swiftSettings + [.define("SWIFT_MOCKING_ENABLED")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Every document's ```swift blocks, extracted by Tests/DocumentationExamples/extract.py, compile as a test
// target of their own, and a test runs each block of statements, so the documentation's assertions execute
// and it cannot drift from the library. The script's --check also checks that this list names every document.
let documentationExamples = "Tests/DocumentationExamples"
let documentedModules = [
    "READMEExamples", "ArchitectureExamples", "BasicsExamples", "ConcurrencyExamples", "FeaturesExamples",
    "MacrosExamples", "MigrationExamples", "TroubleshootingExamples", "UsageExamples",
]
package.targets += documentedModules.map { module in
    .testTarget(
        name: module,
        dependencies: ["Mocking"],
        path: documentationExamples + "/" + module,
        swiftSettings: swiftSettings + [.define("SWIFT_MOCKING_ENABLED"), .unsafeFlags(["-suppress-warnings"])]
    )
}

// Mocks must also compile in modules with the newer isolation defaults of Swift 6.2.
#if compiler(>=6.2)
    package.targets += [
        .testTarget(
            name: "MockingMainActorDefaultTests",
            dependencies: ["Mocking"],
            // `.defaultIsolation(MainActor.self)` needs tools 6.2; the flag is what it passes.
            swiftSettings: swiftSettings + [.unsafeFlags(["-default-isolation", "MainActor"])]
        ),
        .testTarget(
            name: "MockingNonisolatedNonsendingTests",
            dependencies: ["Mocking"],
            swiftSettings: swiftSettings + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
        ),
    ]
#endif

// Availability as Apple platforms check it, on any platform: the custom availability domain `Fancy` stands
// for an OS version newer than the deployment target (Swift 6.3's `CustomAvailability`).
#if compiler(>=6.3)
    package.targets += [
        .testTarget(
            name: "MockingAvailabilityTests",
            dependencies: ["Mocking"],
            swiftSettings: swiftSettings + [
                .enableExperimentalFeature("CustomAvailability"),
                .unsafeFlags(["-Xfrontend", "-define-dynamic-availability-domain", "-Xfrontend", "Fancy"]),
            ]
        )
    ]
#endif
