import TiltUp

// iOS 18's tab bar (TabsSidebarsAndTransitions.md, "Tab groups and the sidebar"): groups that an iPad in regular
// width shows as a sidebar and a Mac always does, tabs the user hides or moves where the platform lets them,
// the search tab, and iOS 26's accessory above the tabs.
extension ConformanceScenario {
    /// Tab groups and the sidebar in both widths, hidden and moved tabs, the search tab, the accessory.
    public static let tabBars: [ConformanceScenario] =
        tappingScenarios + sidebarScenarios + customizingScenarios + searchScenarios + accessoryScenarios

    /// Home, then the Library group of Albums and Artists: tabs 0, 1 and 2.
    static let library: [ConformanceTabItem] = [.tab("home"), .group("library", tabs: ["albums", "artists"])]
    static let libraryTabs = ["home", "albums", "artists"]

    /// A tap on a tab: the selected one again, one under a modal, one beside a sheet that leaves the tab bar usable.
    static let tappingScenarios: [ConformanceScenario] = [
        ConformanceScenario(
            "under UIKit's rules the selected tab tapped again pops to its root", rules: [.uiKit],
            steps: [.tabs(["home", "orders"]), .push("detail"), .user(.selectTab(0))], runs: ["pop root", "pop detail"],
            screens: ["home"], diagnostics: []),
        ConformanceScenario(
            "under SwiftUI's rules the selected tab tapped again keeps its stack", rules: [.swiftUI],
            steps: [.tabs(["home", "orders"]), .push("detail"), .user(.selectTab(0))], runs: ["pop root"],
            screens: ["home", "detail"], diagnostics: [],
            guess: "SwiftUI's TabView pops nothing on a re-tap (well reported, not documented; no source for iOS 18's Tab)"),
        ConformanceScenario(
            "a sheet presented from a tab covers the tab bar: a tab tapped does nothing",
            steps: [.tabs(["home", "orders"]), .present("sheet", .pageSheet), .user(.selectTab(1))], runs: ["pop root"],
            screens: ["sheet"], diagnostics: [.gestureUnavailable],
            tabBar: ConformanceTabBar(["home", "orders"], selected: "home")),
        ConformanceScenario(
            "the user switches tabs behind a sheet resting at its undimmed detent",
            steps: [
                .tabs(["home", "orders"]), .presentSheet("player", [.fraction(0.2), .large], undimmedUpTo: .fraction(0.2)),
                .user(.selectTab(1)),
            ],
            runs: ["pop root"], screens: ["player"], diagnostics: [],
            tabBar: ConformanceTabBar(["home", "orders"], selected: "orders")),
    ]

    static let sidebarScenarios: [ConformanceScenario] = [
        ConformanceScenario(
            "in compact width a tab bar with groups has no sidebar: its button does nothing", width: .compact,
            steps: [.tabItems(library), .user(.toggleSidebar)], runs: ["pop root"], screens: ["home"],
            diagnostics: [.gestureUnavailable], tabBar: ConformanceTabBar(libraryTabs, selected: "home")),
        ConformanceScenario(
            "an iPad starts with the tab bar; the sidebar button shows the groups as a sidebar", width: .regular,
            rules: [.uiKit], steps: [.tabItems(library), .user(.toggleSidebar)], runs: ["pop root"], screens: ["home"],
            diagnostics: [],
            journal: [
                "replaced 1 by tab bar (the app)", "tabs changed to 3 (the app)", "selected tab 0 (the app)",
                "pushed ConformanceScreen (the app)", "pushed ConformanceScreen (the app)", "pushed ConformanceScreen (the app)",
                "showed the sidebar (the user's sidebar button)",
            ],
            tabBar: ConformanceTabBar(libraryTabs, selected: "home", sidebar: true)),
        ConformanceScenario(
            "a row of the sidebar selects a group's tab", width: .regular, rules: [.uiKit],
            steps: [.tabItems(library), .user(.toggleSidebar), .user(.selectTab(2))], runs: ["pop root"], screens: ["artists"],
            diagnostics: [], tabBar: ConformanceTabBar(libraryTabs, selected: "artists", sidebar: true)),
        ConformanceScenario(
            "the sidebar button hides the sidebar again, nothing popped", width: .regular, rules: [.uiKit],
            steps: [.tabItems(library), .push("detail"), .user(.toggleSidebar), .user(.toggleSidebar)], runs: ["pop root"],
            screens: ["home", "detail"], diagnostics: [], tabBar: ConformanceTabBar(libraryTabs, selected: "home")),
        ConformanceScenario(
            "the sidebar goes when the window becomes compact", width: .regular, rules: [.uiKit],
            steps: [.tabItems(library), .user(.toggleSidebar), .user(.width(.compact))], runs: ["pop root"], screens: ["home"],
            diagnostics: [], tabBar: ConformanceTabBar(libraryTabs, selected: "home")),
        ConformanceScenario(
            "a tab bar without groups has no sidebar, even on an iPad", width: .regular,
            steps: [.tabs(["home", "orders"]), .user(.toggleSidebar)], runs: ["pop root"], screens: ["home"],
            diagnostics: [.gestureUnavailable], tabBar: ConformanceTabBar(["home", "orders"], selected: "home")),
        ConformanceScenario(
            "a modal over the tab bar covers the sidebar button", width: .regular,
            steps: [.tabItems(library), .present("sheet", .formSheet), .user(.toggleSidebar)], runs: ["pop root"],
            screens: ["sheet"], diagnostics: [.gestureUnavailable], tabBar: ConformanceTabBar(libraryTabs, selected: "home")),
        ConformanceScenario(
            "Mac Catalyst shows a tab bar with groups as a sidebar", on: .macCatalyst, rules: [.uiKit],
            steps: [.tabItems(library), .user(.selectTab(1))], runs: ["pop root"], screens: ["albums"], diagnostics: [],
            tabBar: ConformanceTabBar(libraryTabs, selected: "albums", sidebar: true)),
        ConformanceScenario(
            "a native Mac shows a tab bar with groups as a sidebar, which ⌃⌘S hides", on: .macOS, rules: [.uiKit],
            steps: [.tabItems(library), .user(.selectTab(2)), .user(.toggleSidebar)], runs: ["pop root"], screens: ["artists"],
            diagnostics: [], tabBar: ConformanceTabBar(libraryTabs, selected: "artists")),
        ConformanceScenario(
            "on an iPhone a group is one tab bar item: its second tab cannot be tapped from the bar", width: .compact,
            rules: [.uiKit], steps: [.tabItems(library), .user(.selectTab(2))], runs: ["pop root"], screens: ["home"],
            diagnostics: [.gestureUnavailable], tabBar: ConformanceTabBar(libraryTabs, selected: "home")),
        ConformanceScenario(
            "under SwiftUI's rules TiltUp hears nothing of the sidebar button", width: .regular, rules: [.swiftUI],
            steps: [.tabItems(library), .user(.toggleSidebar)], runs: ["pop root"], screens: ["home"],
            diagnostics: [.gestureUnavailable], tabBar: ConformanceTabBar(libraryTabs, selected: "home")),
        ConformanceScenario(
            "in compact width SwiftUI shows each of a section's tabs in the tab bar", width: .compact, rules: [.swiftUI],
            steps: [.tabItems(library), .user(.selectTab(2))], runs: ["pop root"], screens: ["artists"], diagnostics: [],
            tabBar: ConformanceTabBar(libraryTabs, selected: "artists")),
    ]

    /// Home, Radio (which the user may hide) and the Library group, whose tabs the user may reorder.
    static let customizable: [ConformanceTabItem] = [
        .tab("home"), .tab("radio", allowsHiding: true), .group("library", tabs: ["albums", "artists"], allowsReordering: true),
        .group("shop", tabs: ["deals", "gifts"]),
    ]
    static let customizableTabs = ["home", "radio", "albums", "artists", "deals", "gifts"]
    /// The iPad's sidebar, where the user customizes the tabs.
    static let editingSidebar: [ConformanceStep] = [.tabItems(customizable), .user(.toggleSidebar)]

    static let customizingScenarios: [ConformanceScenario] = [
        ConformanceScenario(
            "hiding the selected tab selects the first tab shown", width: .regular, rules: [.uiKit],
            steps: editingSidebar + [.user(.selectTab(1)), .push("song"), .user(.hideTab(1))], runs: ["pop root"],
            screens: ["home"], diagnostics: [],
            tabBar: ConformanceTabBar(customizableTabs, selected: "home", hidden: ["radio"], sidebar: true)),
        ConformanceScenario(
            "a hidden tab keeps its stack and cannot be tapped; shown again, it can", width: .regular, rules: [.uiKit],
            steps: editingSidebar + [
                .user(.selectTab(1)), .push("song"), .user(.hideTab(1)), .user(.selectTab(1)), .user(.showTab(1)),
                .user(.selectTab(1)),
            ],
            runs: ["pop root"], screens: ["radio", "song"], diagnostics: [.gestureUnavailable],
            tabBar: ConformanceTabBar(customizableTabs, selected: "radio", sidebar: true)),
        ConformanceScenario(
            "a tab that does not allow hiding stays shown", width: .regular, rules: [.uiKit],
            steps: editingSidebar + [.user(.hideTab(0))], runs: ["pop root"], screens: ["home"],
            diagnostics: [.gestureUnavailable], tabBar: ConformanceTabBar(customizableTabs, selected: "home", sidebar: true)),
        ConformanceScenario(
            "the user moves a tab within a group that allows it", width: .regular, rules: [.uiKit],
            steps: editingSidebar + [.user(.moveTab(from: 3, to: 2))], runs: ["pop root"], screens: ["home"], diagnostics: [],
            tabBar: ConformanceTabBar(["home", "radio", "artists", "albums", "deals", "gifts"], selected: "home", sidebar: true)),
        ConformanceScenario(
            "the user moves no tab in a group that does not allow it", width: .regular, rules: [.uiKit],
            steps: editingSidebar + [.user(.moveTab(from: 5, to: 4))], runs: ["pop root"], screens: ["home"],
            diagnostics: [.gestureUnavailable], tabBar: ConformanceTabBar(customizableTabs, selected: "home", sidebar: true)),
        ConformanceScenario(
            "the user moves no tab out of its group, nor into another", width: .regular, rules: [.uiKit],
            steps: editingSidebar + [.user(.moveTab(from: 2, to: 0)), .user(.moveTab(from: 3, to: 4))], runs: ["pop root"],
            screens: ["home"], diagnostics: [.gestureUnavailable, .gestureUnavailable],
            tabBar: ConformanceTabBar(customizableTabs, selected: "home", sidebar: true)),
        ConformanceScenario(
            "an iPhone's user hides no tab: there is no sidebar to edit", width: .compact, rules: [.uiKit],
            steps: [.tabItems(customizable), .user(.hideTab(1))], runs: ["pop root"], screens: ["home"],
            diagnostics: [.gestureUnavailable], tabBar: ConformanceTabBar(customizableTabs, selected: "home")),
        ConformanceScenario(
            "the user hides no tab when it is the last one shown", width: .regular, rules: [.uiKit],
            steps: [
                .tabItems([.tab("home", allowsHiding: true), .group("library", tabs: ["albums"], allowsHiding: true)]),
                .user(.toggleSidebar), .user(.hideTab(0)), .user(.hideTab(1)),
            ],
            runs: ["pop root"], screens: ["albums"], diagnostics: [.gestureUnavailable],
            tabBar: ConformanceTabBar(["home", "albums"], selected: "albums", hidden: ["home"], sidebar: true),
            guess: "UIKit's sidebar editor keeps one tab shown (no source says it lets the user hide every tab)"),
        ConformanceScenario(
            "with the sidebar hidden the user has no editor: hiding and moving tabs are refused", width: .regular,
            rules: [.uiKit], steps: [.tabItems(customizable), .user(.hideTab(1)), .user(.moveTab(from: 3, to: 2))],
            runs: ["pop root"], screens: ["home"], diagnostics: [.gestureUnavailable, .gestureUnavailable],
            tabBar: ConformanceTabBar(customizableTabs, selected: "home"),
            guess: "UIKit's editor of the tabs is the sidebar's Edit, which the user reaches only with the sidebar shown"),
        ConformanceScenario(
            "a native Mac offers no hiding of tabs", on: .macOS,
            steps: [.tabItems(customizable), .user(.hideTab(1))], runs: ["pop root"], screens: ["home"],
            diagnostics: [.gestureUnavailable], tabBar: ConformanceTabBar(customizableTabs, selected: "home", sidebar: true)),
        ConformanceScenario(
            "under SwiftUI's rules the user hides and moves no tab: TiltUp binds no TabViewCustomization", width: .regular,
            rules: [.swiftUI], steps: [.tabItems(customizable), .user(.hideTab(1)), .user(.moveTab(from: 3, to: 2))],
            runs: ["pop root"], screens: ["home"], tabBar: ConformanceTabBar(customizableTabs, selected: "home")),
    ]

    /// Home, Radio (which the user may hide), a group, and the search tab: tabs 0 to 3.
    static func searching(activates: Bool) -> ConformanceStep {
        .tabItems(
            [.tab("home"), .tab("radio", allowsHiding: true), .group("library", tabs: ["albums"]), .search("search")],
            searchActivatesAutomatically: activates)
    }

    static let searchScenarios: [ConformanceScenario] = [
        ConformanceScenario(
            "cancelling search selects the tab selected before the search tab", width: .regular,
            steps: [searching(activates: true), .user(.selectTab(2)), .user(.selectTab(3)), .user(.cancelSearch)],
            runs: ["pop root"], screens: ["albums"], diagnostics: [],
            tabBar: ConformanceTabBar(["home", "radio", "albums", "search"], selected: "albums")),
        ConformanceScenario(
            "where search does not activate on selection, cancelling it leaves the search tab selected", width: .regular,
            steps: [searching(activates: false), .user(.selectTab(2)), .user(.selectTab(3)), .user(.cancelSearch)],
            runs: ["pop root"], screens: ["search"], diagnostics: [.gestureUnavailable],
            tabBar: ConformanceTabBar(["home", "radio", "albums", "search"], selected: "search")),
        ConformanceScenario(
            "cancelling search after the user hid the tab searched from selects the first tab shown", width: .regular,
            rules: [.uiKit],
            steps: [
                searching(activates: true), .user(.toggleSidebar), .user(.selectTab(1)), .user(.selectTab(3)),
                .user(.hideTab(1)), .user(.cancelSearch),
            ],
            runs: ["pop root"], screens: ["home"], diagnostics: [],
            tabBar: ConformanceTabBar(["home", "radio", "albums", "search"], selected: "home", hidden: ["radio"], sidebar: true)),
    ]

    static let accessoryScenarios: [ConformanceScenario] = [
        ConformanceScenario(
            "an accessory replaced or removed runs its removal handler once, and shows over every tab",
            steps: [
                .tabs(["home", "orders"]), .showAccessory("player"), .showAccessory("podcast"), .user(.selectTab(1)),
                .removeAccessory, .showAccessory("radio"),
            ],
            runs: ["pop root", "accessory player", "accessory podcast"], screens: ["orders"], diagnostics: [],
            tabBar: ConformanceTabBar(["home", "orders"], selected: "orders", accessory: "radio")),
        ConformanceScenario(
            "the accessory goes with the tab bar when the window closes, its handler once",
            steps: [.tabs(["home", "orders"]), .showAccessory("player"), .user(.closeWindow)],
            runs: ["pop root", "pop home", "pop orders", "accessory player"], screens: []),
        ConformanceScenario(
            "an accessory shown by another's removal handler as the window closes still goes, its handler once",
            steps: [.tabs(["home"]), .showAccessory("player", thenShowing: "podcast"), .user(.closeWindow)],
            runs: ["pop root", "pop home", "accessory player", "accessory podcast"], screens: []),
    ]
}
