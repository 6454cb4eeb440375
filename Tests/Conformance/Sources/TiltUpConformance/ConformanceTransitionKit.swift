import TiltUp

#if canImport(UIKit)
import UIKit
#endif

/// The transitions of one scenario's run: a zoom whose source provider records that it was asked, and the
/// app's own animator with an interaction controller that the user's gesture drives.
///
/// As an app does, the interaction controller is given to UIKit only while the user's gesture is under way
/// (``userIsInteracting``); a driver that can make the gesture (UIKit's, for a custom transition) sets it,
/// begins the pop or dismissal, and then finishes or cancels ``interaction``.
@MainActor
public final class ConformanceTransitionKit {
    /// The sources asked for since the last ``takeSourcesAsked()``, in order, each once.
    private var sourcesAsked: [String] = []
    /// Whether the user's gesture drives the transition now: the interaction controller is given then only.
    public var userIsInteracting = false

    #if canImport(UIKit)
    /// The interaction controller of every custom transition of the run, which the user's gesture drives.
    public let interaction = UIPercentDrivenInteractiveTransition()
    #else
    /// The interaction controller of every custom transition of the run, which the user's gesture drives.
    public let interaction = ConformanceInteractionController()
    #endif

    /// A kit with no source asked for yet.
    public init() {}

    /// The transition for `kind`, for the screen `name`, zooming from `source` for a zoom.
    func transition(_ kind: ConformanceTransition, for name: String, from source: PopoverAnchor.SourceView?) -> ScreenTransition {
        switch kind {
        case .standard:
            return .standard
        case .zoom:
            return .zoom(sourceID: name) { [weak self] in
                self?.noteSourceAsked(name)
                return source
            }
        case .custom(let interactive):
            guard interactive else { return .custom(ConformanceAnimator()) }
            return .custom(ConformanceAnimator()) { [weak self] in
                guard let self, self.userIsInteracting else { return nil }
                return self.interaction
            }
        }
    }

    private func noteSourceAsked(_ name: String) {
        if !sourcesAsked.contains(name) {
            sourcesAsked.append(name)
        }
    }

    /// The sources asked for since the last call, each once: one line per transition that asked, however many
    /// times it did.
    func takeSourcesAsked() -> [String] {
        defer { sourcesAsked = [] }
        return sourcesAsked
    }
}

#if canImport(UIKit)
/// The app's own animator of a conformance scenario: the screen fades in or out over a fifth of a second.
final class ConformanceAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.2 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let arriving = context.view(forKey: .to)
        let leaving = context.view(forKey: .from)
        if let arriving {
            context.containerView.addSubview(arriving)
            arriving.frame = context.finalFrame(for: context.viewController(forKey: .to) ?? UIViewController())
        }
        let appears = context.viewController(forKey: .to)?.presentingViewController != nil && !context.isInteractive
        arriving?.alpha = appears ? 0 : 1
        UIView.animate(withDuration: 0.2) {
            arriving?.alpha = 1
            leaving?.alpha = arriving == nil ? 0 : 1
        } completion: { _ in
            leaving?.alpha = 1
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
#else
/// The app's own animator of a conformance scenario, where UIKit does not exist: the headless model only
/// keeps it.
final class ConformanceAnimator: TransitionAnimating {}

/// The interaction controller of a conformance scenario's custom transitions, where UIKit does not exist.
public final class ConformanceInteractionController: TransitionInteracting {}
#endif
