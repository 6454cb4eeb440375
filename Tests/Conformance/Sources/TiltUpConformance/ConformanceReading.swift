import TiltUp

/// What a front end shows that a run reads back, where the front end may give no way to read it.
public enum ConformanceReading: String, Sendable, Equatable, Codable, CaseIterable, CustomStringConvertible {
    /// The sheet on top: its detents and the one it rests at.
    case sheet
    /// The tab bar's tabs, in order.
    case tabs
    /// The selected tab.
    case selectedTab
    /// The tabs the user hid.
    case hiddenTabs
    /// Whether the tabs show as a sidebar.
    case sidebar
    /// The accessory above the tabs.
    case accessory

    /// The reading's name, in a list of what was not read back.
    public var description: String { rawValue }
}

extension ConformanceTabBar {
    /// The tab bar with what `unread` names left out (no tabs, no selection, none hidden, no sidebar, no
    /// accessory), so that a run that could not read it and the model compare on the rest.
    public func leaving(out unread: [ConformanceReading]) -> ConformanceTabBar {
        ConformanceTabBar(
            unread.contains(.tabs) ? [] : tabs, selected: unread.contains(.selectedTab) ? nil : selected,
            hidden: unread.contains(.hiddenTabs) ? [] : hidden, sidebar: unread.contains(.sidebar) ? false : sidebar,
            accessory: unread.contains(.accessory) ? nil : accessory)
    }
}
