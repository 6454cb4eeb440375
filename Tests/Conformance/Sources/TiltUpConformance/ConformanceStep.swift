import TiltUp

/// One thing the app or the user does in a ``ConformanceScenario``.
public enum ConformanceStep: Sendable, Equatable {
    /// The app pushes a screen named so on the stack on top, with `transition`; its pop handler records
    /// "pop NAME".
    case push(String, transition: ConformanceTransition = .standard)
    /// The app pushes a screen named so on the stack under the sheet on top, answering a tap that the
    /// sheet, resting undimmed, lets through; its pop handler records "pop NAME".
    case pushBehindSheet(String)
    /// The app pops the stack on top.
    case pop
    /// The app presents a stack whose root is a screen named so, from the stack on top, with `transition`;
    /// its dismiss handler records "dismiss NAME". Where `refusesDismissal`, the stack's navigation controller
    /// has `isModalInPresentation` set before it is presented (SwiftUI's `interactiveDismissDisabled`, which
    /// `RouterView` reads from it): the user's swipe-down, Escape and tap outside leave it up.
    case present(
        String, ModalPresentationStyle, transition: ConformanceTransition = .standard, refusesDismissal: Bool = false)
    /// The app presents a stack whose root is a screen named so from the window's own stack, over the tab bar
    /// or split view it shows, whatever stack the user is on (an app-wide modal: a sign-in, an alert); its
    /// dismiss handler records "dismiss NAME".
    case presentOverWindow(String, ModalPresentationStyle)
    /// The app presents a sheet with these detents, as ``present(_:_:transition:)`` does, undimmed up to
    /// `undimmedUpTo` if given.
    case presentSheet(String, [SheetDetent], undimmedUpTo: SheetDetent? = nil)
    /// The app dismisses the modal on top.
    case dismiss
    /// The app puts a tab bar in place of the window's stack, a tab for each name, each tab's root a screen
    /// named so; the first tab's stack is then the one on top.
    case tabs([String])
    /// The app puts a tab bar of these tabs and groups in place of the window's stack (iOS 18's tabs: groups
    /// a sidebar shows, tabs the user may hide, the search tab); the first tab is selected.
    case tabItems([ConformanceTabItem], searchActivatesAutomatically: Bool = false)
    /// The app puts a split view in place of the window's stack: a sidebar and a detail column, each a stack
    /// whose root is a screen named so; the detail's stack is then the one on top.
    case split(sidebar: String, detail: String)
    /// The app shows a screen named so above the tab bar (iOS 26's accessory); its removal handler records
    /// "accessory NAME", and, if `thenShowing` names one, shows that accessory in its turn.
    case showAccessory(String, thenShowing: String? = nil)
    /// The app takes the accessory away.
    case removeAccessory
    /// The user does `gesture`.
    case user(ConformanceGesture)
    /// These steps in one turn of the run loop: the front end does not settle between them (a UIKit animation
    /// or SwiftUI's `onDismiss` has not ended), only after the last. A gesture among them is the user's touch
    /// during the app's transition, which a UI test cannot time: the device layer does not make it.
    case inOneTurn([ConformanceStep])
}

extension ConformanceStep {
    /// The step, or the steps it does in one turn, in order.
    public var flattened: [ConformanceStep] {
        if case .inOneTurn(let steps) = self { return steps.flatMap(\.flattened) }
        return [self]
    }
}

/// How the app shows a screen in a ``ConformanceScenario``.
public enum ConformanceTransition: Sendable, Equatable, Codable {
    /// The platform's own.
    case standard
    /// The zoom from a source (iOS 18), whose provider records "source NAME" when asked.
    case zoom
    /// The app's own animator, with an interaction controller for the user's gesture if `interactive`.
    case custom(interactive: Bool)
}

/// A tab or group of a ``ConformanceStep/tabItems(_:searchActivatesAutomatically:)`` tab bar; each tab's
/// root is a screen named as the tab.
public enum ConformanceTabItem: Sendable, Equatable {
    /// A tab at the top level, which the user may hide if `allowsHiding`.
    case tab(String, allowsHiding: Bool = false)
    /// The search tab.
    case search(String)
    /// A group of tabs (a section of the sidebar), whose tabs the user may reorder if `allowsReordering`, and
    /// hide, each, if `allowsHiding`.
    case group(String, tabs: [String], allowsReordering: Bool = false, allowsHiding: Bool = false)

    /// The names of the tabs of this item, in order.
    public var tabNames: [String] {
        switch self {
        case .tab(let name, _), .search(let name): [name]
        case .group(_, let tabs, _, _): tabs
        }
    }
}
