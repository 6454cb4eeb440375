/// The route a stay, a modal or a tab shows, and the coordinator that handles the routes after it.
///
/// A class: a stack entry holds one only when a route marks its screen, and checking for it, or copying the
/// entry, then touches one reference rather than the route and a weak reference.
@MainActor
final class RouteTag {
    let route: AnyHashable
    private(set) weak var coordinator: (any Coordinating)?

    init(route: AnyHashable, coordinator: any Coordinating) {
        self.route = route
        self.coordinator = coordinator
    }
}
