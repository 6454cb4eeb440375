#if !canImport(UIKit)
import Foundation
import Testing
import TiltUp
import TiltUpExampleKit
import TiltUpTest

/// The example's coordinators, view models and links on SwiftUI's navigation (`NavigationStackController`),
/// as its SwiftUI-navigation app runs them on iOS: the same session reads the same on both front ends, but
/// for what SwiftUI's `TabView` does differently (a second tap on a tab pops nothing).
@MainActor
@Suite struct SwiftUINavigationTests {
    /// Runs `script` on a new terminal app, on UIKit's or SwiftUI's navigation; returns the transcript.
    private func transcript(_ script: [String], swiftUINavigation: Bool, stateFile: URL? = nil) -> [String] {
        let app = TerminalApp(service: FakeOrderService(), stateFile: stateFile, swiftUINavigation: swiftUINavigation)
        var lines = app.start()
        for command in script {
            lines.append("> \(command)")
            lines += app.handle(command).output
        }
        return lines
    }

    @Test func aWholeSessionReadsTheSameOnSwiftUIsNavigation() {
        // Sign-up alerts (ScreenState), the orders list (ListFeed), a plan sheet swiped down, a link opened
        // from inside, the back button, tabs, `where` (navigationDescription) and a shared link.
        let script = [
            "name Lisa", "email lisa@rules", "password secret", "submit", "ok",
            "email lisa@rules.com", "submit", "continue",
            "plan", "select 3", "confirm", "plan", "swipe down",
            "tab orders", "order 2", "where", "share", "back",
            "open tiltup://home/plan", "where", "swipe down", "tab orders", "order 1", "back",
        ]
        let uiKit = transcript(script, swiftUINavigation: false)
        let swiftUI = transcript(script, swiftUINavigation: true)
        // `where` names the navigation controllers' types.
        #expect(swiftUI.contains { $0.contains("NavigationStackController · modal .pageSheet · route .plan") })
        let normalized = swiftUI.map { $0.replacingOccurrences(of: "NavigationStackController", with: "HeadlessNavigationController") }
        let differences = zip(uiKit, normalized).enumerated().filter { $0.element.0 != $0.element.1 }
        #expect(swiftUI.count == uiKit.count)
        #expect(differences.isEmpty, "first difference: \(differences.first.map { "line \($0.offset): \($0.element)" } ?? "none")")
        #expect(swiftUI.contains { $0.contains("Path: Home  |  Modal: Choose a plan") })
        #expect(!swiftUI.joined().contains("note: TiltUp"), "no misuse reached the library")
    }

    @Test func savedNavigationRestoresOnSwiftUIsNavigation() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("tiltup-swiftui-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: state) }
        _ = transcript(
            ["name Lisa", "email lisa@rules.com", "password secret", "submit", "continue", "open tiltup://orders/2", "save"],
            swiftUINavigation: true, stateFile: state)
        let restored = transcript(["restore", "back", "where"], swiftUINavigation: true, stateFile: state)
        let text = restored.joined(separator: "\n")
        #expect(text.contains("Restored the navigation saved in"))
        #expect(text.contains("═══ Order #2 ═══"))
        #expect(text.contains("═══ Orders ═══"))
    }

    @Test func aSecondTapOnTheSelectedTabPopsNothingInSwiftUIsTabView() {
        let script = ["name Lisa", "email lisa@rules.com", "password secret", "submit", "continue", "tab orders", "order 2", "tab orders"]
        let uiKit = transcript(script, swiftUINavigation: false)
        let swiftUI = transcript(script, swiftUINavigation: true)
        #expect(uiKit.last { $0.hasPrefix("═══") } == "═══ Orders ═══")
        #expect(swiftUI.last { $0.hasPrefix("═══") } == "═══ Order #2 ═══")
    }

}

/// TiltUpTest's helpers on an app whose navigation is SwiftUI's: the waits, `assertRetained`,
/// `trackMemoryLeaks`, and the user's gestures, written as SwiftUI writes them.
@MainActor
@Suite(.detectsMemoryLeaks) struct SwiftUINavigationCoordinatorTests: WaitableCoordinatorTest {
    let appCoordinator = TestAppCoordinator(navigationController: NavigationStackController())
    let factory = StubScreenFactory()

    @Test(arguments: ["confirm", "swipe down"])
    func thePlanSheetGoesAwayAndItsCoordinatorIsReleased(_ ending: String) throws {
        let signUp = ExampleLaunch.startSignUp(on: appCoordinator, factory: factory, service: FakeOrderService())
        assertRetained(signUp, withTopViewControllerOfType: SignUpStubScreen.self)
        trackMemoryLeaks(signUp)
        signUp.signedUp(as: "Lisa")
        let home = try assertUnwrap(appCoordinator.retainedCoordinators.compactMap { $0 as? HomeCoordinator }.first)

        waitForPresentedViewControllerChange(using: home) {
            home.goToPlanPicker()
        }
        let picker = try assertUnwrap(appCoordinator.retainedCoordinators.compactMap { $0 as? PlanCoordinator }.first)
        assertRetained(picker, withTopViewControllerOfType: PlanStubScreen.self)
        assertType(of: home.router.navigationController.presentedViewController, is: NavigationStackController.self)
        trackMemoryLeaks(picker, picker.router)

        waitForPresentedViewControllerChange(using: home) {
            if ending == "confirm" {
                picker.viewModel.selectRow(at: IndexPath(row: 2, section: 0))
                picker.viewModel.tappedConfirm()
            } else {
                appCoordinator.simulateSwipeDown()
            }
        }
        #expect(home.viewModel.plan == (ending == "confirm" ? .premium : .basic))
        #expect(!appCoordinator.containsCoordinator(picker))
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    @Test func aLinkOpensThroughTheTabsAndTheBackButtonPopsIt() throws {
        let navigator = RouteNavigator<ExampleRoute>(appCoordinator: appCoordinator)
        let signUp = ExampleLaunch.startSignUp(on: appCoordinator, factory: factory, service: FakeOrderService())
        signUp.signedUp(as: "Lisa")

        let opening = navigator.open([.orders, .order(2)])

        #expect(opening.ending == .complete)
        assertType(of: appCoordinator.visibleScreen, is: OrderStubScreen.self)
        #expect(navigator.currentPath == [.orders, .order(2)])
        appCoordinator.simulateBackSwipe()
        assertType(of: appCoordinator.visibleScreen, is: OrdersStubScreen.self)
        #expect(appCoordinator.diagnostics.isEmpty)
    }
}
#endif
