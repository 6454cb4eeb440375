import Foundation

/// A report that navigation was misused, and of what TiltUp did instead of crashing.
///
/// Every misuse of a ``Router``, a ``HeadlessNavigationController``, a ``Coordinator`` or an
/// ``AppCoordinator`` has a defined outcome, documented on the method, and is reported through one
/// channel: the ``Router/diagnosticHandler`` of the router concerned. By default diagnostics are
/// written to standard error; a test can collect them instead:
///
/// ```swift
/// var diagnostics: [NavigationDiagnostic] = []
/// router.diagnosticHandler = { diagnostics.append($0) }
/// router.pop()
/// #expect(diagnostics.map(\.kind) == [.cannotPopRoot])
/// ```
public struct NavigationDiagnostic: Sendable, Equatable, Codable, CustomStringConvertible {
    /// What kind of misuse was seen.
    public enum Kind: String, Sendable, Equatable, CaseIterable, Codable {
        /// A pop was asked for while only the root screen was on the stack.
        case cannotPopRoot
        /// A pop was asked for while the stack was empty.
        case stackIsEmpty
        /// The screen named is not on the stack.
        case screenNotOnStack
        /// A screen was pushed that is already on the stack.
        case screenAlreadyOnStack
        /// The same screen was listed more than once in a new stack.
        case duplicateScreens
        /// A dismissal was asked for while nothing was presented.
        case nothingToDismiss
        /// A modal was presented while another one was up.
        case modalAlreadyPresented
        /// A modal cannot be presented: it is the presenter itself, is presented elsewhere, or presents
        /// the presenter in turn (the presentation would make a loop).
        case invalidModal
        /// A router that is not on screen was asked to show something, and nothing appeared.
        ///
        /// A modal coordinator's own router, which nothing presents, presenting a modal (refused, its handlers
        /// run at once), or holding a pushed screen at the end of the main queue's turn with nothing presenting it.
        case routerNotOnScreen
        /// A coordinator was to be retained, but it has no app coordinator.
        case coordinatorNotRetained
        /// An app coordinator was asked to let go of a coordinator it does not hold.
        case coordinatorNotHeld
        /// A coordinator was released while a screen it showed is still up, so that screen's closures reach nothing.
        ///
        /// It showed the screen without `retaining:`, and nothing else kept it alive.
        case coordinatorReleasedWhileShown
        /// The base `Coordinator.start()` was called: the subclass does not override it.
        case startNotOverridden
        /// A navigation state cannot be returned to: its top screen has left the stack.
        case navigationStateUnavailable
        /// A simulated user gesture is not possible in the current state.
        case gestureUnavailable
        /// A navigation controller was asked to change while a transition was under way, and changed nothing.
        ///
        /// A ``Router`` never causes this: it waits for the transition to end.
        case transitionInProgress
        /// A second Router took over a navigation controller that another Router drove.
        case navigationControllerShared
        /// A tab was asked for that the tab bar does not have, or cannot give.
        ///
        /// No tab at that index, or a tab the user hid (never selected, by code, a link or a restore), or a change
        /// of an app's own editor the tab does not allow (hiding one that does not allow hiding, moving one out of
        /// a group that allows reordering).
        case tabNotFound
        /// The selected tab has no route of the navigator's route type, so it is left out of paths and snapshots.
        ///
        /// None was given to its ``TabBarRouter/Tab``, or one of another type: it, and what it shows, are left out
        /// of ``RouteNavigator/currentPath`` and ``RouteNavigator/capture()``. Reported once per tab. Also a tab
        /// or group the user may customize (one that allows hiding, a group that allows reordering and its tabs)
        /// with neither an identifier nor a route to name it in saved customizations, reported by `setTabs`.
        case tabWithoutRoute
        /// No coordinator on the way handles a route: the coordinator it came to declined it, or cannot
        /// handle routes of its type.
        case routeNotHandled
        /// A coordinator accepted a route but showed nothing for it: no screen pushed, no modal presented,
        /// no tab selected.
        case routeNotShown
        /// A path was refused before anything of it was shown, or a step or opening past a bound.
        ///
        /// The path reaches a route the app marks as reachable only from inside it (``RouteNavigator/isInternalOnly``)
        /// and came from outside (a URL, a notification, restored state), or it is longer than
        /// ``RouteNavigator/maximumPathLength``. Also a step shown inside another one 32 deep (a coordinator that
        /// hands the same step on forever), and a path asked for in a loop, past
        /// ``RouteNavigator/maximumChainedOpenings``.
        case routeRefused
        /// A flow a step needed first was released unanswered: the path that waited for it ended as cancelled.
        ///
        /// The flow (``RouteDecision/runFirst(_:)``) got neither ``RouteFlow/succeed()`` nor ``RouteFlow/cancel()``;
        /// the navigator went on with the paths after it.
        case flowReleasedUnanswered
        /// A ``ResultCoordinator`` was run, but its `start()` showed no screen with `retaining: self`.
        ///
        /// Nothing could end its flow, so the run answered `nil` at once (``FlowEnding/showedNothing``).
        case flowShowedNothing
        /// A ``ResultCoordinator`` was run a second time: nothing started again, and the second run got the
        /// first one's answer.
        case flowRunTwice
        /// A URL could not be read as a path of routes (``RouteURLError`` says why); nothing changed.
        case urlNotRead
        /// A ``RouteURLTable`` pattern is malformed and was not added.
        case invalidURLPattern
        /// A step of saved navigation could not be read, and was left out with the rest of its path.
        ///
        /// It is a route an update removed; or the data was no saved navigation at all. Also a field of it of
        /// another shape than this version writes (`hiddenTabs`, `tabOrders`, `sheetDetents`, `background`),
        /// skipped, the message naming it, and the rest restored.
        case savedRouteNotRead
        /// SwiftUI wrote a path that is not the Router's with screens removed from its top; nothing changed.
        ///
        /// SwiftUI shows the Router's path again.
        /// The Router's screens in another order: SwiftUI never writes one, so it came from the app's own
        /// code. Push and pop through the Router instead.
        case unexpectedPathWrite
        /// A Router was asked to present a stack of another front end; nothing was presented.
        ///
        /// UIKit's navigation controller and a ``NavigationStackController`` do not present each other's
        /// stacks. The refused modal's handlers ran, and its Router ended.
        case frontEndMismatch
        /// A Router call waited for a transition, and the Router ended before it could be made; it was dropped.
        ///
        /// The modal or tab that showed the Router's stack went away meanwhile. The call is never made later,
        /// on a stack nothing shows: the handlers given with it ran, releasing the coordinators they retain.
        case callDroppedWithRouter
        /// A sheet's detents were misused: none given, or a detent selected that the sheet does not have, or
        /// selected with no sheet of detents up.
        ///
        /// Nothing is refused that can be shown: a sheet given no detents rests at `.large`, as UIKit's
        /// default, and one given a selection it does not have starts at its smallest detent. A selection that
        /// cannot be made changes nothing.
        case invalidSheetDetent
        /// A coordinator was shown in a split view's content column, and the split view has two columns
        /// only; nothing changed.
        ///
        /// A content column needs a three-column split view: `SplitCoordinator(appCoordinator:showsContentColumn: true)`,
        /// or on iOS `UISplitViewController(style: .tripleColumn)`.
        case splitColumnUnavailable
        /// A handler changed a split view's column while ``SplitRouter/show(_:)`` ended the coordinator there.
        ///
        /// The handler's change stands, and the coordinator asked for was not shown.
        /// A pop handler of the column's coordinator that shows an empty state in its column (`show(placeholder,
        /// in: .detail)`) runs whenever that coordinator ends, also when another takes its place. Show the empty
        /// state where the user closes the column instead (``SplitEvent/columnCleared(_:)``).
        case columnChangedByHandler
        /// Handlers kept showing screens while a window closed, or on a router that went away: 16 rounds ended
        /// them, and some are still up.
        ///
        /// ``AppCoordinator/close()`` stops after 16 rounds, as does a modal's, a tab's or a column's router that
        /// goes away: a pop or dismiss handler shows a screen each time one leaves. What is still up, and
        /// still retained, is named; a later `close()` tries again.
        case closeUnfinished
    }

    /// What kind of misuse was seen.
    public let kind: Kind
    /// What happened and what was done instead, in one line.
    public let message: String

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - kind: what kind of misuse was seen.
    ///   - message: what happened and what was done instead, in one line.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message, prefixed with "TiltUp: ".
    public var description: String { "TiltUp: \(message)" }

    /// The default handler: writes the diagnostic on a line of its own to standard error.
    public static func log(_ diagnostic: NavigationDiagnostic) {
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
}
