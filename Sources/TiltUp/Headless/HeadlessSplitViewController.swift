#if !canImport(UIKit)

/// A synchronous, window-free split view controller whose members mirror `UISplitViewController`'s
/// column API.
///
/// A ``SplitRouter`` drives it exactly as it drives a `UISplitViewController` on iOS. It takes the
/// horizontal size class of the stack that shows it (``HeadlessNavigationController/simulateSizeClassChange(to:)``):
/// in compact width its columns collapse into one stack, and ``simulateBackSwipe()`` is the user's Back there.
///
/// ```swift
/// let splitViewController = HeadlessSplitViewController()
/// splitViewController.setViewController(sectionsStack, for: .sidebar)
/// splitViewController.setViewController(orderStack, for: .detail)
/// splitViewController.isCollapsed  // true until the window is regular
/// ```
@preconcurrency @MainActor
public final class HeadlessSplitViewController {
    let core = HeadlessSplitCore()

    /// Creates a split view controller with no columns yet: two columns, or three with `showsContentColumn`.
    ///
    /// A sidebar and a detail, and a content column between them when `showsContentColumn` (UIKit's `.doubleColumn` and `.tripleColumn` styles).
    ///
    /// - Parameter showsContentColumn: whether it has a content column.
    public init(showsContentColumn: Bool = false) {
        core.showsContentColumn = showsContentColumn
    }

    /// Sets the screen of `column`, a navigation controller; `nil` empties it.
    ///
    /// - Parameters:
    ///   - viewController: the column's screen; one that is another column's already changes nothing and is reported.
    ///   - column: the column.
    public func setViewController(_ viewController: Screen?, for column: SplitColumn) {
        core.setViewController(viewController, for: column)
    }

    /// The screen of `column`, if it has one.
    ///
    /// - Parameter column: the column.
    /// - Returns: its screen, a navigation controller, or `nil` when it is empty.
    public func viewController(for column: SplitColumn) -> Screen? {
        core.viewController(for: column)
    }

    /// Whether the columns are collapsed into one stack: in compact width.
    public var isCollapsed: Bool { core.isCollapsed }
}

#endif
