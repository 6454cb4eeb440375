/// The navigation of a whole app, as paths of the app's own routes.
///
/// It is what ``RouteNavigator/capture()`` returns and ``RouteNavigator/restore(_:)`` brings back, in this
/// app or in a fresh one. ``foreground`` is what the user sees: the selected tab, its stack, then the chain
/// of modals. ``background`` holds the stacks of the tabs that are not selected, each as the path that
/// leads to it. Screens shown without a route (an alert, a screen marked transient) are not part of it. It
/// is `Codable` when the routes are, so it can be written to disk and read at the next launch:
///
/// ```swift
/// let data = try JSONEncoder().encode(navigator.capture())
/// // … next launch, in a fresh app coordinator:
/// let snapshot = try JSONDecoder().decode(NavigationSnapshot<AppRoute>.self, from: data)
/// navigator.restore(snapshot)
/// ```
///
/// Decoding reads each route on its own, so that a file saved by another version of the app restores
/// what this one can read: each path is kept up to its first route that cannot be read (a case an
/// update removed), and ``unreadableSteps`` says what was dropped. Decoding throws only for data that is
/// no snapshot at all.
public struct NavigationSnapshot<Route: Hashable>: Hashable {
    /// The paths to the tabs that are not selected and have screens of their own, in tab order.
    public var background: [[Route]]
    /// The path to what the user sees.
    public var foreground: [Route]
    /// The detent each sheet of ``foreground`` rests at, by the index of the step the sheet shows; only
    /// sheets presented with detents (``Router/presentSheet(_:retaining:animated:detents:selectedDetent:prefersGrabberVisible:largestUndimmedDetent:dismissHandler:)-(Router,_,_,_,_,_,_,_)``).
    ///
    /// ``RouteNavigator/restore(_:)`` rests them there again.
    public var sheetDetents: [Int: SheetDetent] = [:]
    /// The identifiers (``TabBarRouter/Tab/identifier``) of the tabs the user hid while customizing the tab
    /// bar, sorted; ``RouteNavigator/restore(_:)`` hides them again, where they still allow hiding.
    public var hiddenTabs: [String] = []
    /// The order the user gave each group's tabs, by group identifier: only groups no longer in the app's order.
    ///
    /// Each group by its ``TabBarRouter/TabGroup/identifier``, each tab by its ``TabBarRouter/Tab/identifier``.
    ///
    /// ``RouteNavigator/restore(_:)`` puts each group in its saved order again: the tabs it names first, then
    /// those it does not (added since) in the app's order; identifiers that name no tab are left out.
    public var tabOrders: [String: [String]] = [:]
    /// The tab each group showed last, by group identifier, each tab by its identifier.
    ///
    /// Only groups other than the selected tab's whose last tab is not their first tab shown (what a group's
    /// route selects by default).
    ///
    /// ``RouteNavigator/restore(_:)`` gives each group its last tab again, so that the group's route selects the
    /// same tab as before the save (the restore's own openings of the groups' stacks change it not).
    public var groupSelections: [String: String] = [:]
    /// The steps decoding could not read, each with the path it cut short; empty when it read them all.
    ///
    /// Empty too for a snapshot made in this app. Not encoded, and not part of equality.
    public internal(set) var unreadableSteps: [String] = []
    /// The fields decoding skipped because they were not of the shape this version writes (`hiddenTabs`,
    /// `tabOrders`, `sheetDetents`, `background`); empty when it read them all.
    ///
    /// What could be read of the rest is kept. Not encoded, and not part of equality.
    public internal(set) var unreadableFields: [String] = []

    /// Creates a snapshot from its paths, and the detents its sheets rest at.
    ///
    /// - Parameters:
    ///   - background: the paths to the stacks of the tabs that are not selected, in tab order.
    ///   - foreground: the path to what the user sees.
    ///   - sheetDetents: the detent each sheet of `foreground` rests at, by the index of its step.
    public init(background: [[Route]] = [], foreground: [Route], sheetDetents: [Int: SheetDetent] = [:]) {
        self.background = background
        self.foreground = foreground
        self.sheetDetents = sheetDetents
    }

    /// Whether two snapshots have the same paths, detents, hidden tabs, tab orders and groups' selections.
    ///
    /// - Parameters:
    ///   - lhs: a snapshot.
    ///   - rhs: another snapshot.
    /// - Returns: `true` when their paths, sheet detents, hidden tabs, tab orders and groups' selections are equal; ``unreadableSteps``
    ///   and ``unreadableFields`` are not compared.
    public static func == (lhs: NavigationSnapshot, rhs: NavigationSnapshot) -> Bool {
        lhs.background == rhs.background && lhs.foreground == rhs.foreground && lhs.sheetDetents == rhs.sheetDetents
            && lhs.hiddenTabs == rhs.hiddenTabs && lhs.tabOrders == rhs.tabOrders && lhs.groupSelections == rhs.groupSelections
    }

    /// Hashes the paths, sheet detents, hidden tabs, tab orders and groups' selections.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(background)
        hasher.combine(foreground)
        hasher.combine(sheetDetents)
        hasher.combine(hiddenTabs)
        hasher.combine(tabOrders)
        hasher.combine(groupSelections)
    }

    /// The snapshot with each route made by `transform` (a journal's redaction).
    func mapRoutes(_ transform: (Route) -> Route) -> NavigationSnapshot {
        var mapped = self
        mapped.background = background.map { $0.map(transform) }
        mapped.foreground = foreground.map(transform)
        return mapped
    }
}

extension NavigationSnapshot: Sendable where Route: Sendable {}

extension NavigationSnapshot {
    /// The keys of the encoded paths; ``unreadableSteps`` is not encoded.
    private enum CodingKeys: String, CodingKey {
        case background, foreground, sheetDetents, hiddenTabs, tabOrders, groupSelections
    }

    /// The sheet detents as written: by the step's index as text, only when there are some.
    static func encodedDetents(_ detents: [Int: SheetDetent]) -> [String: SheetDetent]? {
        detents.isEmpty ? nil : Dictionary(uniqueKeysWithValues: detents.map { (String($0.key), $0.value) })
    }

    /// The sheet detents read back, leaving out an entry whose place is no index. A detent this version does
    /// not have is kept by its identifier: the sheet it was saved for is restored at its default unless it
    /// declares a detent of that identifier.
    static func decodedDetents(_ written: [String: String]?) -> [Int: SheetDetent] {
        var detents: [Int: SheetDetent] = [:]
        for (key, value) in written ?? [:] {
            if let index = Int(key), index >= 0 {
                detents[index] = SheetDetent(savedIdentifier: value)
            }
        }
        return detents
    }
}

extension NavigationSnapshot: Encodable where Route: Encodable {
    /// Encodes the paths, route by route.
    ///
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: what the encoder, or a route's encoding, throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(background, forKey: .background)
        try container.encode(foreground, forKey: .foreground)
        try container.encodeIfPresent(Self.encodedDetents(sheetDetents), forKey: .sheetDetents)
        if !hiddenTabs.isEmpty {
            try container.encode(hiddenTabs, forKey: .hiddenTabs)
        }
        if !tabOrders.isEmpty {
            try container.encode(tabOrders, forKey: .tabOrders)
        }
        if !groupSelections.isEmpty {
            try container.encode(groupSelections, forKey: .groupSelections)
        }
    }
}

extension NavigationSnapshot: Decodable where Route: Decodable {
    /// Decodes the paths, each route on its own, keeping what can be read.
    ///
    /// What cannot be read is dropped with the rest of its path and listed in ``unreadableSteps``; a field of
    /// another shape than this version writes is skipped and listed in ``unreadableFields``.
    ///
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: a `DecodingError`, only for data that is no snapshot (no `foreground` path, say).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var fields = LenientFields(container)
        let read = LenientRoute<Route>.readablePaths(
            background: fields.read([[LenientRoute<Route>]].self, .background) ?? [],
            foreground: try container.decode([LenientRoute<Route>].self, forKey: .foreground))
        self.init(background: read.background, foreground: read.foreground)
        sheetDetents = Self.decodedDetents(fields.read([String: String].self, .sheetDetents))
        hiddenTabs = fields.read([String].self, .hiddenTabs) ?? []
        tabOrders = fields.read([String: [String]].self, .tabOrders) ?? [:]
        groupSelections = fields.read([String: String].self, .groupSelections) ?? [:]
        unreadableSteps = read.unreadable
        unreadableFields = fields.unreadable
    }
}

/// Reads the optional fields of saved navigation one by one: a field of another shape than this version writes
/// is skipped and named, so that the rest of the save is restored.
struct LenientFields<Key: CodingKey> {
    let container: KeyedDecodingContainer<Key>
    /// The names of the fields skipped, in the order they were read.
    private(set) var unreadable: [String] = []

    init(_ container: KeyedDecodingContainer<Key>) {
        self.container = container
    }

    /// The field `key` as a `type`; `nil` when it is absent or null, and when it is of another shape (noted).
    mutating func read<Value: Decodable>(_ type: Value.Type, _ key: Key) -> Value? {
        guard container.contains(key), (try? container.decodeNil(forKey: key)) != true else { return nil }
        guard let value = try? container.decode(type, forKey: key) else {
            unreadable.append(key.stringValue)
            return nil
        }
        return value
    }
}
