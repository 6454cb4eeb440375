// swift-tools-version: 6.0
// The test target of the document below, in a whole manifest; scripts/check-doc-manifests.sh resolves
// it against this repository.
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [
        .package(url: "https://github.com/TiltUp/TiltUp.git", from: "6.0.0")
    ],
    targets: [
        .target(name: "App", dependencies: [.product(name: "TiltUp", package: "TiltUp")]),
        // docs-twin: Sources/TiltUpTest/TiltUpTest.docc/TestingWithTiltUpTest.md
        .testTarget(
            name: "AppTests",
            dependencies: [
                "App",
                .product(name: "TiltUp", package: "TiltUp"),
                .product(name: "TiltUpTest", package: "TiltUp"),
            ]),
        // docs-twin-end
    ]
)
