import Foundation
import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

// MARK: - SplitBack

extension SplitAdversarialTests {
    /// The split's Back begun on the content column's first screen (no detail yet); the app shows a note in the
    /// detail meanwhile; the Back finishes: no detail is left beside a content column that was cleared, and what is
    /// saved reopens.
    @Test(arguments: [false, true])
    func theSplitsBackClosingTheContentLeavesNoDetailShownMeanwhile(_ byLink: Bool) throws {
        let app = NotebooksApp(.uiKit, in: .compact)
        app.navigator.open([.notebooks, .notebook("field")])
        let swipe = try #require(app.splitViewController.beginBackSwipe())

        if byLink {
            app.navigator.open([.notebooks, .notebook("field"), .note(3)], from: .url)
        } else {
            let content = try #require(app.content)
            app.splitRouter.show(
                NotebookNoteCoordinator(parent: content, router: app.splitRouter.makeColumnRouter(), id: 3, journal: app.journal),
                in: .detail, route: NotebookRoute.note(3))
        }
        swipe.finish()

        if app.splitRouter.column(.content) == nil {
            #expect(app.splitRouter.column(.detail) == nil, "a detail beside no content: \(app.navigator.currentPath)")
        }
        let restored = NotebooksApp(.uiKit, in: .compact)
        restored.navigator.restore(app.navigator.capture())
        #expect(restored.navigator.currentPath == app.navigator.currentPath, "what is saved reopens")
    }

    /// "A modal from a column, or over the whole split view | It covers the split view: the Back waits". The split's
    /// Back begun before a modal came over the split does not close the detail under that modal.
    @Test func theSplitsBackFinishedUnderAModalPresentedMeanwhileDoesNotCloseTheDetailUnderIt() throws {
        let app = NotesApp(.uiKit, in: .compact)
        let note = app.showNote(1)
        let swipe = try #require(app.splitViewController.beginBackSwipe())
        app.appCoordinator.router.presentModal(TestScreen("over all"), animated: false, presentationStyle: .pageSheet)
        #expect(app.appCoordinator.router.navigationController.presentedViewController != nil)

        swipe.finish()

        #expect(app.detail === note, "the detail under the modal stays")
        #expect(app.journal.runs.isEmpty)
    }

    /// The same, recorded and replayed: a faithful recording replays the same.
    @Test func theSplitsBackFinishedAfterAModalCameReplaysTheSame() throws {
        let recorded = NotesApp(.uiKit, in: .compact)
        let journal = NavigationJournal(navigator: recorded.navigator)
        recorded.navigator.open([.folders, .note(1)], from: .url)
        let swipe = try #require(recorded.splitViewController.beginBackSwipe())
        recorded.appCoordinator.router.presentModal(TestScreen("over all"), animated: false, presentationStyle: .pageSheet)
        swipe.finish()
        let recording = NavigationJournal.Recording(entries: journal.entries)

        let app = NotesApp(.uiKit, in: .compact)
        let replay = app.navigator.replay(
            recording,
            redo: { group in
                guard group.first?.call == "presentModal" else { return false }
                app.appCoordinator.router.presentModal(TestScreen("over all"), animated: false, presentationStyle: .pageSheet)
                return true
            })

        #expect(
            replay.divergence == nil, "\(replay.divergence?.description ?? "")\n\(recording.entries.map(\.line).joined(separator: "\n"))")
    }

    /// While a column's modal is being dismissed under SwiftUI (until its onDismiss), another column's modal waits for
    /// it, as calls on its own stack do, rather than being refused.
    @Test func anotherColumnsModalDuringASwiftUIDismissalIsNotLost() throws {
        let app = NotesApp(.swiftUIWaitingForOnDismiss)
        let note = app.showNote(1)
        let sidebar = try #require(app.sidebar)
        sidebar.router.presentModal(
            TestScreen("sort"), animated: true, presentationStyle: .pageSheet, dismissHandler: app.journal.dismissHandler("sort"))
        sidebar.router.dismissModal(animated: true)
        let sidebarStack = try #require(sidebar.router.navigationController as? NavigationStackController)
        #expect(sidebarStack.modalBeingDismissed != nil)

        note.router.presentModal(
            TestScreen("share"), animated: true, presentationStyle: .pageSheet, dismissHandler: app.journal.dismissHandler("share"))
        if let going = sidebarStack.modalBeingDismissed {
            sidebarStack.sheetDidDismiss(going)
        }

        #expect(app.journal.runs == ["dismiss sort"], "\(app.journal.diagnostics)")
        #expect(note.router.navigationController.presentedViewController != nil)
    }
}

// MARK: - GestureLeak

extension SplitAdversarialTests {
    /// The split's Back begun on the detail's first screen; meanwhile a link to another notebook's note waits for it,
    /// and so does a push on the detail (its info); the user cancels. The link replaces the detail: the detail it
    /// ends is released, and no screen is left on its router. ("While it is under way, the column's Router calls
    /// wait"; show: the coordinator there "is released".)
    @Test(arguments: [false, true], [false, true])
    func callsWaitingForACancelledSplitBackLeaveNoCoordinatorBehind(_ pushFirst: Bool, _ finish: Bool) throws {
        let app = NotebooksApp(.uiKit, in: .compact)
        app.navigator.open([.notebooks, .notebook("field"), .note(1), .info])
        app.splitViewController.simulateBackSwipe()  // the info goes: the note is the detail's first screen
        weak let first = app.detail
        let swipe = try #require(app.splitViewController.beginBackSwipe())

        if pushFirst {
            first?.showRoute(.info)
        }
        app.navigator.open([.notebooks, .notebook("birds"), .note(5)], from: .notification)
        if !pushFirst {
            first?.showRoute(.info)
        }
        if finish {
            swipe.finish()
        } else {
            swipe.cancel()
        }

        #expect(first == nil, "the ended detail is released")
        #expect(
            app.appCoordinator.retainedCoordinators.count == app.splitRouter.columns.count + 1,
            "\(app.appCoordinator.retainedCoordinators.map { type(of: $0) })")
        #expect(app.journal.liveCoordinatorCount == app.splitRouter.columns.count + 1)
    }
}
