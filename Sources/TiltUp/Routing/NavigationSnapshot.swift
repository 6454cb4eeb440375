/// The navigation of a whole app, as paths of the app's own routes: what ``RouteNavigator/capture()``
/// returns and ``RouteNavigator/restore(_:)`` brings back, in this app or in a fresh one.
///
/// ``foreground`` is what the user sees: the selected tab, its stack, then the chain of modals.
/// ``background`` holds the stacks of the tabs that are not selected, each as the path that leads to it.
/// Screens shown without a route (an alert, a screen marked transient) are not part of it. It is
/// `Codable` when the routes are, so it can be written to disk and read at the next launch:
///
/// ```swift
/// let data = try JSONEncoder().encode(navigator.capture())
/// // … next launch, in a fresh app coordinator:
/// let snapshot = try JSONDecoder().decode(NavigationSnapshot<AppRoute>.self, from: data)
/// navigator.restore(snapshot)
/// ```
public struct NavigationSnapshot<Route: Hashable>: Hashable {
    /// The paths to the tabs that are not selected and have screens of their own, in tab order.
    public var background: [[Route]]
    /// The path to what the user sees.
    public var foreground: [Route]

    /// Creates a snapshot from its paths.
    public init(background: [[Route]] = [], foreground: [Route]) {
        self.background = background
        self.foreground = foreground
    }
}

extension NavigationSnapshot: Sendable where Route: Sendable {}

extension NavigationSnapshot: Encodable where Route: Encodable {}

extension NavigationSnapshot: Decodable where Route: Decodable {}
