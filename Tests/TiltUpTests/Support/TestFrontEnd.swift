import TiltUp

/// The front end a test runs on: UIKit's rules (a ``HeadlessNavigationController``), SwiftUI's
/// (a ``NavigationStackController``), or SwiftUI's as `RouterView` runs it, where a sheet is gone only at
/// its `onDismiss`. Front-end-parametrized tests take one of these, so that another front end is one more case.
enum TestFrontEnd: CaseIterable, Sendable {
    case uiKit, swiftUI, swiftUIWaitingForOnDismiss

    /// Whether this front end follows SwiftUI's rules.
    var isSwiftUI: Bool { self != .uiKit }

    /// A new, empty navigation controller of this front end.
    @MainActor
    func makeNavigationController() -> HeadlessNavigationController {
        switch self {
        case .uiKit:
            return HeadlessNavigationController()
        case .swiftUI:
            return NavigationStackController()
        case .swiftUIWaitingForOnDismiss:
            let stack = NavigationStackController()
            stack.waitsForOnDismiss = true
            return stack
        }
    }
}
