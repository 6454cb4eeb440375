#if canImport(UIKit) && os(iOS)
import TiltUp
import UIKit

/// Where the conformance UI test makes a gesture in the host app's UIKit window: the navigation bar or tab it
/// looks for, and the points a drag starts and ends at, each as a fraction of the window. The host app tells
/// its UI test; nothing here decides what the gesture then does.
@MainActor
public enum UIKitUILocator {
    /// The request for `gesture`, the scenario's gesture at `index`, as `window` shows the scenario now.
    ///
    /// - Parameters:
    ///   - gesture: what the UI test does.
    ///   - index: which of the scenario's gestures it is.
    ///   - context: the stacks and the tab bar the runner knows.
    ///   - window: the host app's window.
    /// - Returns: what the host app shows its UI test.
    public static func request(
        for gesture: ConformanceUIGesture, at index: Int, in context: ConformanceContext, window: UIWindow
    ) -> ConformanceUIRequest {
        let presented = UIKitGestures.topPresented(in: window).flatMap { $0 === window.rootViewController ? nil : $0 }
        switch gesture {
        case .back:
            let bar = navigationBar(of: context.top, in: window)
            return ConformanceUIRequest(
                gestureIndex: index, gesture: gesture, label: bar?.topItem?.title ?? title(onTopOf: context.top),
                backLabel: bar?.backItem?.title)
        case .backBehindSheet:
            let bar = context.presenter.flatMap { navigationBar(of: $0, in: window) }
            return ConformanceUIRequest(
                gestureIndex: index, gesture: gesture, label: bar?.topItem?.title ?? context.presenter.flatMap(title(onTopOf:)),
                backLabel: bar?.backItem?.title)
        case .backSwipe(let completes):
            return ConformanceUIRequest(
                gestureIndex: index, gesture: gesture, from: ConformanceUIPoint(x: 0.01, y: 0.5),
                to: ConformanceUIPoint(x: completes ? 0.9 : 0.2, y: 0.5))
        case .swipeDown(let completes):
            // From the modal's content, below its safe area's top: a full-screen modal's top edge is the status
            // bar's, where a drag down opens Notification Center instead.
            let start = presented.map { contentTop(of: $0, in: window) } ?? 0.15
            return ConformanceUIRequest(
                gestureIndex: index, gesture: gesture, from: ConformanceUIPoint(x: 0.5, y: start),
                to: ConformanceUIPoint(x: 0.5, y: completes ? 0.98 : min(start + 0.08, 0.98)))
        case .dragSheet(let detent):
            let top = presented.map { topEdge(of: $0, in: window) } ?? 0.1
            return ConformanceUIRequest(
                gestureIndex: index, gesture: gesture, from: ConformanceUIPoint(x: 0.5, y: top + 0.01),
                to: ConformanceUIPoint(x: 0.5, y: topEdge(restingAt: detent, in: window)))
        case .tapOutside:
            let frame = presented.map { $0.view.convert($0.view.bounds, to: window) } ?? .zero
            let corner = frame.contains(CGPoint(x: window.bounds.width * 0.05, y: window.bounds.height * 0.95))
            return ConformanceUIRequest(
                gestureIndex: index, gesture: gesture,
                from: corner ? ConformanceUIPoint(x: 0.95, y: 0.05) : ConformanceUIPoint(x: 0.05, y: 0.95))
        case .tapTab(let tab):
            let tabs = context.tabBarRouter?.tabs ?? []
            return ConformanceUIRequest(gestureIndex: index, gesture: gesture, label: tabs.indices.contains(tab) ? tabs[tab].title : nil)
        case .zoomDismissal(let completes):
            return ConformanceUIRequest(
                gestureIndex: index, gesture: gesture, from: ConformanceUIPoint(x: 0.5, y: 0.4),
                to: ConformanceUIPoint(x: 0.5, y: completes ? 0.95 : 0.5))
        case .escape, .toggleSidebar, .cancelSearch:
            return ConformanceUIRequest(gestureIndex: index, gesture: gesture)
        }
    }

    /// The navigation bar UIKit shows for `router`'s stack: its navigation controller's, where it shows in the
    /// window; else, in a collapsed split view, that of the navigation controller UIKit shows it in (the
    /// innermost one with a bar on screen).
    private static func navigationBar(of router: Router, in window: UIWindow) -> UINavigationBar? {
        let own = router.navigationController
        if own.view.window != nil, !own.isNavigationBarHidden {
            return own.navigationBar
        }
        let root = UIKitGestures.topPresented(in: window) ?? window.rootViewController
        let shown = root.map(UIKitGestures.navigationControllers(in:)) ?? []
        return shown.last { $0.view.window != nil && !$0.isNavigationBarHidden }?.navigationBar
    }

    /// Where the content of `presented` begins, from 0 to 1 of `window`'s height: the top of its top screen's
    /// safe area (below the status bar and the navigation bar), a little lower.
    private static func contentTop(of presented: UIViewController, in window: UIWindow) -> Double {
        let content = (presented as? UINavigationController)?.topViewController?.view ?? presented.view
        guard let content else { return 0.15 }
        let frame = content.convert(content.safeAreaLayoutGuide.layoutFrame, to: window)
        return min(max(Double(frame.minY / max(window.bounds.height, 1)) + 0.03, 0.05), 0.9)
    }

    /// The title of the screen on top of `router`'s stack: its navigation bar's, which the UI test finds.
    private static func title(onTopOf router: Router) -> String? {
        router.navigationController.topViewController?.title
    }

    /// The top edge of `presented`'s view in `window`, from 0 to 1 of its height.
    private static func topEdge(of presented: UIViewController, in window: UIWindow) -> Double {
        let frame = presented.view.convert(presented.view.bounds, to: window)
        return Double(frame.minY / max(window.bounds.height, 1))
    }

    /// Where a sheet's top edge rests at `detent`, from 0 to 1 of `window`'s height: the detent's height measured
    /// as UIKit's resolver context gives it (the window's height within its safe area), up from the bottom.
    private static func topEdge(restingAt detent: SheetDetent, in window: UIWindow) -> Double {
        let height = max(window.bounds.height, 1)
        let maximum = Double(height - window.safeAreaInsets.top - window.safeAreaInsets.bottom)
        let detentHeight = detent.height(in: SheetDetent.Context(maximumDetentValue: maximum)) ?? maximum
        let top = Double(height - window.safeAreaInsets.bottom) - detentHeight
        return min(max(top / Double(height), 0.05), 0.95)
    }
}
#endif
