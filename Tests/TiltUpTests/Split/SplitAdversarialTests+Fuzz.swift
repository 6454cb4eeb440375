import Foundation
import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

// MARK: - Fuzz

extension SplitAdversarialTests {
    /// Runs `steps`; returns the first step after which a rule fails, and why.
    static var tapsWait = false

    static func run(_ steps: [SplitAdversarialStep]) -> (Int, String)? {
        let app = NotebooksApp(.uiKit, in: .compact)
        var gesture: HeadlessNavigationController.InteractiveGesture?
        for (index, step) in steps.enumerated() {
            if gesture?.state == .underWay, tapsWait {
                switch step {
                case .notebook, .settings, .note, .info: continue
                default: break
                }
            }
            switch step {
            case .width(let sizeClass): app.navigationController.simulateSizeClassChange(to: sizeClass)
            case .notebook(let name): app.sidebar?.showRoute(.notebook(name))
            case .settings:
                guard app.sidebar?.router.viewControllers.count == 1 else { continue }
                app.sidebar?.showRoute(.settings)
            case .note(let id): app.content?.showRoute(.note(id))
            case .info:
                guard app.detail?.router.viewControllers.count == 1 else { continue }
                app.detail?.showRoute(.info)
            case .splitBack: app.splitViewController.simulateBackSwipe()
            case .beginBack:
                if gesture == nil || gesture?.state != .underWay {
                    gesture = app.splitViewController.beginBackSwipe()
                }
            case .finish: gesture?.finish()
            case .cancel: gesture?.cancel()
            case .columnBack(let column): app.splitRouter.column(column)?.router.headless.simulateBackSwipe()
            case .clearContent: app.splitRouter.clear(.content)
            case .open(let path): app.navigator.open(path)
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
            let reopened = NotebooksApp(.uiKit, in: .regular)
            let opening = reopened.navigator.restore(app.navigator.capture())
            if !opening.isComplete || reopened.navigator.currentPath != app.navigator.currentPath {
                return (index, "\(step): saved \(app.navigator.currentPath), reopened \(reopened.navigator.currentPath)")
            }
        }
        return nil
    }

    @Test(arguments: [false, true])
    func randomTapsWithTheSplitsBackStepByStepKeepTheRules(_ noTapsDuringGestures: Bool) {
        SplitAdversarialTests.tapsWait = noTapsDuringGestures
        for seed in UInt64(1)...100 {
            var generator = SplitMix64(seed: seed)
            let steps = (0..<60).map { _ in SplitAdversarialStep.random(using: &generator) }
            if let (index, _) = SplitAdversarialTests.run(steps) {
                var shortest = Array(steps[...index])
                var shrunk = true
                while shrunk {
                    shrunk = false
                    for i in shortest.indices.reversed() {
                        var candidate = shortest
                        candidate.remove(at: i)
                        if let (end, _) = SplitAdversarialTests.run(candidate) {
                            shortest = Array(candidate[...end])
                            shrunk = true
                            break
                        }
                    }
                }
                let problem = SplitAdversarialTests.run(shortest)?.1 ?? ""
                Issue.record("seed \(seed), after \(shortest.map(\.description).joined(separator: ", ")): \(problem)")
                return
            }
        }
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
