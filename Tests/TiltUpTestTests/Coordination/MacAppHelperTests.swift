import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

/// A Mac user's gestures through the test app coordinator: its platform, the Back button, Escape, and the
/// gestures a Mac lacks refused at the screen the user sees.
@MainActor
@Suite(.detectsMemoryLeaks) struct MacAppHelperTests {
    let appCoordinator = TestAppCoordinator()

    /// Pushes two screens on the root stack, counting their pop handlers' runs into `pops`.
    private func pushTwo(_ pops: @escaping @MainActor (String) -> Void) {
        appCoordinator.router.push(TestScreen("order"), animated: false) { pops("order") }
        appCoordinator.router.push(TestScreen("item"), animated: false) { pops("item") }
    }

    @Test func theTestsWindowIsAnIPhonesUntilItsPlatformIsSet() {
        #expect(appCoordinator.platform == .iOS)
        #expect(appCoordinator.horizontalSizeClass == .compact)
        appCoordinator.platform = .macOS
        #expect(appCoordinator.navigationController.platform == .macOS)
        #expect(appCoordinator.horizontalSizeClass == .regular)
    }

    @Test func onANativeMacTheBackSwipeIsRefusedAndTheBackButtonPopsWhatTheUserSees() {
        appCoordinator.platform = .macOS
        var pops: [String] = []
        pushTwo { pops.append($0) }

        #expect(appCoordinator.simulateBackSwipe() == nil)
        #expect(appCoordinator.beginBackSwipe() == nil)
        #expect(pops.isEmpty)
        #expect((appCoordinator.simulateBackButton() as? TestScreen)?.name == "item")
        #expect(pops == ["item"])
        #expect(appCoordinator.diagnostics.map(\.kind) == [.gestureUnavailable, .gestureUnavailable])
    }

    @Test func escapeClosesTheSheetTheUserSeesOnAMacAndNothingOnIOS() {
        var dismissed = 0
        let sheet = FakeScreen()
        appCoordinator.router.presentModal(sheet, animated: false, presentationStyle: .pageSheet) { dismissed += 1 }

        #expect(appCoordinator.simulateEscape() == nil, "iOS closes no sheet with Escape")
        appCoordinator.platform = .macCatalyst
        #expect(appCoordinator.simulateSwipeDown() == nil, "a Mac has no swipe-down")
        #expect(dismissed == 0)
        #expect(appCoordinator.simulateEscape() === sheet)
        #expect(dismissed == 1)
        #expect(appCoordinator.simulateEscape() == nil, "nothing is presented")
        #expect(dismissed == 1)
        #expect(appCoordinator.diagnostics.map(\.kind) == [.gestureUnavailable, .gestureUnavailable, .gestureUnavailable])
    }
}
