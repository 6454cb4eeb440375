@_spi(TiltUpTest) import TiltUp

/// An app coordinator for tests, with a `HeadlessNavigationController` behind its router (or a
/// `NavigationStackController`, for an app on SwiftUI's navigation).
///
/// Every retain and release of a coordinator is counted, and every navigation diagnostic collected (those
/// of a tab bar it shows, and of its tabs, included).
///
/// At the end of the test (when it is released), it checks that every coordinator it released along the way
/// has been freed: one still alive fails the test, at the line that made the app coordinator, naming what
/// still references it when a coordinator the app retains does. With the `.detectsMemoryLeaks` trait on the
/// test or its suite, the check runs again once the test's own values are gone: a coordinator the test
/// itself held passes, and a retain cycle that also holds the app coordinator (which keeps it from being
/// released) is caught. A test that keeps a released coordinator on purpose says so with ``keepsAlive(_:)``;
/// an XCTest case that keeps its app coordinator past the test calls
/// ``assertReleasedCoordinatorsFreed(fileID:filePath:line:column:)`` in `tearDown`. The testing article's
/// "Memory leaks" section tells each failure's cause.
///
/// ```swift
/// @MainActor
/// @Suite(.detectsMemoryLeaks) struct HomeCoordinatorTests {
///     let appCoordinator = TestAppCoordinator()
///
///     @Test func startShowsHome() {
///         let coordinator = HomeCoordinator(appCoordinator: appCoordinator)
///         coordinator.start()
///         assertRetained(coordinator, withTopViewControllerOfType: HomeController.self)
///         #expect(appCoordinator.navigationController.callCounts.push == 1)
///         #expect(appCoordinator.diagnostics.isEmpty)
///     }
/// }
/// ```
@preconcurrency @MainActor
public final class TestAppCoordinator: AppCoordinating {
    /// The headless navigation controller behind ``router``.
    public let navigationController: HeadlessNavigationController
    /// The router of the root navigation controller.
    public let router: Router
    /// Every diagnostic the router reported, oldest first; they are not written to standard error.
    public private(set) var diagnostics: [NavigationDiagnostic] = []
    /// How many times ``pushCoordinator(_:)`` was called.
    public private(set) var pushCoordinatorCallCount = 0
    /// How many times ``popCoordinator(_:)`` was called.
    public private(set) var popCoordinatorCallCount = 0

    let retention: AppCoordinator
    /// The coordinators released so far, checked at the end of the test; it knows where this app
    /// coordinator was made, where a coordinator still alive at the end is reported.
    let released: ReleasedCoordinators

    /// Creates a test app coordinator whose stack holds `rootViewController`, or nothing.
    ///
    /// With `navigationController` a `NavigationStackController`, the app runs on SwiftUI's navigation:
    /// its modals and tabs are SwiftUI's too, and ``simulateBackSwipe()`` and ``simulateSwipeDown()`` write
    /// as SwiftUI does.
    ///
    /// ```swift
    /// let appCoordinator = TestAppCoordinator(navigationController: NavigationStackController())
    /// ```
    ///
    /// - Parameters:
    ///   - rootViewController: the first screen of the stack, if any.
    ///   - navigationController: the navigation controller behind ``router``: a new headless one by default.
    ///   - fileID: the caller's file, for the report of a coordinator still alive (`#fileID` by default).
    ///   - filePath: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    public init(
        rootViewController: Screen? = nil,
        navigationController: HeadlessNavigationController = HeadlessNavigationController(),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let watcher = ReleasesWatch.watcher.get()
        released = ReleasedCoordinators(
            site: CallSite(fileID: fileID, file: filePath, line: line, column: column), watchedByTrait: watcher != nil)
        self.navigationController = navigationController
        if let rootViewController {
            navigationController.setViewControllers([rootViewController], animated: false)
        }
        router = Router(navigationController: navigationController)
        retention = AppCoordinator(router: router)
        router.diagnosticHandler = { [weak self] in self?.diagnostics.append($0) }
        released.noteAppCoordinator(self)
        watcher?(released)
    }

    /// The coordinators retained now, in the order they were first retained.
    public var retainedCoordinators: [any Coordinating] { retention.retainedCoordinators }

    /// Starts `coordinator`, as `AppCoordinator.start(coordinator:)` does.
    public func start(coordinator: any Coordinating) {
        retention.start(coordinator: coordinator)
    }

    /// Ends the test's window, as `AppCoordinator.close()` does: every screen leaves, each handler once, and
    /// every coordinator is released.
    ///
    /// A coordinator still retained once the screens have left (retained with ``pushCoordinator(_:)`` and no
    /// screen) is released through ``popCoordinator(_:)``, so the end-of-test check covers it too.
    ///
    /// ```swift
    /// appCoordinator.close()  // the user closed the window
    /// ```
    public func close() {
        closeWindow()
    }

    /// Retains `coordinator` once more, and counts the call.
    public func pushCoordinator(_ coordinator: any Coordinating) {
        pushCoordinatorCallCount += 1
        retention.pushCoordinator(coordinator)
        released.noteRetained(coordinator)
    }

    /// Lets go of `coordinator` once, and counts the call.
    public func popCoordinator(_ coordinator: any Coordinating) {
        popCoordinatorCallCount += 1
        retention.popCoordinator(coordinator)
        if !retention.containsCoordinator(coordinator) {
            released.noteReleased(coordinator)
        }
    }

    deinit {
        // The end of the test: every coordinator released along the way must be gone by now. Released with
        // the test's other values, on its task: the failure is that test's.
        guard isOnMainActorThread() else {
            // Swift Testing lets a suite's instance go off the main thread, where the coordinators cannot be
            // read: with the trait, the check waits for it, on the main actor, with what the app still retains.
            if released.isWatchedByTrait {
                released.handOver(retention)
            } else {
                reportStillAliveOffTheMainThread()
            }
            return
        }
        MainActor.assumeIsolated {
            checkAtTheEnd()
        }
    }

    /// Whether `coordinator` is retained.
    ///
    /// - Parameter coordinator: the coordinator to look for.
    /// - Returns: `true` while this app coordinator retains it.
    public func containsCoordinator(_ coordinator: any Coordinating) -> Bool {
        retention.containsCoordinator(coordinator)
    }

    // MARK: Tabbed apps

    /// The router of the tab bar on top of the root stack, if there is one.
    ///
    /// A `TabBarCoordinator` started with this app coordinator shows its tab bar there, headless, with this
    /// app coordinator's diagnostics.
    public var tabBarRouter: TabBarRouter? {
        navigationController.topViewController.flatMap(TabBarRouter.router(driving:))
    }

    /// The headless tab bar controller of ``tabBarRouter``: for the user's taps with `simulateTabSelection(at:)`.
    public var tabBarController: HeadlessTabBarController? {
        tabBarRouter?.tabBarController as? HeadlessTabBarController
    }

    /// The headless navigation controller of the selected tab: for the user's back swipes in that tab.
    public var selectedTabNavigationController: HeadlessNavigationController? {
        tabBarRouter?.selectedTab?.router.navigationController as? HeadlessNavigationController
    }

    /// The router of the split view on top of the root stack, if any.
    ///
    /// A `SplitCoordinator` started with this app coordinator shows its split view there, headless.
    public var splitRouter: SplitRouter? {
        navigationController.topViewController.flatMap(SplitRouter.router(driving:))
    }

    /// The headless split view controller of ``splitRouter``: what it shows in compact width, and its Back.
    public var splitViewController: HeadlessSplitViewController? {
        splitRouter?.splitViewController as? HeadlessSplitViewController
    }

    // MARK: The window's width

    /// The horizontal size class of the test's window: compact, an iPhone's, until the test changes it.
    public var horizontalSizeClass: SizeClass { navigationController.horizontalSizeClass }

    /// Gives the test's window another horizontal size class, as a rotation, a resize or Slide Over does.
    ///
    /// Nothing is popped or dismissed: a split view collapses into one stack or expands into columns, and a
    /// popover becomes a sheet, or a sheet a popover.
    ///
    /// ```swift
    /// appCoordinator.simulateSizeClassChange(to: .regular)  // an iPad in landscape
    /// ```
    ///
    /// - Parameter sizeClass: the window's new horizontal size class.
    public func simulateSizeClassChange(to sizeClass: SizeClass) {
        navigationController.simulateSizeClassChange(to: sizeClass)
    }

    // MARK: What the user sees

    /// The headless navigation controller on screen: that of the innermost modal, else the selected tab's or
    /// split column's, else the root one.
    ///
    /// Modals count when presented with a Router, over the root stack, from a tab or from a column of a split
    /// view: the selected tab's, or another tab's, which the user sees over whichever tab is selected (a sheet
    /// resting at an undimmed detent stays up when the user selects another tab under it). A plain screen's
    /// sheet left up under another tab has no stack of its own: the user sees the selected tab's stack under
    /// it, which is this one, and the swipe-down, Escape and tap outside still reach the sheet. In a split view
    /// it is the column that presents a modal, else the column on top (the detail when one is shown), in
    /// regular and compact width alike.
    ///
    /// ```swift
    /// settings.start()  // presents its own router
    /// assertType(of: appCoordinator.visibleNavigationController?.topViewController, is: SettingsScreen.self)
    /// ```
    public var visibleNavigationController: HeadlessNavigationController? {
        visibleStack().visible
    }

    /// The headless navigation controller on screen, and the one that presents what the user sees on top.
    private func visibleStack() -> (visible: HeadlessNavigationController, presenter: HeadlessNavigationController?) {
        let stack = navigationController.visibleStack()
        return (stack.visible, stack.presenter)
    }

    /// The screen the user sees: the top of ``visibleNavigationController``'s stack, or a modal screen
    /// presented without a navigation controller of its own.
    public var visibleScreen: Screen? {
        let (visible, presenter) = visibleStack()
        // A plain screen's sheet left up under another tab is what the user sees on top of that tab's stack.
        if let sheet = presenter?.presentedViewController, !(sheet is HeadlessNavigationController) {
            return sheet
        }
        return visible.presentedViewController ?? visible.topViewController
    }

    // MARK: The user's gestures

    /// Does what the user does with a back swipe on the screen they see.
    ///
    /// It pops the top of ``visibleNavigationController``'s stack: in a sheet, in the selected tab, in the
    /// root stack, or in the top column of a split view. In a split view collapsed into one stack (compact
    /// width), it is the split's Back, which from the detail's first screen closes the detail.
    ///
    /// ```swift
    /// appCoordinator.simulateBackSwipe()  // the order pushed in the Orders tab goes
    /// ```
    ///
    /// - Returns: the popped screen, or `nil` where `HeadlessNavigationController.simulateBackSwipe()` would
    ///   (only the root on the stack, a transition under way, a native Mac), reporting why.
    @discardableResult
    public func simulateBackSwipe() -> Screen? {
        navigationController.simulateVisibleBackSwipe()
    }

    /// Begins the user's back swipe on the screen they see, to be finished or cancelled.
    ///
    /// In a split view collapsed into one stack (compact width), it is the split's Back: from the detail's
    /// first screen, finishing it closes the detail.
    ///
    /// - Returns: the gesture under way, or `nil` where ``simulateBackSwipe()`` would pop nothing.
    public func beginBackSwipe() -> HeadlessNavigationController.InteractiveGesture? {
        navigationController.beginVisibleBack()
    }

    /// Does what the user does when swiping down the sheet they see.
    ///
    /// It dismisses the innermost modal, whether it was presented over the root stack, over the tab bar or
    /// from a tab.
    ///
    /// ```swift
    /// appCoordinator.simulateSwipeDown()  // the sheet over the Orders tab goes; its dismiss handler runs
    /// ```
    ///
    /// - Returns: the dismissed modal, or `nil` where `HeadlessNavigationController.simulateSwipeDown()` would
    ///   (nothing presented, a modal that is no sheet), reporting why.
    @discardableResult
    public func simulateSwipeDown() -> Screen? {
        (visibleStack().presenter ?? navigationController).simulateSwipeDown()
    }

    /// Begins the user's swipe-down of the sheet they see, to be finished or cancelled.
    ///
    /// - Returns: the gesture under way, or `nil` where ``simulateSwipeDown()`` would dismiss nothing.
    public func beginSwipeDown() -> HeadlessNavigationController.InteractiveGesture? {
        (visibleStack().presenter ?? navigationController).beginSwipeDown()
    }

    /// Does what the user does when tapping outside the popover they see: it closes, its dismiss handler runs once.
    ///
    /// It reaches the innermost modal, presented over the root stack, from a tab or from a split view's
    /// column. Only a popover in regular width closes so: in compact width a `.popover` is a sheet, which
    /// ``simulateSwipeDown()`` closes. (No gesture of UIKit's is under way while it closes: it has no begin form.)
    ///
    /// ```swift
    /// appCoordinator.simulateSizeClassChange(to: .regular)
    /// sidebar.router.presentModal(FiltersScreen(), presentationStyle: .popover)
    /// appCoordinator.simulateTapOutside()  // the filters close
    /// ```
    ///
    /// - Returns: the closed popover, or `nil` where `HeadlessNavigationController.simulateTapOutside()` would
    ///   (nothing presented, a sheet, `isModalInPresentation`, a transition under way), reporting why.
    @discardableResult
    public func simulateTapOutside() -> Screen? {
        (visibleStack().presenter ?? navigationController).simulateTapOutside()
    }

    /// Calls of `pushViewController(_:animated:)` on the root navigation controller.
    public var pushCallCount: Int { navigationController.callCounts.push }
    /// Calls of the pop methods on the root navigation controller.
    public var popCallCount: Int {
        let counts = navigationController.callCounts
        return counts.pop + counts.popToRoot + counts.popToViewController
    }
    /// Calls of `present(_:animated:completion:)` on the root navigation controller.
    public var presentCallCount: Int { navigationController.callCounts.present }
    /// Calls of `dismiss(animated:completion:)` on the root navigation controller.
    public var dismissCallCount: Int { navigationController.callCounts.dismiss }
}
