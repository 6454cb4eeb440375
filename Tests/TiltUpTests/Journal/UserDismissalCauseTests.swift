import Testing
import TiltUpTestSupport

@testable import TiltUp

/// The cause UIKit's glue records for the user's dismissal of a modal, which UIKit reports once it is over
/// (`presentationControllerDidDismiss`): the interactive dismissal through its transition for a modal that is no
/// sheet, which neither the swipe-down nor Escape closes (so that a replay, on Mac Catalyst too, makes that
/// dismissal again); the swipe-down for a sheet; the tap outside for a popover in regular width.
@MainActor
@Suite struct UserDismissalCauseTests {
    static let custom = ScreenTransition.custom(CardAnimator()) { CardInteraction() }

    private func cause(_ style: ModalPresentationStyle, _ transition: ScreenTransition) -> NavigationCause {
        let router = Router(navigationController: HeadlessNavigationController())
        router.push(TestScreen("root"), animated: false)
        router.presentModal(TestScreen("modal"), animated: false, presentationStyle: style, transition: transition)
        return router.userDismissalCause
    }

    @Test func aModalThatIsNoSheetDismissedThroughItsTransitionIsThatDismissal() {
        #expect(cause(.fullScreen, Self.custom) == .interactiveDismissal(.modal))
        #expect(cause(.overFullScreen, Self.custom) == .interactiveDismissal(.modal))
        // NavigationPlatform.current runs the zoom on iOS (and here), not on a Mac.
        #expect(
            cause(.fullScreen, .zoom(sourceID: 1)) == (NavigationPlatform.current.runsZoom ? .interactiveDismissal(.modal) : .swipeDown))
    }

    @Test func aSheetOrAModalThatCameWithNoInteractiveTransitionIsSwipedDown() {
        #expect(cause(.pageSheet, Self.custom) == .swipeDown)
        #expect(cause(.fullScreen, .standard) == .swipeDown)
        #expect(cause(.fullScreen, .custom(CardAnimator())) == .swipeDown, "no interaction controller")
    }
}
