// swift-tools-version: 6.2
// A client as a new Xcode 26 app target builds it: default main-actor isolation and the "approachable
// concurrency" upcoming features. scripts/check-client-modes.sh builds it beside a link to this
// repository (../TiltUp), with the example app's sources and tests and the documentation's compiled
// twins linked in as they are, and runs their tests: code written as TiltUp's docs show it must compile
// here too.
import PackageDescription

let xcode26AppSettings: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
    name: "Xcode26App",
    platforms: [.iOS(.v15), .macOS(.v13)],
    dependencies: [.package(path: "../TiltUp")],
    targets: [
        .target(
            name: "TiltUpExampleKit", dependencies: [.product(name: "TiltUp", package: "TiltUp")], swiftSettings: xcode26AppSettings),
        .executableTarget(name: "TiltUpExample", dependencies: ["TiltUpExampleKit"], swiftSettings: xcode26AppSettings),
        .testTarget(
            name: "TiltUpExampleTests",
            dependencies: [
                "TiltUpExampleKit", .product(name: "TiltUp", package: "TiltUp"), .product(name: "TiltUpTest", package: "TiltUp"),
            ],
            // Written for Swift 5 and Swift 6 targets; the testing article gives the Xcode 26 form.
            exclude: ["TestingArticleXCTestRecipes.swift"],
            swiftSettings: xcode26AppSettings),
        .testTarget(
            name: "DocumentationTests",
            dependencies: [.product(name: "TiltUp", package: "TiltUp"), .product(name: "TiltUpTest", package: "TiltUp")],
            swiftSettings: xcode26AppSettings),
    ]
)
