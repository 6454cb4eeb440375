import Testing
import TiltUp

/// The article's snippets, each where it runs: in a coordinator, or in a test.
@MainActor
@Suite struct CoordinatorsAndRoutersTwins {
    final class RetainingCoordinator: Coordinator {
        override func start() {
            let controller = Screens.make()
            // docs-twin: Sources/TiltUp/TiltUp.docc/CoordinatorsAndRouters.md
            router.push(controller, retaining: self)
            router.replaceRoot(with: controller, retaining: self)
            parent?.router.presentModal(router, retaining: self, presentationStyle: .pageSheet)
            // docs-twin-end
        }
    }

    @Test func aCallDuringTheUsersSwipeWaitsForItsEnd() throws {
        let navigationController = HeadlessNavigationController(rootViewController: Screens.make())
        let router = Router(navigationController: navigationController)
        router.push(Screens.make(), animated: false)
        let nextController = Screens.make()
        // docs-twin: Sources/TiltUp/TiltUp.docc/CoordinatorsAndRouters.md
        let swipe = try #require(navigationController.beginBackSwipe())
        router.push(nextController)  // waits: the user's swipe is under way
        swipe.cancel()  // the swipe ran no handler; now nextController is pushed
        // docs-twin-end
        #expect(router.viewControllers.last === nextController)
    }

    @Test func misuseIsReported() {
        let router = Router(rootViewController: Screens.make())
        // docs-twin: Sources/TiltUp/TiltUp.docc/CoordinatorsAndRouters.md
        var diagnostics: [NavigationDiagnostic.Kind] = []
        router.diagnosticHandler = { diagnostics.append($0.kind) }
        router.pop()
        #expect(diagnostics == [.cannotPopRoot])
        // docs-twin-end
    }

    @Test func observingNavigation() {
        let router = Router(rootViewController: Screens.make())
        var refreshed = 0
        func refresh() { refreshed += 1 }
        // docs-twin: Sources/TiltUp/TiltUp.docc/CoordinatorsAndRouters.md
        let observation = router.observe { event in
            if case .modalDismissed = event { refresh() }
        }
        // docs-twin-end
        router.presentModal(Screens.make(), animated: false)
        router.dismissModal(animated: false)
        #expect(refreshed == 1)
        _ = observation
    }
}

/// Plain screens for the snippets.
@MainActor
enum Screens {
    static func make() -> Screen {
        #if canImport(UIKit)
        UIViewController()
        #else
        Plain()
        #endif
    }

    final class Plain {}
}

#if canImport(UIKit)
import UIKit
#endif
