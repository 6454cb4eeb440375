import Testing
import TiltUp

/// The screens of the article's filters: any object is a screen here.
final class FiltersHostScreen {}

/// The filters' own screen.
final class FiltersScreen {}

/// The filters' bar button item: any object stands for one here.
final class FiltersButton {}

/// The filters' view model: it hears when they close.
@MainActor
final class FiltersViewModel {
    private(set) var closedCount = 0
    func filtersClosed() { closedCount += 1 }
}

/// The filters' controller, as the article's coordinator pushes it.
final class FiltersController {
    let viewModel: FiltersViewModel

    init(viewModel: FiltersViewModel) {
        self.viewModel = viewModel
    }
}

/// The article's popover, presented by a coordinator that keeps the filters' view model.
final class FiltersPopoverCoordinator: Coordinator {
    let viewModel = FiltersViewModel()
    let filtersController = FiltersScreen()

    override func start() {
        router.push(FiltersHostScreen(), retaining: self)
    }

    func showFilters() {
        // docs-twin: Sources/TiltUp/TiltUp.docc/IPadMacAndWindows.md
        router.presentModal(filtersController, presentationStyle: .popover) { [weak self] in
            self?.viewModel.filtersClosed()
        }
        // docs-twin-end
    }
}

/// The article's sheet of detents: a modal coordinator with its own router.
final class FiltersSheetCoordinator: Coordinator {
    let viewModel = FiltersViewModel()

    init(parent: any Coordinating) {
        super.init(parent: parent, modal: true)
    }

    // docs-twin: Sources/TiltUp/TiltUp.docc/IPadMacAndWindows.md
    override func start() {
        router.push(FiltersController(viewModel: viewModel))
        parent?.router.presentSheet(router, retaining: self, detents: [.medium, .large])
    }
    // docs-twin-end
}

@MainActor
@Suite struct IPadMacAndWindowsTwins {
    // docs-twin: Sources/TiltUp/TiltUp.docc/IPadMacAndWindows.md
    @Test func theFiltersCloseOnATapOutsideOnIPad() {
        let navigationController = HeadlessNavigationController()
        let router = Router(navigationController: navigationController)
        router.push(FiltersHostScreen())
        navigationController.simulateSizeClassChange(to: .regular)
        var closed = 0
        router.presentModal(FiltersScreen(), presentationStyle: .popover) { closed += 1 }

        navigationController.simulateSizeClassChange(to: .compact)  // Slide Over: now a sheet
        navigationController.simulateSizeClassChange(to: .regular)
        #expect(closed == 0)
        navigationController.simulateTapOutside()

        #expect(closed == 1)
        #expect(navigationController.presentedViewController == nil)
    }
    // docs-twin-end

    // docs-twin: Sources/TiltUp/TiltUp.docc/IPadMacAndWindows.md
    @Test func theFiltersPointAtTheirButtonAndStillDoAfterSlideOver() {
        let navigationController = HeadlessNavigationController()
        let router = Router(navigationController: navigationController)
        router.push(FiltersHostScreen())
        navigationController.simulateSizeClassChange(to: .regular)
        let filtersButton = FiltersButton()
        router.presentPopover(FiltersScreen(), anchor: .barButtonItem(filtersButton))
        #expect(navigationController.presentedPopoverAnchor == .barButtonItem(filtersButton))

        navigationController.simulateSizeClassChange(to: .compact)  // Slide Over: a sheet, the anchor waits
        navigationController.simulateSizeClassChange(to: .regular)

        #expect(navigationController.presentedPopoverAnchor == .barButtonItem(filtersButton))
    }
    // docs-twin-end

    // docs-twin: Sources/TiltUp/TiltUp.docc/IPadMacAndWindows.md
    @Test func theFiltersSheetGrowsAndIsSwipedAway() {
        let navigationController = HeadlessNavigationController()
        let router = Router(navigationController: navigationController)
        router.push(FiltersHostScreen())
        var closed = 0
        router.presentSheet(FiltersScreen(), detents: [.medium, .large]) { closed += 1 }
        #expect(router.presentedSheetDetent == .medium)

        navigationController.simulateDetentChange(to: .large)
        #expect(router.presentedSheetDetent == .large)
        #expect(closed == 0)

        navigationController.simulateSwipeDown()  // below the smallest detent
        #expect(closed == 1)
    }
    // docs-twin-end

    @Test func theCoordinatorsPopoverTellsItsModelOnceWhicheverWayItCloses() {
        for regular in [true, false] {
            let navigationController = HeadlessNavigationController()
            let appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
            let coordinator = FiltersPopoverCoordinator(appCoordinator: appCoordinator)
            appCoordinator.start(coordinator: coordinator)
            navigationController.simulateSizeClassChange(to: regular ? .regular : .compact)
            coordinator.showFilters()

            _ = regular ? navigationController.simulateTapOutside() : navigationController.simulateSwipeDown()

            #expect(coordinator.viewModel.closedCount == 1)
        }
    }

    @Test func theSheetCoordinatorIsReleasedWhenItsSheetIsSwipedAwayFromAnyDetent() {
        let navigationController = HeadlessNavigationController()
        let appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        let parent = FiltersPopoverCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: parent)
        weak var sheet: FiltersSheetCoordinator?
        do {
            let made = FiltersSheetCoordinator(parent: parent)
            sheet = made
            made.start()
        }
        #expect(appCoordinator.router.presentedSheetDetent == .medium)
        navigationController.simulateDetentChange(to: .large)
        #expect(sheet != nil, "a detent change releases nothing")

        navigationController.simulateSwipeDown()

        #expect(sheet == nil)
        #expect(appCoordinator.retainedCoordinators.count == 1)
    }
}
