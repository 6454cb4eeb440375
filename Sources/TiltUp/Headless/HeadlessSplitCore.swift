#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
import UIKit
#endif

/// What a ``HeadlessSplitViewController`` tells the ``SplitRouter`` that drives it.
@MainActor
protocol SplitChangeReceiver: AnyObject {
    /// A column's screen was set on the controller directly.
    func splitDidChangeColumns()
    /// The split collapsed into one stack (the window became compact), or expanded.
    func splitDidChangeCollapse(_ isCollapsed: Bool)
    /// In compact width, the user went back past the first screen of `column`: it is to be cleared.
    func splitDidCloseColumnByUser(_ column: SplitColumn)
    /// The sidebar was hidden or shown, by the user or the app.
    func splitDidChangeSidebar(hidden: Bool)
    /// The controller was misused and did nothing.
    func splitDidReport(_ diagnostic: NavigationDiagnostic)
    /// Runs `body`, the user's gesture, as an action with `cause` for a journal that records it.
    func asUserGesture<Result>(_ cause: NavigationCause, _ body: () -> Result) -> Result
}

/// The state and rules of a ``HeadlessSplitViewController``, shared by its platform-neutral form and by the
/// `UISplitViewController` subclass of the same name where UIKit exists.
///
/// In regular width the columns stand side by side, each a navigation controller of its own. In compact
/// width they collapse into one stack, sidebar first, as UIKit's split view collapses onto its primary
/// navigation controller: collapsing and expanding move nothing and end nothing. The user's Back there pops
/// the top column's top screen, or, from the first screen of the content or detail column, closes that
/// column.
@MainActor
final class HeadlessSplitCore {
    weak var receiver: (any SplitChangeReceiver)?
    /// Whose rules this core follows: SwiftUI's for a `NavigationSplitView` that `RouterView` draws.
    var rules = FrontEndRules.uiKit
    /// SwiftUI: whether the columns' stacks wait for a modal's `onDismiss`.
    var stacksWaitForOnDismiss = false
    /// The views that render this state (SwiftUI's `RouterView`), told of each change.
    let watchers = ChangeWatchers()
    /// Each column's screen, a navigation controller.
    private(set) var columns: [SplitColumn: Screen] = [:]
    /// Whether the split has a content column between the sidebar and the detail (UIKit's three-column style).
    var showsContentColumn = false
    /// The stack this split is the root of, if any: its size class is the split's.
    weak var containingStack: HeadlessNavigationCore? {
        didSet { noteCollapse(reporting: oldValue != nil) }
    }
    /// The size class set on the split itself, when it is shown in no stack.
    var sizeClassOverride: SizeClass?
    /// Whether the split was collapsed when last looked at: a change is told once.
    private var wasCollapsed: Bool?
    /// Whether the sidebar is hidden when the columns stand side by side (HeadlessSplitCore+Sidebar.swift).
    var isSidebarHidden = false

    /// The horizontal size class of the split: that of the stack that shows it; compact when none says.
    var horizontalSizeClass: SizeClass {
        guard platform.canBeCompact else { return .regular }
        return sizeClassOverride ?? containingStack?.horizontalSizeClass ?? platform.defaultSizeClass
    }

    /// The platform set on the split, when it is the window's root.
    var platformOverride: NavigationPlatform?

    /// The platform the split is modelled on: the window's, that of the stack that shows it, or the one set on
    /// it at the window's root; iOS when none says.
    var platform: NavigationPlatform { containingStack?.platform ?? platformOverride ?? .iOS }

    /// Whether the columns are collapsed into one stack: in compact width.
    var isCollapsed: Bool { horizontalSizeClass == .compact }

    /// The columns that have a screen with screens on it, sidebar first.
    var shownColumns: [SplitColumn] {
        SplitColumn.allCases.filter { column in
            guard let screen = columns[column] else { return false }
            return Platform.headless(screen).map { !$0.viewControllers.isEmpty } ?? true
        }
    }

    /// The column stack the user looks at: the one that presents a modal, else the top column's.
    var visibleColumnStack: HeadlessNavigationController? {
        let stacks = SplitColumn.allCases.compactMap { columns[$0].flatMap(Platform.headless) }
        if let presenting = stacks.first(where: { $0.presentedViewController != nil }) {
            return presenting
        }
        return shownColumns.last.flatMap { columns[$0] }.flatMap(Platform.headless)
    }

    /// What the user sees in compact width, bottom first: each column's screens, sidebar first.
    var collapsedStack: [Screen] {
        shownColumns.flatMap { column -> [Screen] in
            guard let screen = columns[column] else { return [] }
            return Platform.headless(screen)?.viewControllers ?? [screen]
        }
    }

    func setViewController(_ screen: Screen?, for column: SplitColumn) {
        guard columns[column] !== screen else { return }
        guard column != .content || showsContentColumn else {
            // UIKit ignores a supplementary column on a split view of the two-column style.
            report(.splitColumnUnavailable, "setViewController: this split view has two columns, no content column; nothing changed")
            return
        }
        if let screen, let other = columns.first(where: { $0.value === screen && $0.key != column })?.key {
            report(.duplicateScreens, "setViewController: \(describe(screen)) is already the \(other) column's; nothing changed")
            return
        }
        columns[column] = screen
        if let screen {
            Platform.headless(screen)?.core.containingSplit = self
        }
        watchers.notify()
        receiver?.splitDidChangeColumns()
    }

    func viewController(for column: SplitColumn) -> Screen? {
        columns[column]
    }

    /// The cores of the columns' headless navigation controllers, sidebar first.
    var columnCores: [HeadlessNavigationCore] {
        SplitColumn.allCases.compactMap { columns[$0].flatMap(Platform.headless)?.core }
    }

    /// The window's size class may have changed: tells the router once when the split collapsed or expanded.
    func noteCollapse(reporting: Bool = true) {
        let collapsed = isCollapsed
        guard collapsed != wasCollapsed else { return }
        let first = wasCollapsed == nil
        wasCollapsed = collapsed
        watchers.notify()
        if reporting, !first {
            receiver?.splitDidChangeCollapse(collapsed)
        }
    }

    /// What the user's Back in compact width acts on: the top column's stack, and whether it closes that column
    /// (from its first screen) rather than popping its top screen. `nil`, reported, where the user cannot go back.
    private func backTarget(_ method: String) -> (column: SplitColumn, stack: HeadlessNavigationController, closes: Bool)? {
        if let presented = coveringModal {
            report(.gestureUnavailable, "\(method): \(describe(presented)) covers the split; nothing was popped")
            return nil
        }
        guard let top = shownColumns.last, let stack = columns[top].flatMap(Platform.headless) else {
            report(.gestureUnavailable, "\(method): the split shows nothing; nothing was popped")
            return nil
        }
        if stack.viewControllers.count > 1 {
            return (top, stack, false)
        }
        guard top != .sidebar else {
            report(.gestureUnavailable, "\(method): there is no screen to go back to; nothing was popped")
            return nil
        }
        guard !stack.core.isTransitioning else {
            report(.gestureUnavailable, "\(method): a transition is under way in the \(top) column; nothing was popped")
            return nil
        }
        return (top, stack, true)
    }

    /// The user's Back in compact width: pops the top column's top screen, or closes the content or detail
    /// column from its first screen. Returns the screen that left, or `nil`, reporting why. A refused Back is
    /// the user's too, side by side as well, for a journal that records it.
    func back(_ method: String) -> Screen? {
        guard !refusesBackWhileAGestureIsUnderWay(method) else { return nil }
        return asUser(.backSwipe) {
            guard acceptsBack(method), let target = backTarget(method) else { return nil }
            guard target.closes else { return target.stack.simulateBackSwipe() }
            let leaving = target.stack.viewControllers.first
            closeColumnByUser(target.column)
            return leaving
        }
    }

    /// Begins the user's Back in compact width, to be finished or cancelled, as a back swipe on a stack is: on
    /// the top column's stack, or, from the first screen of the content or detail column, closing that column
    /// when it finishes. Returns `nil`, reporting why, where ``back(_:)`` would change nothing, and under
    /// SwiftUI's rules, where the Back arrives as a write of the collapsed path.
    func beginBack(_ method: String) -> HeadlessNavigationController.InteractiveGesture? {
        // In compact width, the test's misuse, not the user's gesture refused: reported outside the user's
        // action, which a journal would record. (Side by side the split has no Back: the user's, refused.)
        if isCollapsed, rules.gesturesArriveAsWrites {
            report(
                .gestureUnavailable,
                "\(method): SwiftUI tells nothing of a gesture before it writes the collapsed path, and a cancelled one writes nothing; take the write instead (writeCollapsedPath(_:)), or the whole Back (simulateBackSwipe())"
            )
            return nil
        }
        guard !refusesBackWhileAGestureIsUnderWay(method) else { return nil }
        return asUser(.backSwipe) {
            guard acceptsBack(method), let target = backTarget(method) else { return nil }
            guard target.closes, let first = target.stack.viewControllers.first else { return target.stack.beginBackSwipe() }
            let gesture = HeadlessNavigationController.InteractiveGesture(
                kind: .backSwipe, screen: first, core: target.stack.core, closing: (self, target.column))
            target.stack.core.gesture = gesture
            return gesture
        }
    }

    /// Whether the test makes the split's Back while the user's own gesture is under way on the column on top
    /// (the user makes one gesture at a time): the test's misuse, reported outside the user's action, which a
    /// journal would record as a gesture the user never made.
    private func refusesBackWhileAGestureIsUnderWay(_ method: String) -> Bool {
        guard isCollapsed, let top = shownColumns.last, let stack = columns[top].flatMap(Platform.headless),
            let underWay = stack.core.gesture ?? stack.core.presentersSwipeDown
        else { return false }
        report(
            .gestureUnavailable,
            "\(method): the user's \(underWay.name) is under way in the \(top) column, and the user makes one gesture at a time; nothing was popped (finish or cancel that one first)"
        )
        return true
    }

    /// Whether the split is collapsed, where it has a Back of its own; reports it otherwise. Side by side the
    /// user's Back belongs to a column (its own stack's), so the split's is refused: as the user's gesture, for a
    /// journal records every refused gesture with the user's cause.
    private func acceptsBack(_ method: String) -> Bool {
        guard !isCollapsed else { return true }
        report(
            .gestureUnavailable,
            "\(method): the split is in regular width, where each column has its own Back: swipe back in that column's navigation controller (simulateBackSwipe()); nothing was popped"
        )
        return false
    }

    /// The user closed `column` with Back in compact width: the router clears it (its coordinator released).
    func closeColumnByUser(_ column: SplitColumn) {
        guard let receiver else {
            setViewController(nil, for: column)
            return
        }
        receiver.splitDidCloseColumnByUser(column)
    }

    /// Runs `body`, the user's gesture, as an action with `cause` for a journal that records it.
    private func asUser<Result>(_ cause: NavigationCause, _ body: () -> Result) -> Result {
        guard let receiver else { return body() }
        return receiver.asUserGesture(cause, body)
    }

    /// SwiftUI wrote the path of the collapsed stack (above its root, the sidebar's first screen), as its
    /// `NavigationStack` does on the user's Back or the back button's menu. It must be the path shown with
    /// screens taken from its top: each column keeps its part of what is left, a column left with none is
    /// closed (its coordinator released), and each handler runs once. The same path again changes nothing;
    /// any other is refused, and the model's path is shown again.
    func writeCollapsedPath(_ written: [Screen], _ method: String) {
        let current = Array(collapsedStack.dropFirst())
        guard written.count <= current.count, zip(written, current).allSatisfy({ $0 === $1 }) else {
            report(
                .unexpectedPathWrite,
                "\(method): SwiftUI wrote a path that is not the collapsed stack's with screens taken from its top; nothing changed, and the split's path is shown again"
            )
            watchers.notify()
            return
        }
        guard written.count < current.count else { return }
        var remaining = written.count + 1
        var plans: [(column: SplitColumn, stack: HeadlessNavigationController, keep: Int)] = []
        for column in shownColumns {
            guard let stack = columns[column].flatMap(Platform.headless) else { continue }
            let keep = min(remaining, stack.viewControllers.count)
            plans.append((column, stack, keep))
            remaining -= keep
        }
        let removed = current.count - written.count
        let cause: NavigationCause = removed == 1 ? .backSwipe : .backMenu(count: removed)
        let apply = {
            for plan in plans.reversed() where plan.keep < plan.stack.viewControllers.count {
                if plan.keep == 0 {
                    self.receiver?.splitDidCloseColumnByUser(plan.column)
                } else {
                    let stack = plan.stack.core
                    stack.pathRead = Set(stack.viewControllers.dropFirst().map(ObjectIdentifier.init))
                    _ = stack.writePath(Array(stack.viewControllers[1..<plan.keep]), method)
                }
            }
        }
        asUser(cause, apply)
    }

    /// The modal over the split, or over one of its columns, that holds the user's gestures on it, if any: also one
    /// presented beside it, over the tab bar or from another tab that shows it (UIKit presents from the window's
    /// root, one modal at a time).
    var coveringModal: Screen? {
        containingStack?.presentedViewController ?? containingStack?.modalUpBeside()
            ?? columns.values.lazy.compactMap({ Platform.headless($0)?.presentedViewController }).first
    }

    /// Whether `stack` is the sidebar's, hidden while the columns stand side by side: the user sees none of it.
    func hidesSidebar(_ stack: HeadlessNavigationCore) -> Bool {
        isSidebarHidden && !isCollapsed && columns[.sidebar].flatMap(Platform.headless)?.core === stack
    }

    func report(_ kind: NavigationDiagnostic.Kind, _ message: String) {
        let diagnostic = NavigationDiagnostic(kind: kind, message: "HeadlessSplitViewController." + message)
        if let receiver {
            receiver.splitDidReport(diagnostic)
        } else {
            NavigationDiagnostic.log(diagnostic)
        }
    }
}
