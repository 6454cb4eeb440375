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
        TabView(selection: state.selection) {
            ForEach(state.tabs) { tab in
                ScreenContentView(screen: tab.screen)
                    .tabItem { label(of: tab.screen) }
                    .tag(tab.index)
            }
        }
    }

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

#endif
