#if canImport(SwiftUI)
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// What a ``HeadlessSplitViewController`` of SwiftUI's navigation shows, and the path SwiftUI writes when the
/// columns are collapsed into one stack.
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
@MainActor
final class SplitRenderState: ObservableObject {
    let split: HeadlessSplitViewController
    /// The collapsed path with a link's value on top, until the value is followed.
    private let links = LinkablePath()
    /// The column stacks this state follows, so that each is followed once.
    private var followed: Set<ObjectIdentifier> = []

    init(_ split: HeadlessSplitViewController) {
        self.split = split
        split.addRenderer(self) { [weak self] in self?.splitDidChange() }
        followColumns()
    }

    private func splitDidChange() {
        followColumns()
        objectWillChange.send()
    }

    /// Follows each column's stack too: the collapsed stack is made of them.
    private func followColumns() {
        for stack in split.columnStacks where followed.insert(ObjectIdentifier(stack)).inserted {
            stack.addRenderer(self) { [weak self] in self?.objectWillChange.send() }
        }
    }

    var isCollapsed: Bool { split.isCollapsed }

    /// The root of the collapsed stack: the sidebar's first screen.
    var collapsedRoot: Screen? { split.collapsedViewControllers.first }

    /// The collapsed stack above its root, as SwiftUI's path; a write is the user's Back, one screen or several.
    var collapsedPath: Binding<NavigationPath> {
        links.binding(
            keys: { [split] in split.collapsedViewControllers.dropFirst().map(ScreenKey.init) },
            write: { [split] keys in
                // A key whose screen has gone was written late: the split has already taken it away.
                let screens = split.collapsedViewControllers
                split.writeCollapsedPath(keys.compactMap { key in screens.first { $0 === key.screen } })
            })
    }

    /// A link's value appeared on top of the collapsed columns: it goes to the coordinators of the column on top.
    func followLink(_ value: AnyHashable) {
        links.follow(value, with: split.core.visibleColumnStack as? NavigationStackController)
        objectWillChange.send()
    }

    /// The column visibility of the `NavigationSplitView`: the sidebar hidden or not; a write is the user's
    /// sidebar button.
    @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
    var columnVisibility: Binding<NavigationSplitViewVisibility> {
        Binding(
            get: { [split] in
                guard split.isSidebarHidden else { return .all }
                return split.hasContentColumn ? .doubleColumn : .detailOnly
            },
            set: { [split] visibility in
                split.writeSidebarHidden(visibility == .detailOnly || visibility == .doubleColumn && split.hasContentColumn)
            })
    }

    func screen(for key: ScreenKey) -> Screen? {
        guard let screen = key.screen, split.collapsedViewControllers.contains(where: { $0 === screen }) else { return nil }
        return screen
    }

    /// The transition the column's Router pushed the screen of `key` with.
    func transition(of key: ScreenKey) -> ScreenTransition {
        guard let screen = screen(for: key) else { return .standard }
        return split.columnStacks.lazy.map { $0.core.transition(of: screen) }.first { $0.style != .standard } ?? .standard
    }
}

/// A split view of SwiftUI's navigation: a `NavigationSplitView` in regular width, each column a
/// `NavigationStack` of its own; in compact width one `NavigationStack` of the columns' screens, sidebar first,
/// as the model collapses them (not `NavigationSplitView`'s own collapse, whose top column and Back writes
/// differ between iOS versions). The size class is the model's, which `RouterView` keeps equal to the
/// environment's.
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
@MainActor
struct SplitLevelView: View {
    @StateObject private var state: SplitRenderState
    @Environment(\.routeLinkTypes) private var routeLinkTypes
    @State private var hasAppeared = false

    init(splitViewController: HeadlessSplitViewController) {
        _state = StateObject(wrappedValue: SplitRenderState(splitViewController))
    }

    var body: some View {
        if state.isCollapsed {
            NavigationStack(path: state.collapsedPath) {
                ScreenContentView(screen: state.collapsedRoot)
                    .navigationDestination(for: ScreenKey.self) { key in
                        ScreenContentView(screen: state.screen(for: key))
                            .zoomTransition(state.transition(of: key))
                    }
                    .routeLinkDestinations(routeLinkTypes) { [state] value in state.followLink(value) }
            }
            .background {
                // Each column's modals, presented as when the columns stand side by side.
                ForEach(state.split.columnStacks.map(ColumnStack.init)) { column in
                    ColumnModalsView(stack: column.stack)
                }
            }
        } else if state.split.hasContentColumn {
            NavigationSplitView(columnVisibility: state.columnVisibility) {
                column(.sidebar)
            } content: {
                column(.content)
            } detail: {
                column(.detail)
            }
        } else {
            NavigationSplitView(columnVisibility: state.columnVisibility) {
                column(.sidebar)
            } detail: {
                column(.detail)
            }
        }
    }

    @ViewBuilder private func column(_ column: SplitColumn) -> some View {
        if let stack = state.split.columnStack(column) {
            StackLevelView(stack: stack)
        } else {
            Color.clear
        }
    }
}

/// A column's stack, known by identity (on a Mac a stack is no `NSObject`, and so not `Hashable`).
private struct ColumnStack: Identifiable {
    let stack: NavigationStackController
    var id: ObjectIdentifier { ObjectIdentifier(stack) }
}

/// The modals a column's stack presents, while the split view shows its screens in one collapsed stack.
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
@MainActor
private struct ColumnModalsView: View {
    @StateObject private var state: StackRenderState
    @State private var hasAppeared = false

    init(stack: NavigationStackController) {
        _state = StateObject(wrappedValue: StackRenderState(stack))
    }

    var body: some View {
        Color.clear
            .modifier(StackModalsModifier(state: state, shows: hasAppeared))
            .onAppear { hasAppeared = true }
    }
}

#endif
