#if canImport(UIKit)
import UIKit

/// A synchronous, window-free `UISplitViewController` for tests: changes happen at once and nothing is drawn.
///
/// It keeps its own columns and collapse instead of UIKit's, so a ``SplitRouter`` driving it behaves exactly
/// as it does on platforms without UIKit. ``simulateBackSwipe()`` is the user's Back in compact width.
///
/// ```swift
/// let splitRouter = SplitRouter(splitViewController: HeadlessSplitViewController())
/// ```
@preconcurrency @MainActor
public final class HeadlessSplitViewController: UISplitViewController {
    let core = HeadlessSplitCore()

    /// Creates a split view controller with no columns yet: two columns, or three with `showsContentColumn`.
    ///
    /// A sidebar and a detail, and a content column between them when `showsContentColumn` (the `.doubleColumn` and `.tripleColumn` styles).
    ///
    /// - Parameter showsContentColumn: whether it has a content column.
    public init(showsContentColumn: Bool = false) {
        super.init(style: showsContentColumn ? .tripleColumn : .doubleColumn)
        core.showsContentColumn = showsContentColumn
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Sets the screen of `column`, a navigation controller; `nil` empties it.
    ///
    /// - Parameters:
    ///   - viewController: the column's screen; one that is another column's already changes nothing and is reported.
    ///   - column: the column.
    public func setViewController(_ viewController: UIViewController?, for column: SplitColumn) {
        core.setViewController(viewController, for: column)
    }

    /// The screen of `column`, if it has one.
    ///
    /// - Parameter column: the column.
    /// - Returns: its screen, a navigation controller, or `nil` when it is empty.
    public func viewController(for column: SplitColumn) -> UIViewController? {
        core.viewController(for: column)
    }

    /// Whether the columns are collapsed into one stack: in compact width.
    public override var isCollapsed: Bool { core.isCollapsed }
}

#endif
