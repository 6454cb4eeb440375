// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TiltUp",
    platforms: [
        .iOS(.v15),
        .macOS(.v13),
    ],
    products: [
        .library(name: "TiltUp", targets: ["TiltUp"]),
        .library(name: "TiltUpTest", targets: ["TiltUpTest"]),
    ],
    targets: [
        .target(name: "TiltUp"),
        .target(name: "TiltUpTest", dependencies: ["TiltUp"]),
        .executableTarget(name: "TiltUpBenchmarks", dependencies: ["TiltUp"], path: "Benchmarks/TiltUpBenchmarks"),
        .target(name: "TiltUpExampleKit", dependencies: ["TiltUp"], path: "Example/Sources/TiltUpExampleKit"),
        .executableTarget(name: "TiltUpExample", dependencies: ["TiltUpExampleKit"], path: "Example/Sources/TiltUpExample"),
        .testTarget(
            name: "TiltUpExampleTests",
            dependencies: ["TiltUpExampleKit", "TiltUpExample", "TiltUp", "TiltUpTest"],
            path: "Example/Tests/TiltUpExampleTests"
        ),
        // What the test targets share (screens, a seeded generator, a tab bar): not a product.
        .target(name: "TiltUpTestSupport", dependencies: ["TiltUp"], path: "Tests/TiltUpTestSupport"),
        .testTarget(name: "TiltUpTests", dependencies: ["TiltUp", "TiltUpTest", "TiltUpTestSupport"]),
        .testTarget(name: "TiltUpTestTests", dependencies: ["TiltUpTest", "TiltUp", "TiltUpTestSupport"]),
        // The conformance suite: navigation scenarios run on every front end (headless here, UIKit on a
        // simulator in the Apple workflow). Not a product; type-checked for iOS with APP_DIR=Tests/Conformance.
        .target(name: "TiltUpConformance", dependencies: ["TiltUp"], path: "Tests/Conformance/Sources/TiltUpConformance"),
        .testTarget(
            name: "ConformanceTests", dependencies: ["TiltUpConformance", "TiltUp"], path: "Tests/Conformance/Tests/ConformanceTests"),
        // The Swift code of README.md and the DocC catalogs, compiled and run (scripts/check-doc-twins.py).
        .testTarget(name: "DocumentationTests", dependencies: ["TiltUp", "TiltUpTest"]),
        // A client in Swift 5 language mode, as TiltUp 5 apps are: the main-actor API is @preconcurrency.
        .testTarget(name: "Swift5ModeTests", dependencies: ["TiltUp", "TiltUpTest"], swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
