import TiltUp

/// The front end a test runs on: UIKit's rules (a ``HeadlessNavigationController``), SwiftUI's
/// (a ``NavigationStackController``), SwiftUI's as `RouterView` runs it, where a sheet is gone only at
/// its `onDismiss`, or UIKit's in the detail column of a split view. Front-end-parametrized tests take one of
/// these, so that another front end is one more case.
enum TestFrontEnd: CaseIterable, Sendable {
    case uiKit, swiftUI, swiftUIWaitingForOnDismiss, splitDetail

    /// The split views whose detail columns the `splitDetail` stacks are: a column does not keep its split.
    @MainActor private static var splits: [HeadlessSplitViewController] = []

    /// Whether this front end follows SwiftUI's rules.
    var isSwiftUI: Bool { self == .swiftUI || self == .swiftUIWaitingForOnDismiss }

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
        case .splitDetail:
            let stack = HeadlessNavigationController()
            let split = HeadlessSplitViewController()
            split.setViewController(stack, for: .detail)
            Self.splits.append(split)
            return stack
        }
    }

    /// A new, empty navigation controller for a modal Router of this front end: never a split view's column.
    @MainActor
    func makeModalNavigationController() -> HeadlessNavigationController {
        self == .splitDetail ? HeadlessNavigationController() : makeNavigationController()
    }
}
