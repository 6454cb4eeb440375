#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import SwiftUI
import TiltUp
import UIKit

/// The example's SwiftUI-lifecycle entry point: the same coordinators, with Home, orders and the plan
/// picker in SwiftUI, one navigation per window.
///
/// An app target starts it from its own `@main` type (a library cannot hold `@main`):
///
/// ```swift
/// @main enum Main {
///     static func main() { ExampleSwiftUIApp.main() }
/// }
/// ```
@MainActor
public struct ExampleSwiftUIApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup {
            ExampleWindowView(uiKitContainer: true)
        }
    }
}

#endif
