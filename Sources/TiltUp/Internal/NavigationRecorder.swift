#if canImport(UIKit)
// `ModalPresentationStyle` aliases UIKit's type here (Platform.swift).
import UIKit
#endif

/// What records the changes of a tree of Routers: a ``NavigationJournal``, reached from any Router of
/// the tree (Router+Recording.swift). Nothing here holds a screen or a coordinator.
@MainActor
protocol NavigationRecorder: AnyObject {
    /// Begins an action, or a call inside one: `cause` counts for the outermost only; `call` names the
    /// Router call that makes the changes recorded until the matching `endAction()`.
    func beginAction(_ cause: NavigationCause, call: String?)
    /// Ends what the matching `beginAction` began.
    func endAction()
    /// Notes a change of the navigation, made in the action under way (or on its own, outside any).
    func record(_ change: RecordedChange)
    /// Notes a diagnostic reported during the action under way.
    func note(_ diagnostic: NavigationDiagnostic)
    /// The routes shown may have changed (a route marked a screen, a tab's route changed): the path is read again.
    func routesMayHaveChanged()
}

/// A change of one Router or TabBarRouter, as the recorder is told of it: screens' types, never screens
/// (their names are read only when the entries are).
enum RecordedChange {
    case pushed(screen: Any.Type)
    /// `count` screens popped; `routed` when one of them showed a route.
    case popped(count: Int, routed: Bool)
    case replaced(popped: Int, top: Any.Type)
    case presented(screen: Any.Type, style: ModalPresentationStyle)
    case dismissed(screen: Any.Type)
    case tabSelected(index: Int)
    case tabsChanged(count: Int)
}

extension NavigationRecorder {
    /// Runs `body` as an action with `cause`, or as a call named `call` of the action under way.
    func recording<Result>(_ cause: NavigationCause, call: String?, _ body: () -> Result) -> Result {
        beginAction(cause, call: call)
        defer { endAction() }
        return body()
    }
}
