import Foundation
import Testing
import TiltUp

/// The SwiftUI navigation article's windows: each its own navigation; at launch the saved navigation
/// comes back first, then the launch's link.
@MainActor
@Suite struct StoreWindowTests {
    private let detailsLink = URL(string: "store://details")!

    /// What a window saves after the user went to the details twice.
    private func savedTwoDetails() throws -> Data {
        let window = StoreWindow()
        window.launch(restoring: nil)
        window.navigator.open([.details, .details])
        return try #require(window.savedNavigation())
    }

    @Test func aLaunchRestoresTheWindowsNavigationThenOpensTheLinkItCameWith() throws {
        let saved = try savedTwoDetails()
        let window = StoreWindow()
        window.open(detailsLink)  // SwiftUI may call onOpenURL before onAppear
        window.launch(restoring: saved)

        #expect(window.navigator.currentPath == [.details], "the link, asked for last, is what the user sees")
    }

    @Test func aLaunchWithoutALinkRestoresTheWindowAndASecondLaunchChangesNothing() throws {
        let saved = try savedTwoDetails()
        let window = StoreWindow()
        window.launch(restoring: saved)
        window.launch(restoring: nil)

        #expect(window.navigator.currentPath == [.details, .details])
        #expect(window.appCoordinator.retainedCoordinators.count == 1)
    }

    @Test func twoWindowsKeepTheirOwnNavigationAndClosingOneLeavesTheOther() {
        let first = StoreWindow()
        let second = StoreWindow()
        first.launch(restoring: nil)
        second.launch(restoring: nil)
        first.open(detailsLink)
        weak let firstStore = first.appCoordinator.retainedCoordinators.first

        first.close()
        second.open(detailsLink)

        #expect(firstStore == nil, "the closed window's coordinators are released")
        #expect(first.appCoordinator.router.viewControllers.isEmpty)
        #expect(second.navigator.currentPath == [.details])
    }
}
