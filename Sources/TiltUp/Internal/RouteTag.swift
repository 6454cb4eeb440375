/// The route a stay, a modal or a tab shows, and the coordinator that handles the routes after it.
@MainActor
struct RouteTag {
    let route: AnyHashable
    weak var coordinator: (any Coordinating)?

    init(route: AnyHashable, coordinator: any Coordinating) {
        self.route = route
        self.coordinator = coordinator
    }
}
