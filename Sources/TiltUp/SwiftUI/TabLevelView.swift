#if canImport(SwiftUI)
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// What a ``HeadlessTabBarController`` of SwiftUI's navigation shows, and the binding SwiftUI writes.
@MainActor
final class TabRenderState: ObservableObject {
    let tabBarController: HeadlessTabBarController

    init(_ tabBarController: HeadlessTabBarController) {
        self.tabBarController = tabBarController
        tabBarController.addRenderer(self) { [weak self] in self?.objectWillChange.send() }
    }

    struct TabItem: Identifiable {
        let index: Int
        let screen: Screen
        var id: ObjectIdentifier { ObjectIdentifier(screen) }
    }

    var tabs: [TabItem] {
        tabBarController.tabScreens.enumerated().map { TabItem(index: $0.offset, screen: $0.element) }
    }

    /// One place of the tab bar: a tab, or a group's section with its tabs.
    struct Entry: Identifiable {
        let id: String
        let title: String?
        let systemImage: String?
        let tabs: [TabItem]
        let isGroup: Bool
    }

    /// The tabs, each group's in a section in place of its first tab.
    var entries: [Entry] {
        let layout = tabBarController.tabLayout
        var entries: [Entry] = []
        var placed: Set<String> = []
        for tab in tabs {
            if let group = layout.group(of: tab.screen) {
                guard placed.insert(group.identifier).inserted else { continue }
                let members = tabs.filter { item in group.screens.contains { $0 === item.screen } }
                entries.append(
                    Entry(id: "group:" + group.identifier, title: group.title, systemImage: group.systemImage, tabs: members, isGroup: true)
                )
            } else {
                entries.append(Entry(id: "tab:\(tab.id.hashValue)", title: nil, systemImage: nil, tabs: [tab], isGroup: false))
            }
        }
        return entries
    }

    /// Whether the tab showing `screen` is hidden by the user's customization.
    func isHidden(_ screen: Screen) -> Bool {
        tabBarController.tabLayout.hidden.contains(ObjectIdentifier(screen))
    }

    /// Whether the tab showing `screen` is the search tab.
    func isSearch(_ screen: Screen) -> Bool {
        tabBarController.tabLayout.info[ObjectIdentifier(screen)]?.isSearch == true
    }

    /// Whether the tabs have groups: `TabView` then has sections and can become a sidebar (iOS 18).
    var hasGroups: Bool { tabBarController.tabLayout.hasGroups }

    /// The screen shown above the tabs (iOS 26), if any.
    var bottomAccessory: Screen? { tabBarController.bottomAccessoryScreen }

    /// How the tab bar shrinks as the user scrolls (iOS 26).
    var minimizeBehavior: TabBarRouter.MinimizeBehavior { tabBarController.modelMinimizeBehavior }

    /// The selection: a write is the user's tap (SwiftUI's `TabView` pops nothing when the selected tab is
    /// tapped again, and is not documented to write then).
    var selection: Binding<Int> {
        Binding(
            get: { [tabBarController] in tabBarController.selectedTabIndex },
            set: { [tabBarController] index in tabBarController.userDidTapTab(at: index) })
    }
}

/// A tab bar of SwiftUI's navigation: a `TabView`, each tab labelled by its screen's `tabBarItem`.
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
@MainActor
struct TabLevelView: View {
    @StateObject private var state: TabRenderState

    init(tabBarController: HeadlessTabBarController) {
        _state = StateObject(wrappedValue: TabRenderState(tabBarController))
    }

    var body: some View {
        #if canImport(SwiftUI, _version: 6.0)  // an SDK of iOS 18 or later: Tab, TabSection, .sidebarAdaptable
        if #available(iOS 18.0, macCatalyst 18.0, macOS 15.0, *) {
            sectionedTabs
        } else {
            plainTabs
        }
        #else
        plainTabs
        #endif
    }

    /// iOS 15–17's tab bar: every tab in order, a group's tabs each in its place; hidden tabs left out.
    private var plainTabs: some View {
        TabView(selection: state.selection) {
            ForEach(state.tabs.filter { !state.isHidden($0.screen) }) { tab in
                ScreenContentView(screen: tab.screen)
                    .tabItem { label(of: tab.screen) }
                    .tag(tab.index)
            }
        }
    }

    #if canImport(SwiftUI, _version: 6.0)
    /// iOS 18's tab bar: `Tab`s, each group a `TabSection`, which an iPad shows as a sidebar too.
    @available(iOS 18.0, macCatalyst 18.0, macOS 15.0, *)
    @ViewBuilder private var sectionedTabs: some View {
        if state.hasGroups {
            tabView.tabViewStyle(.sidebarAdaptable).modifier(TabBarExtrasModifier(state: state))
        } else {
            tabView.modifier(TabBarExtrasModifier(state: state))
        }
    }

    @available(iOS 18.0, macCatalyst 18.0, macOS 15.0, *)
    private var tabView: some View {
        TabView(selection: state.selection) {
            ForEach(state.entries) { entry in
                if entry.isGroup {
                    TabSection(entry.title ?? "") {
                        ForEach(entry.tabs) { tab in
                            Tab(value: tab.index) {
                                ScreenContentView(screen: tab.screen)
                            } label: {
                                label(of: tab.screen)
                            }
                            .hidden(state.isHidden(tab.screen))
                        }
                    }
                } else if let tab = entry.tabs.first {
                    if state.isSearch(tab.screen) {
                        Tab(value: tab.index, role: .search) {
                            ScreenContentView(screen: tab.screen)
                        }
                    } else {
                        Tab(value: tab.index) {
                            ScreenContentView(screen: tab.screen)
                        } label: {
                            label(of: tab.screen)
                        }
                        .hidden(state.isHidden(tab.screen))
                    }
                }
            }
        }
    }
    #endif

    #if !canImport(UIKit)
    /// The title of a tab's first screen: a hosted view's navigation title, or what the screen says of itself.
    private static func title(of screen: Screen) -> String? {
        (screen as? any SwiftUIRenderedScreen)?.renderedTitle ?? Platform.title(of: screen)
    }
    #endif

    @ViewBuilder private func label(of screen: Screen) -> some View {
        #if canImport(UIKit)
        let title = screen.tabBarItem.title ?? screen.title ?? ""
        if let image = screen.tabBarItem.image {
            Label {
                Text(title)
            } icon: {
                Image(uiImage: image)
            }
        } else {
            Text(title)
        }
        #else
        // No UIKit: the label the TabBarRouter gave the tab's stack (`TabBarRouter.Tab`); with no title, its
        // first screen's, as SwiftUI's `TabView` shows on iOS.
        let stack = screen as? HeadlessNavigationController
        let title = stack?.tabLabel?.title ?? stack?.viewControllers.first.flatMap(Self.title) ?? ""
        if let systemImage = stack?.tabLabel?.systemImage {
            Label(title, systemImage: systemImage)
        } else {
            Text(title)
        }
        #endif
    }
}

/// iOS 26's tab bar: the accessory above it, and how it shrinks as the user scrolls; nothing before.
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
private struct TabBarExtrasModifier: ViewModifier {
    @ObservedObject var state: TabRenderState

    func body(content: Content) -> some View {
        #if os(iOS) && canImport(SwiftUI, _version: 7.0)  // an SDK of iOS 26 or later
        if #available(iOS 26.1, macCatalyst 26.1, *) {
            // One view tree whether an accessory is shown or not, so that showing one rebuilds no tab.
            content
                .tabViewBottomAccessory(isEnabled: state.bottomAccessory != nil) { ScreenContentView(screen: state.bottomAccessory) }
                .tabBarMinimizeBehavior(state.minimizeBehavior.swiftUI)
        } else if #available(iOS 26.0, macCatalyst 26.0, *) {
            if let accessory = state.bottomAccessory {
                content
                    .tabViewBottomAccessory { ScreenContentView(screen: accessory) }
                    .tabBarMinimizeBehavior(state.minimizeBehavior.swiftUI)
            } else {
                content.tabBarMinimizeBehavior(state.minimizeBehavior.swiftUI)
            }
        } else {
            content
        }
        #else
        content
        #endif
    }
}

#if os(iOS) && canImport(SwiftUI, _version: 7.0)
@available(iOS 26.0, macCatalyst 26.0, *)
extension TabBarRouter.MinimizeBehavior {
    /// SwiftUI's behaviour of the same name.
    var swiftUI: TabBarRouter.MinimizeBehavior.SwiftUIBehavior {
        switch self {
        case .automatic: .automatic
        case .never: .never
        case .onScrollDown: .onScrollDown
        case .onScrollUp: .onScrollUp
        }
    }

    typealias SwiftUIBehavior = SwiftUI.TabBarMinimizeBehavior
}
#endif

#endif
