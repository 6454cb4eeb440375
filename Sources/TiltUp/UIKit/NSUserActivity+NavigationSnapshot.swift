#if canImport(UIKit)
import UIKit

extension NSUserActivity {
    /// The key of ``NavigationSnapshot/restorationData()`` in a user activity's `userInfo`.
    public static let navigationSnapshotKey = "TiltUp.navigationSnapshot"

    /// A user activity that carries `snapshot`, for iOS's scene state restoration.
    ///
    /// It is what a scene delegate returns from `stateRestorationActivity(for:)`.
    ///
    /// ```swift
    /// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    ///     try? NSUserActivity(activityType: "com.example.app.navigation", navigation: navigator.capture())
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - activityType: the activity type the app declares in its Info.plist (`NSUserActivityTypes`).
    ///   - snapshot: the navigation to restore.
    /// - Throws: an `EncodingError` when a route cannot be encoded.
    public convenience init<Route: Encodable>(activityType: String, navigation snapshot: NavigationSnapshot<Route>) throws {
        self.init(activityType: activityType)
        addUserInfoEntries(from: [Self.navigationSnapshotKey: try snapshot.restorationData()])
    }

    /// The saved navigation this activity carries, if it carries any: give it to
    /// ``RouteNavigator/restore(restorationData:)``.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    ///     if let data = session.stateRestorationActivity?.navigationRestorationData {
    ///         navigator.restore(restorationData: data)
    ///     }
    /// }
    /// ```
    public var navigationRestorationData: Data? {
        userInfo?[Self.navigationSnapshotKey] as? Data
    }
}

#endif
