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
    /// The steps decoding could not read, each with the path it cut short; empty for a snapshot made in
    /// this app, or read in full. Not encoded, and not part of equality.
    public internal(set) var unreadableSteps: [String] = []

    /// Creates a snapshot from its paths.
    public init(background: [[Route]] = [], foreground: [Route]) {
        self.background = background
        self.foreground = foreground
    }

    /// Whether two snapshots have the same paths.
    public static func == (lhs: NavigationSnapshot, rhs: NavigationSnapshot) -> Bool {
        lhs.background == rhs.background && lhs.foreground == rhs.foreground
    }

    /// Hashes the paths.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(background)
        hasher.combine(foreground)
    }
}

extension NavigationSnapshot: Sendable where Route: Sendable {}

extension NavigationSnapshot: Encodable where Route: Encodable {
    private enum CodingKeys: String, CodingKey {
        case background, foreground
    }

    /// Encodes the paths, route by route.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(background, forKey: .background)
        try container.encode(foreground, forKey: .foreground)
    }
}

extension NavigationSnapshot: Decodable where Route: Decodable {
    private enum DecodingKeys: String, CodingKey {
        case background, foreground
    }

    /// Decodes the paths, each route on its own: what cannot be read is dropped with the rest of its
    /// path and listed in ``unreadableSteps``. Throws only for data that is no snapshot.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: DecodingKeys.self)
        let read = LenientRoute<Route>.readablePaths(
            background: try container.decodeIfPresent([[LenientRoute<Route>]].self, forKey: .background) ?? [],
            foreground: try container.decode([LenientRoute<Route>].self, forKey: .foreground))
        self.init(background: read.background, foreground: read.foreground)
        unreadableSteps = read.unreadable
    }
}
