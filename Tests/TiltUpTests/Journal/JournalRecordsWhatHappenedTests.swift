import Testing
import TiltUp

/// A journal records what happened, whoever reads it and whenever: an app call that waited is the app's,
/// reading entries settles nothing early, and each entry's path is one the user could see.
@MainActor
@Suite struct JournalRecordsWhatHappenedTests {
    @Test func anAppCallThatWaitedForABackSwipeTheUserCancelledIsTheApps() throws {
        let app = ShopApp()
        app.navigator.open([.orders, .order(1)])
        let journal = NavigationJournal(navigator: app.navigator)
        let router = app.tabRouter(1)
        let swipe = try #require(router.headless.beginBackSwipe())
        router.push(TestScreen("news"), animated: true)

        swipe.cancel()

        #expect(journal.entries.map(JournalLine.init) == [JournalLine("pushed TestScreen", .app, "push", [.orders, .order(1)])])
    }

    @Test func anAppCallThatWaitedForASheetsOnDismissIsTheApps() throws {
        let app = ShopApp(.swiftUIWaitingForOnDismiss)
        app.navigator.open([.orders, .edit(1)])
        let journal = NavigationJournal(navigator: app.navigator)
        let stack = try #require(app.tabRouter(1).navigationController as? NavigationStackController)
        let sheet = try #require(stack.presentedViewController)

        stack.writeDismissal(of: sheet)
        app.tabRouter(1).push(TestScreen("news"), animated: true)
        #expect(app.tabRouter(1).viewControllers.count == 1, "the push waits for onDismiss")
        stack.sheetDidDismiss(sheet)

        #expect(
            journal.entries.map(JournalLine.init) == [
                JournalLine("dismissed NavigationStackController", .swipeDown, nil, [.orders]),
                JournalLine("pushed TestScreen", .app, "push", [.orders]),
            ])
        let actions = journal.entries.map(\.action)
        #expect(actions[0] != actions[1], "two actions: the user's, then the app's")
    }
}
