#if canImport(UIKit)
// `ScreenTransition.Animator` and `Interaction` alias UIKit's protocols here.
import UIKit
#endif

#if !canImport(UIKit)
/// What animates a custom transition: UIKit's `UIViewControllerAnimatedTransitioning` where UIKit exists; a
/// stand-in here, so that the same coordinators compile and are tested everywhere.
public protocol TransitionAnimating: AnyObject {}

/// What drives a custom transition with the user's gesture: UIKit's `UIViewControllerInteractiveTransitioning`
/// where UIKit exists; a stand-in here.
public protocol TransitionInteracting: AnyObject {}
#endif

/// How a screen arrives and leaves when a Router pushes or presents it.
///
/// How a screen arrives and leaves when a Router pushes or presents it: the platform's own transition, the
/// zoom from a source (iOS 18), or the app's own animated transition.
///
/// ```swift
/// router.push(orderController, retaining: self, transition: .zoom(sourceID: order.id) { [weak list] in
///     list?.cell(for: order.id)
/// })
/// ```
///
/// The screen leaves the way it came: a zoomed screen zooms back into its source, found again then (the
/// source's provider is asked when the screen arrives and again when it leaves, so a cell reused meanwhile is
/// found anew), and a custom transition's animator runs for the pop or the dismissal too. The user can
/// dismiss a zoomed screen, or one whose custom transition has an interaction controller, interactively:
/// ``HeadlessNavigationController/beginInteractiveDismissal()`` is that gesture, headless, begun, then
/// finished or cancelled, handlers once.
///
/// Where a transition does not exist the standard one runs, with the same handlers and no interactive
/// dismissal: below iOS 18 (no zoom), on a Mac (no zoom, Mac Catalyst included: Apple's fluid zoom is an
/// iPhone's and an iPad's; a native Mac has no custom navigation transition either), and for SwiftUI's
/// custom transitions, which SwiftUI does not take. A source that has gone (a cell scrolled away, its
/// provider returns `nil`) leaves UIKit's zoom without a source: the screen still arrives or leaves, and its
/// handlers run as for any other.
public struct ScreenTransition {
    #if canImport(UIKit)
    /// What animates a custom transition: UIKit's `UIViewControllerAnimatedTransitioning`.
    public typealias Animator = UIViewControllerAnimatedTransitioning
    /// What drives a custom transition with the user's gesture: UIKit's `UIViewControllerInteractiveTransitioning`.
    public typealias Interaction = UIViewControllerInteractiveTransitioning
    #else
    /// What animates a custom transition: UIKit's `UIViewControllerAnimatedTransitioning` where UIKit exists.
    public typealias Animator = TransitionAnimating
    /// What drives a custom transition with the user's gesture: UIKit's `UIViewControllerInteractiveTransitioning`
    /// where UIKit exists.
    public typealias Interaction = TransitionInteracting
    #endif

    /// The kinds of transition.
    public enum Style: Sendable, Equatable {
        /// The platform's own push or presentation.
        case standard
        /// The zoom from a source view or bar button item into the screen (iOS 18; a bar button item, iOS 26).
        case zoom
        /// The app's own animated transition.
        case custom
    }

    /// The kind of transition.
    public let style: Style
    /// The identifier of the zoom's source: what SwiftUI's `matchedTransitionSource(id:in:)` names, and what
    /// tells two zooms apart; `nil` for the other styles.
    public let sourceID: AnyHashable?
    /// The view the zoom starts from and ends at, asked for each time the transition needs it.
    let sourceView: (@MainActor () -> PopoverAnchor.SourceView?)?
    /// The bar button item the zoom starts from and ends at (iOS 26), asked for each time it is needed.
    let sourceBarButtonItem: (@MainActor () -> PopoverAnchor.BarButtonItem?)?
    /// The custom transition's animator.
    public let animator: (any Animator)?
    /// The custom transition's interaction controller while the user's gesture drives it, asked when the
    /// transition begins: `nil` for a transition that runs on its own.
    let interaction: (@MainActor () -> (any Interaction)?)?

    /// The platform's own push or presentation.
    public static var standard: ScreenTransition {
        ScreenTransition(style: .standard, sourceID: nil, sourceView: nil, sourceBarButtonItem: nil, animator: nil, interaction: nil)
    }

    /// The zoom from a view, such as a cell, into the screen (UIKit's `.zoom(sourceViewProvider:)`, SwiftUI's
    /// `.navigationTransition(.zoom(sourceID:in:))`); the screen zooms back into it when it leaves.
    ///
    /// ```swift
    /// router.push(detail, transition: .zoom(sourceID: photo.id) { [weak grid] in grid?.cell(for: photo.id) })
    /// ```
    ///
    /// - Parameters:
    ///   - sourceID: what names the source: in SwiftUI, the identifier given to `zoomTransitionSource(id:)`.
    ///   - sourceView: the source view, asked for when the screen arrives and again when it leaves; it returns
    ///     `nil` when the view has gone (UIKit zooms with no source then). SwiftUI does not ask it: there the
    ///     source is the view marked with the same identifier. With none, UIKit zooms with no source, as when it
    ///     has gone.
    /// - Returns: the transition.
    public static func zoom(
        sourceID: some Hashable & Sendable, sourceView: (@MainActor () -> PopoverAnchor.SourceView?)? = nil
    ) -> ScreenTransition {
        ScreenTransition(
            style: .zoom, sourceID: AnyHashable(sourceID), sourceView: sourceView, sourceBarButtonItem: nil, animator: nil,
            interaction: nil)
    }

    /// The zoom from a bar button item into the screen (iOS 26, UIKit's `.zoom(sourceBarButtonItemProvider:)`);
    /// below iOS 26 the standard transition runs.
    ///
    /// ```swift
    /// router.presentModal(composer, transition: .zoomFromBarButtonItem(sourceID: "compose") { [weak self] in self?.composeItem })
    /// ```
    ///
    /// - Parameters:
    ///   - sourceID: what names the source.
    ///   - barButtonItem: the item, asked for when the screen arrives and again when it leaves.
    /// - Returns: the transition.
    public static func zoomFromBarButtonItem(
        sourceID: some Hashable & Sendable, _ barButtonItem: @escaping @MainActor () -> PopoverAnchor.BarButtonItem?
    ) -> ScreenTransition {
        ScreenTransition(
            style: .zoom, sourceID: AnyHashable(sourceID), sourceView: nil, sourceBarButtonItem: barButtonItem, animator: nil,
            interaction: nil)
    }

    /// The app's own animated transition, run when the screen arrives and when it leaves.
    ///
    /// The app's own animated transition (UIKit's `UIViewControllerAnimatedTransitioning`, given through the
    /// navigation controller's delegate for a push and the transitioning delegate for a presentation), run
    /// when the screen arrives and when it leaves.
    ///
    /// ```swift
    /// router.push(card, transition: .custom(CardAnimator()) { [weak self] in
    ///     self?.isSwiping == true ? self?.swipeInteraction : nil
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - animator: what animates the transition.
    ///   - interaction: the interaction controller while the user's gesture drives the way back, asked when a
    ///     pop or a dismissal begins (UIKit's `interactionControllerFor`); it returns `nil` when no gesture of
    ///     the user's drives it (UIKit would wait for one), and is not asked for a push. `nil` for a transition
    ///     that always runs on its own. A transition given one can be dismissed by the user interactively.
    /// - Returns: the transition.
    public static func custom(
        _ animator: any Animator, interaction: (@MainActor () -> (any Interaction)?)? = nil
    ) -> ScreenTransition {
        ScreenTransition(
            style: .custom, sourceID: nil, sourceView: nil, sourceBarButtonItem: nil, animator: animator, interaction: interaction)
    }

    /// Whether the user can dismiss the screen interactively through this transition: a zoom, or a custom
    /// transition given an interaction controller.
    public var isInteractivelyDismissible: Bool {
        style == .zoom || (style == .custom && interaction != nil)
    }
}

extension ScreenTransition: Equatable {
    /// Whether two transitions are of the same style, with the same source identifier or the same animator.
    ///
    /// - Parameters:
    ///   - lhs: a transition.
    ///   - rhs: another transition.
    /// - Returns: `true` when they are the same transition.
    public static func == (lhs: ScreenTransition, rhs: ScreenTransition) -> Bool {
        lhs.style == rhs.style && lhs.sourceID == rhs.sourceID && (lhs.animator as AnyObject?) === (rhs.animator as AnyObject?)
    }
}
