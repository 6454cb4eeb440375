// swift-tools-version: 6.0
// The manifest fragment of the document below, in a whole manifest; scripts/check-doc-manifests.sh
// resolves it against this repository.
import PackageDescription

let package = Package(
    name: "App",
    // docs-twin: Sources/TiltUp/TiltUp.docc/GettingStarted.md
    dependencies: [
        .package(url: "https://github.com/TiltUp/TiltUp.git", from: "6.0.0")
    ],
    targets: [
        .target(name: "App", dependencies: [.product(name: "TiltUp", package: "TiltUp")]),
        .testTarget(
            name: "AppTests",
            dependencies: [
                "App",
                .product(name: "TiltUp", package: "TiltUp"),
                .product(name: "TiltUpTest", package: "TiltUp"),
            ]),
    ]
    // docs-twin-end
)
