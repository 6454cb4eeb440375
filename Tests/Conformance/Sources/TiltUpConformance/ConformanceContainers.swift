import TiltUp

/// The coordinator of one tab or column of a conformance scenario: its stack's root is a screen named so,
/// whose pop handler records "pop NAME", retaining the coordinator while it is there.
@MainActor
final class ConformanceStackCoordinator: Coordinator {
    private let rootName: String
    private let popHandler: Router.Handler

    init(parent: any Coordinating, router: Router, root rootName: String, popHandler: @escaping Router.Handler) {
        self.rootName = rootName
        self.popHandler = popHandler
        super.init(parent: parent, router: router)
    }

    override func start() {
        router.push(ConformanceScreen(rootName), retaining: self, animated: false, popHandler: popHandler)
    }
}

/// A tab bar in place of the window's stack: tabs and groups of tabs, each tab's root a screen named as the tab.
@MainActor
final class ConformanceTabs: TabBarCoordinator {
    private let items: [ConformanceTabItem]
    private let popHandler: (String) -> Router.Handler
    /// Records a handler that ran: an accessory's removal.
    private let record: (String) -> Void
    /// The tabs' Routers, in the order of the items, once started.
    private(set) var tabRouters: [Router] = []

    init(
        appCoordinator: any AppCoordinating, items: [ConformanceTabItem], popHandler: @escaping (String) -> Router.Handler,
        record: @escaping (String) -> Void = { _ in }
    ) {
        self.items = items
        self.popHandler = popHandler
        self.record = record
        super.init(appCoordinator: appCoordinator)
    }

    /// A tab bar of plain tabs, one for each name.
    convenience init(appCoordinator: any AppCoordinating, names: [String], popHandler: @escaping (String) -> Router.Handler) {
        self.init(appCoordinator: appCoordinator, items: names.map { .tab($0) }, popHandler: popHandler)
    }

    override func makeItems() -> [TabBarRouter.Item] {
        items.map { item in
            switch item {
            case .tab(let name, let allowsHiding):
                .tab(tab(name, allowsHiding: allowsHiding))
            case .search(let name):
                .tab(tab(name, role: .search))
            case .group(let title, let names, let allowsReordering, let allowsHiding):
                .group(
                    TabBarRouter.TabGroup(
                        title, identifier: title, allowsReordering: allowsReordering,
                        tabs: names.map { tab($0, allowsHiding: allowsHiding) }))
            }
        }
    }

    private func tab(_ name: String, role: TabBarRouter.Tab.Role? = nil, allowsHiding: Bool = false) -> TabBarRouter.Tab {
        let router = tabBarRouter.makeTabRouter()
        tabRouters.append(router)
        let coordinator = ConformanceStackCoordinator(parent: self, router: router, root: name, popHandler: popHandler(name))
        return TabBarRouter.Tab(coordinator, title: name, identifier: name, role: role, allowsHiding: allowsHiding)
    }

    /// The Router of the selected tab.
    var selectedRouter: Router? {
        tabBarRouter.selectedTab?.router
    }

    /// Shows the accessory `name` above the tabs; when it goes, its removal is recorded, and `next`, if any,
    /// shown in its place.
    func showAccessory(_ name: String, thenShowing next: String?) {
        tabBarRouter.showBottomAccessory(ConformanceScreen(name)) { [weak self, record] in
            record("accessory \(name)")
            if let next {
                self?.showAccessory(next, thenShowing: nil)
            }
        }
    }
}

/// A split view in place of the window's stack: a sidebar and a detail, each a stack with a named root.
@MainActor
final class ConformanceSplit: SplitCoordinator {
    private let sidebar: String
    private let detail: String
    private let popHandler: (String) -> Router.Handler
    /// The columns' Routers, sidebar first, once started.
    private(set) var columnRouters: [Router] = []

    init(appCoordinator: any AppCoordinating, sidebar: String, detail: String, popHandler: @escaping (String) -> Router.Handler) {
        self.sidebar = sidebar
        self.detail = detail
        self.popHandler = popHandler
        super.init(appCoordinator: appCoordinator)
    }

    override func makeColumns() -> [SplitRouter.Column] {
        columnRouters = [splitRouter.makeColumnRouter(), splitRouter.makeColumnRouter()]
        return [
            SplitRouter.Column(
                ConformanceStackCoordinator(parent: self, router: columnRouters[0], root: sidebar, popHandler: popHandler(sidebar)),
                in: .sidebar),
            SplitRouter.Column(
                ConformanceStackCoordinator(parent: self, router: columnRouters[1], root: detail, popHandler: popHandler(detail)),
                in: .detail),
        ]
    }
}
