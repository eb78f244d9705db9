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
        .library(name: "Mocking", targets: ["Mocking"]),
        // The Swift Testing trait that checks a test's mocks at its end; test targets only.
        .library(name: "MockingTesting", targets: ["MockingTesting"]),
        // `swift package mock --target <Target> --protocol <Module.Protocol>`: a mock of a protocol you don't own.
        .plugin(name: "MockCommand", targets: ["MockCommand"]),
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
        .target(
            name: "MockingTesting",
            dependencies: ["Mocking"],
            swiftSettings: swiftSettings
        ),
        // The generator: the macros' model and renderers, and the writer of mocks of compiled protocols.
        .target(
            name: "MockGenerator",
            dependencies: [
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        .macro(
            name: "MockingMacros",
            dependencies: [
                "MockGenerator",
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        // Writes a `@MockedMembers` mock of a protocol read from compiled modules' symbol graphs; the `mock`
        // command plugin runs it.
        .executableTarget(
            name: "GenerateMock",
            dependencies: ["MockGenerator"],
            swiftSettings: swiftSettings
        ),
        .plugin(
            name: "MockCommand",
            capability: .command(
                intent: .custom(
                    verb: "mock",
                    description: "Writes a mock of a protocol from a compiled module into a target"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "The mock is written as a source file of the target you name.")
                ]
            ),
            dependencies: ["GenerateMock"]
        ),
        // What the package's tests share: a lock that builds for the platform floor, and where files are.
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MockingTests",
            dependencies: ["Mocking", "TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MockingMacrosTests",
            dependencies: [
                "MockGenerator",
                "MockingMacros",
                "TestSupport",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "GenerateMockTests",
            dependencies: ["GenerateMock"],
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
            dependencies: ["Mocking", "MockingIntegrationFixtures", "MockingTesting", "TestSupport"],
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
    "GettingStartedExamples", "MacrosExamples", "MigrationExamples", "TroubleshootingExamples", "UsageExamples",
]
package.targets += documentedModules.map { module in
    .testTarget(
        name: module,
        dependencies: ["Mocking", "MockingTesting"],
        path: documentationExamples + "/" + module,
        swiftSettings: swiftSettings + [.define("SWIFT_MOCKING_ENABLED"), .unsafeFlags(["-suppress-warnings"])]
    )
}

// Mocks must also compile in modules with the newer isolation defaults of Swift 6.2.
#if compiler(>=6.2)
    /// What Xcode 26 sets for a new project: default actor isolation `MainActor` (the flag
    /// `.defaultIsolation(MainActor.self)` passes, which needs tools 6.2), and "Approachable Concurrency".
    let xcodeNewProjectSettings: [SwiftSetting] = [
        .unsafeFlags(["-default-isolation", "MainActor"]),
        .enableUpcomingFeature("DisableOutwardActorInference"),
        .enableUpcomingFeature("GlobalActorIsolatedTypesUsability"),
        .enableUpcomingFeature("InferIsolatedConformances"),
        .enableUpcomingFeature("InferSendableFromCaptures"),
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    ]
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
        // A new Xcode 26 project's settings: the app module in the Swift 5 language mode declares the
        // protocols, and a test target in Swift 6 uses their mocks; both with default actor isolation
        // `MainActor` and the upcoming features of "Approachable Concurrency".
        .target(
            name: "MockingXcodeDefaultsFixtures",
            dependencies: ["Mocking"],
            path: "Tests/MockingXcodeDefaultsFixtures",
            // Warnings are errors: in the Swift 5 language mode, what Swift 6 rejects in expanded code is a
            // warning.
            swiftSettings: swiftSettings + xcodeNewProjectSettings + [
                .define("SWIFT_MOCKING_ENABLED"), .swiftLanguageMode(.v5), .unsafeFlags(["-warnings-as-errors"]),
            ]
        ),
        .testTarget(
            name: "MockingXcodeDefaultsTests",
            dependencies: ["Mocking", "MockingXcodeDefaultsFixtures"],
            swiftSettings: swiftSettings + xcodeNewProjectSettings
        ),
    ]
#endif

// Availability as Apple platforms check it, on any platform: the custom availability domain `Fancy` stands
// for an OS version newer than the deployment target (Swift 6.3's `CustomAvailability`). It is declared in
// C, with the function that answers `#available(Fancy)` at run time, which a test can turn off.
#if compiler(>=6.3)
    package.targets += [
        .target(name: "FancyDomain", path: "Tests/FancyDomain"),
        .testTarget(
            name: "MockingAvailabilityTests",
            dependencies: ["Mocking", "FancyDomain"],
            swiftSettings: swiftSettings + [.enableExperimentalFeature("CustomAvailability")]
        ),
    ]
#endif
