import TiltUp

// Every form of the Router's showing verbs that code was written with before they had one entry point
// each: with and without `retaining:`, for a screen, a router and a hosted view. Each compiles as it is,
// with no warning (TiltUp 5's `router.push(controller, retaining: self)` among them).

final class Screen5 {}

struct CardView: HostableView {}

@MainActor
final class FormsCoordinator: Coordinator {
    override func start() {
        let screen = Screen5() as Screen
        router.push(screen)
        router.push(screen, animated: false, popHandler: {})
        router.push(screen, retaining: self)
        router.push(screen, retaining: self, animated: false, popHandler: {})
        router.replaceRoot(with: screen, animated: false)
        router.replaceRoot(with: screen, retaining: self, animated: false, popHandler: {})
        router.presentModal(screen, animated: false, presentationStyle: .pageSheet, dismissHandler: {})
        router.presentModal(screen, retaining: self, presentationStyle: .formSheet)
        let modal = Router()
        router.presentModal(modal, animated: false)
        router.presentModal(modal, retaining: self, animated: false, presentationStyle: .pageSheet, dismissHandler: {})
        router.push(view: CardView(), title: "Card", largeTitleDisplayMode: .never, animated: false)
        router.push(view: CardView(), title: "Card", retaining: self)
        router.replaceRoot(with: CardView(), title: "Card", animated: false)
        router.replaceRoot(with: CardView(), retaining: self, animated: false)
        router.presentModal(view: CardView(), title: "Card", inNavigationController: false, presentationStyle: .pageSheet)
        router.presentModal(view: CardView(), title: "Card", retaining: self, animated: false, dismissHandler: {})
        router.dismissModal()
        router.dismissModal(animated: false) {}
    }
}
