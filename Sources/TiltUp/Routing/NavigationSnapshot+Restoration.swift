import Foundation

// The encoding of saved navigation for state restoration (a file, or iOS's NSUserActivity): each
// route read on its own, so that a snapshot from an older app version restores what it still can.

extension NavigationSnapshot where Route: Encodable {
    /// The snapshot as data to keep for state restoration: in a file, or in the user activity iOS
    /// gives back when it restores the scene (`NSUserActivity(activityType:navigation:)`).
    ///
    /// ```swift
    /// let data = try navigator.capture().restorationData()
    /// ```
    public func restorationData() throws -> Data {
        try JSONEncoder().encode(RestorationFormat(version: 1, background: background, foreground: foreground))
    }
}

extension NavigationSnapshot where Route: Decodable {
    /// A snapshot read back from ``restorationData()``, and the steps it could not read.
    public struct Restored {
        /// What could be read: each path up to its first step that could not.
        public let snapshot: NavigationSnapshot
        /// The steps that could not be read, each with the path it cut short: a route the app no longer
        /// has (an update removed a case of its enum), or one whose values changed.
        public let unreadableSteps: [String]
    }

    /// Reads data made by ``restorationData()``, even by an older version of the app: each path is kept
    /// up to its first route this version cannot read, and the rest is listed in
    /// ``Restored/unreadableSteps``. Throws only for data that is no saved navigation at all.
    ///
    /// ```swift
    /// let restored = try NavigationSnapshot<AppRoute>.read(restorationData: data)
    /// navigator.restore(restored.snapshot)
    /// ```
    public static func read(restorationData data: Data) throws -> Restored {
        let format = try JSONDecoder().decode(RestorationFormat<LenientRoute<Route>>.self, from: data)
        let read = LenientRoute<Route>.readablePaths(background: format.background, foreground: format.foreground)
        var snapshot = NavigationSnapshot(background: read.background, foreground: read.foreground)
        snapshot.unreadableSteps = read.unreadable
        return Restored(snapshot: snapshot, unreadableSteps: read.unreadable)
    }
}

extension NavigationSnapshot.Restored: Sendable where Route: Sendable {}

/// The saved form: a version, then the snapshot's paths.
private struct RestorationFormat<Step> {
    let version: Int
    let background: [[Step]]
    let foreground: [Step]
}

extension RestorationFormat: Encodable where Step: Encodable {}

extension RestorationFormat: Decodable where Step: Decodable {}
