import TiltUp

/// The sheet on top, as the user sees it: the detents it can rest at, smallest first, and the one it rests at.
public struct ConformanceSheet: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The detents' identifiers, in the order the sheet has them.
    public let detents: [String]
    /// The identifier of the detent the sheet rests at.
    public let resting: String

    /// A sheet with `detents` (identifiers), resting at `resting`.
    public init(resting: String, of detents: [String]) {
        self.resting = resting
        self.detents = detents
    }

    /// A sheet with `detents`, resting at `resting`.
    ///
    /// ```swift
    /// ConformanceSheet.resting(.medium, of: [.medium, .large])
    /// ```
    public static func resting(_ resting: SheetDetent, of detents: [SheetDetent]) -> ConformanceSheet {
        ConformanceSheet(resting: resting.identifier, of: detents.map(\.identifier))
    }

    /// "medium of [medium, large]".
    public var description: String {
        "\(resting) of [\(detents.joined(separator: ", "))]"
    }
}

/// The tab bar, as the user sees it: its tabs in order, the selected one, those hidden, the sidebar and the
/// accessory above the tabs.
public struct ConformanceTabBar: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The tabs' names (their roots'), in order, a group's tabs in its place, hidden ones included.
    public let tabs: [String]
    /// The selected tab's name.
    public let selected: String?
    /// The names of the tabs the user hid, in the tabs' order.
    public let hidden: [String]
    /// Whether the tabs show as a sidebar.
    public let sidebar: Bool
    /// The name of the accessory shown above the tabs, if any.
    public let accessory: String?

    /// A tab bar of `tabs`, `selected` selected.
    ///
    /// ```swift
    /// ConformanceTabBar(["home", "radio"], selected: "home", hidden: ["radio"])
    /// ```
    public init(_ tabs: [String], selected: String?, hidden: [String] = [], sidebar: Bool = false, accessory: String? = nil) {
        self.tabs = tabs
        self.selected = selected
        self.hidden = hidden
        self.sidebar = sidebar
        self.accessory = accessory
    }

    /// "home of [home, radio] hidden [radio] sidebar accessory player".
    public var description: String {
        var parts = ["\(selected ?? "nothing") of [\(tabs.joined(separator: ", "))]"]
        if !hidden.isEmpty {
            parts.append("hidden [\(hidden.joined(separator: ", "))]")
        }
        if sidebar {
            parts.append("sidebar")
        }
        if let accessory {
            parts.append("accessory \(accessory)")
        }
        return parts.joined(separator: " ")
    }
}
