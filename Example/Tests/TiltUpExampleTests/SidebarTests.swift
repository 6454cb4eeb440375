import Foundation
import Testing
import TiltUp
import TiltUpExampleKit
import TiltUpTest

/// The example in a regular window: a sidebar of sections beside the section shown, one stack in compact
/// width, and the same links as the tabs.
@MainActor
@Suite struct SidebarTests {
    let appCoordinator = TestAppCoordinator()

    /// Signs up as Lisa in a window of `width`; returns the split coordinator shown in place of the form.
    private func signedIn(in width: SizeClass = .regular) throws -> MainSplitCoordinator {
        appCoordinator.simulateSizeClassChange(to: width)
        let signUp = ExampleLaunch.startSignUp(on: appCoordinator, factory: StubScreenFactory(), service: FakeOrderService())
        signUp.signedUp(as: "Lisa")
        return try assertCast(appCoordinator.retainedCoordinators.first, as: MainSplitCoordinator.self)
    }

    @Test func signingUpInARegularWindowShowsTheSidebarAndTheSectionsShowBesideIt() throws {
        let split = try signedIn()
        let splitRouter = try assertUnwrap(appCoordinator.splitRouter)
        #expect(split.name == "Lisa")
        #expect(splitRouter.column(.detail) == nil)

        split.sections.picked(.orders)
        weak let orders = splitRouter.column(.detail)?.coordinator as? OrdersCoordinator
        #expect(orders != nil)
        #expect(split.sections.selected == .orders)
        split.sections.picked(.home)

        #expect(orders == nil, "the Orders section was released when Home replaced it")
        #expect(splitRouter.column(.detail)?.coordinator is HomeCoordinator)
        #expect(split.sections.selected == .home)
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    @Test func theLinksAreTheTabsOnesAndTheWidthChangesNothingOfThem() throws {
        _ = try signedIn()
        let navigator = RouteNavigator<ExampleRoute>(appCoordinator: appCoordinator)
        navigator.open([.orders, .order(2)])
        #expect(navigator.currentPath == [.orders, .order(2)])

        appCoordinator.simulateSizeClassChange(to: .compact)
        #expect(navigator.currentPath == [.orders, .order(2)])
        appCoordinator.simulateBackSwipe()
        appCoordinator.simulateBackSwipe()
        #expect(navigator.currentPath.isEmpty, "back past Orders closes it: the sidebar alone")
        #expect(appCoordinator.splitRouter?.column(.detail) == nil)

        navigator.open([.home, .plan])
        #expect(navigator.currentPath == [.home, .plan])
    }

    @Test func thePlanSectionOpensThePickerOverHome() throws {
        let split = try signedIn()
        split.sections.picked(.plan)
        #expect(appCoordinator.retainedCoordinators.contains { $0 is PlanCoordinator })
        #expect(split.sections.selected == .home)
    }

    @Test func signingUpInACompactWindowShowsTheTabs() throws {
        appCoordinator.simulateSizeClassChange(to: .compact)
        let signUp = ExampleLaunch.startSignUp(on: appCoordinator, factory: StubScreenFactory(), service: FakeOrderService())
        signUp.signedUp(as: "Lisa")
        #expect(appCoordinator.retainedCoordinators.first is MainTabsCoordinator)
    }
}
