import Testing
import TiltUp
import TiltUpTest

/// The article's preferences sheet: any object is a screen here.
final class PreferencesScreen {}

@MainActor
@Suite struct RunningOnAMacTwins {
    // docs-twin: Sources/TiltUp/TiltUp.docc/RunningOnAMac.md
    @Test func aMacUserClosesTheSheetWithEscape() {
        let appCoordinator = TestAppCoordinator()
        appCoordinator.platform = .macOS
        var closed = 0
        appCoordinator.router.presentModal(PreferencesScreen()) { closed += 1 }

        #expect(appCoordinator.simulateSwipeDown() == nil)  // a Mac has no swipe-down
        appCoordinator.simulateEscape()
        #expect(closed == 1)
    }
    // docs-twin-end
}
