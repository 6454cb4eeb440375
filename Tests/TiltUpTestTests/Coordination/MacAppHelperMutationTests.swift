import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

/// The test app coordinator's Mac gestures act on what the user sees, as its iPhone gestures do: Escape closes
/// the innermost modal, the Back button pops the stack on top (a modal's, a tab's), and on a Mac Catalyst
/// window the back swipe still works there.
@MainActor
@Suite(.detectsMemoryLeaks) struct MacAppHelperMutationTests {
    let appCoordinator = TestAppCoordinator()

    @Test func escapeThroughTheAppCoordinatorClosesTheSheetTheUserSeesOverAnotherSheet() {
        appCoordinator.platform = .macOS
        var dismissed: [String] = []
        let settings = Router(rootViewController: TestScreen("settings"))
        appCoordinator.router.presentModal(settings, animated: false, presentationStyle: .pageSheet) { dismissed.append("settings") }
        let confirm = FakeScreen()
        settings.presentModal(confirm, animated: false, presentationStyle: .formSheet) { dismissed.append("confirm") }

        #expect(appCoordinator.simulateEscape() === confirm)
        #expect(dismissed == ["confirm"])
        #expect(appCoordinator.visibleNavigationController === settings.navigationController)
        #expect(appCoordinator.simulateEscape() === settings.navigationController)
        #expect(dismissed == ["confirm", "settings"])
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    @Test func theBackButtonThroughTheAppCoordinatorPopsTheStackOfTheSheetTheUserSees() {
        appCoordinator.platform = .macOS
        var pops: [String] = []
        appCoordinator.router.push(TestScreen("orders"), animated: false) { pops.append("orders") }
        let sheet = Router(rootViewController: TestScreen("settings"))
        appCoordinator.router.presentModal(sheet, animated: false, presentationStyle: .pageSheet)
        sheet.push(TestScreen("about"), animated: false) { pops.append("about") }

        #expect((appCoordinator.simulateBackButton() as? TestScreen)?.name == "about")
        #expect(pops == ["about"])
        #expect(appCoordinator.router.viewControllers.count == 1, "the stack under the sheet is left alone")
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    @Test func theBackButtonAndTheBackSwipeThroughTheAppCoordinatorPopTheSelectedTabOnAMac() {
        appCoordinator.platform = .macCatalyst
        appCoordinator.start(coordinator: TwoTabsCoordinator(appCoordinator: appCoordinator))
        var pops: [String] = []
        let tab = appCoordinator.tabBarRouter?.selectedTab?.router
        tab?.push(TestScreen("order"), animated: false) { pops.append("order") }
        tab?.push(TestScreen("item"), animated: false) { pops.append("item") }

        #expect((appCoordinator.simulateBackSwipe() as? TestScreen)?.name == "item", "Mac Catalyst has a back swipe")
        #expect((appCoordinator.simulateBackButton() as? TestScreen)?.name == "order")
        #expect(pops == ["item", "order"])
        #expect(appCoordinator.diagnostics.isEmpty)
    }
}
