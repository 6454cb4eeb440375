// swift-tools-version: 6.0
// TiltUp 5 call sites, compiled in Swift 5 language mode as a TiltUp 5 app is, against this repository
// (../TiltUp): scripts/check-tiltup5-calls.py checks that each removed or renamed TiltUp 5 API fails, or
// warns, with the message its `// expect:` comment names, and that nothing else is reported; and the same
// for the spellings TiltUp 6's prereleases used (PrereleaseSpellings.swift).
import PackageDescription

let package = Package(
    name: "TiltUp5Calls",
    platforms: [.iOS(.v15), .macOS(.v13)],
    dependencies: [.package(path: "../TiltUp")],
    targets: [
        .target(
            name: "TiltUp5Calls",
            dependencies: [.product(name: "TiltUp", package: "TiltUp"), .product(name: "TiltUpTest", package: "TiltUp")],
            swiftSettings: [.swiftLanguageMode(.v5)])
    ]
)
