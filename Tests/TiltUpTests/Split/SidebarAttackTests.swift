import Foundation
import Testing
import TiltUpTest
import TiltUpTestSupport

@testable import TiltUp

// Tests written to break the sidebar's change (fec5e58): each states a documented rule of
// `simulateSidebarToggle()`, `writeSidebarHidden(_:)` and `SplitRouter.setSidebarHidden(_:animated:)` and tries to
// make it fail.

/// The headless split view controller `splitRouter` drives.
@MainActor
private func headlessSplit(_ splitRouter: SplitRouter) -> HeadlessSplitViewController {
    #if canImport(UIKit)
    splitRouter.splitViewController as! HeadlessSplitViewController
    #else
    splitRouter.splitViewController
    #endif
}

@MainActor
@Suite struct SidebarAttackTests {
    // MARK: Re-entrancy

    /// "Observers hear `.sidebarHidden` or `.sidebarShown` once per change": an observer that shows the sidebar again
    /// as it hears it hidden; every observer hears both, once each, hidden first.
    @Test(arguments: [false, true])
    func anObserverThatShowsTheSidebarAgainLetsEveryObserverHearEachChangeOnceInOrder(_ byUser: Bool) {
        let app = NotesApp()
        var reacted = false
        let toggler = app.splitRouter.observe { [unowned app] event in
            // Once: a wrong event must fail the test, not toggle for ever.
            guard event == .sidebarHidden, !reacted else { return }
            reacted = true
            if byUser {
                app.splitViewController.simulateSidebarToggle()
            } else {
                app.splitRouter.setSidebarHidden(false)
            }
        }
        var later: [SplitEvent] = []
        let listener = app.splitRouter.observe { later.append($0) }
        defer {
            toggler.dispose()
            listener.dispose()
        }
        app.events = []

        app.splitRouter.setSidebarHidden(true)

        #expect(app.events == [.sidebarHidden, .sidebarShown])
        #expect(later == [.sidebarHidden, .sidebarShown])
        #expect(!app.splitRouter.isSidebarHidden)
        #expect(app.journal.diagnostics.isEmpty)
    }

    /// "Nothing ends, no handler runs; observers hear each change once, in the order it happened": a pop handler of the
    /// detail, ending as the app clears it or shows another note, hides the sidebar.
    @Test(arguments: [false, true])
    func aPopHandlerThatHidesTheSidebarIsToldOnceInTheOrderItHappened(_ byClear: Bool) {
        let app = NotesApp()
        let note = AdversaryCoordinator(parent: app.split, router: app.splitRouter.makeColumnRouter(), name: "draft", journal: app.journal)
        note.onPop = { [unowned app] in app.splitRouter.setSidebarHidden(true) }
        app.splitRouter.show(note, in: .detail)
        app.events = []

        if byClear {
            app.splitRouter.clear(.detail)
            #expect(app.events == [.columnCleared(.detail), .sidebarHidden])
        } else {
            app.showNote(2)
            #expect(app.events == [.sidebarHidden, .columnShown(.detail)])
        }
        #expect(app.splitRouter.isSidebarHidden)
        #expect(app.journal.runs == ["start draft", "pop draft"], "the handler runs once")
    }

    // MARK: Gestures under way

    /// "Nothing ends": the sidebar toggled while the user's back swipe is under way in the detail; the swipe then
    /// finishes (its pop handler runs once) or is cancelled (the screen comes back), as if nothing had happened.
    @Test(arguments: [false, true])
    func aSidebarToggledDuringABackSwipeInTheDetailLeavesTheSwipeToFinishOrCancel(_ finishes: Bool) throws {
        let app = NotesApp()
        app.showNote(1, pushingInfo: true)
        let swipe = try #require(app.detail?.router.headless.beginBackSwipe())

        #expect(app.splitViewController.simulateSidebarToggle())
        if finishes {
            swipe.finish()
            #expect(app.journal.runs == ["pop info 1"])
            #expect(app.detail?.router.viewControllers.count == 1)
        } else {
            swipe.cancel()
            #expect(app.journal.runs.isEmpty)
            #expect(app.detail?.router.viewControllers.count == 2)
        }
        #expect(app.splitRouter.isSidebarHidden)
        #expect(app.events.suffix(1) == [.sidebarHidden])
    }

    /// "Never let the headless controller allow what iOS forbids": a hidden sidebar is not on screen, so the user
    /// cannot swipe back in it; a swipe begun in it before it was hidden is cancelled when it finishes.
    @Test func theUserCannotSwipeBackInAHiddenSidebar() throws {
        let app = NotesApp()
        app.navigator.open([.folders, .settings, .note(1)])
        let sidebar = try #require(app.sidebar).router.headless
        let swipe = try #require(sidebar.beginBackSwipe())
        app.splitRouter.setSidebarHidden(true)
        swipe.finish()
        #expect(app.journal.runs.isEmpty, "the hidden sidebar's swipe is cancelled")
        #expect(sidebar.viewControllers.count == 2)

        #expect(sidebar.simulateBackSwipe() == nil)
        #expect(app.journal.runs.isEmpty)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable, .gestureUnavailable])
    }

    /// A back swipe is refused in a hidden sidebar only while the columns stand side by side: collapsed, the sidebar's
    /// screens are the bottom of the one stack, and the user goes back through them whatever it says.
    @Test func inCompactWidthTheUserGoesBackInASidebarHiddenSideBySide() throws {
        let app = NotesApp()
        app.navigator.open([.folders, .settings])
        app.splitRouter.setSidebarHidden(true)
        app.navigationController.simulateSizeClassChange(to: .compact)
        #expect(app.splitViewController.simulateBackSwipe() != nil)
        #expect(app.journal.runs == ["pop settings"])
        #expect(app.journal.diagnostics.isEmpty)
    }

    // MARK: Modals

    /// A split view shown in no stack (the window's root): a modal from one of its columns covers it too.
    @Test func aSplitInNoStackIsCoveredByAModalFromItsColumn() throws {
        let split = HeadlessSplitViewController()
        split.core.sizeClassOverride = .regular
        let splitRouter = SplitRouter(splitViewController: split)
        var diagnostics: [NavigationDiagnostic.Kind] = []
        splitRouter.diagnosticHandler = { diagnostics.append($0.kind) }
        let appCoordinator = AppCoordinator()
        let root = Coordinator(appCoordinator: appCoordinator)
        let sidebar = TabCoordinator(parent: root, router: splitRouter.makeColumnRouter(), name: "side")
        splitRouter.show(sidebar, in: .sidebar)
        sidebar.router.presentModal(TestScreen("sheet"), animated: false, presentationStyle: .pageSheet)
        #expect(sidebar.router.navigationController.presentedViewController != nil)

        #expect(!split.simulateSidebarToggle())
        #expect(diagnostics == [.gestureUnavailable])
    }

    /// "Refused ... while a modal covers the split": a popover or a sheet from a column, and a sheet over the whole
    /// split; each refused and reported, nothing told. Once it goes, the toggle works again.
    @Test(arguments: ["popover from the sidebar", "sheet from the detail", "sheet over the split"])
    func theSidebarButtonIsRefusedUnderAPopoverOrASheetFromAColumnOrOverTheSplit(_ modal: String) throws {
        let app = NotesApp()
        let note = app.showNote(1)
        let presenter: Router
        switch modal {
        case "popover from the sidebar":
            presenter = try #require(app.sidebar).router
            presenter.presentPopover(TestScreen("filters"), animated: false, anchor: .view(NSObject()))
        case "sheet from the detail":
            presenter = note.router
            presenter.presentModal(TestScreen("share"), animated: false, presentationStyle: .pageSheet)
        default:
            presenter = app.appCoordinator.router
            presenter.presentModal(TestScreen("account"), animated: false, presentationStyle: .formSheet)
        }
        #expect(presenter.navigationController.presentedViewController != nil)
        app.events = []

        #expect(!app.splitViewController.simulateSidebarToggle())
        app.splitViewController.writeSidebarHidden(true)
        #expect(!app.splitRouter.isSidebarHidden)
        #expect(app.events.isEmpty)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable, .gestureUnavailable])

        presenter.dismissModal(animated: false)
        #expect(app.splitViewController.simulateSidebarToggle())
        #expect(app.events == [.sidebarHidden])
    }

    /// The app's own `setSidebarHidden(_:)` is no gesture: it applies under a modal, told once.
    @Test func theAppHidesTheSidebarUnderAModal() {
        let app = NotesApp()
        app.showNote(1).showRoute(.share)
        app.events = []
        app.splitRouter.setSidebarHidden(true)
        #expect(app.splitRouter.isSidebarHidden)
        #expect(app.events == [.sidebarHidden])
        #expect(app.journal.diagnostics.isEmpty)
    }

    /// "Tells the views ... once, when it changes": `RouterView`'s column visibility is drawn again on each change, and
    /// not on a write of the value it shows.
    @Test func theViewsAreToldOfEachSidebarChangeOnce() {
        let app = NotesApp(.swiftUI)
        let renderer = NSObject()
        var redraws = 0
        app.splitViewController.core.watchers.add(renderer) { redraws += 1 }
        app.splitViewController.writeSidebarHidden(false)
        app.splitRouter.setSidebarHidden(false)
        #expect(redraws == 0)
        app.splitViewController.writeSidebarHidden(true)
        #expect(redraws == 1)
        app.splitRouter.setSidebarHidden(false)
        #expect(redraws == 2)
        withExtendedLifetime(renderer) {}
    }

    // MARK: Platforms

    /// RunningOnAMac: "hides or shows the sidebar: `simulateSidebarToggle()` in regular width; the same [on Mac
    /// Catalyst]; the same, ⌘⌃S [on a Mac]": a Mac window is never compact; a Mac Catalyst window made narrow is.
    @Test(arguments: [NavigationPlatform.macOS, .macCatalyst])
    func onAMacTheSidebarTogglesUnlessAMacCatalystWindowIsNarrow(_ platform: NavigationPlatform) {
        let app = NotesApp(.swiftUI)
        app.navigationController.platform = platform
        #expect(app.splitViewController.simulateSidebarToggle())
        app.navigationController.simulateSizeClassChange(to: .compact)
        let toggled = app.splitViewController.simulateSidebarToggle()
        #expect(toggled == (platform == .macOS))
        #expect(app.splitRouter.isSidebarHidden == (platform != .macOS))
        app.showNote(1).showRoute(.share)
        #expect(!app.splitViewController.simulateSidebarToggle(), "a sheet covers the split on a Mac too")
    }

    // MARK: Containers

    /// A split view in a full-screen modal of a regular window toggles its sidebar; a modal over that modal refuses it.
    @Test(arguments: TestFrontEnd.allCases)
    func aSplitInsideAModalTogglesItsSidebarUntilAnotherModalCoversIt(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        let modal = ModalSplitHostCoordinator(parent: app.split, frontEnd: frontEnd)
        modal.start()
        let splitRouter = try #require(modal.split?.splitRouter)
        let split = headlessSplit(splitRouter)
        var events: [SplitEvent] = []
        let observation = splitRouter.observe { events.append($0) }
        defer { observation.dispose() }

        #expect(split.simulateSidebarToggle())
        #expect(!app.splitRouter.isSidebarHidden, "the split below is not the one toggled")
        modal.router.presentModal(TestScreen("confirm"), animated: false, presentationStyle: .formSheet)
        #expect(!split.simulateSidebarToggle())
        #expect(events == [.sidebarHidden])
    }

    /// A split view in a tab toggles its sidebar; a modal over the whole tab bar, or from the other tab, covers the
    /// split and refuses it ("refused ... while a modal covers the split", as a tap on the tab bar is).
    @Test(arguments: [false, true])
    func aSplitInATabIsCoveredByAModalOverTheTabBarOrFromTheOtherTab(_ fromOtherTab: Bool) throws {
        let navigationController = HeadlessNavigationController()
        navigationController.simulateSizeClassChange(to: .regular)
        let appCoordinator = AppCoordinator(router: Router(navigationController: navigationController))
        var diagnostics: [NavigationDiagnostic.Kind] = []
        let tabs = SplitInATabCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: tabs)
        let splitRouter = try #require(tabs.splitTab?.split.splitRouter)
        splitRouter.diagnosticHandler = { diagnostics.append($0.kind) }
        let split = headlessSplit(splitRouter)
        #expect(split.simulateSidebarToggle())

        let presenter = fromOtherTab ? tabs.tabBarRouter.tabs[1].router : tabs.router
        presenter.presentModal(TestScreen("account"), animated: false, presentationStyle: .pageSheet)
        #expect(presenter.navigationController.presentedViewController != nil)

        #expect(!split.simulateSidebarToggle(), "the modal covers the split")
        #expect(splitRouter.isSidebarHidden)
        #expect(diagnostics == [.gestureUnavailable])
    }

    // MARK: Columns

    /// "Hiding it ends nothing ... it comes back as it was": emptying every column and showing a sidebar again tells
    /// no sidebar event; the split's state stands until the user or the app changes it, told once then.
    @Test(arguments: TestFrontEnd.allCases)
    func theSidebarsStateOutlivesItsColumnsAndIsToldOnlyWhenItChanges(_ frontEnd: TestFrontEnd) {
        let app = NotesApp(frontEnd)
        app.showNote(1)
        app.splitRouter.setSidebarHidden(true)
        app.events = []

        app.splitRouter.removeAllColumns()
        app.splitRouter.show(
            FoldersCoordinator(parent: app.split, router: app.splitRouter.makeColumnRouter(), journal: app.journal), in: .sidebar,
            route: NotesRoute.folders)

        #expect(app.events == [.columnCleared(.detail), .columnCleared(.sidebar), .columnShown(.sidebar)])
        #expect(app.splitRouter.isSidebarHidden)
        #expect(app.splitViewController.simulateSidebarToggle())
        #expect(app.events.last == .sidebarShown)
        #expect(app.journal.runs == ["pop note 1", "pop folders"])
    }

    // MARK: Journals and saved navigation

    /// "It changes no route, so a journal has no entry for it": a journal recorded with toggles between the user's
    /// steps replays on a fresh app without diverging, to the same screens; its entries are those recorded without.
    @Test(arguments: TestFrontEnd.allCases)
    func aJournalRecordedWithSidebarTogglesInBetweenReplaysWithoutDiverging(_ frontEnd: TestFrontEnd) throws {
        func record(toggling: Bool) throws -> (NotesApp, NavigationJournal<NotesRoute>.Recording) {
            let app = NotesApp(frontEnd)
            let journal = NavigationJournal(navigator: app.navigator)
            func toggle() {
                if toggling { app.splitViewController.simulateSidebarToggle() }
            }
            app.navigator.open([.folders, .note(1)], from: .url)
            toggle()
            try #require(app.detail).showRoute(.info)
            toggle()
            toggle()
            #expect(app.detail?.router.headless.simulateBackSwipe() != nil)
            toggle()
            app.navigator.open([.folders, .settings, .note(2)], from: .notification)
            if toggling { app.splitRouter.setSidebarHidden(false) }
            return (app, NavigationJournal.Recording(entries: journal.entries))
        }
        let (recorded, recording) = try record(toggling: true)
        let (_, plain) = try record(toggling: false)
        #expect(
            recording.entries.map { "\($0.change) \($0.cause) \($0.path)" } == plain.entries.map { "\($0.change) \($0.cause) \($0.path)" },
            "the toggles are no entries")

        let app = NotesApp(frontEnd)
        app.splitRouter.setSidebarHidden(true)
        let replay = app.navigator.replay(recording)

        #expect(
            replay.divergence == nil, "\(replay.divergence?.description ?? "")\n\(recording.entries.map(\.line).joined(separator: "\n"))")
        #expect(app.navigator.currentPath == recorded.navigator.currentPath)
        #expect(app.journal.runs == recorded.journal.runs)
    }

    /// Saved navigation is the routes: a capture with the sidebar hidden is the capture with it shown, and a restore
    /// leaves the sidebar as it is, telling nothing of it.
    @Test(arguments: TestFrontEnd.allCases)
    func savedNavigationIsTheSameWithTheSidebarHiddenAndARestoreLeavesItAlone(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        app.navigator.open([.folders, .settings, .note(1), .info])
        let shown = app.navigator.capture()
        app.splitViewController.simulateSidebarToggle()
        #expect(app.navigator.capture() == shown)

        let restored = NotesApp(frontEnd)
        restored.splitRouter.setSidebarHidden(true)
        restored.events = []
        #expect(restored.navigator.restore(app.navigator.capture()).isComplete)
        #expect(restored.navigator.currentPath == [.folders, .settings, .note(1), .info])
        #expect(restored.splitRouter.isSidebarHidden)
        #expect(!restored.events.contains(.sidebarShown) && !restored.events.contains(.sidebarHidden))
    }

    // MARK: Leaks

    /// "Nothing retained by the toggle": after toggles by the user and the app, the app's split, its controller
    /// and its columns' coordinators go with the app. (Not `.splitDetail`: there the test's own outer split keeps the
    /// app's root stack, and so the split controller at its root, for good.)
    @Test(arguments: [TestFrontEnd.uiKit, .swiftUI, .swiftUIWaitingForOnDismiss])
    func togglingTheSidebarRetainsNothing(_ frontEnd: TestFrontEnd) {
        weak var splitRouter: SplitRouter?
        weak var controller: HeadlessSplitViewController?
        weak var sidebar: FoldersCoordinator?
        weak var note: NoteCoordinator?
        do {
            let app = NotesApp(frontEnd)
            note = app.showNote(1, pushingInfo: true)
            splitRouter = app.splitRouter
            controller = app.splitViewController
            sidebar = app.sidebar
            app.splitViewController.simulateSidebarToggle()
            app.splitViewController.writeSidebarHidden(false)
            app.splitRouter.setSidebarHidden(true)
            app.splitRouter.setSidebarHidden(false, animated: false)
        }
        #expect(splitRouter == nil)
        #expect(controller == nil)
        #expect(sidebar == nil)
        #expect(note == nil)
    }
}
