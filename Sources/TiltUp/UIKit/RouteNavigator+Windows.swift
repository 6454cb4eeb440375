#if canImport(UIKit) && os(iOS)
import UIKit

extension RouteNavigator where Route: Encodable {
    /// Asks iOS to open `path` in a new window, where the device shows several (an iPad, a Mac).
    ///
    /// The new scene's delegate is given a user activity of `activityType` that carries the path, in
    /// `connectionOptions.userActivities`; it restores it as saved navigation
    /// (``NSUserActivity/navigationRestorationData``), after starting its own app coordinator. This window's
    /// navigation does not change. On iOS 17 and later the request is `UISceneSessionActivationRequest`; before,
    /// `requestSceneSessionActivation`. Where a device shows one window only, iOS calls `errorHandler`.
    ///
    /// ```swift
    /// navigator.openInNewWindow([.folders, .note(7)], activityType: "com.example.notes.navigation")
    /// ```
    ///
    /// - Parameters:
    ///   - path: the path the new window opens.
    ///   - activityType: the activity type the app declares in its Info.plist (`NSUserActivityTypes`).
    ///   - errorHandler: called if iOS refuses the request, or the path cannot be encoded.
    public func openInNewWindow(_ path: [Route], activityType: String, errorHandler: (@MainActor (any Error) -> Void)? = nil) {
        let activity: NSUserActivity
        do {
            activity = try NSUserActivity(activityType: activityType, navigation: NavigationSnapshot(foreground: path))
        } catch {
            errorHandler?(error)
            return
        }
        let failed: (any Error) -> Void = { error in
            Task { @MainActor in errorHandler?(error) }
        }
        #if canImport(Observation)  // the iOS 17 SDK and later
        if #available(iOS 17.0, *) {
            UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(userActivity: activity), errorHandler: failed)
            return
        }
        #endif
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil, errorHandler: failed)
    }
}

#endif
