import Testing
import TiltUp

/// A path whose unwinding dismisses a sheet on SwiftUI's front end waits, with the calls it made, for
/// that sheet's `onDismiss`, and ends when what it opened is shown: the navigator's path and the screen
/// shown always agree, and the journal records the path's changes as the link's.
@MainActor
@Suite struct OpeningsWaitForOnDismissTests {
    let app: ShopApp
    let journal: NavigationJournal<ShopRoute>

    init() {
        app = ShopApp(.swiftUIWaitingForOnDismiss)
        app.navigator.open([.orders, .edit(1), .help, .edit(2), .help])
        journal = NavigationJournal(navigator: app.navigator)
    }

    /// The router that presents the innermost sheet, and that sheet's stack, for its `onDismiss`.
    private func innermostSheet() throws -> (presenterStack: NavigationStackController, sheet: Screen) {
        let presenter = try #require(app.presenterOfTopModal)
        let stack = try #require(presenter.navigationController as? NavigationStackController)
        let sheet = try #require(presenter.presentedRouter?.navigationController)
        return (stack, sheet)
    }

    @Test func theStacksOfModalsAndTabsWaitForOnDismissAsTheAppsStackDoes() throws {
        #expect(app.navigator.currentPath == [.orders, .edit(1), .help, .edit(2), .help])
        let stacks = [app.tabRouter(1), app.topRouter].map { $0.navigationController as? NavigationStackController }
        #expect(stacks.allSatisfy { $0?.waitsForOnDismiss == true })
    }

    @Test func aLinkThatDismissesASheetThenPushesWaitsForOnDismissAndEndsWhenItsScreenIsShown() throws {
        let (presenterStack, sheet) = try innermostSheet()

        let opening = app.navigator.open([.orders, .edit(1), .help, .help], from: .url)

        #expect(opening.isPending)
        #expect(app.navigator.currentPath == [.orders, .edit(1), .help], "what is shown, while the sheet goes")
        #expect(app.topRouter.viewControllers.count == 2, "nothing is pushed before onDismiss")
        #expect(!app.journal.diagnostics.contains { $0.kind == .routeNotShown })

        presenterStack.sheetDidDismiss(sheet)

        #expect(app.navigator.currentPath == [.orders, .edit(1), .help, .help])
        #expect(app.topRouter.viewControllers.count == 3)
        #expect(opening.ending == .complete)
        #expect(app.journal.diagnostics.isEmpty)
        let pushes = journal.entries.filter { if case .pushed = $0.change { true } else { false } }
        #expect(pushes.map(\.cause) == [.link(origin: .url)], "the push is the link's, not the user's swipe-down")
        #expect(pushes.map(\.path) == [[.orders, .edit(1), .help, .help]])
        #expect(journal.entries.last?.change == .pathEnded(path: [.orders, .edit(1), .help, .help], ending: .complete))
    }

    @Test func twoLinksInARowWhileASheetIsDismissingOpenInTurnOnceItHasGone() throws {
        let (presenterStack, sheet) = try innermostSheet()

        let first = app.navigator.open([.orders, .edit(1), .help, .help], from: .url)
        let second = app.navigator.open([.orders, .edit(1), .help, .edit(3)], from: .notification)
        #expect(first.isPending && second.isPending)

        presenterStack.sheetDidDismiss(sheet)

        #expect(first.ending == .complete)
        #expect(second.ending == .complete)
        #expect(app.navigator.currentPath == [.orders, .edit(1), .help, .edit(3)])
        #expect(app.journal.runs.filter { $0 == "pop help" }.count == 2, "the pushed help, then the second link's pop")
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test func whatIsSavedWhileALinkWaitsRestoresTheScreensShown() throws {
        let (presenterStack, sheet) = try innermostSheet()
        app.navigator.open([.orders, .edit(1), .help, .help], from: .url)
        let saved = app.navigator.capture()
        presenterStack.sheetDidDismiss(sheet)

        let restored = ShopApp(.swiftUI)
        restored.navigator.restore(saved)
        #expect(restored.navigator.currentPath == [.orders, .edit(1), .help])
    }
}
