import TiltUp

/// What the shop app should show and run, restated simply: each tab's path (its screens and modals, as
/// routes), the selected tab, and the chain of modals over the whole tab bar.
struct TabsReferenceModel {
    /// Whether the app runs on SwiftUI's navigation, whose `TabView` pops nothing on a second tap.
    var swiftUI = false
    /// The tabs, in order: each tab's route and the steps shown in it.
    var tabs: [(route: ShopRoute, steps: [ShopRoute])] = ShopTabsCoordinator.tabRoutes.map { ($0, []) }
    var selected = 0
    /// The steps over the whole tab bar, starting with its modal; `nil` when none is up.
    var overlay: [ShopRoute]?
    /// The handlers expected to run, in order, and the diagnostics expected, since the last check.
    var expectedRuns: [String] = []
    var expectedDiagnostics: [NavigationDiagnostic.Kind] = []

    static func isModal(_ route: ShopRoute) -> Bool {
        if case .edit = route { return true }
        return route == .settings
    }

    static func name(_ route: ShopRoute) -> String {
        switch route {
        case .home: "home"
        case .orders: "orders"
        case .profile: "profile"
        case .order(let id): "order \(id)"
        case .receipt: "receipt"
        case .help: "help"
        case .settings: "settings"
        case .edit(let id): "edit \(id)"
        case .blank: "blank"
        }
    }

    /// What the user sees, as the navigator's path.
    var foreground: [ShopRoute] {
        overlay ?? (tabs.isEmpty ? [] : [tabs[selected].route] + tabs[selected].steps)
    }

    /// The coordinators alive: the tab bar's, each tab's, one per order, one per modal.
    var coordinatorCount: Int {
        let steps = tabs.flatMap(\.steps) + (overlay ?? [])
        return 1 + tabs.count + steps.filter { Self.isModal($0) || { if case .order = $0 { true } else { false } }($0) }.count
    }

    /// Whether a tab that is not shown presents a modal: one selected in code while it was up, or the
    /// selected one under a modal over the whole tab bar. Such modals are not saved.
    var hasBackgroundModals: Bool {
        tabs.indices.contains { ($0 != selected || overlay != nil) && tabs[$0].steps.contains(where: Self.isModal) }
    }

    /// The snapshot the navigator should capture: the other tabs' stacks without their modals.
    var snapshot: NavigationSnapshot<ShopRoute> {
        var background: [[ShopRoute]] = []
        for (index, tab) in tabs.enumerated() where index != selected {
            let stack = tab.steps.prefix { !Self.isModal($0) }
            if !stack.isEmpty {
                background.append([tab.route] + stack)
            }
        }
        if overlay != nil, !tabs.isEmpty {
            background.append([tabs[selected].route] + tabs[selected].steps.prefix { !Self.isModal($0) })
        }
        // The settings are a sheet that rests at its first detent: no run drags it.
        let sheets = foreground.indices.filter { foreground[$0] == .settings }
        return NavigationSnapshot(
            background: background, foreground: foreground,
            sheetDetents: Dictionary(uniqueKeysWithValues: sheets.map { ($0, SheetDetent.medium) }))
    }

    // MARK: Operations

    /// Which kind of coordinator handles the step after `steps`: the root, a stack's or a modal's.
    private enum Handler { case root, stack, modal }

    private func handler(after steps: ArraySlice<ShopRoute>) -> Handler {
        guard let last = steps.last else { return .root }
        if Self.isModal(last) { return .modal }
        if steps.count == 1 { return .stack }  // a tab
        return handler(after: steps.dropLast()) == .modal ? .modal : .stack
    }

    private func accepts(_ handler: Handler, _ route: ShopRoute) -> Bool {
        switch (handler, route) {
        case (.root, .settings): true
        case (.root, .home), (.root, .orders), (.root, .profile): tabs.contains { $0.route == route }
        case (.stack, .order), (.stack, .receipt), (.stack, .help), (.stack, .settings), (.stack, .edit): true
        case (.modal, .help), (.modal, .edit): true
        default: false
        }
    }

    mutating func open(_ path: [ShopRoute]) {
        for index in path.indices {
            let current = foreground
            if index < current.count, current[index] == path[index] { continue }
            guard accepts(handler(after: path[..<index]), path[index]) else {
                expectedDiagnostics.append(.routeNotHandled)
                return
            }
            unwind(keeping: index)
            let route = path[index]
            if index == 0 {
                if route == .settings {
                    overlay = [.settings]
                } else {
                    selected = tabs.firstIndex { $0.route == route }!
                }
            } else if overlay != nil {
                overlay!.append(route)
            } else {
                tabs[selected].steps.append(route)
            }
        }
        if foreground.count > path.count {
            unwind(keeping: path.count)
        } else {
            dismissBackgroundModals()
        }
    }

    /// A path through the tab bar dismisses the modals that tabs not selected present (left up when code
    /// selected another tab): on iOS they cover the whole tab bar. Tab by tab, each innermost first.
    private mutating func dismissBackgroundModals() {
        guard overlay == nil else { return }
        for index in tabs.indices where index != selected {
            guard let modal = tabs[index].steps.firstIndex(where: Self.isModal) else { continue }
            expectedRuns += tabs[index].steps.dropFirst(modal).reversed().map(Self.runName)
            tabs[index].steps = Array(tabs[index].steps.prefix(modal))
        }
    }

    /// Takes away what follows the first `count` steps of the foreground; with none kept, the modals of
    /// the selected tab go too (they would cover the tab bar), but its stack stays.
    private mutating func unwind(keeping count: Int) {
        dismissBackgroundModals()
        if let overlay {
            if count == 0 {
                self.overlay = nil
                expectedRuns += overlay.reversed().map(Self.runName)
            } else {
                self.overlay = Array(overlay.prefix(count))
                expectedRuns += overlay.dropFirst(count).reversed().map(Self.runName)
            }
        } else if !tabs.isEmpty {
            let steps = tabs[selected].steps
            let kept = count == 0 ? (steps.firstIndex(where: Self.isModal) ?? steps.count) : count - 1
            tabs[selected].steps = Array(steps.prefix(kept))
            expectedRuns += steps.dropFirst(kept).reversed().map(Self.runName)
        }
    }

    static func runName(_ route: ShopRoute) -> String {
        (isModal(route) ? "dismiss " : "pop ") + name(route)
    }

    /// The user's tap on a tab: refused while a modal covers the tab bar, over it or from any tab.
    mutating func tap(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        if overlay != nil || tabs.contains(where: { $0.steps.contains(where: Self.isModal) }) {
            expectedDiagnostics.append(.gestureUnavailable)
        } else if index == selected {
            guard !swiftUI else { return }
            expectedRuns += tabs[selected].steps.reversed().map(Self.runName)
            tabs[selected].steps = []
        } else {
            selected = index
        }
    }

    /// A tab selected in code: allowed whatever covers the tab bar; a modal stays with its tab.
    mutating func select(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        selected = index
    }

    /// The steps of what is on top: the overlay or the selected tab's.
    private var topSteps: [ShopRoute] { overlay ?? (tabs.isEmpty ? [] : tabs[selected].steps) }

    /// Whether the user can swipe back: the top screen is a pushed one, and no modal another tab presented
    /// covers the tab bar (a window shows one modal, over all its tabs, whichever is selected).
    var canSwipeBack: Bool {
        guard let last = topSteps.last, !Self.isModal(last) else { return false }
        return overlay != nil || !tabs.indices.contains { $0 != selected && tabs[$0].steps.contains(where: Self.isModal) }
    }

    mutating func swipeBack() {
        let last = topSteps.last!
        expectedRuns.append(Self.runName(last))
        if overlay != nil { overlay!.removeLast() } else { tabs[selected].steps.removeLast() }
    }

    /// Whether a modal is up to swipe down.
    var canSwipeDown: Bool { topSteps.contains(where: Self.isModal) }

    mutating func swipeDown() {
        let steps = topSteps
        let modal = steps.lastIndex(where: Self.isModal)!
        expectedRuns += steps.dropFirst(modal).reversed().map(Self.runName)
        if modal == 0, overlay != nil {
            overlay = nil
        } else if overlay != nil {
            overlay = Array(steps.prefix(modal))
        } else {
            tabs[selected].steps = Array(steps.prefix(modal))
        }
    }

    /// Shows the tabs of `routes`: the others end, the new ones start with their root alone.
    mutating func showTabs(_ routes: [ShopRoute]) {
        let previous = tabs
        let selectedRoute = tabs.isEmpty ? nil : tabs[selected].route
        for tab in previous where !routes.contains(tab.route) {
            expectedRuns += tab.steps.reversed().map(Self.runName) + ["pop \(Self.name(tab.route))"]
        }
        tabs = routes.map { route in previous.first { $0.route == route } ?? (route, []) }
        // UIKit's rule: the selected tab stays selected; else the same index; else the first.
        if let index = tabs.firstIndex(where: { $0.route == selectedRoute }) {
            selected = index
        } else if !tabs.indices.contains(selected) {
            selected = 0
        }
    }
}
