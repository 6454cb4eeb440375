import Foundation
import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

// Tests written to break issue 51's change: each one states a documented rule and tries to make it fail.

@MainActor
@Suite struct SplitAdversarialTests {
    // MARK: SplitRouter.show / clear reentrancy

    /// SplitRouter.show: "A handler that shows or clears this column while the coordinator there ends wins: its change
    /// stands". Here the handler runs while the column after it is cleared (show clears the columns after it first).
    @Test func aHandlerThatShowsInTheColumnWhileTheColumnsAfterItAreClearedStands() throws {
        let app = NotebooksApp()
        app.navigator.open([.notebooks, .notebook("field")])
        let content = try #require(app.content)
        weak var placeholder: AdversaryCoordinator?
        let detail = AdversaryCoordinator(
            parent: content, router: app.splitRouter.makeColumnRouter(), name: "note", journal: app.journal)
        detail.onPop = { [weak split = app.splitRouter, weak content] in
            guard let split, let content else { return }
            let made = AdversaryCoordinator(
                parent: content, router: split.makeColumnRouter(), name: "placeholder content", journal: app.journal)
            placeholder = made
            split.show(made, in: .content)
        }
        app.splitRouter.show(detail, in: .detail)
        app.journal.runs = []

        app.splitRouter.show(
            NotebookCoordinator(parent: app.sidebar!, router: app.splitRouter.makeColumnRouter(), name: "birds", journal: app.journal),
            in: .content, route: NotebookRoute.notebook("birds"))

        #expect(app.journal.diagnostics.map(\.kind) == [.columnChangedByHandler])
        #expect(placeholder != nil, "the handler's change stands")
        #expect(app.splitRouter.column(.content)?.coordinator === placeholder, "the handler's change stands")
        #expect(
            !app.journal.runs.contains("pop placeholder content"), "the handler's coordinator is not ended at once: \(app.journal.runs)")
    }

    /// SplitRouter.clear: "What a handler shows in a column after it once `column` itself has ended stays". A
    /// handler of the content's coordinator shows an empty state in the detail as the notebook goes: it stands.
    @Test func aHandlerThatShowsADetailAsTheContentIsClearedWins() throws {
        let app = NotebooksApp()
        app.navigator.open([.notebooks])
        let sidebar = try #require(app.sidebar)
        let notebook = AdversaryCoordinator(
            parent: sidebar, router: app.splitRouter.makeColumnRouter(), name: "notebook", journal: app.journal)
        notebook.onPop = { [weak split = app.splitRouter, weak notebook] in
            guard let split, let notebook else { return }
            split.show(
                AdversaryCoordinator(parent: notebook, router: split.makeColumnRouter(), name: "empty", journal: app.journal), in: .detail)
        }
        app.splitRouter.show(notebook, in: .content)

        app.splitRouter.clear(.content)

        #expect(app.splitRouter.columns.map(\.column) == [.sidebar, .detail], "the handler's change stands")
        #expect((app.splitRouter.column(.detail)?.coordinator as? AdversaryCoordinator)?.name == "empty")
    }

    /// SplitRouter.show: "Then the coordinator there ends: its modal is dismissed, every screen on its stack has its
    /// pop handler run, top first, and it is released." A pop handler of the ending detail that pushes a screen on its
    /// own router (a "saved" screen) leaves it on a stack no column shows, its coordinator retained for good.
    @Test(arguments: [false, true])
    func aPopHandlerThatPushesOnTheEndingColumnLeavesNoCoordinatorBehind(_ byClear: Bool) {
        let app = NotesApp()
        weak var first: AdversaryCoordinator?
        do {
            let made = AdversaryCoordinator(
                parent: app.split, router: app.splitRouter.makeColumnRouter(), name: "note 1", journal: app.journal)
            made.onPop = { [weak made] in
                guard let made else { return }
                made.router.push(TestScreen("saved"), retaining: made, animated: false)
            }
            first = made
            app.splitRouter.show(made, in: .detail)
        }

        if byClear {
            app.splitRouter.clear(.detail)
        } else {
            app.showNote(2)
        }

        #expect(first == nil, "the ended detail is released")
        #expect(!app.appCoordinator.retainedCoordinators.contains { $0 is AdversaryCoordinator })
    }

    /// The same, with a pop handler that presents a modal on its own ending router ("discard the draft?").
    @Test(arguments: [false, true])
    func aPopHandlerThatPresentsOnTheEndingColumnLeavesNoModalNorCoordinatorBehind(_ byClear: Bool) {
        let app = NotesApp()
        weak var first: AdversaryCoordinator?
        weak var firstRouter: Router?
        do {
            let made = AdversaryCoordinator(
                parent: app.split, router: app.splitRouter.makeColumnRouter(), name: "note 1", journal: app.journal)
            made.onPop = { [weak made] in
                guard let made else { return }
                made.router.presentModal(TestScreen("discard?"), retaining: made, animated: false, presentationStyle: .formSheet)
            }
            first = made
            firstRouter = made.router
            app.splitRouter.show(made, in: .detail)
        }

        if byClear {
            app.splitRouter.clear(.detail)
        } else {
            app.showNote(2)
        }

        #expect(first == nil, "the ended detail is released")
        #expect(firstRouter?.navigationController.presentedViewController == nil, "no modal stays up whose column has gone")
    }

    /// "show called for the same coordinator twice": the old detail's handler shows the very coordinator being shown.
    @Test func theOldDetailsHandlerShowingTheSameNewCoordinatorStartsItOnce() {
        let app = NotesApp()
        let second = AdversaryCoordinator(
            parent: app.split, router: app.splitRouter.makeColumnRouter(), name: "note 2", journal: app.journal)
        let first = AdversaryCoordinator(
            parent: app.split, router: app.splitRouter.makeColumnRouter(), name: "note 1", journal: app.journal)
        first.onPop = { [weak split = app.splitRouter] in split?.show(second, in: .detail) }
        app.splitRouter.show(first, in: .detail)

        app.splitRouter.show(second, in: .detail)

        #expect(app.journal.runs == ["start note 1", "pop note 1", "start note 2"])
        #expect(app.splitRouter.column(.detail)?.coordinator === second)
        #expect(app.appCoordinator.retainedCoordinators.filter { $0 === second }.count == 1)
    }

    /// Clear from inside show: a coordinator that clears its own column as it starts (its note was deleted).
    @Test func aCoordinatorThatClearsItsColumnAsItStartsIsReleasedAndTheEventsComeInOrder() {
        let app = NotesApp()
        weak var note: SelfClearingCoordinator?
        do {
            let made = SelfClearingCoordinator(parent: app.split, router: app.splitRouter.makeColumnRouter())
            note = made
            app.splitRouter.show(made, in: .detail)
        }

        #expect(note == nil)
        #expect(app.splitRouter.column(.detail) == nil)
        #expect(app.splitViewController.viewController(for: .detail) == nil)
        #expect(app.events == [.columnShown(.detail), .columnCleared(.detail)])
    }

    // MARK: The split's Back, step by step

    /// NavigationStackController.sheetDidDismiss(_:through:): "It is sheetDidDismiss(_:), for a modal of `kind`". The
    /// sheet modifier's onDismiss, arriving while the cover is being dismissed, does not end the cover's dismissal:
    /// a call waiting for the cover's onDismiss still waits.
    @Test func anotherModifiersOnDismissDoesNotEndTheCoversDismissal() {
        let stack = NavigationStackController()
        stack.waitsForOnDismiss = true
        let router = Router(navigationController: stack)
        let recorder = Recorder()
        recorder.watch(router)
        router.replaceRoot(with: TestScreen("root"), animated: false)
        let cover = TestScreen("cover")
        router.presentModal(cover, animated: true, presentationStyle: .fullScreen, dismissHandler: recorder.handler("cover"))
        stack.writeDismissal(of: cover, through: .cover)
        #expect(stack.modalBeingDismissed === cover)
        router.push(TestScreen("next"), animated: false)

        stack.sheetDidDismiss(cover, through: .sheet)
        stack.sheetDidDismiss(cover, through: .popover)

        #expect(stack.modalBeingDismissed === cover, "only the cover's own onDismiss ends its dismissal")
        #expect(router.viewControllers.count == 1, "the push still waits for the cover's onDismiss")
        stack.sheetDidDismiss(cover, through: .cover)
        #expect(router.viewControllers.count == 2)
    }

    // MARK: Routes in columns

    /// A sidebar's `.show` decision that empties the detail before it shows the next note there: the step's route is
    /// the detail's, and the opening is complete (what the decision put there, by identity, not by address).
    @Test(arguments: TestFrontEnd.allCases)
    func aShowDecisionThatClearsTheDetailFirstStillGivesTheDetailItsRoute(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        app.splitRouter.show(
            ClearingFoldersCoordinator(parent: app.split, router: app.splitRouter.makeColumnRouter(), journal: app.journal),
            in: .sidebar, route: NotesRoute.folders)
        #expect(app.navigator.open([.folders, .note(1)]).isComplete)

        for id in 2...6 {
            let sidebar = try #require(app.splitRouter.column(.sidebar)?.coordinator as? ClearingFoldersCoordinator)
            #expect(sidebar.showRoute(.note(id)))
            #expect(app.navigator.currentPath == [.folders, .note(id)])
        }
        #expect(app.journal.diagnostics.isEmpty, "\(app.journal.diagnostics)")
    }

    // MARK: Popover anchors

    /// PopoverAnchor: "a presentation refused (a modal is up) … releases it at once". A modal presented on the root's
    /// navigation controller directly, and a column's popover refused because of it.
    @Test func aPopoverRefusedBecauseOfAModalBesideReleasesItsAnchor() throws {
        let app = NotesApp()
        let note = app.showNote(1)
        app.navigationController.present(TestScreen("direct"), animated: false, completion: nil)
        weak var released: AnyObject?
        var dismissed = 0
        do {
            let view = NSObject()
            released = view
            note.router.presentPopover(TestScreen("filters"), animated: false, anchor: .view(view)) { dismissed += 1 }
        }

        #expect(note.router.navigationController.presentedViewController == nil)
        #expect(dismissed == 1)
        #expect(released == nil, "the refused popover's anchor is released at once")
    }

    /// The anchor of a column's popover is kept across the window's width changes and released with the column.
    @Test(arguments: TestFrontEnd.allCases)
    func aColumnsPopoverKeepsItsAnchorAcrossWidthsAndReleasesItWithTheColumn(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        let note = app.showNote(1)
        weak var released: AnyObject?
        do {
            let view = NSObject()
            released = view
            note.router.presentPopover(
                TestScreen("filters"), animated: false, anchor: .view(view), dismissHandler: app.journal.dismissHandler("filters"))
            app.navigationController.simulateSizeClassChange(to: .compact)
            app.navigationController.simulateSizeClassChange(to: .regular)
            #expect(note.router.headless.presentedPopoverAnchor == .view(view))
        }

        app.splitRouter.clear(.detail)
        if let stack = note.router.navigationController as? NavigationStackController, let going = stack.modalBeingDismissed {
            stack.sheetDidDismiss(going)
        }

        #expect(app.journal.runs == ["dismiss filters", "pop note 1"])
        #expect(released == nil)
    }

    // MARK: One modal per window

    /// A tab bar shown in the detail column: while one of its tabs presents, neither the sidebar nor the root presents.
    @Test(arguments: TestFrontEnd.allCases)
    func whileATabInsideTheDetailPresentsNoOtherStackOfTheWindowPresents(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        let detail = TabsSidebarCoordinator(parent: app.split, router: app.splitRouter.makeColumnRouter())
        app.splitRouter.show(detail, in: .detail)
        let tabs = try #require(detail.tabs?.tabBarRouter.tabs)
        tabs[1].router.presentModal(TestScreen("tab's"), animated: false, presentationStyle: .pageSheet)

        var refused = 0
        try #require(app.sidebar).router.presentModal(TestScreen("sidebar's"), animated: false, presentationStyle: .pageSheet) {
            refused += 1
        }
        app.appCoordinator.router.presentModal(TestScreen("root's"), animated: false, presentationStyle: .pageSheet) { refused += 1 }
        tabs[0].router.presentModal(TestScreen("other tab's"), animated: false, presentationStyle: .pageSheet) { refused += 1 }

        #expect(refused == 3)
        #expect(app.sidebar?.router.navigationController.presentedViewController == nil)
        #expect(app.appCoordinator.router.navigationController.presentedViewController == nil)
        #expect(tabs[0].router.navigationController.presentedViewController == nil)
    }

    /// A split view inside a modal: while one column presents, another column does not.
    @Test(arguments: TestFrontEnd.allCases)
    func aSplitInsideAModalShowsOneModalAtATime(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        let modal = ModalSplitHostCoordinator(parent: app.split, frontEnd: frontEnd)
        modal.start()
        let split = try #require(modal.split?.splitRouter)
        let sidebar = try #require(split.column(.sidebar)?.router)
        let detail = try #require(split.column(.detail)?.router)
        sidebar.presentModal(TestScreen("sidebar's"), animated: false, presentationStyle: .pageSheet)
        #expect(sidebar.navigationController.presentedViewController != nil)

        var refused = 0
        detail.presentModal(TestScreen("detail's"), animated: false, presentationStyle: .pageSheet) { refused += 1 }
        modal.router.presentModal(TestScreen("modal's"), animated: false, presentationStyle: .pageSheet) { refused += 1 }

        #expect(refused == 2)
        #expect(detail.navigationController.presentedViewController == nil)
    }
}
