import Testing
import TiltUp

/// The article's mini player: any object is a screen here.
final class PlayerController {}

// docs-twin: Sources/TiltUp/TiltUp.docc/IPadMacAndWindows.md
extension SheetDetent {
    static let peek = SheetDetent.custom("peek") { context in context.maximumDetentValue * 0.1 }
}

final class PlayerCoordinator: Coordinator {
    init(parent: any Coordinating) {
        super.init(parent: parent, modal: true)
    }

    override func start() {
        router.push(PlayerController())
        parent?.router.presentSheet(
            router, retaining: self, detents: [.peek, .fraction(0.4), .large],
            prefersGrabberVisible: true, largestUndimmedDetent: .fraction(0.4))
    }
}
// docs-twin-end

@MainActor
@Suite struct SheetHeightsTwins {
    // docs-twin: Sources/TiltUp/TiltUp.docc/IPadMacAndWindows.md
    @Test func theListBehindTheMiniPlayerStillTakesTheUsersTaps() {
        let navigationController = HeadlessNavigationController()
        let router = Router(navigationController: navigationController)
        router.push(FiltersHostScreen())
        router.presentSheet(
            FiltersScreen(), detents: [.fraction(0.15), .large], largestUndimmedDetent: .fraction(0.15))
        router.push(FiltersScreen())  // the app answers a tap behind the sheet

        #expect(router.presentedSheetIsUndimmed)
        #expect(navigationController.simulateBackButton() != nil)
        #expect(router.presentedSheetDetent == .fraction(0.15))  // still up

        navigationController.simulateDetentChange(to: .large)
        #expect(!router.presentedSheetIsUndimmed)
        #expect(navigationController.simulateBackButton() == nil)  // covered
    }
    // docs-twin-end

    @Test func thePlayerRestsAtItsPeekWithItsGrabberAndTheListBehindUsableUntilItGrows() {
        let navigationController = HeadlessNavigationController()
        let appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        let parent = FiltersPopoverCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: parent)
        weak var player: PlayerCoordinator?
        do {
            let coordinator = PlayerCoordinator(parent: parent)
            coordinator.start()
            player = coordinator
        }
        let router = appCoordinator.router
        #expect(router.presentedSheetDetents == [.peek, .fraction(0.4), .large])
        #expect(router.presentedSheetDetent == .peek)
        #expect(navigationController.presentedSheetPrefersGrabberVisible)
        #expect(router.presentedSheetIsUndimmed)
        navigationController.simulateDetentChange(to: .fraction(0.4))
        #expect(router.presentedSheetIsUndimmed)
        navigationController.simulateDetentChange(to: .large)
        #expect(!router.presentedSheetIsUndimmed)
        navigationController.simulateSwipeDown()
        #expect(player == nil, "released with its sheet")
    }
}
