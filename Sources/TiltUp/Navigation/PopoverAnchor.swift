#if canImport(UIKit)
import UIKit
#else
import Foundation
#endif

/// What a popover points at on iPad: a view, a bar button item, or a rectangle of the window.
///
/// Give it to ``Router/presentPopover(_:retaining:animated:anchor:dismissHandler:)-(Screen,_,_,_,_)`` or to
/// an action sheet (`UIAlertController(_:anchor:)`):
///
/// ```swift
/// router.presentPopover(filtersController, anchor: .barButtonItem(filtersButton))
/// ```
///
/// UIKit points the popover's `popoverPresentationController` at it (`barButtonItem`, or `sourceView` and
/// `sourceRect`), and SwiftUI's `RouterView` gives `popover(item:attachmentAnchor:)` the anchor's rectangle.
/// A popover with no anchor, or whose anchor cannot be used when it is shown (a view no longer in a
/// window; under SwiftUI, a bar button item, which SwiftUI's bars do not have), points at the middle of the
/// presenting screen: UIKit would otherwise raise an exception. In compact width a popover is a sheet and
/// the anchor waits, kept for when the popover is one again.
///
/// The anchor holds its view or bar button item, as UIKit's popover presentation controller does, until the
/// popover has gone: then it is released, and so it is when the presentation is refused or dropped.
/// Where UIKit does not exist, any object stands for the view or the bar button item.
public enum PopoverAnchor {
    #if canImport(UIKit)
    /// A view a popover points at: `UIView` where UIKit exists, any object elsewhere.
    public typealias SourceView = UIView
    /// A bar button item a popover points at: `UIBarButtonItem` where UIKit exists, any object elsewhere.
    public typealias BarButtonItem = UIBarButtonItem
    #else
    /// A view a popover points at: `UIView` where UIKit exists, any object elsewhere.
    public typealias SourceView = AnyObject
    /// A bar button item a popover points at: `UIBarButtonItem` where UIKit exists, any object elsewhere.
    public typealias BarButtonItem = AnyObject
    #endif

    /// A view, pointing at `rect` in its coordinates (its bounds when `nil`).
    case view(SourceView, rect: CGRect? = nil)
    /// A bar button item.
    case barButtonItem(BarButtonItem)
    /// A rectangle in the window's coordinates: what SwiftUI calls the `.global` space, in which a SwiftUI
    /// button reads its frame.
    case rect(CGRect)
}

extension PopoverAnchor: Equatable {
    /// Whether two anchors point at the same thing: the same view (by identity) and rectangle, bar button
    /// item, or rectangle of the window.
    ///
    /// ```swift
    /// navigationController.presentedPopoverAnchor == .barButtonItem(filtersButton)  // true: the filters' popover is up
    /// ```
    ///
    /// - Parameters:
    ///   - lhs: an anchor.
    ///   - rhs: another anchor.
    /// - Returns: whether they point at the same thing.
    public static func == (lhs: PopoverAnchor, rhs: PopoverAnchor) -> Bool {
        switch (lhs, rhs) {
        case (.view(let left, let leftRect), .view(let right, let rightRect)): left === right && leftRect == rightRect
        case (.barButtonItem(let left), .barButtonItem(let right)): left === right
        case (.rect(let left), .rect(let right)): left == right
        default: false
        }
    }
}
