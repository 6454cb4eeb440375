import TiltUp
import TiltUpTestSupport

/// The routes of the shop app used to test tabs, deep links and saved navigation.
enum ShopRoute: Hashable, Codable, Sendable {
    case home, orders, profile
    case order(Int)
    case receipt
    case help
    case settings
    case edit(Int)
    /// A route the stack coordinators accept but show nothing for: a bug in an app.
    case blank
}

/// Records every pop and dismiss handler run, by screen name, for the shop app's coordinators.
@MainActor
final class ShopJournal {
    var runs: [String] = []
    var diagnostics: [NavigationDiagnostic] = []
    /// The notes app: whether a note's info needs a flow first (unlocking), and the flows that wait.
    var infoLocked = false
    /// The detents the settings sheet is presented with.
    var sheetDetents: [SheetDetent] = [.medium, .large]
    var waitingFlows: [RouteFlow] = []
    /// Coordinators made, held weakly, to tell which are still alive.
    private var made: [WeakCoordinator] = []

    struct WeakCoordinator {
        weak var coordinator: (any Coordinating)?
    }

    func note(_ coordinator: any Coordinating) {
        made.append(WeakCoordinator(coordinator: coordinator))
    }

    var liveCoordinatorCount: Int { made.filter { $0.coordinator != nil }.count }

    func popHandler(_ name: String) -> Router.Handler { { [unowned self] in self.runs.append("pop \(name)") } }
    func dismissHandler(_ name: String) -> Router.Handler { { [unowned self] in self.runs.append("dismiss \(name)") } }
}

/// The shop app: a tab bar (home, orders, profile) as the app's first coordinator, all headless.
@MainActor
final class ShopApp {
    let journal = ShopJournal()
    let navigationController: HeadlessNavigationController
    let appCoordinator: AppCoordinator
    let tabs: ShopTabsCoordinator
    let navigator: RouteNavigator<ShopRoute>

    /// - Parameters:
    ///   - frontEnd: the front end the app runs on; on SwiftUI's, its tabs and modals are SwiftUI's too, and
    ///     with `.swiftUIWaitingForOnDismiss` every stack of the app waits for the test to call a modal's
    ///     `onDismiss` (`sheetDidDismiss(_:)`), as under `RouterView`.
    ///   - routedTabs: whether the tabs are given their routes when they are made.
    init(_ frontEnd: TestFrontEnd = .uiKit, routedTabs: Bool = true) {
        navigationController = frontEnd.makeNavigationController()
        appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        appCoordinator.router.diagnosticHandler = { [journal] in journal.diagnostics.append($0) }
        tabs = ShopTabsCoordinator(appCoordinator: appCoordinator, journal: journal, routedTabs: routedTabs)
        navigator = RouteNavigator(root: tabs)
        appCoordinator.start(coordinator: tabs)
    }

    var tabBarRouter: TabBarRouter { tabs.tabBarRouter }
    var tabBarController: HeadlessTabBarController {
        #if canImport(UIKit)
        tabs.tabBarRouter.tabBarController as! HeadlessTabBarController
        #else
        tabs.tabBarRouter.tabBarController
        #endif
    }

    /// Calls the `onDismiss` of every sheet SwiftUI is taking away, as `RouterView` does once each has gone,
    /// until none is: the calls and links that waited go on. Nothing to do on the other front ends.
    func settle() {
        for _ in 0..<1_000 {
            guard let stack = swiftUIStacks.first(where: { $0.modalBeingDismissed != nil }), let sheet = stack.modalBeingDismissed
            else { return }
            stack.sheetDidDismiss(sheet)
        }
    }

    /// The app's SwiftUI stacks: the root's, the tabs', and those of the modals they present in turn.
    var swiftUIStacks: [NavigationStackController] {
        var found: [NavigationStackController] = []
        var routers = [appCoordinator.router]
        if appCoordinator.router.viewControllers.last === tabBarRouter.tabBarController {
            routers += tabBarRouter.tabs.map(\.router)
        }
        for router in routers {
            var current: Router? = router
            while let level = current, let stack = level.navigationController as? NavigationStackController {
                found.append(stack)
                current = level.presentedRouter
            }
        }
        return found
    }

    /// Signs out: the modal over the tab bar goes, then the tab bar, with every tab.
    func end() {
        if appCoordinator.router.presentedRouter != nil {
            appCoordinator.router.dismissModal(animated: false)
        }
        appCoordinator.router.replaceRoot(with: TestScreen("signed out"), animated: false)
    }

    /// The router presenting the innermost modal, over the tab bar or in the selected tab.
    var presenterOfTopModal: Router? {
        let root = appCoordinator.router
        var router: Router? = root.presentedRouter != nil ? root : tabBarRouter.selectedTab?.router
        var presenter: Router?
        while let current = router, current.presentedRouter != nil {
            presenter = current
            router = current.presentedRouter
        }
        return presenter
    }

    /// The router of the screen on top: the innermost modal's, or the selected tab's.
    var topRouter: Router {
        presenterOfTopModal?.presentedRouter ?? tabBarRouter.selectedTab!.router
    }

    /// The router of the tab at `index`.
    func tabRouter(_ index: Int) -> Router { tabBarRouter.tabs[index].router }

    /// The whole navigation, as text: each router's stack, tabs and modals, and the retained coordinators.
    func describe() -> String {
        var lines: [String] = []
        describe(appCoordinator.router, indent: "", into: &lines)
        let retained = appCoordinator.retainedCoordinators.map { String(describing: type(of: $0)) }.sorted()
        lines.append("retained: \(retained.joined(separator: ", "))")
        return lines.joined(separator: "\n")
    }

    private func describe(_ router: Router, indent: String, into lines: inout [String]) {
        let names = router.viewControllers.map { ($0 as? TestScreen)?.name ?? "tab bar" }
        lines.append(indent + "stack: " + names.joined(separator: " > "))
        if router.viewControllers.last === tabBarRouter.tabBarController {
            for (index, tab) in tabBarRouter.tabs.enumerated() {
                lines.append(indent + "tab \(index)\(index == tabBarRouter.selectedIndex ? " (selected)" : "")")
                describe(tab.router, indent: indent + "  ", into: &lines)
            }
        }
        if let presented = router.presentedRouter {
            lines.append(indent + "modal:")
            describe(presented, indent: indent + "  ", into: &lines)
        } else if let screen = router.navigationController.presentedViewController {
            lines.append(indent + "modal screen: \((screen as? TestScreen)?.name ?? "?")")
        }
    }
}

/// The tab bar: home, orders and profile tabs; settings is a modal over the whole tab bar.
@MainActor
final class ShopTabsCoordinator: TabBarCoordinator, RouteHandling {
    let journal: ShopJournal
    let routedTabs: Bool

    init(appCoordinator: any AppCoordinating, journal: ShopJournal, routedTabs: Bool) {
        self.journal = journal
        self.routedTabs = routedTabs
        super.init(appCoordinator: appCoordinator)
        journal.note(self)
    }

    nonisolated static let tabRoutes: [ShopRoute] = [.home, .orders, .profile]

    override func makeTabs() -> [TabBarRouter.Tab] {
        Self.tabRoutes.map(makeTab)
    }

    private func makeTab(_ route: ShopRoute) -> TabBarRouter.Tab {
        let name = route == .home ? "home" : route == .orders ? "orders" : "profile"
        let coordinator = ShopStackCoordinator(parent: self, router: tabBarRouter.makeTabRouter(), root: name, journal: journal)
        return TabBarRouter.Tab(coordinator, route: routedTabs ? route : nil)
    }

    /// Shows the tabs of `routes`, in that order: those there already keep their stacks, the others are new.
    func showTabs(_ routes: [ShopRoute]) {
        let existing = tabBarRouter.tabs
        tabBarRouter.setTabs(routes.map { route in existing.first { $0.route == AnyHashable(route) } ?? makeTab(route) })
    }

    func handle(_ route: ShopRoute) -> RouteDecision {
        switch route {
        case .home, .orders, .profile:
            let tabs = tabBarRouter.tabs
            let position = routedTabs ? tabs.firstIndex { $0.route == AnyHashable(route) } : Self.tabRoutes.firstIndex(of: route)
            guard let index = position, tabs.indices.contains(index) else { return .decline }
            return .handOff {
                self.tabBarRouter.selectTab(at: index)
                return self.tabBarRouter.tabs[index].coordinator
            }
        case .settings:
            return .handOff {
                let settings = ShopModalCoordinator(parent: self, name: "settings", journal: self.journal)
                settings.start()
                return settings
            }
        default:
            return .decline
        }
    }
}

/// A coordinator with a stack of its own screens: a tab's, or one an order shares.
@MainActor
final class ShopStackCoordinator: Coordinator, RouteHandling {
    let journal: ShopJournal
    let rootName: String?

    init(parent: any Coordinating, router: Router, root: String, journal: ShopJournal) {
        self.journal = journal
        rootName = root
        super.init(parent: parent, router: router)
        journal.note(self)
    }

    init(parent: any Coordinating, pushing name: String, journal: ShopJournal) {
        self.journal = journal
        rootName = nil
        super.init(parent: parent, modal: false)
        journal.note(self)
        pushedName = name
    }

    private var pushedName: String?

    override func start() {
        let name = rootName ?? pushedName ?? "?"
        router.push(TestScreen(name), retaining: self, animated: false, popHandler: journal.popHandler(name))
    }

    func handle(_ route: ShopRoute) -> RouteDecision {
        switch route {
        case .order(let id):
            return .handOff {
                let order = ShopStackCoordinator(parent: self, pushing: "order \(id)", journal: self.journal)
                order.start()
                return order
            }
        case .receipt, .help:
            let name = route == .receipt ? "receipt" : "help"
            return .show {
                self.router.push(TestScreen(name), retaining: self, animated: false, popHandler: self.journal.popHandler(name))
            }
        case .blank:
            return .show {}
        case .edit, .settings:
            let name = if case .edit(let id) = route { "edit \(id)" } else { "settings" }
            return .handOff {
                let modal = ShopModalCoordinator(parent: self, name: name, journal: self.journal)
                modal.start()
                return modal
            }
        default:
            return .decline
        }
    }
}

/// A modal coordinator: its own router, presented by its parent's.
@MainActor
final class ShopModalCoordinator: Coordinator, RouteHandling {
    let journal: ShopJournal
    let name: String

    init(parent: any Coordinating, name: String, journal: ShopJournal) {
        self.journal = journal
        self.name = name
        super.init(parent: parent, modal: true)
        journal.note(self)
    }

    override func start() {
        router.push(TestScreen(name), animated: false)
        // Animated, as apps present: a route being opened turns the animation off. A sheet, which the user
        // can swipe down; the settings rest at half height first, and can be dragged to the full height.
        if name == "settings" {
            parent?.router.presentSheet(
                router, retaining: self, detents: journal.sheetDetents, dismissHandler: journal.dismissHandler(name))
        } else {
            parent?.router.presentModal(
                router, retaining: self, presentationStyle: .pageSheet, dismissHandler: journal.dismissHandler(name))
        }
    }

    func handle(_ route: ShopRoute) -> RouteDecision {
        switch route {
        case .help:
            return .show {
                self.router.push(TestScreen("help"), retaining: self, animated: false, popHandler: self.journal.popHandler("help"))
            }
        case .edit(let id):
            return .handOff {
                let modal = ShopModalCoordinator(parent: self, name: "edit \(id)", journal: self.journal)
                modal.start()
                return modal
            }
        default:
            return .decline
        }
    }
}
