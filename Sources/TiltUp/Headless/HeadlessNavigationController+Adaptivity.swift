#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift), and a public signature (with library
// evolution) may use such a name only in a file that imports its module.
import UIKit
#endif

extension HeadlessNavigationController {
    /// The horizontal size class this controller has; compact until one is set (regular on a Mac).
    ///
    /// It is the one set on it with ``simulateSizeClassChange(to:)``, or else that of the tab bar it is a tab
    /// of, or of the controller presenting it. A test sets it on the root navigation controller, the
    /// window's; the tabs and modals follow. On a native Mac (``platform`` `.macOS`) it is always regular.
    public var horizontalSizeClass: SizeClass { core.horizontalSizeClass }

    /// Does what a rotation, a window resized or Slide Over does: gives this controller, and what it contains
    /// and presents, another horizontal size class.
    ///
    /// Nothing is popped or dismissed, and no handler runs. A popover that is up adapts: in compact width it
    /// is a sheet (``simulateSwipeDown()`` closes it), in regular width a popover (``simulateTapOutside()``).
    ///
    /// ```swift
    /// appCoordinator.navigationController.simulateSizeClassChange(to: .regular)
    /// ```
    ///
    /// On a native Mac (``platform`` `.macOS`) the window is always regular: `.compact` changes nothing and is
    /// reported as ``NavigationDiagnostic/Kind/gestureUnavailable``.
    ///
    /// - Parameter sizeClass: the new horizontal size class.
    public func simulateSizeClassChange(to sizeClass: SizeClass) {
        core.asUser(.sizeClassChange(to: sizeClass)) {
            guard core.canTake(sizeClass, "simulateSizeClassChange") else { return }
            core.changeSizeClass(to: sizeClass)
        }
    }

    /// The anchor the presented popover points at, as a Router gave it; `nil` when the presented modal was
    /// given none, or nothing is presented.
    ///
    /// A popover presented without an anchor points at the middle of the presenting screen, with no arrow.
    /// In compact width, where the popover is a sheet, the anchor is kept for when it is a popover again.
    ///
    /// ```swift
    /// router.presentPopover(filters, anchor: .barButtonItem(filtersButton))
    /// navigationController.presentedPopoverAnchor  // .barButtonItem(filtersButton)
    /// ```
    public var presentedPopoverAnchor: PopoverAnchor? { core.presentedPopoverAnchor }

    /// Does what the user does when tapping outside a popover: closes the presented popover, as a dismissal by
    /// the user (its dismiss handler runs once).
    ///
    /// Only a modal presented `.popover` in regular width closes so. In compact width a popover is a sheet,
    /// and a sheet's background does nothing when tapped: the user swipes it down instead.
    ///
    /// ```swift
    /// navigationController.simulateSizeClassChange(to: .regular)
    /// router.presentModal(filters, presentationStyle: .popover)
    /// navigationController.simulateTapOutside()  // the popover goes; its dismiss handler runs
    /// ```
    ///
    /// - Returns: the dismissed popover, or `nil` when nothing is presented, another modal covers it, it is
    ///   no popover in regular width, it has `isModalInPresentation` set, or another transition is under way
    ///   (each reported as ``NavigationDiagnostic/Kind/gestureUnavailable``).
    @discardableResult
    public func simulateTapOutside() -> Screen? {
        core.asUser(.tapOutside) { core.tapOutside("simulateTapOutside") }
    }

    /// Does what the user does when dragging the presented sheet to another of its detents: it rests there.
    ///
    /// Nothing is dismissed and no handler runs. Dragging below the smallest detent is the swipe-down:
    /// ``simulateSwipeDown()``.
    ///
    /// ```swift
    /// router.presentSheet(filters, detents: [.medium, .large])
    /// navigationController.simulateDetentChange(to: .large)
    /// router.presentedSheetDetent  // .large
    /// ```
    ///
    /// - Parameter detent: the detent the user drags the sheet to.
    /// - Returns: whether the sheet rests there now; `false` when nothing is presented, another modal covers
    ///   it, it has no such detent (a popover in regular width has none), or another transition is under way
    ///   (each reported as ``NavigationDiagnostic/Kind/gestureUnavailable``).
    @discardableResult
    public func simulateDetentChange(to detent: SheetDetent) -> Bool {
        core.dragSheet(to: detent, "simulateDetentChange")
    }

    /// Whether the presented sheet shows its grabber (UIKit's `prefersGrabberVisible` of its sheet
    /// presentation controller); `false` when nothing with detents is presented.
    ///
    /// ```swift
    /// router.presentSheet(player, detents: [.medium, .large], prefersGrabberVisible: true)
    /// navigationController.presentedSheetPrefersGrabberVisible  // true
    /// ```
    public var presentedSheetPrefersGrabberVisible: Bool {
        core.presentedSheet?.prefersGrabberVisible ?? false
    }

    /// The largest detent at which the screens behind the presented sheet stay usable.
    ///
    /// The largest detent at which the screens behind the presented sheet are not dimmed and take the user's
    /// taps (UIKit's `largestUndimmedDetentIdentifier`); `nil` when they are dimmed at every detent, or
    /// nothing with detents is presented.
    ///
    /// ```swift
    /// router.presentSheet(player, detents: [.fraction(0.15), .large], largestUndimmedDetent: .fraction(0.15))
    /// navigationController.presentedSheetLargestUndimmedDetent  // .fraction(0.15)
    /// ```
    public var presentedSheetLargestUndimmedDetent: SheetDetent? {
        core.presentedSheet?.largestUndimmedDetent
    }
}
