import TiltUp

/// The Orders tab: the list of orders, and each order pushed over it.
@MainActor
public final class OrdersCoordinator: Coordinator, RouteHandling {
    public let viewModel: OrdersViewModel
    private let factory: ExampleScreenFactory
    private let service: OrderService

    public init(parent: any Coordinating, router: Router, factory: ExampleScreenFactory, service: OrderService) {
        viewModel = OrdersViewModel(service: service)
        self.factory = factory
        self.service = service
        super.init(parent: parent, router: router)
    }

    public override func start() {
        viewModel.coordinatorObservers.showOrder = { [weak self] number in self?.showRoute(.order(number)) }
        router.push(factory.makeOrdersScreen(viewModel: viewModel), retaining: self, animated: false)
    }

    public func handle(_ route: ExampleRoute) -> RouteDecision {
        guard case .order(let number) = route, number > 0 else { return .decline }
        return .show {
            let order = OrderViewModel(number: number, service: self.service)
            order.coordinatorObservers.photographParcel = { [weak self, weak order] in
                guard let self, let order else { return }
                self.photographParcel(of: order)
            }
            // The order zooms out of its row, and back into it when the user leaves it.
            self.router.push(
                self.factory.makeOrderScreen(viewModel: order), retaining: self, transition: self.factory.orderTransition(number: number))
        }
    }

    /// Presents the camera for up to three photos of the parcel; the ones the user keeps go to the order.
    private func photographParcel(of order: OrderViewModel) {
        let sides = ["The label", "The parcel from the front", "The parcel from the side"]
        let camera = factory.makeCameraViewModel(settings: Camera.Settings(numberOfPhotos: 1...3)) { sides[$0] }
        let factory = self.factory
        CameraCoordinator(parent: self, viewModel: camera, makeScreen: { factory.makeCameraScreen(viewModel: $0) }) { [weak order] photos in
            if let photos {
                order?.addParcelPhotos(photos)
            }
        }.start()
    }
}
