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

/// A tab bar in place of the window's stack, one tab for each name.
@MainActor
final class ConformanceTabs: TabBarCoordinator {
    private let names: [String]
    private let popHandler: (String) -> Router.Handler
    /// The tabs' Routers, in order, once started.
    private(set) var tabRouters: [Router] = []

    init(appCoordinator: any AppCoordinating, names: [String], popHandler: @escaping (String) -> Router.Handler) {
        self.names = names
        self.popHandler = popHandler
        super.init(appCoordinator: appCoordinator)
    }

    override func makeTabs() -> [TabBarRouter.Tab] {
        tabRouters = names.map { _ in tabBarRouter.makeTabRouter() }
        return zip(names, tabRouters).map { name, router in
            TabBarRouter.Tab(
                ConformanceStackCoordinator(parent: self, router: router, root: name, popHandler: popHandler(name)), title: name)
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
