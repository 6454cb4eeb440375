import Foundation
import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

// MARK: - Fuzz

extension SplitAdversarialTests {
    /// Runs `steps` on the notebooks app in compact width; returns the first step after which a rule fails, and
    /// why. With `tapsWait`, no tap is made while the split's Back is under way.
    static func run(_ steps: [SplitAdversarialStep], tapsWait: Bool) -> (step: Int, description: String)? {
        let app = NotebooksApp(.uiKit, in: .compact)
        var gesture: HeadlessNavigationController.InteractiveGesture?
        for (index, step) in steps.enumerated() {
            switch step {
            case .tap(let tap):
                if gesture?.state == .underWay, tapsWait {
                    switch tap {
                    case .notebook, .settings, .note, .info: continue
                    default: break
                    }
                }
                app.perform(tap)
            case .beginBack:
                if gesture?.state != .underWay {
                    gesture = app.splitViewController.beginBackSwipe()
                }
            case .finish: gesture?.finish()
            case .cancel: gesture?.cancel()
            }
            if gesture?.state == .underWay { continue }
            let columns = app.splitRouter.columns.map(\.column)
            if columns.contains(.detail), !columns.contains(.content) {
                return (index, "\(step): a detail beside no content, \(app.navigator.currentPath)")
            }
            let live = 1 + columns.count
            if app.journal.liveCoordinatorCount != live || app.appCoordinator.retainedCoordinators.count != live {
                return (
                    index,
                    "\(step): \(app.journal.liveCoordinatorCount) alive, \(app.appCoordinator.retainedCoordinators.count) retained, \(live) shown"
                )
            }
            if let problem = app.reopeningProblem(in: .regular, frontEnd: .uiKit) {
                return (index, "\(step): \(problem)")
            }
        }
        return nil
    }

    @Test(arguments: [false, true])
    func randomTapsWithTheSplitsBackStepByStepKeepTheRules(_ noTapsDuringGestures: Bool) {
        let seeds = RandomizedNavigationTests.seeds(from: 1, operations: 6_000, perSeed: 60)
        let operationsRun = RandomizedNavigationTests.run(seeds: seeds) { seed in
            var generator = SplitMix64(seed: seed)
            return (0..<60).map { _ in SplitAdversarialStep.random(using: &generator) }
        } failure: { steps in
            Self.run(steps, tapsWait: noTapsDuringGestures)
        }
        #expect(operationsRun == seeds.count * 60)
    }
}

// MARK: - Held

extension SplitAdversarialTests {
    /// A second tap on the notebook the content column lists, from a sidebar with its settings pushed, while the note
    /// has its info pushed: nothing changes, in either width.
    @Test(arguments: TestFrontEnd.allCases, [SizeClass.regular, .compact])
    func aSecondTapOnTheNotebookFromUnderTheSettingsChangesNothing(_ frontEnd: TestFrontEnd, _ sizeClass: SizeClass) throws {
        let app = NotebooksApp(frontEnd, in: sizeClass)
        app.navigator.open([.notebooks, .settings, .notebook("field"), .note(3), .info])
        let content = try #require(app.content)
        let detail = try #require(app.detail)

        #expect(app.sidebar?.showRoute(.notebook("field")) == true)
        #expect(app.content?.showRoute(.note(3)) == true)

        #expect(app.content === content)
        #expect(app.detail === detail)
        #expect(app.journal.runs.isEmpty)
        #expect(app.navigator.currentPath == [.notebooks, .settings, .notebook("field"), .note(3), .info])
    }

    /// SwiftUI's write through the popover's own binding, side by side, for a sidebar's popover: a tap outside,
    /// replayed the same.
    @Test(arguments: [TestFrontEnd.swiftUI, .swiftUIWaitingForOnDismiss])
    func swiftUIsPopoverWriteInTheSidebarIsATapOutsideAndReplaysTheSame(_ frontEnd: TestFrontEnd) throws {
        func makeApp() throws -> (NotesApp, NavigationStackController, TestScreen) {
            let app = NotesApp(frontEnd)
            app.showNote(1)
            let sidebar = try #require(app.sidebar)
            let sort = TestScreen("sort")
            sidebar.router.presentModal(
                sort, animated: false, presentationStyle: .popover, dismissHandler: app.journal.dismissHandler("sort"))
            return (app, try #require(sidebar.router.navigationController as? NavigationStackController), sort)
        }
        let (recorded, stack, sort) = try makeApp()
        let journal = NavigationJournal(navigator: recorded.navigator)
        stack.writeDismissal(of: sort, through: .sheet)
        stack.writeDismissal(of: sort, through: .popover)
        if let going = stack.modalBeingDismissed { stack.sheetDidDismiss(going, through: .popover) }
        let recording = NavigationJournal.Recording(entries: journal.entries)
        #expect(recording.entries.map(\.cause).allSatisfy { $0 == .tapOutside })

        let (app, appStack, _) = try makeApp()
        let replay = app.navigator.replay(recording)
        if let going = appStack.modalBeingDismissed { appStack.sheetDidDismiss(going) }

        #expect(replay.divergence == nil, "\(replay.divergence?.description ?? "")")
        #expect(app.journal.runs == ["dismiss sort"])
    }

    /// TestAppCoordinator's beginBackSwipe reaches the split view of a tab, collapsed: finishing it closes the detail.
    @Test func theTestAppCoordinatorsBackSwipeReachesASplitInATab() throws {
        let appCoordinator = TestAppCoordinator()
        let tabs = SplitInATabCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: tabs)
        let split = try #require(tabs.splitTab?.split.splitRouter)
        weak var note: TabCoordinator?
        do {
            let made = TabCoordinator(parent: split.column(.sidebar)!.coordinator, router: split.makeColumnRouter(), name: "note")
            note = made
            split.show(made, in: .detail)
        }

        let swipe = try #require(appCoordinator.beginBackSwipe())
        swipe.finish()

        #expect(split.column(.detail) == nil)
        #expect(note == nil)
        #expect(appCoordinator.diagnostics.isEmpty)
    }
}
