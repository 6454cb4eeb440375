import Foundation

// The encoding of saved navigation for state restoration (a file, or iOS's NSUserActivity): each
// route read on its own, so that a snapshot from an older app version restores what it still can.

extension NavigationSnapshot where Route: Encodable {
    /// The snapshot as data to keep for state restoration: in a file, or in the scene's user activity.
    ///
    /// iOS gives the activity back when it restores the scene (`NSUserActivity(activityType:navigation:)`).
    ///
    /// ```swift
    /// let data = try navigator.capture().restorationData()
    /// ```
    ///
    /// - Returns: the snapshot, as JSON, each route encoded on its own.
    /// - Throws: an `EncodingError` when a route cannot be encoded.
    public func restorationData() throws -> Data {
        try JSONEncoder().encode(
            RestorationFormat(
                version: 1, background: background, foreground: foreground,
                sheetDetents: Self.encodedDetents(sheetDetents)?.mapValues(\.identifier), hiddenTabs: hiddenTabs.isEmpty ? nil : hiddenTabs,
                tabOrders: tabOrders.isEmpty ? nil : tabOrders, groupSelections: groupSelections.isEmpty ? nil : groupSelections)
        )
    }
}

extension NavigationSnapshot where Route: Decodable {
    /// A snapshot read back from ``restorationData()``, and the steps it could not read.
    public struct Restored {
        /// What could be read: each path up to its first step that could not.
        public let snapshot: NavigationSnapshot
        /// The steps that could not be read, each with the path it cut short.
        ///
        /// A route the app no longer has (an update removed a case of its enum), or one whose values changed.
        public let unreadableSteps: [String]
        /// The fields skipped because they were not of the shape this version writes, by name (`hiddenTabs`,
        /// `tabOrders`, `sheetDetents`, `background`); the rest was read.
        public let unreadableFields: [String]
    }

    /// Reads data made by ``restorationData()``, even by an older version of the app.
    ///
    /// Each path is kept up to its first route this version cannot read, and the rest is listed in
    /// ``Restored/unreadableSteps``; a field of another shape than this version writes is skipped and listed in
    /// ``Restored/unreadableFields``.
    ///
    /// ```swift
    /// let restored = try NavigationSnapshot<AppRoute>.read(restorationData: data)
    /// navigator.restore(restored.snapshot)
    /// ```
    ///
    /// - Parameter data: what ``restorationData()`` made.
    /// - Returns: the snapshot read, and the steps that could not be.
    /// - Throws: a `DecodingError`, only for data that is no saved navigation at all.
    public static func read(restorationData data: Data) throws -> Restored {
        let format = try JSONDecoder().decode(RestorationFormat<LenientRoute<Route>>.self, from: data)
        let read = LenientRoute<Route>.readablePaths(background: format.background, foreground: format.foreground)
        var snapshot = NavigationSnapshot(background: read.background, foreground: read.foreground)
        snapshot.sheetDetents = decodedDetents(format.sheetDetents)
        snapshot.hiddenTabs = format.hiddenTabs ?? []
        snapshot.tabOrders = format.tabOrders ?? [:]
        snapshot.groupSelections = format.groupSelections ?? [:]
        snapshot.unreadableSteps = read.unreadable
        snapshot.unreadableFields = format.unreadableFields
        return Restored(snapshot: snapshot, unreadableSteps: read.unreadable, unreadableFields: format.unreadableFields)
    }
}

extension NavigationSnapshot.Restored: Sendable where Route: Sendable {}

/// The saved form: a version, then the snapshot's paths, and the sheets' detents and the user's customization
/// of the tab bar when there are some.
private struct RestorationFormat<Step> {
    let version: Int
    let background: [[Step]]
    let foreground: [Step]
    /// Each detent by its name, so that one this version does not have leaves out only itself.
    var sheetDetents: [String: String]?
    /// The tabs the user hid, by identifier, when there are some.
    var hiddenTabs: [String]?
    /// The order the user gave each group's tabs, by the group's identifier, when there are some.
    var tabOrders: [String: [String]]?
    /// The tab each group showed last, by the group's identifier, when it is not the group's first.
    var groupSelections: [String: String]?
    /// The fields read back that were of another shape, skipped; not written.
    var unreadableFields: [String] = []

    init(
        version: Int, background: [[Step]], foreground: [Step], sheetDetents: [String: String]?, hiddenTabs: [String]?,
        tabOrders: [String: [String]]?, groupSelections: [String: String]?
    ) {
        self.version = version
        self.background = background
        self.foreground = foreground
        self.sheetDetents = sheetDetents
        self.hiddenTabs = hiddenTabs
        self.tabOrders = tabOrders
        self.groupSelections = groupSelections
    }

    enum CodingKeys: String, CodingKey {
        case version, background, foreground, sheetDetents, hiddenTabs, tabOrders, groupSelections
    }
}

extension RestorationFormat: Encodable where Step: Encodable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(background, forKey: .background)
        try container.encode(foreground, forKey: .foreground)
        try container.encodeIfPresent(sheetDetents, forKey: .sheetDetents)
        try container.encodeIfPresent(hiddenTabs, forKey: .hiddenTabs)
        try container.encodeIfPresent(tabOrders, forKey: .tabOrders)
        try container.encodeIfPresent(groupSelections, forKey: .groupSelections)
    }
}

extension RestorationFormat: Decodable where Step: Decodable {
    /// Reads the version and the foreground, without which it is no saved navigation, and each other field on
    /// its own: one of another shape is skipped and named, and the rest read.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var fields = LenientFields(container)
        version = try container.decode(Int.self, forKey: .version)
        foreground = try container.decode([Step].self, forKey: .foreground)
        background = fields.read([[Step]].self, .background) ?? []
        sheetDetents = fields.read([String: String].self, .sheetDetents)
        hiddenTabs = fields.read([String].self, .hiddenTabs)
        tabOrders = fields.read([String: [String]].self, .tabOrders)
        groupSelections = fields.read([String: String].self, .groupSelections)
        unreadableFields = fields.unreadable
    }
}
