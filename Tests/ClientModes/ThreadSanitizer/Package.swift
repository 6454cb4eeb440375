// swift-tools-version: 6.0
// The tests that exercise TiltUp's observation, test recording and journal lifetime from several threads,
// built apart from the other tests so that the thread sanitizer instruments only what they need.
// scripts/check-thread-sanitizer.sh builds it beside a link to this repository (../TiltUp), with those
// tests' files and the shared test support linked in as they are, and runs it under `--sanitize=thread`.
import PackageDescription

let package = Package(
    name: "ThreadSanitizer",
    platforms: [.iOS(.v15), .macOS(.v13)],
    dependencies: [.package(path: "../TiltUp")],
    targets: [
        .target(name: "TiltUpTestSupport", dependencies: [.product(name: "TiltUp", package: "TiltUp")]),
        .testTarget(
            name: "ThreadSanitizerTests",
            dependencies: [
                "TiltUpTestSupport", .product(name: "TiltUp", package: "TiltUp"),
                .product(name: "TiltUpTest", package: "TiltUp"),
            ]),
    ]
)
