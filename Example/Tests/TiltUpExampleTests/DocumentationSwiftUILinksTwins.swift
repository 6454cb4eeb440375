import TiltUp

// The SwiftUI navigation article's links (Sources/TiltUp/TiltUp.docc/SwiftUINavigation.md), type-checked for
// iOS and macOS; the coordinator and the test are the root package's (Tests/DocumentationTests/SwiftUILinksTwins.swift).

#if canImport(SwiftUI)
import SwiftUI

/// The routes of the article's catalog.
enum CatalogRoute: Hashable {
    case product(id: Int)
}

/// The article's catalog coordinator, as the window starts it.
final class CatalogCoordinator: Coordinator, RouteHandling {
    override func start() {
        if #available(iOS 16.0, macOS 13.0, *) {
            router.push(view: CatalogView(), retaining: self)
        }
    }

    func handle(_ route: CatalogRoute) -> RouteDecision {
        switch route {
        case .product(let id):
            return .show { self.router.push(view: Text("Product \(id)"), retaining: self) }
        }
    }
}

// docs-twin: Sources/TiltUp/TiltUp.docc/SwiftUINavigation.md
@available(iOS 16.0, macOS 13.0, *)  // NavigationLink(value:)
struct CatalogView: View {
    var body: some View {
        List(1...3, id: \.self) { id in
            NavigationLink("Product \(id)", value: CatalogRoute.product(id: id))
        }
    }
}

@available(iOS 16.0, macOS 13.0, *)
@MainActor
struct CatalogWindowView: View {
    @State private var appCoordinator = AppCoordinator(
        router: Router(navigationController: NavigationStackController()))

    var body: some View {
        RouterView(appCoordinator.router)
            .routeLinks(CatalogRoute.self)
            .onAppear { appCoordinator.start(coordinator: CatalogCoordinator(appCoordinator: appCoordinator)) }
    }
}
// docs-twin-end
#endif
