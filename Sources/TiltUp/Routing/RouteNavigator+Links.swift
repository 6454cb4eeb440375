import Foundation

// Links from outside the app: read through a URL table, refused when they reach a route internal to
// the app or are too long, and kept when they come before the app's first coordinator has started.

extension RouteNavigator {
    /// Opens the path `url` stands for in `table`, as a link from outside the app (``RouteOrigin/url``).
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    ///     if let url = contexts.first?.url {
    ///         navigator.open(url, using: AppRoute.urls)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - url: the link.
    ///   - table: the app's URL scheme, which reads the link into a path.
    /// - Returns: what was opened; a URL the table cannot read changes nothing, reports
    ///   ``NavigationDiagnostic/Kind/urlNotRead`` with the ``RouteURLError``, and ends
    ///   ``RouteOpening/Ending/refused`` with no steps.
    @discardableResult
    public func open(_ url: URL, using table: RouteURLTable<Route>) -> RouteOpening<Route> {
        switch table.path(for: url) {
        case .success(let path):
            return open(path, from: .url)
        case .failure(let error):
            report(.urlNotRead, "the link \(Self.shortened(url)) was not opened: \(error)")
            return RouteOpening(shown: [], unresolved: [], ending: .refused)
        }
    }

    /// Why `path` from `origin` is refused, if it is.
    func refusal(of path: [Route], from origin: RouteOrigin) -> String? {
        if path.count > maximumPathLength {
            return "a path of \(path.count) steps was refused: the most is \(maximumPathLength) (maximumPathLength); nothing changed"
        }
        if origin != .app, let route = path.first(where: isInternalOnly) {
            return
                "a path from \(origin) reaches \(route), which can be reached only from inside the app (isInternalOnly); nothing of it was shown"
        }
        return nil
    }

    /// Whether paths wait for the app's first coordinator: the navigator follows an app coordinator that
    /// has not started one yet. (Once it has, a root screen without a coordinator declines every path.)
    var awaitsFirstCoordinator: Bool {
        fixedRoot == nil && appCoordinator != nil && !AppLaunchWatch.hasStarted(rootRouter) && root == nil
    }

    /// Keeps `path` until the app's first coordinator has started, in place of the one kept before.
    func keepUntilLaunch(_ path: [Route], from origin: RouteOrigin) -> RouteOpening<Route> {
        if let earlier = earlyPath {
            settleReplaced(earlier, shownUpTo: nil)
        }
        let outcome = RouteOpening<Route>.Outcome(waitingFor: path)
        earlyPath = WaitingPath(path: path, outcome: outcome, origin: origin)
        AppLaunchWatch.whenStarted(rootRouter) { [weak self] in
            self?.openEarlyPath()
        }
        return RouteOpening(outcome)
    }

    /// Opens the path kept before the app's first coordinator started, now that it has.
    private func openEarlyPath() {
        guard let early = earlyPath else { return }
        earlyPath = nil
        enqueue(early)
    }

    /// A URL as a diagnostic shows it: at most 200 characters.
    private static func shortened(_ url: URL) -> String {
        let text = url.absoluteString
        return text.count <= 200 ? text : text.prefix(200) + "… (\(text.utf8.count) bytes)"
    }
}
