/// Where a path to open comes from: the app itself, or outside it, where it cannot be trusted.
///
/// A path from outside the app that reaches a route marked ``RouteNavigator/isInternalOnly`` is refused.
///
/// ```swift
/// navigator.open([.orders, .order(id: 42)], from: .notification)
/// ```
public enum RouteOrigin: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The app's own code: a button, a coordinator.
    case app
    /// A URL: a custom-scheme link or a universal link.
    case url
    /// A notification the user tapped.
    case notification
    /// Saved navigation being restored, from a file or from the system's state restoration.
    case restoration

    /// The origin in words, for diagnostics.
    public var description: String {
        switch self {
        case .app: "the app"
        case .url: "a URL"
        case .notification: "a notification"
        case .restoration: "restored state"
        }
    }
}
