import TiltUp

/// The signed-in app in a regular window (an iPad): a sidebar of sections (Home, Orders, Plan) beside the
/// section shown. In compact width (Slide Over, a narrow window) the sidebar and the section collapse into
/// one stack. Links are the same as with the tabs: `[.orders, .order(2)]` shows Orders in the detail, then
/// the order.
@MainActor
public final class MainSplitCoordinator: SplitCoordinator, RouteHandling {
    public let name: String
    public let sections = SectionsViewModel()
    private let factory: ExampleScreenFactory
    private let service: OrderService
    private var observation: Disposable?

    public init(appCoordinator: any AppCoordinating, name: String, factory: ExampleScreenFactory, service: OrderService) {
        self.name = name
        self.factory = factory
        self.service = service
        super.init(appCoordinator: appCoordinator)
    }

    public override func makeColumns() -> [SplitRouter.Column] {
        sections.coordinatorObservers.picked = { [weak self] section in self?.picked(section) }
        observation = splitRouter.observe { [weak self] _ in self?.followDetail() }
        let sidebar = SectionsCoordinator(parent: self, router: splitRouter.makeColumnRouter(), viewModel: sections, factory: factory)
        return [SplitRouter.Column(sidebar, in: .sidebar)]
    }

    /// The user picked a section in the sidebar: Home or Orders in the detail, or the plan picker over Home.
    func picked(_ section: ExampleSection) {
        switch section {
        case .home: _ = showRoute(.home)
        case .orders: _ = showRoute(.orders)
        case .plan:
            _ = showRoute(.home)
            (splitRouter.column(.detail)?.coordinator as? HomeCoordinator)?.showRoute(.plan)
        }
    }

    /// Home and Orders are shown in the detail, in place of the section there.
    public func handle(_ route: ExampleRoute) -> RouteDecision {
        let coordinator: Coordinator
        switch route {
        case .home:
            coordinator = HomeCoordinator(
                parent: self, router: splitRouter.makeColumnRouter(), name: name, factory: factory, service: service)
        case .orders:
            coordinator = OrdersCoordinator(parent: self, router: splitRouter.makeColumnRouter(), factory: factory, service: service)
        default:
            return .decline
        }
        return .handOff { [splitRouter] in
            splitRouter.show(coordinator, in: .detail, route: route)
            return coordinator
        }
    }

    /// The sidebar marks the section the detail shows.
    private func followDetail() {
        let detail = splitRouter.column(.detail)?.coordinator
        sections.detailShows(detail is HomeCoordinator ? .home : detail is OrdersCoordinator ? .orders : nil)
    }
}

/// The sidebar's coordinator: it shows the sections, which the split coordinator answers.
@MainActor
final class SectionsCoordinator: Coordinator {
    private let viewModel: SectionsViewModel
    private let factory: ExampleScreenFactory

    init(parent: any Coordinating, router: Router, viewModel: SectionsViewModel, factory: ExampleScreenFactory) {
        self.viewModel = viewModel
        self.factory = factory
        super.init(parent: parent, router: router)
    }

    override func start() {
        router.push(factory.makeSectionsScreen(viewModel: viewModel), retaining: self, animated: false)
    }
}
